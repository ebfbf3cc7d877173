/**
 * The back office's local settings (backoffice.md §3): `settings.show_product_data` and
 * `settings.show_customer_data` in local storage, each '1' or '0', default shown. They toggle the
 * lines and the customer section of the order detail, per device (a counter tablet may hide what
 * the customer standing in front of it should not read).
 */
import { useCallback, useSyncExternalStore } from 'react';

export const ORDER_DETAIL_SETTINGS = {
  showProductData: 'settings.show_product_data',
  showCustomerData: 'settings.show_customer_data',
} as const;

export type OrderDetailSetting = keyof typeof ORDER_DETAIL_SETTINGS;

/** Shown unless the stored value is '0' (missing, '1' or anything else: shown). */
export function readSetting(storage: Pick<Storage, 'getItem'> | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) !== '0';
  } catch {
    // Storage blocked (private mode, policies): the default.
    return true;
  }
}

export function writeSetting(storage: Pick<Storage, 'setItem'> | undefined, key: string, shown: boolean): void {
  try {
    storage?.setItem(key, shown ? '1' : '0');
  } catch {
    // Not stored: the switch still works until the page is left.
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the back office changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The setting's value and its setter (which stores it). */
export function useLocalSetting(setting: OrderDetailSetting): [boolean, (shown: boolean) => void] {
  const key = ORDER_DETAIL_SETTINGS[setting];
  const shown = useSyncExternalStore(
    subscribe,
    () => readSetting(storage(), key),
    () => true,
  );
  const set = useCallback(
    (value: boolean) => {
      writeSetting(storage(), key, value);
      notify();
    },
    [key],
  );
  return [shown, set];
}
