/**
 * The landing signals of a visit (docs/order-origins.md): what the storefront reads from the first
 * address and the referrer and sends with the order. Kept apart from ./origins.ts, which validates
 * them with zod on the server, so the storefront's entry reads a landing without carrying zod:
 * `signalsOf` keeps only values the server's `originSignalsSchema` accepts unchanged (origins.test.ts
 * checks that on generated addresses and values).
 */

/** Longest utm value kept; longer ones are cut (a tag is a short word, not a text). */
export const UTM_MAX_LENGTH = 100;
/** Longest host name (RFC 1035), plus a port. */
export const HOST_MAX_LENGTH = 260;

export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/** What the browser captured when the visit began (validated on the server by `originSignalsSchema`). */
export interface OriginSignals {
  /** Id of the QR code whose scan began the visit (the QR redirect appends `qr=<id>`). */
  qr?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Host of an external referring page (`www.google.com`), lower case. */
  referrer?: string;
  /** The order comes from the self-service device. */
  kiosk?: boolean;
}

export const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

/** Whether signals name a landing (QR, campaign or referrer), as opposed to a direct visit. */
export function hasLandingSignal(signals: OriginSignals | undefined): boolean {
  if (!signals) return false;
  return Boolean(signals.qr || nonEmpty(signals.utmSource) || nonEmpty(signals.utmMedium) || nonEmpty(signals.utmCampaign) || signals.referrer);
}

/** The host of an address, lower case; undefined for anything that is no http(s) address. */
export function hostOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.host.toLowerCase();
    return HOST.test(host) && host.length <= HOST_MAX_LENGTH ? host : undefined;
  } catch {
    return undefined;
  }
}

const utmValue = (value: unknown): string | undefined => (typeof value === 'string' ? nonEmpty(value)?.slice(0, UTM_MAX_LENGTH).trimEnd() : undefined);

/**
 * Signals from anything (a landing's values, or what a device kept): each field that fits is kept
 * (utm values trimmed and cut to UTM_MAX_LENGTH), each that does not is left out. What it answers,
 * the server's `originSignalsSchema` (./origins.ts) keeps unchanged.
 */
export function signalsOf(value: unknown): OriginSignals {
  if (typeof value !== 'object' || value === null) return {};
  const { qr, utmSource, utmMedium, utmCampaign, referrer, kiosk } = value as Record<string, unknown>;
  const fields: OriginSignals = {
    qr: typeof qr === 'string' && ULID.test(qr) ? qr : undefined,
    utmSource: utmValue(utmSource),
    utmMedium: utmValue(utmMedium),
    utmCampaign: utmValue(utmCampaign),
    referrer: typeof referrer === 'string' && referrer.length <= HOST_MAX_LENGTH && HOST.test(referrer) ? referrer : undefined,
    kiosk: typeof kiosk === 'boolean' ? kiosk : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined)) as OriginSignals;
}

/**
 * The signals of a landing: `qr`, `utm_source`, `utm_medium`, `utm_campaign` of the address and
 * the referring page's host when it is another site (the shop's own pages are no referrer).
 */
export function landingSignals(pageUrl: string, referrer: string): OriginSignals {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return {};
  }
  const referrerHost = referrer ? hostOf(referrer) : undefined;
  return signalsOf({
    qr: url.searchParams.get('qr'),
    utmSource: url.searchParams.get('utm_source'),
    utmMedium: url.searchParams.get('utm_medium'),
    utmCampaign: url.searchParams.get('utm_campaign'),
    referrer: referrerHost !== url.host.toLowerCase() ? referrerHost : undefined,
  });
}

/** How long a consented browser keeps the landing signals of an earlier visit. */
export const ORIGIN_KEEP_DAYS = 30;

export interface StoredSignals {
  signals: OriginSignals;
  /** Epoch milliseconds of the landing. */
  at: number;
}

/**
 * The signals to send with an order: this visit's landing when it names one, else an earlier
 * visit's (kept only after consent) while younger than ORIGIN_KEEP_DAYS, else none ("last
 * non-direct landing": a later direct visit does not erase where the customer first came from).
 */
export function chooseSignals(current: OriginSignals, stored: StoredSignals | undefined, now: number): OriginSignals {
  if (hasLandingSignal(current)) return current;
  if (stored && now >= stored.at && now - stored.at <= ORIGIN_KEEP_DAYS * 86_400_000 && hasLandingSignal(stored.signals)) {
    // The device is this visit's context, never an earlier visit's.
    const { kiosk: _earlierDevice, ...landing } = stored.signals;
    return { ...landing, ...(current.kiosk ? { kiosk: true } : {}) };
  }
  return current;
}
