/**
 * Branches (Filialen) with opening hours and delivery areas, and their tables
 * (storefront.md §3 "Branch", "Opening-hours rule", "Table").
 */
import * as z from 'zod';
import { OPENING_HOURS_RULE_TYPES } from '../hours/rules';
import {
  flag,
  flagOn,
  identifierSchema,
  idSchema,
  imageRefSchema,
  moneySchema,
  optionalEmail,
  optionalUrl,
  recordMeta,
  refSchema,
  requiredText,
  taxRateSchema,
  trimmedText,
  timeOfDaySchema,
  dateSchema,
} from './common';

/**
 * One rule of opening or delivery hours: once (on `date`), daily or on a weekday; closed, or open
 * from–to. How rules combine (and that `to` at or before `from` runs past midnight) is decided in
 * shared/hours/rules.ts; here `from`/`to` are required unless the rule closes the day.
 */
export const openingHoursRuleSchema = z
  .object({
    type: z.enum(OPENING_HOURS_RULE_TYPES),
    date: dateSchema.optional(),
    isClosed: flag,
    from: timeOfDaySchema.optional(),
    to: timeOfDaySchema.optional(),
  })
  .superRefine((rule, context) => {
    if (rule.type === 'once' && !rule.date) context.addIssue({ code: 'custom', path: ['date'], message: 'api.validation.onceNeedsDate' });
    if (rule.isClosed) return;
    if (!rule.from) context.addIssue({ code: 'custom', path: ['from'], message: 'api.validation.hoursNeedTimes' });
    if (!rule.to) context.addIssue({ code: 'custom', path: ['to'], message: 'api.validation.hoursNeedTimes' });
  });

export const openingHoursSchema = z.array(openingHoursRuleSchema).max(100);

/** A delivery area of a branch; `area` names it (e.g. "8010 Graz") and is what the cart selects. */
export const deliveryAreaSchema = z.object({
  area: requiredText(200),
  price: moneySchema.default(0),
  // Required: a missing rate would silently make delivery tax-free (storefront.md §9: delivery uses the area's tax).
  tax: taxRateSchema,
  free: flag,
  freeFromOrderValue: moneySchema.optional(),
  minimumOrderValue: moneySchema.optional(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/**
 * Fields of a branch. `apiKey` is write-only: the server stores only its hash for the order
 * screens (`/orders/frontdesk/{branchId}/{apiKey}`) and answers `hasApiKey` instead.
 */
export const branchInputSchema = z.object({
  identifier: identifierSchema,
  name: requiredText(200),
  description: trimmedText(5000).optional(),
  division: refSchema.optional(),
  street: trimmedText(200).optional(),
  zipCode: trimmedText(20).optional(),
  city: trimmedText(100).optional(),
  phone: trimmedText(50).optional(),
  email: optionalEmail,
  website: optionalUrl,
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  keywords: trimmedText(1000).optional(),
  tags: z.array(refSchema).max(100).default([]),
  images: z.array(imageRefSchema).max(50).default([]),
  logo: imageRefSchema.optional(),
  isPublic: flag,
  isEnabled: flagOn,
  openingHours: openingHoursSchema.default([]),
  deliveryHours: openingHoursSchema.default([]),
  isDeliveryHoursEnabled: flag,
  orderableFrom: timeOfDaySchema.optional(),
  closedMessage: trimmedText(1000).optional(),
  isTakeawayEnabled: flag,
  isDineInEnabled: flag,
  isDeliveryEnabled: flag,
  isPreorderEnabled: flag,
  isTableSelectionEnabled: flag,
  isAppointmentRequired: flag,
  isQuotationRequired: flag,
  isDeliveryEmailRequired: flag,
  isDeliveryPhoneRequired: flag,
  isDeliveryAddressRequired: flag,
  isDineInEmailRequired: flag,
  isDineInPhoneRequired: flag,
  isDineInAddressRequired: flag,
  isTakeawayEmailRequired: flag,
  isTakeawayPhoneRequired: flag,
  isTakeawayAddressRequired: flag,
  isCashEnabled: flag,
  isATMCardEnabled: flag,
  isHydroAGVoucherEnabled: flag,
  isMollieEnabled: flag,
  isDatatransEnabled: flag,
  deliveryAreas: z.array(deliveryAreaSchema).max(200).default([]),
  apiKey: z.string().min(24, { error: 'api.validation.secretTooShort' }).max(200).optional(),
});
export type BranchInput = z.infer<typeof branchInputSchema>;

/**
 * Body of PUT /api/branches/{id}/sold-out: one product marked sold out at the branch for today
 * (`soldOut: true`) or available again (`false`). One product per call, so two employees tapping
 * different products at the same moment both keep their mark.
 */
export const soldOutInputSchema = z.object({ productId: idSchema, soldOut: z.boolean() });
export type SoldOutInput = z.infer<typeof soldOutInputSchema>;

/** Most products one branch's sold-out list holds. */
export const SOLD_OUT_MAX = 1000;

/**
 * `soldOutProductIds` and `soldOutDate` are set only by PUT /api/branches/{id}/sold-out (the
 * branch's employees and administrators); the branch edit keeps them. The list is in effect only
 * on its date, a day in the shop's time zone (shared/availability `soldOutToday`); a list stored
 * before lists had a date parses and is no longer in effect.
 */
export const branchSchema = branchInputSchema.omit({ apiKey: true }).extend({
  ...recordMeta,
  hasApiKey: z.boolean(),
  soldOutProductIds: z.array(idSchema).max(SOLD_OUT_MAX).optional(),
  soldOutDate: dateSchema.optional(),
});
export type Branch = z.infer<typeof branchSchema>;

/** A branch as stored: the order screens' API key only as its SHA-256 hash (hex); clients see `hasApiKey`. */
export const storedBranchSchema = branchSchema.omit({ hasApiKey: true }).extend({ apiKeyHash: z.string().optional() });
export type StoredBranch = z.infer<typeof storedBranchSchema>;

/** Table of a branch for dine-in orders; the identifier is unique within its branch. */
export const tableInputSchema = z.object({
  identifier: requiredText(50),
  branch: refSchema,
  name: trimmedText(200).optional(),
  seats: z.number().int().min(0).max(1000).optional(),
});
export const tableSchema = tableInputSchema.extend(recordMeta);
export type Table = z.infer<typeof tableSchema>;
