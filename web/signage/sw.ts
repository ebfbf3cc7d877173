/**
 * The player's service worker (/signage/sw.js, scope /signage/, built by
 * web/build/signage-worker.ts): keeps the page shell, its files and the library images, so a TV
 * that restarts without network still opens the player, which then plays the program stored in
 * localStorage. Plain Cache API instead of Workbox: four rules need no library.
 */
import { PLAYER_IMAGE_ENTRIES, PLAYER_SHELL, routeOf } from './worker-rules';

/** Filled in by the build: the entry's hashed files, and a version that changes with them. */
declare const __PLAYER_FILES__: string[];
declare const __PLAYER_VERSION__: string;

/** The parts of the worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

const worker = self as unknown as WorkerScope;
const SHELL_CACHE = `theke-signage-${__PLAYER_VERSION__}`;
const IMAGE_CACHE = 'theke-signage-images';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([PLAYER_SHELL, ...__PLAYER_FILES__]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('theke-signage-') && name !== SHELL_CACHE && name !== IMAGE_CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** The network; when it fails, the stored shell. A new deployment's shell is stored on the way. */
async function shell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) void caches.open(SHELL_CACHE).then((cache) => cache.put(PLAYER_SHELL, response.clone()));
    return response;
  } catch {
    return (await caches.match(PLAYER_SHELL, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/** From the store; else fetched and stored (images: the oldest beyond the limit are dropped). */
async function stored(request: Request, cacheName: string, limit?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (limit !== undefined) {
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
    }
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(new URL(request.url), request.mode, request.method, worker.location.origin);
  if (route === 'shell') event.respondWith(shell(request));
  else if (route === 'asset') event.respondWith(stored(request, SHELL_CACHE));
  else if (route === 'image') event.respondWith(stored(request, IMAGE_CACHE, PLAYER_IMAGE_ENTRIES));
});
