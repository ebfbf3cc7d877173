/**
 * Which HTML entry answers a page path: the one rule the dev server (vite.config.ts), the local
 * server's built app (infra/local/server/web.ts) and CloudFront's fallback function
 * (infra/constructs/spa-fallback.ts) apply.
 *
 * The back office is served under the spec's URL /backend (backoffice.md §1); its entry lives
 * with its code in web/backoffice/, so the build writes it to dist/backoffice/index.html. The
 * signage player (the page a TV opens, /signage/{deviceId}/{deviceKey}) is a third entry in
 * web/signage/, built to dist/signage/index.html. Every other page path is the storefront's
 * web/index.html.
 */

/** URL prefix of the back office's pages. */
export const BACKOFFICE_URL = '/backend';

/** URL prefix of the signage player's page. */
export const SIGNAGE_URL = '/signage';

/** The built HTML entries, as paths under dist/ (and under the web bucket's root). */
export const STOREFRONT_HTML = '/index.html';
export const BACKOFFICE_HTML = '/backoffice/index.html';
export const SIGNAGE_HTML = '/signage/index.html';

/** True for `prefix` and `prefix/…` page requests (not for modules and assets, which have an extension). */
function isPageUnder(prefix: string, url: string): boolean {
  const path = url.split('?')[0]!.split('#')[0]!;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** True for /backend and /backend/… page requests. */
export function isBackofficePage(url: string): boolean {
  return isPageUnder(BACKOFFICE_URL, url);
}

/** True for /signage and /signage/… page requests. */
export function isSignagePage(url: string): boolean {
  return isPageUnder(SIGNAGE_URL, url);
}

/** The built HTML entry of a page request: the back office's, the player's or the storefront's. */
export function htmlEntryOf(url: string): string {
  if (isBackofficePage(url)) return BACKOFFICE_HTML;
  if (isSignagePage(url)) return SIGNAGE_HTML;
  return STOREFRONT_HTML;
}
