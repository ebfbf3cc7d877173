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

/** Starts the request (once); App.tsx calls it when its module is evaluated. */
let requested = false;
export function requestDeferredLayout(): void {
  if (requested) return;
  requested = true;
  import('./deferred').then(settle, () => settle(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `isSettled`: loaded or failed; `layout`: the chunk's components when it loaded. */
export function useDeferredLayout(): { isSettled: boolean; layout: DeferredLayout | undefined } {
  const current = useSyncExternalStore(subscribe, () => loaded);
  return { isSettled: current !== undefined, layout: current ?? undefined };
}
