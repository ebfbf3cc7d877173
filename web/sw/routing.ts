/**
 * Which requests the service worker (./service-worker.ts) answers, as pure rules the unit tests
 * check. Everything not matched here goes to the network untouched.
 */

/**
 * Where the worker is served (storefront.md §7). Its scope is '/', which a worker outside the
 * root needs the answer header `Service-Worker-Allowed: /` for (docs/pwa.md).
 */
export const SERVICE_WORKER_URL = '/build/service-worker.js';

/** The offline page (web/public/offline.html), precached. */
export const OFFLINE_PAGE = '/offline.html';

/** The message of the update banner (web/storefront/layout/UpdateBanner.tsx). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Navigations the worker leaves alone (tested against path + query): the back office (its own
 * sign-in and error handling), the API, media, the worker's folder and the local stack's pages.
 */
const NAVIGATION_DENYLIST: RegExp[] = [/^\/backend(?:[/?#]|$)/, /^\/api\//, /^\/upload\//, /^\/image\//, /^\/build\//, /^\/local\//];

/** A navigation the worker answers (network, else the offline page). */
export function isShellNavigation(url: URL): boolean {
  const path = url.pathname + url.search;
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
}

/** The build's hashed files: their content never changes under the same name. */
export function isAssetRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/** Product, category and content images (their addresses carry the image's version). */
export function isImageRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/image/');
}
