/**
 * The shop configuration: one record, read and saved as a whole (backoffice.md §3 "Config",
 * storefront.md §3 "Config (public settings)").
 *
 * Anonymous callers get `publicConfigSchema`'s fields only: the public settings of the spec, the
 * contact fields and the legal texts. Decisions: the ids of the tracking scripts and the map
 * token are public too (the storefront loads those scripts and the map in the browser, §4
 * "Cookie consent"); the addresses that receive new-order notifications are for staff only.
 */
import * as z from 'zod';
import { flag, optionalEmail, optionalUrl, trimmedText } from './common';

/**
 * Caps of one online order; above them the shop wants a call or a quotation request instead
 * (shared/order-limits/caps.ts). Defaults: at most 10 kg (or 10 l) and 50 pieces of one product,
 * and at most 500.00 gross per order; `maxOrderGrossByBranch` overrides the order value for single
 * branches (branch id → amount).
 */
export const orderCapsSchema = z
  .object({
    maxKilogramsPerProduct: z.number().positive().max(10_000).default(10),
    maxPiecesPerProduct: z.number().int().positive().max(100_000).default(50),
    maxOrderGross: z.number().positive().max(1_000_000).default(500),
    maxOrderGrossByBranch: z.record(z.string(), z.number().positive().max(1_000_000)).default({}),
  })
  .default({ maxKilogramsPerProduct: 10, maxPiecesPerProduct: 50, maxOrderGross: 500, maxOrderGrossByBranch: {} });
export type OrderCaps = z.infer<typeof orderCapsSchema>;

export const DELIVERY_METHODS = ['takeaway', 'delivery', 'dine-in'] as const;

export const publicConfigSchema = z.object({
  title: trimmedText(200).optional(),
  description: trimmedText(2000).optional(),
  seoTitle: trimmedText(200).optional(),
  seoDescription: trimmedText(2000).optional(),
  shopName: trimmedText(200).optional(),
  businessName: trimmedText(200).optional(),
  street: trimmedText(200).optional(),
  zipCode: trimmedText(20).optional(),
  city: trimmedText(100).optional(),
  phone: trimmedText(50).optional(),
  email: optionalEmail,
  website: optionalUrl,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'api.validation.format' })
    .default('EUR'),
  defaultDeliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  disableTickets: flag,
  // Legal pages: an external address, or a text shown at /site/... (storefront.md §2 "Footer").
  termsAndConditions: optionalUrl,
  termsAndConditionsText: trimmedText(200_000).optional(),
  privacyPolicy: optionalUrl,
  privacyPolicyText: trimmedText(200_000).optional(),
  imprint: optionalUrl,
  imprintText: trimmedText(200_000).optional(),
  allergens: optionalUrl,
  allergensText: trimmedText(200_000).optional(),
  mapboxZoom: z.number().min(0).max(24).default(19),
  mapboxPitch: z.number().min(0).max(85).default(55),
  mapboxBearing: z.number().min(-360).max(360).default(-85),
  mapboxAccessToken: trimmedText(500).optional(),
  facebookPixelId: trimmedText(100).optional(),
  googleTagManagerId: trimmedText(100).optional(),
  // Global payment switches; a method also needs the branch's switch (storefront.md §9).
  isCashEnabled: z.boolean().default(true),
  isATMCardEnabled: flag,
  isHydroAGVoucherEnabled: flag,
  isMollieEnabled: flag,
  isDatatransEnabled: flag,
  enablePluginPWA: flag,
  enablePluginToolbar: flag,
  enablePluginHomePage: flag,
  enablePluginSearch: flag,
  enablePluginTags: flag,
  enablePluginMapbox: flag,
  enablePluginCategoryBar: flag,
  enablePluginSMS: flag,
  enablePluginDonations: flag,
  enablePluginFrontdesk: flag,
  enablePluginOrderReviews: flag,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const configSchema = publicConfigSchema.extend({
  notificationEmail: optionalEmail,
  notificationPhone: trimmedText(50).optional(),
  /**
   * Minutes an order "as soon as possible" may wait for confirmation before it counts as missed
   * (shared/order-status/missed.ts); a preorder is missed at its appointment. 1 to 1440 (a day).
   */
  missedOrderMinutes: z.number().int().min(1).max(1440).default(15),
  /** Caps of one online order (shared/order-limits/caps.ts; docs/order-limits.md). */
  orderCaps: orderCapsSchema,
});
export type Config = z.infer<typeof configSchema>;

/** `POST /config` body: the whole object; with `version` the save fails on a stale copy (409). */
export const configInputSchema = configSchema.extend({ version: z.number().int().min(0).optional() });

/** `GET /config` answer: the stored fields plus the version to send back. */
export const configResponseSchema = configSchema.extend({ version: z.number().int().min(0) });

export const PUBLIC_CONFIG_FIELDS = Object.keys(publicConfigSchema.shape) as Array<keyof PublicConfig>;
