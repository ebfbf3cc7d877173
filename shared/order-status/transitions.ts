/**
 * The staff status actions on an order (backoffice.md §4, §7: cancel, confirm, reject,
 * in-delivery, completed) as an explicit transition table over the order's stages. The spec says
 * "which status may follow which is not shown"; this table is our decision, and both the API
 * (functions/orders/status-actions.ts) and the back office (which buttons to offer) read it.
 *
 * Stages, derived from the stored flags (orderStage):
 *   open             waiting for the shop's confirmation
 *   awaitingPayment  open, but the online payment (mollie, datatrans) is neither paid nor refunded
 *   confirmed        isConfirmed: accepted, being prepared
 *   inDelivery       isInDelivery: on its way (delivery) or ready for pickup (takeaway, dine-in)
 *   completed        isCompleted (terminal)
 *   rejected         isRejected (terminal)
 *   canceled         isCanceled (terminal)
 *   failed           isFailed: the online payment failed (terminal, set by the payments code)
 *
 * The table (→ stage reached, or the refusal reason; the API answers a refusal with 409):
 *
 *   action ╲ stage │ open       awaitingPayment  confirmed         inDelivery            │ completed  rejected  canceled  failed
 *   ───────────────┼──────────────────────────────────────────────────────────────────────┼────────────────────────────────────────
 *   confirm        │ →confirmed paymentPending   alreadyConfirmed  alreadyConfirmed      │ completed  rejected  canceled  failed
 *   reject         │ →rejected  →rejected        →rejected         inDelivery            │ completed  rejected  canceled  failed
 *   cancel         │ →canceled  →canceled        →canceled         →canceled             │ completed  rejected  canceled  failed
 *   in-delivery    │ notConfirmed notConfirmed   →inDelivery       alreadyInDelivery     │ completed  rejected  canceled  failed
 *   completed      │ notConfirmed notConfirmed   →completed        →completed            │ completed  rejected  canceled  failed
 *
 * What each allowed action sets (flags only ever go from false to true; nothing is cleared):
 *   confirm → isConfirmed; reject → isRejected; cancel → isCanceled; in-delivery → isInDelivery;
 *   completed → isCompleted, and isDelivered for a delivery order.
 *
 * Decisions:
 * - Confirm waits for a pending online payment: confirming promises the goods, and an abandoned
 *   payment page is common. The shop may still prepare; a payment that never arrives ends as
 *   failed (payments code), and staff can reject or cancel meanwhile. A refund does not block
 *   anything: it is something staff did themselves in the provider's dashboard.
 * - in-delivery is allowed for every order type: on a takeaway or dine-in order it means "ready
 *   for pickup", as the status page (./index.ts) and the front-desk screen read the flag.
 * - Reject is the shop declining an order it cannot fulfil, possible until the order has left or
 *   is waiting at the counter; after that only cancel (e.g. the customer never came) remains.
 * - in-delivery and completed need a confirmed order, so the customer always got the
 *   confirmation first (and a mis-tap on an unconfirmed row of the list does nothing).
 * - Repeating an action (confirm twice) is refused, not ignored: the second click is answered
 *   with what happened, and an event is never published twice.
 * - A counter appointment (proposed by staff through the generic order update) is possible only
 *   while the order waits for confirmation (open): afterwards the status page no longer offers it.
 *   Not while an online payment is pending: the customer's "yes" confirms the order, which must
 *   not happen before the money arrived (and the customer has not finished ordering yet).
 */
import { orderActionMessages, type OrderActionMessageKey } from '../i18n/order-actions';

