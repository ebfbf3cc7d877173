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
 */
import { chooseSignals, hasLandingSignal, landingSignals, originSignalsSchema, type OriginSignals, type StoredSignals } from '#shared/statistics/origins.ts';
import { parseConsent } from '../consent/consent';
import { isSelfServiceContext } from '../layout/self-service';

export const ORIGIN_STORAGE_KEY = 'theke.origin';

let landing: StoredSignals | undefined;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): StoredSignals | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(ORIGIN_STORAGE_KEY) ?? 'null') as { signals?: unknown; at?: unknown } | null;
    if (!parsed || typeof parsed.at !== 'number') return undefined;
    const signals = originSignalsSchema.safeParse(parsed.signals);
    return signals.success ? { signals: signals.data, at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps or forgets the landing on the device as the consent says (never in the kiosk). */
function syncStorage(): void {
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

/** The origin signals to send with an order now. */
export function orderOriginSignals(now = Date.now()): OriginSignals {
  captureLanding(now);
  syncStorage();
  const kiosk = isSelfServiceContext();
  const current = { ...(landing?.signals ?? {}), ...(kiosk ? { kiosk: true } : {}) };
  return chooseSignals(current, kiosk || parseConsent(document.cookie) !== 'accepted' ? undefined : readStored(), now);
}
