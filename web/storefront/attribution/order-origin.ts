/**
 * The origin signals an order is sent with (./attribution.ts captures them when the visit begins):
 * this visit's landing, or an earlier visit's kept on the device after consent, read back with the
 * rules the server validates with (`signalsOf`: a tampered or outdated field is dropped). No zod
 * here: the storefront loads none.
 */
import { chooseSignals, signalsOf, type OriginSignals, type StoredSignals } from '#shared/statistics/landing.ts';
import { parseConsent } from '../consent/consent';
import { isSelfServiceContext } from '../layout/self-service';
import { ORIGIN_STORAGE_KEY, captureLanding, currentLanding, storage, syncStorage } from './attribution';

function readStored(): StoredSignals | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(ORIGIN_STORAGE_KEY) ?? 'null') as { signals?: unknown; at?: unknown } | null;
    if (!parsed || typeof parsed.at !== 'number') return undefined;
    return { signals: signalsOf(parsed.signals), at: parsed.at };
  } catch {
    return undefined;
  }
}

/** The origin signals to send with an order now. */
export function orderOriginSignals(now = Date.now()): OriginSignals {
  captureLanding(now);
  syncStorage();
  const kiosk = isSelfServiceContext();
  const current = { ...(currentLanding()?.signals ?? {}), ...(kiosk ? { kiosk: true } : {}) };
  return chooseSignals(current, kiosk || parseConsent(document.cookie) !== 'accepted' ? undefined : readStored(), now);
}
