/**
 * The back office's clipboard (backoffice.md §3 "Clipboard item", §4): copy a record's content in
 * one context and paste it into another record of that context, e.g. the opening hours of Graz
 * into Weiz, or a product as the start of a new one. One item per context; a new copy replaces
 * the old one. Kept in session storage, so it survives navigation and reloads of the tab but not
 * the tab itself (another tab of the same person starts empty, as the spec's store does).
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface ClipboardItem<T = unknown> {
  context: string;
  /** What was copied, for the paste button ("Öffnungszeiten von Graz"). */
  label: string;
  data: T;
}

const STORAGE_PREFIX = 'theke.clipboard.';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The item of a context, or undefined (also when storage is unavailable or holds garbage). */
export function readClipboard<T>(context: string): ClipboardItem<T> | undefined {
  const raw = storage()?.getItem(STORAGE_PREFIX + context);
  if (!raw) return undefined;
  try {
    const item = JSON.parse(raw) as ClipboardItem<T>;
    return item && item.context === context && typeof item.label === 'string' ? item : undefined;
  } catch {
    return undefined;
  }
}

/** Copies `data` (a deep copy: later edits of the source do not change the clipboard). */
export function writeClipboard<T>(context: string, label: string, data: T): void {
  storage()?.setItem(STORAGE_PREFIX + context, JSON.stringify({ context, label, data } satisfies ClipboardItem<T>));
  for (const listener of listeners) listener();
}

export function clearClipboard(context: string): void {
  storage()?.removeItem(STORAGE_PREFIX + context);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The item of a context and the actions on it; re-renders when any clipboard item changes. */
export function useClipboard<T>(context: string) {
  // The raw string is the snapshot: stable between changes, so React does not loop.
  const raw = useSyncExternalStore(subscribe, () => storage()?.getItem(STORAGE_PREFIX + context) ?? null);
  const copy = useCallback((label: string, data: T) => writeClipboard(context, label, data), [context]);
  const clear = useCallback(() => clearClipboard(context), [context]);
  return { item: raw === null ? undefined : readClipboard<T>(context), copy, clear };
}
