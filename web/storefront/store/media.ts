import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (e.g. the desktop breakpoint). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's desktop breakpoint (storefront.md §9): from here the cart is a column beside the menu. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
