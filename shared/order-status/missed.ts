/**
 * Missed orders (backoffice.md §2 "missed orders"). The spec names the list but not
 * the rule; ours:
 *
 * An order is missed when the shop did not confirm it in time: it still waits for confirmation
 * (stage 'open' of ./transitions.ts) and now is at or after its deadline:
 * - a preorder (with `appointmentDate`): the appointment itself: an order not confirmed before the
 *   customer wants to pick it up (or get it) was not looked at in time;
 * - "as soon as possible": `createdAt` + the configured minutes (config.missedOrderMinutes,
 *   default 15), long enough to notice, short enough that the customer is still waiting.
 *
 * Not missed:
 * - an order waiting for its online payment (stage 'awaitingPayment'): it is not yet the shop's to
 *   confirm; once paid it is 'open' and the same deadlines apply;
 * - an order with a pending counter appointment: the shop answered it and waits for the customer.
 *
 * The job `missed-orders` (events/jobs/missed-orders.ts, every minute) marks such orders with
 * `missedAt`; the back office lists an order as missed while it is marked and still waits for the
 * shop (isListedAsMissed). Confirming it moves it back to the current orders; `missedAt` stays as a
 * record that it was missed (statistics).
 *
 * Pure: now and the minutes come in as arguments.
 */
import { isCounterAppointmentPending } from './customer-actions';
import { orderStage, type OrderStatusState } from './transitions';

export const DEFAULT_MISSED_ORDER_MINUTES = 15;

export interface MissedOrderState extends OrderStatusState {
  createdAt: string;
  appointmentDate?: string | null;
  counterAppointment?: string | null;
  missedAt?: string | null;
}

const MINUTE_MS = 60_000;

/** The instant (ms) by which the order should have been confirmed. */
export function confirmationDeadline(order: MissedOrderState, minutes: number): number {
  if (order.appointmentDate) return Date.parse(order.appointmentDate);
  return Date.parse(order.createdAt) + minutes * MINUTE_MS;
}

/** Whether the shop still has to confirm the order (stage open, no proposal of its own pending). */
function waitsForShop(order: MissedOrderState): boolean {
  return orderStage(order) === 'open' && !isCounterAppointmentPending(order);
}

/** Whether the order is missed at `now` (the job marks it then). */
export function isOrderOverdue(order: MissedOrderState, now: Date, minutes: number): boolean {
  return waitsForShop(order) && now.getTime() >= confirmationDeadline(order, minutes);
}

/** Whether the back office lists the order under missed orders (else under current ones, while open). */
export function isListedAsMissed(order: MissedOrderState): boolean {
  return Boolean(order.missedAt) && waitsForShop(order);
}
