/**
 * Orders (storefront.md §3 "Order (create)", "Order (public view)", "Questionnaire",
 * "Pricing result"; backoffice.md §3 "Order").
 *
 * Decisions where the spec is silent:
 * - The status flags (isConfirmed … isRefunded), uid, hash and ticketNumber are set by the server
 *   only: the generic create/update of the back office never changes them (status changes are
 *   their own actions, backoffice.md §4).
 * - The cart's "appointment" becomes the order's `appointmentDate` (an instant); a counter
 *   appointment is a proposed instant.
 * - `customer` optionally links the order to a customer record (orders per customer).
 */
import * as z from 'zod';
import {
  dateTimeSchema,
  flag,
  moneySchema,
  rangeQuery,
  recordMeta,
  refSchema,
  requiredText,
  searchQuery,
  taxRateSchema,
  trimmedText,
  idSchema,
  COUNTRIES,
} from './common';
import { pricingModelSchema, productInputSchema, unitSchema } from './catalogue';
import { uploadTokenSchema } from './upload-token';
import { PAYMENT_METHODS } from '../checkout/payment-methods';
import { ORDER_TYPES } from '../pricing/order-types';
import { isValidEmail } from '../checkout/email';
import { orderOriginSchema, originSignalsSchema } from '../statistics/origins';

/**
 * The e-mail address of the back office's order: empty or null (none) or an address the strict
 * check of shared/checkout/email.ts accepts, since the order's e-mails go there. (Order create
 * checks it with the checkout rules: orderCreateSchema.)
 */
const strictEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value), { error: 'api.validation.email' })
  .optional();
const orderEmail = z.preprocess((value) => (value === '' || value === null ? undefined : value), strictEmail);

/** Value of one configurable part in a cart item: text, selected option(s) or files/images. */
export const orderItemPartSchema = z.object({
  name: trimmedText(200).optional(),
  value: z.union([trimmedText(5000), z.array(trimmedText(500)).max(200), z.boolean(), z.number()]).optional(),
  files: z
    .array(
      z.object({
        id: idSchema,
        version: z.number().int().min(1),
        extension: trimmedText(8),
        publicHash: trimmedText(128),
        mimeType: trimmedText(100).optional(),
      }),
    )
    .max(20)
    .optional(),
});

/**
 * What a line's price was computed from: the product's price, tax rates, units and configuration
 * when it was ordered (shared/pricing/order-lines.ts productSnapshot). Set by order create; a line
 * without one (entered in the back office) is priced with the product as it is now.
 */
export const productSnapshotSchema = productInputSchema
  .pick({ unit: true, price: true, tax: true, dineInTax: true, takeawayTax: true, pricing: true, calculationModel: true, alternativeUnits: true, config: true })
  .partial({ price: true });

/**
 * A line of an order: the product (id and name as ordered), amount, unit and part values.
 *
 * Weighed at the counter (`PUT /api/orders/{id}/items/{itemIndex}`, functions/orders/items.ts):
 * `amount` and `unit` become what was really weighed or counted, `price` the line's new gross, and
 * `orderedAmount` / `orderedUnit` keep what the customer ordered (set at the first change, never
 * overwritten), so the detail can say "bestellt 500 g, gewogen 523 g". Absent: never changed.
 */
