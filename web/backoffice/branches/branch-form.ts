/**
 * The branch editor's rules that are not layout (./BranchEditorPage.tsx): the draft of a new
 * branch, pasting a copied branch, the required-field switches as a matrix, delivery-area rows,
 * the tax rates offered for them, and the map link of the coordinates.
 */
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import type * as z from 'zod';
import type { Branch, BranchInput, deliveryAreaSchema } from '#shared/schemas/branch.ts';
import type { PlainMessageKey } from '../i18n';

/** A delivery area as the form holds it: an emptied fee field stays empty (the server reads it as 0). */
export type DeliveryAreaDraft = z.input<typeof deliveryAreaSchema>;

/**
 * What the editor edits: the branch's fields (the write-only key has its own section and PUT),
 * the hours as the opening-hours editor hands them (shared/hours rules; the server reads them
 * with the branch's schema).
 */
export type BranchDraft = Omit<BranchInput, 'apiKey' | 'openingHours' | 'deliveryHours' | 'deliveryAreas'> & {
  openingHours: OpeningHoursRule[];
  deliveryHours: OpeningHoursRule[];
  deliveryAreas: DeliveryAreaDraft[];
};

/**
 * A new branch: not yet public (the storefront lists it once its hours and order types are
 * filled in and "Im Shop sichtbar" is switched on), enabled, takeaway and cash on: what every
 * butcher's branch offers at the counter. Everything else starts off, as the schema's defaults.
 */
export function newBranchDraft(): BranchDraft {
  return {
    identifier: '',
    name: '',
    tags: [],
    images: [],
    isPublic: false,
    isEnabled: true,
    openingHours: [],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isTakeawayEnabled: true,
    isDineInEnabled: false,
    isDeliveryEnabled: false,
    isPreorderEnabled: false,
    isTableSelectionEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isDeliveryEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInEmailRequired: false,
    isDineInPhoneRequired: false,
    isDineInAddressRequired: false,
    isTakeawayEmailRequired: false,
    isTakeawayPhoneRequired: false,
    isTakeawayAddressRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    deliveryAreas: [],
  };
}

/**
 * Fields a pasted branch never overwrites: what names this record (its address in the shop, its
 * name) and what the server keeps for it (id, type, version, timestamps, the key state, today's
 * sold-out list).
 */
const OWN_FIELDS = ['id', 'entityType', 'version', 'createdAt', 'updatedAt', 'identifier', 'name', 'hasApiKey', 'soldOutProductIds', 'soldOutDate'] as const;

/** The copied branch's content in the current draft: everything but the draft's own fields. */
export function pasteBranch<D extends BranchDraft>(current: D, copied: BranchDraft | Branch): D {
  const content: Record<string, unknown> = { ...copied };
  for (const field of OWN_FIELDS) delete content[field];
  const own: Record<string, unknown> = {};
  for (const field of OWN_FIELDS) if (field in current) own[field] = (current as Record<string, unknown>)[field];
  return { ...content, ...own } as D;
}

/** The order types with their own required-field switches, in the order the checkout offers them. */
export const REQUIREMENT_ORDER_TYPES = ['takeaway', 'dineIn', 'delivery'] as const;
export type RequirementOrderType = (typeof REQUIREMENT_ORDER_TYPES)[number];

/** The customer fields an order type may require. */
export const REQUIREMENT_FIELDS = ['email', 'phone', 'address'] as const;
export type RequirementField = (typeof REQUIREMENT_FIELDS)[number];

type Capitalized<S extends string> = S extends `${infer First}${infer Rest}` ? `${Uppercase<First>}${Rest}` : S;
export type RequirementKey = `is${Capitalized<RequirementOrderType>}${Capitalized<RequirementField>}Required`;

const capitalize = <S extends string>(text: S) => (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalized<S>;

/** The branch field of one cell of the matrix: (delivery, email) → 'isDeliveryEmailRequired'. */
export function requirementKey(orderType: RequirementOrderType, field: RequirementField): RequirementKey {
  return `is${capitalize(orderType)}${capitalize(field)}Required`;
}

/** The switch of each order type's row: whether the branch offers it at all. */
export const ORDER_TYPE_SWITCH = {
  takeaway: 'isTakeawayEnabled',
  dineIn: 'isDineInEnabled',
  delivery: 'isDeliveryEnabled',
} as const satisfies Record<RequirementOrderType, keyof BranchDraft>;

/** The order types as the checkout names them. */
export const ORDER_TYPE_LABEL: Record<RequirementOrderType, PlainMessageKey> = {
  takeaway: 'orderType.takeaway',
  dineIn: 'orderType.dineIn',
  delivery: 'orderType.delivery',
};

/**
 * Tax rates offered for a delivery area's fee: the Austrian VAT rates (20 % standard, 13 % and
 * 10 % reduced, 0 %). The schema accepts any rate from 0 to 100; a stored rate outside this list
 * (e.g. entered through the API) is offered too, so opening the editor never changes it.
 */
export const DELIVERY_TAX_RATES = [20, 13, 10, 0] as const;

export function taxRateOptions(current: number | undefined): number[] {
  const rates: number[] = [...DELIVERY_TAX_RATES];
  if (current !== undefined && Number.isFinite(current) && !rates.includes(current)) rates.push(current);
  return rates.sort((a, b) => b - a);
}

/**
 * A new delivery area: no name yet (required), no fee, and the tax rate of the last area (a shop
 * taxes its delivery fees alike), else the standard rate as the demo shop's areas have it.
 */
export function newDeliveryArea(existing: readonly DeliveryAreaDraft[]): DeliveryAreaDraft {
  return { area: '', price: 0, tax: existing.at(-1)?.tax ?? DELIVERY_TAX_RATES[0], free: false };
}

/** OpenStreetMap at the coordinates with a marker, or undefined while one of them is missing. */
export function mapUrl(latitude: number | undefined, longitude: number | undefined): string | undefined {
  if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}
