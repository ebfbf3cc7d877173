/**
 * The landing origin of a visit, sent with its order (docs/order-origins.md,
 * shared/statistics/origins.ts).
 *
 * - `captureLanding()` runs once when the storefront starts (main.tsx): it reads the address's
 *   `qr`, `utm_source`, `utm_medium` and `utm_campaign` and an external `document.referrer` (its
 *   host only) and keeps them in memory for the visit, so the router's later navigations, which
 *   drop the parameters, do not lose them. The `qr` parameter the QR redirect appended is then
 *   removed from the address bar: a shared link must not count as a scan.
 * - Without cookie consent nothing is written to the device. With consent, a landing that names
 *   an origin is kept in localStorage for ORIGIN_KEEP_DAYS (30), so an order of a later direct
 *   visit still counts for the campaign that brought the customer (`chooseSignals`). A refusal
 *   removes what was kept.
 * - In the self-service context (kiosk) nothing is kept and the order says `kiosk`.
 *
 * This part runs in the storefront's entry, so it carries no zod; reading a kept landing back
 * (validated with the server's schema) is ./order-origin.ts, loaded with the checkout.
 */
import { hasLandingSignal, landingSignals, type StoredSignals } from '#shared/statistics/landing.ts';
import { parseConsent } from '../consent/consent';
import { isSelfServiceContext } from '../layout/self-service';

export const ORIGIN_STORAGE_KEY = 'theke.origin';

let landing: StoredSignals | undefined;

export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps or forgets the landing on the device as the consent says (never in the kiosk). */
export function syncStorage(): void {
  const status = parseConsent(document.cookie);
  try {
    if (status === 'declined') storage()?.removeItem(ORIGIN_STORAGE_KEY);
    else if (status === 'accepted' && !isSelfServiceContext() && landing && hasLandingSignal(landing.signals)) {
      storage()?.setItem(ORIGIN_STORAGE_KEY, JSON.stringify(landing));
    }
  } catch {
    // Storage full or blocked: the visit's landing still goes with its order.
  }
}

/** Reads the visit's landing from the address and the referrer (once; later calls keep the first). */
export function captureLanding(now = Date.now()): void {
  if (landing || typeof window === 'undefined') return;
  landing = { signals: landingSignals(window.location.href, document.referrer), at: now };
  const url = new URL(window.location.href);
  if (url.searchParams.has('qr')) {
    url.searchParams.delete('qr');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  syncStorage();
}

/** The visit's landing as captured (undefined before `captureLanding`). */
export function currentLanding(): StoredSignals | undefined {
  return landing;
}
