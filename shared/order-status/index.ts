/**
 * What the public order status page says about an order (storefront.md §2, §4): heading,
 * progress sentence, status line, payment, order type, the 4-step timeline, ticket label,
 * polling, counter-appointment offer, review questionnaire and front-desk hints.
 *
 * The spec gives the order only as flags. How they read, where it is silent:
 * - cancelled = rejected, canceled or failed (terminal); failed is a failed online payment.
 * - isInDelivery on a pickup or dine-in order means "ready for pickup".
 * - delivered (delivery with isDelivered) counts as the delivery step done even before the shop
 *   sets completed, and the status line says 'Geliefert' rather than 'Abgeschlossen' then.
 * - Online payments (mollie, datatrans) wait for payment until paid or refunded.
 */
import { orderTypeOf } from '../cart/cart';
import { PAYMENT_METHODS, orderTypeLabel, paymentMethodLabel, type PaymentMethod } from '../checkout/options';
import { createLookup } from '../i18n/lookup';
import { orderStatusMessages } from '../i18n/order-status';
import { formatDate, formatTime } from '../time';
import { canRateOrder, isCounterAppointmentPending, isOrderCancelled } from './customer-actions';
import { isOnlinePaymentMethod } from './transitions';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup(orderStatusMessages);

export * from './transitions';

/** The public view of an order (storefront.md §3 "Order (public view)"), as far as this reads it. */
export interface PublicOrderView {
  ticketNumber?: string | number | null;
  appointmentDate?: string | Date | null;
  counterAppointment?: string | Date | null;
  rejectionMessage?: string | null;
  paymentMethod?: string | null;
  questionnaireRating?: number | null;
  tableIdentifier?: string | null;
  isCompleted?: boolean | null;
  isRejected?: boolean | null;
  isCanceled?: boolean | null;
  isFailed?: boolean | null;
  isConfirmed?: boolean | null;
  isDelivery?: boolean | null;
  isDineIn?: boolean | null;
  isInDelivery?: boolean | null;
  isDelivered?: boolean | null;
  isPaid?: boolean | null;
  isRefunded?: boolean | null;
}

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export { isOrderCancelled };

const isDelivered = (order: PublicOrderView) => Boolean(order.isDelivery && order.isDelivered);
const isOnlinePayment = (order: PublicOrderView) => isOnlinePaymentMethod(order.paymentMethod);

/** Status polling (every 10 s) stops once the order is completed, rejected, canceled or failed. */
export function shouldPollOrder(order: PublicOrderView): boolean {
  return !order.isCompleted && !isOrderCancelled(order);
}

export interface OrderHeading {
  title: string;
  /** The shop's reason for a rejection, shown under the title. */
  rejectionMessage: string | null;
}

export function orderHeading(order: PublicOrderView): OrderHeading {
  if (order.isRejected || order.isCanceled) {
    return { title: t('orderStatus.headingCancelled'), rejectionMessage: order.rejectionMessage?.trim() || null };
  }
  if (order.isFailed) return { title: t('orderStatus.headingPaymentFailed'), rejectionMessage: null };
  return { title: t('orderStatus.headingThanks'), rejectionMessage: null };
}

/** The progress sentence; null for a cancelled order (the heading says it). */
export function orderProgressText(order: PublicOrderView, timeZone: string): string | null {
  if (isOrderCancelled(order)) return null;
  if (isDelivered(order)) return t('orderStatus.progress.delivered');
  if (order.isCompleted) return order.isDelivery ? t('orderStatus.progress.delivered') : t('orderStatus.progress.completed');
  if (order.isInDelivery) return order.isDelivery ? t('orderStatus.progress.inDelivery') : t('orderStatus.progress.readyForPickup');
  if (order.isConfirmed) {
    const at = toDate(order.appointmentDate);
    if (!at) return t('orderStatus.progress.confirmed');
    const params = { date: formatDate(at, timeZone), time: formatTime(at, timeZone) };
    return order.isDelivery ? t('orderStatus.progress.confirmedDelivery', params) : t('orderStatus.progress.confirmedPickup', params);
  }
  return t('orderStatus.progress.waiting');
}

/** The status line of the summary. */
export function orderStatusLine(order: PublicOrderView): string {
  if (isOrderCancelled(order)) return t('orderStatus.status.cancelled');
  if (isOnlinePayment(order) && !order.isPaid && !order.isRefunded) return t('payment.state.waiting');
  if (isDelivered(order)) return t('orderStatus.status.delivered');
  if (order.isCompleted) return t('orderStatus.status.completed');
  if (order.isInDelivery) return order.isDelivery ? t('orderStatus.status.inDelivery') : t('orderStatus.status.readyForPickup');
  if (order.isConfirmed) return t('orderStatus.status.inProgress');
  return t('orderStatus.status.waitingForConfirmation');
}

/**
 * Label of the payment method ('Barzahlung', 'EC Karte / Debitkarte', 'Hydro AG Gutschein',
 * 'Online Zahlung', …; the checkout's labels), or 'Sonstige Zahlungsart' for an unknown value.
 */
