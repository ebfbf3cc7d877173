/**
 * Which requests the player's service worker (./sw.ts) answers, as pure rules the unit tests
 * check. The worker lives at /signage/sw.js with the scope /signage/: the storefront's worker
 * (web/sw/) never sees the player's pages, and this one never sees the shop's.
 */

export const PLAYER_WORKER_URL = '/signage/sw.js';
export const PLAYER_WORKER_SCOPE = '/signage/';
/** The page shell every /signage/{id}/{key} address is answered with (web/build/pages.ts). */
export const PLAYER_SHELL = '/signage/index.html';
/** Library images kept for a TV that starts without network: several programs' worth. */
export const PLAYER_IMAGE_ENTRIES = 150;

export type WorkerRoute = 'shell' | 'asset' | 'image' | 'network';

/**
 * - a navigation to a player page: the network, else the stored shell (a TV rebooted offline);
 * - the build's hashed files and library images (their names carry their version): stored once,
 *   then from the store;
 * - everything else (the program, the heartbeat, videos): the network, untouched.
 */
export function routeOf(url: URL, mode: RequestMode, method: string, origin: string): WorkerRoute {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (mode === 'navigate') return url.pathname.startsWith(PLAYER_WORKER_SCOPE) ? 'shell' : 'network';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/image/')) return 'image';
  return 'network';
}
