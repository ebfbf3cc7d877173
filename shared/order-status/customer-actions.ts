/**
 * When the customer may answer on the public order status page (storefront.md §2, §4): the
 * counter-appointment proposal and the review questionnaire. One rule for the page (which shows
 * the box or the form) and the API (which refuses an answer the page would not offer).
 *
 * No texts here, so the Lambdas can use it without bundling the message catalogue.
 */

/** The order flags these rules read. */
export interface CustomerActionState {
  counterAppointment?: string | Date | null;
  questionnaireRating?: unknown;
  isConfirmed?: boolean | null;
  isCompleted?: boolean | null;
  isRejected?: boolean | null;
  isCanceled?: boolean | null;
  isFailed?: boolean | null;
}

/** Rejected, canceled or failed (a failed online payment): terminal, nothing left to answer. */
export function isOrderCancelled(order: CustomerActionState): boolean {
  return Boolean(order.isRejected || order.isCanceled || order.isFailed);
}

/**
 * A counter-appointment proposal waits for the customer's answer while it exists and the order is
 * neither confirmed nor cancelled (rejecting the proposal cancels the order).
 */
export function isCounterAppointmentPending(order: CustomerActionState): boolean {
  const at = order.counterAppointment;
  const valid = at instanceof Date || typeof at === 'string' ? !Number.isNaN(new Date(at).getTime()) : false;
  return valid && !order.isConfirmed && !isOrderCancelled(order);
}

/** The questionnaire can be sent once per order, after it was completed (and not cancelled). */
export function canRateOrder(order: CustomerActionState): boolean {
  return Boolean(order.isCompleted) && !isOrderCancelled(order) && !order.questionnaireRating;
}
