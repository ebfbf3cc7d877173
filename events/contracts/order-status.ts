/**
 * The status events of an order (DESIGN.md §6), published by the staff status actions
 * (functions/orders/status-actions.ts), source `theke.orders` like OrderPlaced (./orders.ts):
 *
 *   confirm → OrderConfirmed, reject → OrderRejected, cancel → OrderCanceled,
 *   in-delivery → OrderInDelivery (for takeaway and dine-in: ready for pickup),
 *   completed → OrderCompleted
 *
 * Each action applies at most once per order (shared/order-status/transitions.ts), so a
 * consumer can take `orderId` + detail-type as its idempotency key.
 */
import * as z from 'zod';
import { PAYMENT_METHODS } from '#shared/checkout/payment-methods.ts';
import type { OrderAction } from '#shared/order-status/transitions.ts';

export const ORDER_STATUS_EVENTS = {
  confirm: 'OrderConfirmed',
  reject: 'OrderRejected',
  cancel: 'OrderCanceled',
  'in-delivery': 'OrderInDelivery',
  completed: 'OrderCompleted',
} as const satisfies Record<OrderAction, string>;

export type OrderStatusEventType = (typeof ORDER_STATUS_EVENTS)[OrderAction];

export const orderStatusChangedDetailSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  branchId: z.string(),
  /** Absent on orders entered in the back office without a ticket. */
  ticketNumber: z.number().int().positive().optional(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** The shop's reason, for OrderRejected and OrderCanceled when staff gave one. */
  rejectionMessage: z.string().optional(),
  /** The instant of the change (the order's updatedAt, ISO UTC). */
  changedAt: z.string(),
  /** Username of the staff member who acted. */
  changedBy: z.string(),
});
export type OrderStatusChangedDetail = z.infer<typeof orderStatusChangedDetailSchema>;

/** The fields of a stored order the detail is built from. */
export interface ChangedOrder {
  id: string;
  uid?: unknown;
  branch?: unknown;
  ticketNumber?: unknown;
  isDelivery?: unknown;
  isDineIn?: unknown;
  paymentMethod?: unknown;
  rejectionMessage?: unknown;
  updatedAt: string;
}

/** The detail of an order right after the change; throws when the record lacks what the event promises. */
export function orderStatusChangedDetail(order: ChangedOrder, action: OrderAction, changedBy: string): OrderStatusChangedDetail {
  return orderStatusChangedDetailSchema.parse(changedOrderFields(order, action === 'reject' || action === 'cancel', changedBy));
}

function changedOrderFields(order: ChangedOrder, withReason: boolean, changedBy: string): Record<string, unknown> {
  return {
    orderId: order.id,
    uid: order.uid,
    branchId: (order.branch as { id?: unknown } | undefined)?.id,
    ticketNumber: typeof order.ticketNumber === 'number' ? order.ticketNumber : undefined,
    isDelivery: order.isDelivery === true,
    isDineIn: order.isDineIn === true,
    paymentMethod: order.paymentMethod ?? undefined,
    rejectionMessage: withReason && typeof order.rejectionMessage === 'string' && order.rejectionMessage !== '' ? order.rejectionMessage : undefined,
    changedAt: order.updatedAt,
    changedBy,
  };
}

/**
 * `OrderCounterAppointmentProposed` (source `theke.orders`): staff proposed another time
 * (functions/orders/counter-appointment.ts); the customer is told and answers on the status page.
 * Detail: the status-event detail plus `counterAppointment` (ISO UTC). Unlike the status events
 * it can happen more than once per order (a second, different proposal): a consumer's idempotency
 * key is `orderId` + `changedAt` (the order's updatedAt of that proposal), not the detail-type.
 */
export const ORDER_COUNTER_APPOINTMENT_PROPOSED = 'OrderCounterAppointmentProposed';

export const orderCounterAppointmentProposedDetailSchema = orderStatusChangedDetailSchema.extend({ counterAppointment: z.string() });
export type OrderCounterAppointmentProposedDetail = z.infer<typeof orderCounterAppointmentProposedDetailSchema>;

/** The detail right after the proposal was stored. */
export function orderCounterAppointmentProposedDetail(
  order: ChangedOrder & { counterAppointment?: unknown },
  changedBy: string,
): OrderCounterAppointmentProposedDetail {
  return orderCounterAppointmentProposedDetailSchema.parse({ ...changedOrderFields(order, false, changedBy), counterAppointment: order.counterAppointment });
}
