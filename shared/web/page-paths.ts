/**
 * Which request paths are storefront pages, answered by the pages handler (functions/pages,
 * docs/website.md) with the storefront's index.html and the page's head: one rule for CloudFront
 * (infra/stacks/web-stack.ts: the default behaviour; files, the back office, the API and media
 * have behaviours of their own) and the local server (infra/local/server/web.ts).
 *
 * A page path has no dot anywhere (a dot marks a file: /assets/…, /build/service-worker.js,
 * /favicon.ico, /index.html; CloudFront's path pattern `/*.*` sends those to the bucket) and is
 * not under /api, /image, /upload, /backend, /signage or /local. /sitemap.xml and /robots.txt are the
 * pages handler's too.
 */

/** Files the pages handler writes (they have a dot, but no file in the bucket). */
export const PAGE_FILES = ['/sitemap.xml', '/robots.txt'] as const;

/** Prefixes that are never storefront pages. */
const OTHER_PREFIXES = ['/api', '/image', '/upload', '/backend', '/signage', '/local'];

/**
 * The header with the origin the visitor used (e.g. https://shop.example): CloudFront's viewer
 * request function and the local server set it (overwriting one a visitor sent), because API
 * Gateway sees its own host name, not the shop's.
 */
export const VIEWER_ORIGIN_HEADER = 'x-theke-viewer-origin';

/** Whether a raw request path (no query) is a storefront page or one of PAGE_FILES. */
export function isPagePath(path: string): boolean {
  if ((PAGE_FILES as readonly string[]).includes(path)) return true;
  if (!path.startsWith('/') || path.includes('.')) return false;
  // Case-sensitive, like CloudFront's path patterns and the back office's rule (web/build/pages.ts).
  return !OTHER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