export function orderPaymentMethodLabel(method: string | null | undefined): string {
  const known = (PAYMENT_METHODS as readonly string[]).includes(method ?? '');
  return known ? paymentMethodLabel(method as PaymentMethod) : t('payment.other');
}

/** State of an online payment ('Warten auf Zahlung', 'Bezahlt', 'Rückerstattet'); null for payment at the shop. */
export function paymentStateText(order: PublicOrderView): string | null {
  if (!isOnlinePayment(order)) return null;
  if (order.isRefunded) return t('payment.state.refunded');
  return order.isPaid ? t('payment.state.paid') : t('payment.state.waiting');
}

/** 'Maria Huber' from the order's first and last name, trimmed; empty without either (e.g. a table order). */
export function customerFullName(order: { firstName?: string | null; lastName?: string | null }): string {
  return [order.firstName, order.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** 'Lieferung', 'Dine In' or 'Takeaway' from the order's flags. */
export function orderTypeLabelOf(order: Pick<PublicOrderView, 'isDelivery' | 'isDineIn'>): string {
  return orderTypeLabel(orderTypeOf(order));
}

/** 'Bestellnummer' when tickets are disabled in the config, otherwise 'Ticket'. */
export function ticketLabel(disableTickets: boolean | null | undefined): string {
  return disableTickets ? t('orderStatus.ticketNumber') : t('orderStatus.ticket');
}

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: 'confirmation' | 'preparation' | 'delivery' | 'pickup' | 'completion';
  label: string;
  state: TimelineStepState;
}

/** The 4-step timeline: confirmation, preparation, delivery or pickup, completion; null when cancelled. */
export function orderTimeline(order: PublicOrderView): TimelineStep[] | null {
  if (isOrderCancelled(order)) return null;
  const reached = order.isCompleted ? 4 : isDelivered(order) ? 3 : order.isInDelivery ? 2 : order.isConfirmed ? 1 : 0;
  const steps: Omit<TimelineStep, 'state'>[] = [
    { key: 'confirmation', label: t('orderStatus.timeline.confirmation') },
    { key: 'preparation', label: t('orderStatus.timeline.preparation') },
    order.isDelivery ? { key: 'delivery', label: t('orderStatus.timeline.delivery') } : { key: 'pickup', label: t('orderStatus.timeline.pickup') },
    { key: 'completion', label: t('orderStatus.status.completed') },
  ];
  return steps.map((step, index) => ({ ...step, state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming' }));
}

export interface CounterAppointmentOffer {
  at: Date;
  text: string;
  confirmLabel: string;
  rejectLabel: string;
}

/**
 * The counter-appointment box: shown while the shop's proposal is pending, i.e. a
 * counterAppointment exists and the order is neither confirmed nor rejected (nor cancelled, which
 * is what rejecting the proposal does).
 */
export function counterAppointmentOffer(order: PublicOrderView, timeZone: string): CounterAppointmentOffer | null {
  const at = toDate(order.counterAppointment);
  if (!at || !isCounterAppointmentPending(order)) return null;
  const time = formatTime(at, timeZone);
  return {
    at,
    text: t('orderStatus.counterAppointment.text', { date: formatDate(at, timeZone), time }),
    confirmLabel: t('orderStatus.counterAppointment.confirm', { time }),
    rejectLabel: t('orderStatus.counterAppointment.reject'),
  };
}

/** The review questionnaire: plugin on, order completed, not yet rated and not dismissed. */
export function showQuestionnaire(order: PublicOrderView, options: { enablePluginOrderReviews?: boolean | null; dismissed?: boolean }): boolean {
  return Boolean(options.enablePluginOrderReviews && canRateOrder(order) && !options.dismissed);
}

export interface QuestionnaireRatings {
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
}

/** Sendable only when all four ratings (1–5) are set; the comment field appears then too. */
export function canSendQuestionnaire(ratings: QuestionnaireRatings): boolean {
  return [ratings.rating, ratings.foodRating, ratings.serviceRating, ratings.processRating].every(
    (value) => Number.isInteger(value) && value >= 1 && value <= 5,
  );
}

/**
 * Hint about the status screens in the shop (front-desk plugin), for orders that are not
 * delivered, while they are open (a completed order has nothing left to watch for); dine-in
 * orders with a table get the table variant.
 */
export function frontDeskHint(order: PublicOrderView, enablePluginFrontdesk: boolean | null | undefined): string | null {
  if (!enablePluginFrontdesk || order.isDelivery || order.isCompleted || isOrderCancelled(order)) return null;
  if (order.isDineIn && order.tableIdentifier) return t('orderStatus.frontDesk.table', { table: order.tableIdentifier });
  return t('orderStatus.frontDesk.pickup');
}

/** The branch's address and phone are shown, except for dine-in orders at a table. */
export function showBranchContact(order: PublicOrderView): boolean {
  return !(order.isDineIn && order.tableIdentifier);
}
