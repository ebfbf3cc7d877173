/**
 * `GET /api/orders/public/{uid}/{hash}`: what the customer's status link shows (storefront.md §3
 * "Order (public view)", §2 "Public order status page"). The server builds the answer by parsing
 * the stored order with this schema, so every field not named here stays on the server.
 *
 * Decisions where the spec is silent:
 * - Shown: the spec's public fields, the lines with their prices and the totals (the summary),
 *   the delivery area's name, and of the branch its name, address, phone and e-mail.
 * - Not shown: the customer's name, address, phone, e-mail, company and comment (a status link
 *   travels in e-mails and chats; whoever holds it learns the progress, not who ordered), the
 *   payment provider's ids and redirect address, the idempotency key, the link's own hash, the
 *   customer record, the record version, and the uploaded files of configured parts (only their
 *   number is shown).
 * - `questionnaireRating` is the overall rating (1–5) of a sent questionnaire; the order stores
 *   the whole questionnaire, the page only needs to know that one was sent.
 */
import * as z from 'zod';
import { pricingModelSchema } from './catalogue';
import { orderItemPartSchema, orderItemSchema, orderPricingSchema } from './order';

const optionalText = z.string().optional();
const status = z.boolean().default(false);

export const publicOrderBranchSchema = z.object({
  id: z.string(),
  identifier: optionalText,
  name: optionalText,
  street: optionalText,
  zipCode: optionalText,
  city: optionalText,
  phone: optionalText,
  email: optionalText,
});

/** A part's text or chosen options; of uploaded files only how many there are. */
export const publicOrderItemPartSchema = orderItemPartSchema.transform(({ name, value, files }) => ({
  name,
  value,
  ...(files && files.length > 0 ? { fileCount: files.length } : {}),
}));

export const publicOrderItemSchema = orderItemSchema.extend({
  parts: z.array(publicOrderItemPartSchema.nullable()).default([]),
  /** How the line was priced (approximate and minimum prices are labelled 'ca.' and 'ab'). */
  pricingModel: pricingModelSchema.optional(),
});

export const publicOrderSchema = z.object({
  id: z.string(),
  uid: z.string(),
  ticketNumber: z.number().int().optional(),
  /** When the order was placed (ISO UTC). */
  createdAt: z.string(),
  branch: publicOrderBranchSchema,
  appointmentDate: optionalText,
  counterAppointment: optionalText,
  rejectionMessage: optionalText,
  // The stored order's default (shared/schemas/order.ts).
  paymentMethod: z.string().default('cash'),
  questionnaireRating: z.number().int().optional(),
  tableIdentifier: optionalText,
  deliveryArea: optionalText,
  isDelivery: status,
  isDineIn: status,
  isConfirmed: status,
  isInDelivery: status,
  isDelivered: status,
  isCompleted: status,
  isRejected: status,
  isCanceled: status,
  isFailed: status,
  isPaid: status,
  isRefunded: status,
  items: z.array(publicOrderItemSchema),
  pricing: orderPricingSchema.optional(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
export type PublicOrderItem = z.infer<typeof publicOrderItemSchema>;
export type PublicOrderBranch = z.infer<typeof publicOrderBranchSchema>;
export type PublicOrderItemPart = z.infer<typeof publicOrderItemPartSchema>;
