/**
 * The self-service (kiosk) context (storefront.md §1): a device in the shop on which customers
 * order themselves. In it the cookie banner and every third-party script stay off, an idle screen
 * 'Tippen um zu bestellen' appears after a minute without input, and the checkout resets the
 * stored order after a successful order.
 *
 * How a device enters it (spec: "a route meta value 'self-service"; the address is ours): the
 * kiosk browser opens any storefront address with `?kiosk=1`, e.g. `/store/graz?kiosk=1`. The
 * choice is kept in session storage for the tab, so every later page of the visit stays in the
 * context without the parameter; `?kiosk=0` leaves it. A kiosk browser restarted with its start
 * address enters it again.
 */
export const SELF_SERVICE_PARAM = 'kiosk';
export const SELF_SERVICE_STORAGE_KEY = 'theke.selfService';
/** Seconds without a touch, click, key or scroll until the idle screen shows. */
export const SELF_SERVICE_IDLE_SECONDS = 60;

/** Whether the tab is in the self-service context, from the address's parameter or what the tab remembered. */
export function resolveSelfService(search: string, remembered: string | null): boolean {
  const value = new URLSearchParams(search).get(SELF_SERVICE_PARAM);
  if (value === '1') return true;
  if (value === '0') return false;
  return remembered === '1';
}

let current: boolean | undefined;

function detect(): boolean {
  if (typeof window === 'undefined') return false;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage: the context then lasts as long as the parameter is in the address.
  }
  const isSelfService = resolveSelfService(window.location.search, storage?.getItem(SELF_SERVICE_STORAGE_KEY) ?? null);
  try {
    if (isSelfService) storage?.setItem(SELF_SERVICE_STORAGE_KEY, '1');
    else storage?.removeItem(SELF_SERVICE_STORAGE_KEY);
  } catch {
    // Quota or privacy mode: nothing to remember.
  }
  return isSelfService;
}

/** The context of this tab, decided once when the storefront loads. */
export function isSelfServiceContext(): boolean {
  current ??= detect();
  return current;
}

/**
 * For components: `const { isSelfService } = useSelfService()`. The checkout calls it to reset the
 * stored order after a successful order in the kiosk (storefront.md §4 "Checkout").
 */
export function useSelfService(): { isSelfService: boolean } {
  return { isSelfService: isSelfServiceContext() };
}
