/**
 * Where an order comes from (docs/order-origins.md): its channel and, for some channels, a detail.
 *
 * Channels:
 * - `phone`: entered by staff in the back office (POST /api/orders); only the server sets it;
 * - `table`: a dine-in order at a table (the order names a table; table cards open the store page
 *   with the table chosen);
 * - `kiosk`: placed on the shop's self-service device (`?kiosk=1`, web/storefront/layout/self-service.ts);
 * - `qr`: the visit began with a scan of one of the shop's QR codes (detail: the code's id);
 * - `campaign`: the visit began on an address with `utm_*` parameters (detail: source, medium, campaign);
 * - `referrer`: the visit began with a link on another site (detail: that site's host, never the path);
 * - `storefront`: none of the above (typed address, bookmark, the shop's own links).
 *
 * Precedence when several apply (first wins): phone > table > kiosk > qr > campaign > referrer >
 * storefront. What the server knows (who entered the order, the table, the device) beats what
 * the browser saw on landing; of the landing signals the shop's own QR code is the most specific
 * (a QR target may carry utm parameters too), then the shop's tagged links, then a plain link.
 *
 * The browser sends only the signals it captured (`originSignalsSchema`); the server resolves the
 * origin with `resolveOrigin` and stores it on the order. Nothing here identifies a person.
 */
import * as z from 'zod';
import { HOST, HOST_MAX_LENGTH, ULID, UTM_MAX_LENGTH, nonEmpty, type OriginSignals } from './landing';

export const ORDER_CHANNELS = ['storefront', 'kiosk', 'table', 'phone', 'qr', 'referrer', 'campaign'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

const utmValue = z.string().trim().max(UTM_MAX_LENGTH).optional().catch(undefined);

/**
 * What the browser captured when the visit began (web/storefront/attribution), sent with the order
 * as `origin`. Capped and shaped; a field that does not fit is dropped (the others stay) instead of
 * refusing the order: attribution never costs an order.
 */
export const originSignalsSchema: z.ZodType<OriginSignals> = z.object({
  /** Id of the QR code whose scan began the visit (the QR redirect appends `qr=<id>`). */
  qr: z.string().regex(ULID).optional().catch(undefined),
  utmSource: utmValue,
  utmMedium: utmValue,
  utmCampaign: utmValue,
  /** Host of an external referring page (`www.google.com`), lower case. */
  referrer: z.string().max(HOST_MAX_LENGTH).regex(HOST).optional().catch(undefined),
  /** The order comes from the self-service device. */
  kiosk: z.boolean().optional().catch(undefined),
});

/** An order's origin as stored on the order. */
export const orderOriginSchema = z.object({
  channel: z.enum(ORDER_CHANNELS),
  qrCodeId: z.string().regex(ULID).optional(),
  referrer: z.string().max(HOST_MAX_LENGTH).optional(),
  source: z.string().max(UTM_MAX_LENGTH).optional(),
  medium: z.string().max(UTM_MAX_LENGTH).optional(),
  campaign: z.string().max(UTM_MAX_LENGTH).optional(),
});
export type OrderOrigin = z.infer<typeof orderOriginSchema>;

/** What only the server knows about an order. */
export interface OriginContext {
  /** Entered by staff (the phone order route). */
  enteredByStaff: boolean;
  /** The order names a table. */
  atTable: boolean;
  /** Whether a QR code with this id exists; an unknown id is dropped. */
  isKnownQrCode(id: string): boolean;
}

/** The origin of an order from the browser's signals and the server's context (precedence: top of this file). */
export function resolveOrigin(signals: OriginSignals | undefined, context: OriginContext): OrderOrigin {
  if (context.enteredByStaff) return { channel: 'phone' };
  if (context.atTable) return { channel: 'table' };
  if (signals?.kiosk) return { channel: 'kiosk' };
  if (signals?.qr && context.isKnownQrCode(signals.qr)) return { channel: 'qr', qrCodeId: signals.qr };
  const source = nonEmpty(signals?.utmSource);
  const medium = nonEmpty(signals?.utmMedium);
  const campaign = nonEmpty(signals?.utmCampaign);
  if (source || medium || campaign) {
    return { channel: 'campaign', ...(source ? { source } : {}), ...(medium ? { medium } : {}), ...(campaign ? { campaign } : {}) };
  }
  if (signals?.referrer) return { channel: 'referrer', referrer: signals.referrer };
  return { channel: 'storefront' };
}

/** A part of a key: lower case, no separators (`|`, `/`, `#`) or spaces, `-` when empty. */
const keyPart = (value: string | undefined): string =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[|/#\s]+/g, '-')
    .slice(0, UTM_MAX_LENGTH) || '-';

/**
 * The dimension key of the `order-origins` roll-up (shared/statistics/catalog.ts):
 * `qr|<id>`, `campaign|<source>/<medium>/<campaign>` (`-` for a missing part), `referrer|<host>`,
 * or the channel alone (`storefront`, `kiosk`, `table`, `phone`).
 */
export function originKey(origin: OrderOrigin): string {
  switch (origin.channel) {
    case 'qr':
      return origin.qrCodeId ? `qr|${origin.qrCodeId}` : 'storefront';
    case 'campaign':
      return `campaign|${keyPart(origin.source)}/${keyPart(origin.medium)}/${keyPart(origin.campaign)}`;
    case 'referrer':
      return origin.referrer ? `referrer|${keyPart(origin.referrer)}` : 'storefront';
    default:
      return origin.channel;
  }
}

/** A key of `originKey` read back (for labels): the channel and its detail. */
export function parseOriginKey(key: string): { channel: OrderChannel; detail?: string } {
  const bar = key.indexOf('|');
  const channel = (bar < 0 ? key : key.slice(0, bar)) as OrderChannel;
  if (!ORDER_CHANNELS.includes(channel)) return { channel: 'storefront' };
  return bar < 0 ? { channel } : { channel, detail: key.slice(bar + 1) };
}
