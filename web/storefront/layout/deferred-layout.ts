/**
 * The layout's deferred chunk (./deferred.ts: footer, service workers), requested when the entry
 * runs, in parallel with GET /api/init, and rendered in the same commit as the page.
 *
 * Decision: the page waits for it. A footer that arrived after the page changed the document's
 * height under a visitor who was already reading: at the end of a page that was still short, the
 * browser moved the view when the footer came (Chromium's scroll anchoring returns to the node it
 * held before the page end clamped it), and the layout saved that moved position as the one to
 * restore on back navigation (./scroll.ts). The chunk is a few KB from the same origin and
 * usually there before the start-up data. A chunk that fails to load (offline) does not hold the
 * page back: it renders without footer and service workers.
 */
import { useSyncExternalStore } from 'react';
import type * as Deferred from './deferred';

export type DeferredLayout = typeof Deferred;

/** undefined while loading; null when the chunk could not be loaded. */
let loaded: DeferredLayout | null | undefined;
const listeners = new Set<() => void>();

function settle(result: DeferredLayout | null): void {
  loaded = result;
  listeners.forEach((listener) => listener());
}

/**
 * Starts the request (once); App.tsx calls it when its module is evaluated. Settles when the
 * chunk is there or failed: a first render that must not show the loader waits for it (main.tsx
 * with a server-rendered first screen, and the server's render itself).
 */
let request: Promise<void> | undefined;
export function requestDeferredLayout(): Promise<void> {
  request ??= import('./deferred').then(settle, () => settle(null));
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => loaded;

/** `isSettled`: loaded or failed; `layout`: the chunk's components when it loaded. */
export function useDeferredLayout(): { isSettled: boolean; layout: DeferredLayout | undefined } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { isSettled: current !== undefined, layout: current ?? undefined };
}