export const orderItemSchema = z.object({
  product: z.object({ id: idSchema, name: trimmedText(200).optional() }),
  productSnapshot: productSnapshotSchema.optional(),
  amount: z.number().positive().max(1_000_000),
  unit: unitSchema,
  orderedAmount: z.number().positive().max(1_000_000).optional(),
  orderedUnit: unitSchema.optional(),
  parts: z.array(orderItemPartSchema).max(50).default([]),
  /** Gross of the line, set by the server from the stored product. */
  price: moneySchema.optional(),
  /** The line's pricing model when it was ordered ('approximate': 'ca.', 'minimum': 'ab'). */
  pricingModel: pricingModelSchema.optional(),
  comment: trimmedText(1000).optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const pricingTotals = {
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
};

/** Totals as computed by the server (storefront.md §3 "Pricing result"). */
export const orderPricingSchema = z.object({
  ...pricingTotals,
  deliveryNet: z.number().optional(),
  deliveryTax: z.number().optional(),
  deliveryGross: z.number().optional(),
  totalNet: z.number(),
  totalTax: z.number(),
  totalGross: z.number(),
  taxes: z.array(z.object({ rate: taxRateSchema, ...pricingTotals })).default([]),
});

export const questionnaireSchema = z.object({
  rating: z.number().int().min(1).max(5),
  foodRating: z.number().int().min(1).max(5),
  serviceRating: z.number().int().min(1).max(5),
  processRating: z.number().int().min(1).max(5),
  comment: trimmedText(5000).optional(),
});

/**
 * The free-text contact and address fields of an order, the same for the back office's order and
 * the storefront's order create (names, e-mail and countries differ: see each schema).
 */
const addressFields = {
  companyName: trimmedText(200).optional(),
  company: trimmedText(200).optional(),
  street: trimmedText(200).optional(),
  floor: trimmedText(20).optional(),
  stairway: trimmedText(20).optional(),
  door: trimmedText(20).optional(),
  zipCode: trimmedText(20).optional(),
  city: trimmedText(100).optional(),
  vatNumber: trimmedText(50).optional(),
  phone: trimmedText(50).optional(),
  deliveryStreet: trimmedText(200).optional(),
  deliveryFloor: trimmedText(20).optional(),
  deliveryStairway: trimmedText(20).optional(),
  deliveryDoor: trimmedText(20).optional(),
  deliveryZipCode: trimmedText(20).optional(),
  deliveryCity: trimmedText(100).optional(),
  deliveryArea: trimmedText(200).optional(),
  comment: trimmedText(5000).optional(),
};

/** What the back office may write on an order (create and update). */
export const orderInputSchema = z.object({
  branch: refSchema,
  customer: refSchema.optional(),
  isCompany: flag,
  ...addressFields,
  firstName: requiredText(100),
  lastName: requiredText(100),
  country: z.enum(COUNTRIES).default('AT'),
  email: orderEmail,
  isDeliveryAddressDifferent: flag,
  deliveryCompanyName: trimmedText(200).optional(),
  deliveryFirstName: trimmedText(100).optional(),
  deliveryLastName: trimmedText(100).optional(),
  deliveryCompany: trimmedText(200).optional(),
  deliveryCountry: z.enum(COUNTRIES).optional(),
  appointmentDate: dateTimeSchema.optional(),
  rejectionMessage: trimmedText(2000).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
  legalInstructions: flag,
  privacyPolicy: flag,
  table: refSchema.optional(),
  tableIdentifier: trimmedText(50).optional(),
  donatee: refSchema.optional(),
  isDelivery: flag,
  isDineIn: flag,
  items: z.array(orderItemSchema).min(1).max(500),
  pricing: orderPricingSchema.optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/**
 * A line as the storefront sends it: the product by id, amount, unit and one entry per part.
 * Whatever else the browser adds (a price, the product's name) is dropped by the schema: the
 * server prices the line from stored data.
 */
export const orderCreateItemSchema = z.object({
  product: z.object({ id: idSchema }),
  amount: z.number().positive().max(1_000_000),
  unit: unitSchema,
  parts: z.array(orderItemPartSchema.nullable()).max(50).default([]),
});

/**
 * `POST /api/orders/public`: the storefront's order create (storefront.md §3 "Order (create)",
 * §7 "Order create"; the method and path are ours). The fields are loose on purpose: which of
 * them are required depends on branch and order type, and the server checks that with the shared
 * checkout rules (shared/checkout/fields.ts) so the messages are the storefront's. Text fields
 * accept empty strings, as an untouched form sends them.
 *
 * `idempotencyKey`: made by the browser once per checkout attempt (a random id); sending the same
 * key again returns the order created first instead of a second one.
 */
export const orderCreateSchema = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'api.validation.idempotencyKey' }),
  branch: refSchema,
  isDelivery: flag,
  isDineIn: flag,
  items: z.array(orderCreateItemSchema).min(1).max(100),
  isCompany: flag,
  ...addressFields,
  firstName: trimmedText(100).optional(),
  lastName: trimmedText(100).optional(),
  country: trimmedText(2).optional(),
  // Checked with the strict rule by the checkout rules on order create (shared/checkout/fields.ts
  // validateCheckout, functions/orders/checks.ts), so a bad address is reported with the
  // checkout's message together with every other field error, not as a schema error alone.
  email: trimmedText(254).optional(),
  isDeliveryAddressDifferent: flag,
  deliveryCountry: trimmedText(2).optional(),
  appointmentDate: dateTimeSchema.nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('cash'),
  legalInstructions: flag,
  privacyPolicy: flag,
  table: refSchema.nullish(),
  donatee: refSchema.nullish(),
  /** The upload token the browser sent with its uploads (uploadCreateSchema): only uploads bound to it are accepted. */
  uploadToken: uploadTokenSchema.optional(),
  /**
   * Where the visit began (shared/statistics/origins.ts, docs/order-origins.md). One that does not
   * fit the schema is dropped, never a reason to refuse the order.
   */
  origin: originSignalsSchema.optional().catch(undefined),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/**
 * `POST /api/orders`: an order staff enter by phone or at the counter (docs/phone-orders.md). The
 * storefront's fields, checked and priced by the same create path; no upload token (staff attach
 * no customer files) and no terms or privacy ticks (the customer is not at the screen). `customer`
 * links an existing customer record, so the customer's page lists the order.
 */
export const staffOrderCreateSchema = orderCreateSchema.omit({ uploadToken: true, legalInstructions: true, privacyPolicy: true, origin: true }).extend({
  customer: refSchema.nullish(),
});
export type StaffOrderCreateInput = z.input<typeof staffOrderCreateSchema>;
export type StaffOrderCreate = z.infer<typeof staffOrderCreateSchema>;

/** Who entered an order in the back office: the staff member's user id (token subject) and name at the time. */
export const enteredBySchema = z.object({ id: z.string(), name: z.string() });
export type EnteredBy = z.infer<typeof enteredBySchema>;

/** The answer of a successful order create. */
export interface OrderCreated {
  uid: string;
  hash: string;
  /** Present for online payments: the browser goes there instead of the status page. */
  paymentRedirectUrl?: string;
}

/**
 * An online payment of an order (mollie, datatrans): the provider's payment id, the page the
 * customer pays on, and the provider's last known status ('open' when started).
 */
export const orderPaymentSchema = z.object({
  provider: z.enum(['mollie', 'datatrans']),
  id: z.string(),
  redirectUrl: z.string(),
  status: z.string(),
});

/** The fee terms of a delivery order's area when it was ordered (shared/pricing/order-lines.ts deliveryAreaTerms). */
export const deliveryAreaTermsSchema = z.object({
  area: trimmedText(200),
  price: moneySchema.optional(),
  tax: taxRateSchema.optional(),
  free: z.boolean().optional(),
  freeFromOrderValue: moneySchema.optional(),
  minimumOrderValue: moneySchema.optional(),
});

/**
 * Fields only the server sets: the generic create and update of the back office never change them
 * (functions/orders/service.ts keeps their stored values on a staff update, which replaces the
 * whole record).
 */
export const orderServerFields = {
  /**
   * The storefront's key of the checkout attempt that created the order (orderCreateSchema); its
   * uniqueness item makes order create idempotent. Absent on orders created in the back office.
   */
  idempotencyKey: z.string().optional(),
  payment: orderPaymentSchema.optional(),
  /**
   * The time staff proposed instead of the customer's (POST /api/orders/{id}/status/counter-appointment,
   * functions/orders/counter-appointment.ts); the customer confirms or rejects it on the status page.
   */
  counterAppointment: dateTimeSchema.optional(),
  /**
   * When the job `missed-orders` found the order still waiting for confirmation after its due time
   * (shared/order-status/missed.ts). Kept after a later confirmation, for statistics.
   */
  missedAt: dateTimeSchema.optional(),
  deliveryAreaTerms: deliveryAreaTermsSchema.optional(),
  /** Set on orders staff entered (POST /api/orders); absent on the storefront's. */
  enteredBy: enteredBySchema.optional(),
  /** Where the order came from, resolved at create (shared/statistics/origins.ts); absent on older orders. */
  origin: orderOriginSchema.optional(),
  uid: z.string(),
  hash: z.string(),
  ticketNumber: z.number().int().optional(),
  questionnaireRating: questionnaireSchema.optional(),
  isConfirmed: z.boolean(),
  isInDelivery: z.boolean(),
  isDelivered: z.boolean(),
  isCompleted: z.boolean(),
  isRejected: z.boolean(),
  isCanceled: z.boolean(),
  isFailed: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
};

export const ORDER_STATUS_FLAGS = [
  'isConfirmed',
  'isInDelivery',
  'isDelivered',
  'isCompleted',
  'isRejected',
  'isCanceled',
  'isFailed',
  'isPaid',
  'isRefunded',
] as const;

/**
 * A stored order. Names may be missing: a dine-in order at a table is identified by the table
 * when the branch asks for no contact data (shared/checkout/fields.ts).
 */
export const orderSchema = orderInputSchema.extend({
  firstName: trimmedText(100).optional(),
  // Read as stored: orders from before the strict check may hold an address it refuses; the
  // consumers mail only addresses that pass it (functions/orders/recipients.ts).
  email: trimmedText(254).optional(),
  lastName: trimmedText(100).optional(),
  ...orderServerFields,
  ...recordMeta,
});
export type Order = z.infer<typeof orderSchema>;

/** Status filter of the order history. */
export const ORDER_STATUS_FILTERS = ['open', 'confirmed', 'completed', 'rejected', 'canceled', 'failed'] as const;

/**
 * `GET /orders` (history): by branch and creation date range (default: the last 30 days, at most
 * 366 days), status, customer, order type, payment method and a search over number, names, e-mail
 * and phone.
 */
export const orderHistoryQuerySchema = z.object({
  branch: idSchema.optional(),
  customer: idSchema.optional(),
  status: z.enum(ORDER_STATUS_FILTERS).optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  ...rangeQuery,
  ...searchQuery,
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** `GET /orders/current` and `/orders/missed`: optionally one branch. */
export const orderBranchQuerySchema = z.object({ branch: idSchema.optional() });

/** Rows per page of the current and missed lists (docs/order-limits.md): default and most. */
export const ORDER_LIST_PAGE_DEFAULT = 100;
export const ORDER_LIST_PAGE_MAX = 200;

/**
 * `GET /orders/current` and `/orders/missed` with paging: `limit` rows (default 100, at most 200)
 * after `cursor`, the opaque value of the previous page's `X-Next-Cursor` answer header.
 */
export const orderListPageQuerySchema = orderBranchQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(ORDER_LIST_PAGE_MAX).default(ORDER_LIST_PAGE_DEFAULT),
  cursor: z.string().max(300).optional(),
});
export type OrderListPageQuery = z.infer<typeof orderListPageQuerySchema>;

/** Orders one bulk reject takes at most. */
export const BULK_REJECT_MAX = 100;

/** `POST /orders/bulk-reject`: the orders to reject and the shop's reason for all of them. */
export const bulkRejectBodySchema = z.object({
  orderIds: z.array(idSchema).min(1).max(BULK_REJECT_MAX),
  rejectionMessage: trimmedText(2000).nullish(),
});
export type BulkRejectBody = z.infer<typeof bulkRejectBodySchema>;

/** Its answer: the rejected orders, and the others with the reason (code and German message). */
export const bulkRejectResultSchema = z.object({
  rejected: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type BulkRejectResult = z.infer<typeof bulkRejectResultSchema>;

/** The answer header of a paged list that names the next page's `cursor`: the generic lists' (./list-page.ts). */
export { NEXT_CURSOR_HEADER } from './list-page';

/**
 * One row of the current and missed lists: only what a list row shows and what decides the list
 * (status flags, missed mark, counter appointment). Every field is bounded by the order schema, so
 * a page of 200 rows stays far below 1 MB whatever the orders' lines hold.
 */
export const ORDER_LIST_ROW_FIELDS = [
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'branch',
  'ticketNumber',
  'appointmentDate',
  'counterAppointment',
  'missedAt',
  'isDelivery',
  'isDineIn',
  'firstName',
  'lastName',
  'companyName',
  'tableIdentifier',
  'paymentMethod',
  'pricing',
  ...ORDER_STATUS_FLAGS,
] as const;

/**
 * The fields a list of orders shows (the back office's order lists, a customer's order history),
 * parsed with the order's own schema.
 */
export const orderListRowSchema = orderSchema.pick({
  id: true,
  createdAt: true,
  branch: true,
  ticketNumber: true,
  appointmentDate: true,
  isDelivery: true,
  isDineIn: true,
  firstName: true,
  lastName: true,
  companyName: true,
  tableIdentifier: true,
  paymentMethod: true,
  pricing: true,
  isConfirmed: true,
  isInDelivery: true,
  isDelivered: true,
  isCompleted: true,
  isRejected: true,
  isCanceled: true,
  isFailed: true,
  isPaid: true,
  isRefunded: true,
});
