/**
 * The storefront's service worker, served at /build/service-worker.js with scope '/' (built by
 * web/build/service-worker.ts; decisions and their reasons in docs/pwa.md):
 * - precache: the storefront's entry (its JS and CSS), the offline page and the app icons, listed
 *   by the build with their revisions; a new build changes the list and so the worker's bytes;
 * - page navigations: always the network, never stored (status page addresses carry the order's
 *   secret); when the network fails, the precached offline page;
 * - hashed /assets/*: cache-first (their names change with their content);
 * - /image/*: stale-while-revalidate, at most IMAGE_ENTRIES images for IMAGE_MAX_AGE_SECONDS;
 * - nothing else is touched: /api/* (orders, status, users: personal data), /upload/*
 *   (customers' files) and the back office's pages always go to the network.
 * A new version waits until the page sends {type: 'SKIP_WAITING'} (the update banner's
 * 'App neustarten'); once active it takes control of open pages.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isAssetRequest, isImageRequest, isShellNavigation, OFFLINE_PAGE, SKIP_WAITING } from './routing';

/** Filled in by the build: the files to precache with their revisions. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** The parts of the worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const IMAGE_ENTRIES = 80;
const IMAGE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const ASSET_ENTRIES = 120;

cleanupOutdatedCaches();
// directoryIndex and cleanURLs off: '/' and other page addresses are navigations, answered by the
// network below, never by a stored index.html.
precacheAndRoute(__PRECACHE_MANIFEST__, { directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [/.*/] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url),
  new NetworkOnly({ plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() }] }),
);

registerRoute(
  ({ url }) => isAssetRequest(url, worker.location.origin),
  new CacheFirst({ cacheName: 'theke-assets', plugins: [new ExpirationPlugin({ maxEntries: ASSET_ENTRIES, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ url }) => isImageRequest(url, worker.location.origin),
  new StaleWhileRevalidate({
    cacheName: 'theke-images',
    plugins: [new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
  }),
);

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void worker.skipWaiting();
});
clientsClaim();
