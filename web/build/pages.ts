/**
 * Which HTML entry answers a page path: the one rule the dev server (vite.config.ts), the local
 * server's built app (infra/local/server/web.ts) and CloudFront's fallback function
 * (infra/constructs/spa-fallback.ts) apply.
 *
 * The back office is served under the spec's URL /backend (backoffice.md §1); its entry lives
 * with its code in web/backoffice/, so the build writes it to dist/backoffice/index.html. Every
 * other page path is the storefront's web/index.html.
 */

/** URL prefix of the back office's pages. */
export const BACKOFFICE_URL = '/backend';

/** The built HTML entries, as paths under dist/ (and under the web bucket's root). */
export const STOREFRONT_HTML = '/index.html';
export const BACKOFFICE_HTML = '/backoffice/index.html';

/** True for /backend and /backend/… page requests (not for modules and assets, which have an extension). */
export function isBackofficePage(url: string): boolean {
  const path = url.split('?')[0]!.split('#')[0]!;
  if (path !== BACKOFFICE_URL && !path.startsWith(`${BACKOFFICE_URL}/`)) return false;
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}