export const ORDER_ACTIONS = ['cancel', 'confirm', 'reject', 'in-delivery', 'completed'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STAGES = ['open', 'awaitingPayment', 'confirmed', 'inDelivery', 'completed', 'rejected', 'canceled', 'failed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const TERMINAL_STAGES: readonly OrderStage[] = ['completed', 'rejected', 'canceled', 'failed'];

export const isTerminalStage = (stage: OrderStage): boolean => TERMINAL_STAGES.includes(stage);

/** Payment methods whose money arrives online (storefront.md §9). */
export const ONLINE_PAYMENT_METHODS: readonly string[] = ['mollie', 'datatrans'];

export const isOnlinePaymentMethod = (method: string | null | undefined): boolean => ONLINE_PAYMENT_METHODS.includes(method ?? '');

/** The flags the stage is derived from (stored orders and the public view both have them). */
export interface OrderStatusState {
  isConfirmed?: boolean | null;
  isInDelivery?: boolean | null;
  isDelivered?: boolean | null;
  isCompleted?: boolean | null;
  isRejected?: boolean | null;
  isCanceled?: boolean | null;
  isFailed?: boolean | null;
  isPaid?: boolean | null;
  isRefunded?: boolean | null;
  isDelivery?: boolean | null;
  paymentMethod?: string | null;
}

/** Whether an online payment is still outstanding (neither paid nor refunded). */
export function isAwaitingOnlinePayment(order: OrderStatusState): boolean {
  return isOnlinePaymentMethod(order.paymentMethod) && !order.isPaid && !order.isRefunded;
}

/**
 * The stage of an order. Should stored flags ever name two terminal states, the cancelled family
 * wins over completed (as on the status page), in the order rejected, canceled, failed.
 */
export function orderStage(order: OrderStatusState): OrderStage {
  if (order.isRejected) return 'rejected';
  if (order.isCanceled) return 'canceled';
  if (order.isFailed) return 'failed';
  if (order.isCompleted) return 'completed';
  if (order.isInDelivery) return 'inDelivery';
  if (order.isConfirmed) return 'confirmed';
  return isAwaitingOnlinePayment(order) ? 'awaitingPayment' : 'open';
}

export type TransitionRefusal =
  'paymentPending' | 'notConfirmed' | 'alreadyConfirmed' | 'alreadyInDelivery' | 'inDelivery' | 'completed' | 'rejected' | 'canceled' | 'failed';

/** A cell of the table: the stage the action leads to, or why it is refused. */
type Cell = { to: OrderStage } | { refused: TransitionRefusal };

const to = (stage: OrderStage): Cell => ({ to: stage });
const no = (reason: TransitionRefusal): Cell => ({ refused: reason });

/** The terminal columns are the same for every action: the stage itself is the reason. */
const TERMINAL_CELLS = { completed: no('completed'), rejected: no('rejected'), canceled: no('canceled'), failed: no('failed') } as const;

export const TRANSITIONS: Record<OrderAction, Record<OrderStage, Cell>> = {
  confirm: {
    open: to('confirmed'),
    awaitingPayment: no('paymentPending'),
    confirmed: no('alreadyConfirmed'),
    inDelivery: no('alreadyConfirmed'),
    ...TERMINAL_CELLS,
  },
  reject: { open: to('rejected'), awaitingPayment: to('rejected'), confirmed: to('rejected'), inDelivery: no('inDelivery'), ...TERMINAL_CELLS },
  cancel: { open: to('canceled'), awaitingPayment: to('canceled'), confirmed: to('canceled'), inDelivery: to('canceled'), ...TERMINAL_CELLS },
  'in-delivery': {
    open: no('notConfirmed'),
    awaitingPayment: no('notConfirmed'),
    confirmed: to('inDelivery'),
    inDelivery: no('alreadyInDelivery'),
    ...TERMINAL_CELLS,
  },
  completed: { open: no('notConfirmed'), awaitingPayment: no('notConfirmed'), confirmed: to('completed'), inDelivery: to('completed'), ...TERMINAL_CELLS },
};

/** The status flags an action sets. */
export type StatusFlagChanges = Partial<Record<'isConfirmed' | 'isInDelivery' | 'isDelivered' | 'isCompleted' | 'isRejected' | 'isCanceled', true>>;

const CHANGES: Record<OrderAction, (order: OrderStatusState) => StatusFlagChanges> = {
  confirm: () => ({ isConfirmed: true }),
  reject: () => ({ isRejected: true }),
  cancel: () => ({ isCanceled: true }),
  'in-delivery': () => ({ isInDelivery: true }),
  completed: (order) => (order.isDelivery ? { isCompleted: true, isDelivered: true } : { isCompleted: true }),
};

export type TransitionResult =
  { allowed: true; from: OrderStage; to: OrderStage; changes: StatusFlagChanges } | { allowed: false; from: OrderStage; reason: TransitionRefusal };

/** What `action` does to the order: the flags to set, or why it is refused. */
export function orderTransition(action: OrderAction, order: OrderStatusState): TransitionResult {
  const from = orderStage(order);
  const cell = TRANSITIONS[action][from];
  if ('refused' in cell) return { allowed: false, from, reason: cell.refused };
  return { allowed: true, from, to: cell.to, changes: CHANGES[action](order) };
}

/** The actions the back office can offer for the order. */
export function allowedOrderActions(order: OrderStatusState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderTransition(action, order).allowed);
}

/** Whether staff may propose a counter appointment (only while the order waits for confirmation, paid or paid at the shop). */
export function canProposeCounterAppointment(order: OrderStatusState): boolean {
  return orderStage(order) === 'open';
}

/** The catalogue key of a refusal; "already in delivery" reads "already ready" for pickup orders. */
export function refusalMessageKey(reason: TransitionRefusal, order: Pick<OrderStatusState, 'isDelivery'>): OrderActionMessageKey {
  if (reason === 'alreadyInDelivery' && !order.isDelivery) return 'orderAction.alreadyReadyForPickup';
  return `orderAction.${reason}`;
}

/** The German text of a refusal. */
export function refusalMessage(reason: TransitionRefusal, order: Pick<OrderStatusState, 'isDelivery'>): string {
  return orderActionMessages[refusalMessageKey(reason, order)];
}
