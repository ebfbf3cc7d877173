/**
 * Events of the order context (DESIGN.md §6): source `theke.orders`. The publisher (functions/)
 * builds the detail with these types; consumers (e-mail, SMS, printing, statistics) parse it with
 * the schema and load the order by `orderId` for anything else they need.
 */
import * as z from 'zod';
import { PAYMENT_METHODS } from '#shared/checkout/payment-methods.ts';

export const ORDER_EVENT_SOURCE = 'theke.orders';

export const ORDER_PLACED = 'OrderPlaced';

/**
 * `OrderPlaced`: a new order the shop has to work on, published once per order:
 * - at order create for orders paid at the shop (cash, card, voucher);
 * - for online payments (mollie, datatrans) only when the payment is paid (PAYMENTS publishes
 *   it with `orderPlacedDetail`), so no receipt is printed and no confirmation is sent for an
 *   order whose customer abandons the payment page.
 */
export const orderPlacedDetailSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  branchId: z.string(),
  ticketNumber: z.number().int().positive(),
  /** Instant of the order (its createdAt, ISO UTC). */
  placedAt: z.string(),
  /** The wished appointment (ISO), absent for "as soon as possible". */
  appointmentDate: z.string().optional(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Total gross in the shop currency (e.g. 23.9). */
  totalGross: z.number(),
});
export type OrderPlacedDetail = z.infer<typeof orderPlacedDetailSchema>;

/** The fields of a stored order the detail is built from. */
export interface PlacedOrder {
  id: string;
  createdAt: string;
  uid?: unknown;
  branch?: unknown;
  ticketNumber?: unknown;
  appointmentDate?: unknown;
  isDelivery?: unknown;
  isDineIn?: unknown;
  paymentMethod?: unknown;
  pricing?: unknown;
}

/** The detail of a stored order; throws when the record lacks what the event promises. */
export function orderPlacedDetail(order: PlacedOrder): OrderPlacedDetail {
  return orderPlacedDetailSchema.parse({
    orderId: order.id,
    uid: order.uid,
    branchId: (order.branch as { id?: unknown } | undefined)?.id,
    ticketNumber: order.ticketNumber,
    placedAt: order.createdAt,
    appointmentDate: typeof order.appointmentDate === 'string' ? order.appointmentDate : undefined,
    isDelivery: order.isDelivery === true,
    isDineIn: order.isDineIn === true,
    paymentMethod: order.paymentMethod,
    totalGross: (order.pricing as { totalGross?: unknown } | undefined)?.totalGross,
  });
}
