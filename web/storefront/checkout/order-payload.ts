/**
 * The checkout's form model, pure: what the customer types (the draft), how it is kept in session
 * storage, the request body of POST /api/orders/public (OrderCreateInput, shared/schemas/order.ts),
 * the idempotency key and the server's errors per field.
 *
 * Decisions where the spec is silent:
 * - The draft (contact, address, table, donatee, payment method, consents) is kept per branch in
 *   session storage under 'theke.{branch}.checkout', so a reload or a failed online payment
 *   (checkout/error) does not make the customer type everything again. Session storage is per
 *   tab and gone when the tab closes; the draft is removed after an order that needs no payment
 *   redirect (and with it in the self-service context). Order type, delivery area, appointment
 *   and comment belong to the cart (storefront.md §3 "Cart": order holds appointment and comment).
 * - Only the sections the form shows are sent: an address typed for a delivery is not sent after
 *   switching to takeaway, nor the contact data of a dine-in guest at a table.
 */
import { normalizePhone } from '#shared/phone/phone.ts';
import type { Cart, CartItem } from '#shared/cart/cart.ts';
import { DEFAULT_COUNTRY, type CheckoutForm, type CheckoutValues } from '#shared/checkout/index.ts';
import type { PaymentMethod } from '#shared/checkout/options.ts';
import type { OrderCreateInput } from '#shared/schemas/order.ts';

export interface CheckoutDraft {
  isCompany: boolean;
  companyName: string;
  vatNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: string;
  isDeliveryAddressDifferent: boolean;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: string;
  /** Id of the chosen table ('' for none). */
  table: string;
  /** Id of the chosen donation recipient ('' for none). */
  donatee: string;
  /** '' until a method is chosen (the page pre-selects the default). */
  paymentMethod: PaymentMethod | '';
  legalInstructions: boolean;
  privacyPolicy: boolean;
}

export type DraftField = keyof CheckoutDraft;

export function emptyDraft(): CheckoutDraft {
  return {
    isCompany: false,
    companyName: '',
    vatNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    floor: '',
    stairway: '',
    door: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    isDeliveryAddressDifferent: false,
    deliveryStreet: '',
    deliveryFloor: '',
    deliveryStairway: '',
    deliveryDoor: '',
    deliveryZipCode: '',
    deliveryCity: '',
    deliveryCountry: DEFAULT_COUNTRY,
    table: '',
    donatee: '',
    paymentMethod: '',
    legalInstructions: false,
    privacyPolicy: false,
  };
}

/** Session-storage key of a branch's draft, next to the cart's keys ('theke.graz.items' …). */
export function draftStorageKey(prefix: string, branchIdentifier: string): string {
  return `${prefix}.${branchIdentifier}.checkout`;
}

/**
 * A stored draft over the empty one: only known fields of the right type are taken, so an old or
 * tampered entry never breaks the page.
 */
export function parseDraft(stored: string | null | undefined): CheckoutDraft {
  const draft = emptyDraft();
  if (!stored) return draft;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return draft;
  }
  if (typeof value !== 'object' || value === null) return draft;
  const record = value as Record<string, unknown>;
  const target = draft as unknown as Record<string, unknown>;
  for (const key of Object.keys(draft)) {
    if (typeof record[key] === typeof target[key]) target[key] = record[key];
  }
  return draft;
}

/** The values the shared checkout rules check (shared/checkout validateCheckout). */
export function checkoutValues(draft: CheckoutDraft, cart: Pick<Cart, 'deliveryArea' | 'order'>): CheckoutValues {
  return {
    companyName: draft.companyName,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    street: draft.street,
    zipCode: draft.zipCode,
    city: draft.city,
    country: draft.country,
    deliveryStreet: draft.deliveryStreet,
    deliveryZipCode: draft.deliveryZipCode,
    deliveryCity: draft.deliveryCity,
    deliveryCountry: draft.deliveryCountry,
    deliveryArea: cart.deliveryArea,
    table: draft.table,
    appointmentDate: cart.order.appointment,
    legalInstructions: draft.legalInstructions,
    privacyPolicy: draft.privacyPolicy,
  };
}

export interface PayloadInput {
  branchId: string;
  cart: Cart<CartItem>;
  draft: CheckoutDraft;
  form: CheckoutForm;
  /** The method to send; null when the branch offers none (the server then refuses the order). */
  paymentMethod: PaymentMethod | null;
  /** Whether the donation plugin is on: a chosen recipient is sent only then. */
  donations: boolean;
  idempotencyKey: string;
}

const trimmed = (value: string): string => value.trim();

