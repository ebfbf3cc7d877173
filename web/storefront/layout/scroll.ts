/**
 * Scroll behaviour on navigation (storefront.md §2 "Navigation behaviour", §9): every navigation
 * scrolls to the top; with a URL hash it scrolls to that element after 750 ms (the page may still
 * be loading); on back (and forward) navigation it restores the position saved for that history
 * entry after 750 ms.
 *
 * Decisions: "smoothly" comes from the theme's `scroll-behavior: smooth`, which is off for people
 * who ask for reduced motion. The first page load does not scroll (the browser starts at the top),
 * except to a hash. Positions live in memory for the tab's lifetime: a full reload starts at the top.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router';

export const SCROLL_DELAY_MS = 750;

export type ScrollAction =
  { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; id: string; delayMs: number } | { kind: 'restore'; top: number; delayMs: number };

export interface ScrollSituation {
  navigationType: NavigationType | `${NavigationType}`;
  /** location.hash, e.g. '#kontakt' or ''. */
  hash: string;
  /** The position saved for this history entry, if it was shown before. */
  saved: number | undefined;
  isInitialLoad: boolean;
}

export function scrollAction({ navigationType, hash, saved, isInitialLoad }: ScrollSituation): ScrollAction {
  if (navigationType === 'POP' && saved !== undefined && !isInitialLoad) return { kind: 'restore', top: saved, delayMs: SCROLL_DELAY_MS };
  const id = hash.length > 1 ? safeDecode(hash.slice(1)) : '';
  if (id) return { kind: 'hash', id, delayMs: SCROLL_DELAY_MS };
  return isInitialLoad ? { kind: 'none' } : { kind: 'top' };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Applies the scroll behaviour; call once in the layout. */
export function useScrollBehaviour(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const isInitialLoad = useRef(true);

  useEffect(() => {
    // The router restores positions itself; the browser's own restoration would jump first.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Layout effect: the listener of the page being left is removed before the next page is painted,
  // so a scroll caused by the new, shorter page is not saved for the old entry.
  useLayoutEffect(() => {
    const key = location.key;
    const save = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useEffect(() => {
    const action = scrollAction({
      navigationType,
      hash: location.hash,
      saved: positions.current.get(location.key),
      isInitialLoad: isInitialLoad.current,
    });
    isInitialLoad.current = false;
    if (action.kind === 'top') window.scrollTo({ top: 0 });
    if (action.kind === 'none' || action.kind === 'top') return;
    const timer = window.setTimeout(() => {
      if (action.kind === 'restore') window.scrollTo({ top: action.top });
      else document.getElementById(action.id)?.scrollIntoView();
    }, action.delayMs);
    return () => window.clearTimeout(timer);
    // Only a new history entry scrolls; re-renders of the same entry do not.
  }, [location.key]);
}
