/** Small hooks the data screens share: a search that waits for typing to rest, and focus after a list changed. */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long typing rests before a search asks the server. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has not changed for `delayMs` (the first value at once). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Where the focus goes once a changed list is rendered (after a move, add or remove the element
 * the user acted on may be gone): `focusAfterRender(selectors)` tries the selectors within `root`
 * in order after the next render and focuses the first enabled element one finds.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>): (selectors: string[]) => void {
  const pending = useRef<string[] | null>(null);
  useEffect(() => {
    const selectors = pending.current;
    if (!selectors) return;
    pending.current = null;
    for (const selector of selectors) {
      const element = root.current?.querySelector<HTMLElement>(selector);
      if (element && !element.matches(':disabled')) {
        element.focus();
        return;
      }
    }
  });
  return (selectors) => {
    pending.current = selectors;
  };
}