/** The request body of POST /api/orders/public. */
export function buildOrderPayload(input: PayloadInput): OrderCreateInput {
  const { cart, draft, form } = input;
  const payload: OrderCreateInput = {
    idempotencyKey: input.idempotencyKey,
    branch: { id: input.branchId },
    isDelivery: cart.isDelivery,
    isDineIn: cart.isDineIn,
    // The server prices every line from its own data: only product id, amount, unit and parts go.
    items: cart.items.map((item) => ({
      product: { id: item.product.id },
      amount: item.amount,
      unit: item.unit as OrderCreateInput['items'][number]['unit'],
      parts: (item.parts ?? []).map((part) => (part ? (part as NonNullable<OrderCreateInput['items'][number]['parts']>[number]) : null)),
    })),
    isCompany: false,
    isDeliveryAddressDifferent: false,
    comment: cart.order.comment.trim(),
    appointmentDate: cart.order.appointment,
    legalInstructions: draft.legalInstructions,
    privacyPolicy: draft.privacyPolicy,
    table: form.showTableSelection && draft.table ? { id: draft.table } : null,
    donatee: input.donations && draft.donatee ? { id: draft.donatee } : null,
  };
  if (input.paymentMethod) payload.paymentMethod = input.paymentMethod;
  if (form.showContact) {
    payload.isCompany = draft.isCompany;
    if (draft.isCompany) {
      payload.companyName = trimmed(draft.companyName);
      payload.vatNumber = trimmed(draft.vatNumber);
    }
    payload.firstName = trimmed(draft.firstName);
    payload.lastName = trimmed(draft.lastName);
    payload.email = trimmed(draft.email);
    payload.phone = normalizePhone(draft.phone);
  }
  if (form.showAddress) {
    Object.assign(payload, {
      street: trimmed(draft.street),
      floor: trimmed(draft.floor),
      stairway: trimmed(draft.stairway),
      door: trimmed(draft.door),
      zipCode: trimmed(draft.zipCode),
      city: trimmed(draft.city),
      country: draft.country,
    });
  }
  if (form.showDeliveryAddress) {
    Object.assign(payload, {
      isDeliveryAddressDifferent: true,
      deliveryStreet: trimmed(draft.deliveryStreet),
      deliveryFloor: trimmed(draft.deliveryFloor),
      deliveryStairway: trimmed(draft.deliveryStairway),
      deliveryDoor: trimmed(draft.deliveryDoor),
      deliveryZipCode: trimmed(draft.deliveryZipCode),
      deliveryCity: trimmed(draft.deliveryCity),
      deliveryCountry: draft.deliveryCountry,
    });
  }
  if (form.showDeliveryArea && cart.deliveryArea) payload.deliveryArea = cart.deliveryArea;
  return payload;
}

/**
 * A new idempotency key: 128 random bits as 32 hex characters (the schema wants 16–100 of
 * [A-Za-z0-9_-]). `fill` is crypto.getRandomValues in the browser, which unlike randomUUID also
 * works on a plain-http address of the shop's network.
 */
export function newIdempotencyKey(fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const bytes = fill(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key of one checkout attempt and the request it was made for. */
export interface Attempt {
  key: string;
  /** The request body without the key, as JSON. */
  fingerprint: string;
}

/**
 * The key for sending `body` (without its key): the previous attempt's key when the request is
 * the same (a resubmit after a network error or a server failure, where the first request may
 * have created the order: the server then answers with that order), else a new one (the
 * customer changed something: a new order).
 */
export function attemptFor(previous: Attempt | null, body: Omit<OrderCreateInput, 'idempotencyKey'>, makeKey: () => string): Attempt {
  const fingerprint = JSON.stringify(body);
  return previous && previous.fingerprint === fingerprint ? previous : { key: makeKey(), fingerprint };
}

export interface ServerError {
  message: string;
  field?: string;
}

export interface SummaryEntry {
  message: string;
  /** The input the message belongs to, when the form has one. */
  field?: string;
}

/**
 * The server's errors per form input: a field such as 'items.0.amount' or 'phone' belongs to the
 * input named by its first segment when the form has that input (`inputs`); every message also
 * goes into the summary at the top, once.
 */
export function errorsByField(errors: readonly ServerError[], inputs: ReadonlySet<string>): { fields: Map<string, string>; summary: SummaryEntry[] } {
  const fields = new Map<string, string>();
  const summary: SummaryEntry[] = [];
  for (const error of errors) {
    const first = error.field?.split(/[.[]/)[0];
    const input = first && inputs.has(first) ? first : undefined;
    if (input && !fields.has(input)) fields.set(input, error.message);
    if (!summary.some((entry) => entry.message === error.message)) summary.push(input ? { message: error.message, field: input } : { message: error.message });
  }
  return { fields, summary };
}

export interface DonateeEntry {
  id: string;
  name: string;
  description?: string | null;
}

/** Recipients whose name or description contains every word of the term (case-insensitive). */
export function filterDonatees<D extends DonateeEntry>(donatees: readonly D[], term: string): D[] {
  const words = term.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return donatees.filter((donatee) => {
    const text = `${donatee.name} ${donatee.description ?? ''}`.toLocaleLowerCase('de');
    return words.every((word) => text.includes(word));
  });
}
