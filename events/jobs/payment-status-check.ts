/**
 * Scheduled job `payment-status-check` (events/rules.ts, every 5 minutes): asks the providers
 * about the online payments that still wait, in case a webhook never arrived (provider outage,
 * shop offline), so a paid order does not stay hidden from the branch and a failed one leaves the
 * open orders. Each order is refreshed as the webhook does (./sync.ts refreshOrderPayment).
 *
 * Which orders: open orders of every branch with an online payment whose stored status still
 * waits, created more than two minutes ago. Decision: the two minutes leave the customer on the
 * payment page and the webhook their usual time; a checkout abandoned on the provider's page
 * turns failed by itself once the provider expires the payment (Mollie after about 15 minutes).
 *
 * It also ends online orders whose payment was never started: the customer closed the tab between
 * ordering and the start link (GET /api/payments/start, ./start-route.ts), so no provider knows
 * them. Decision: 30 minutes after ordering they are failed like an order whose start failed, so
 * they leave the open orders and the start link then leads to checkout/error; 30 minutes is twice
 * the time Mollie gives a started payment.
 *
 * One order failing (provider unreachable, write conflict) is logged and the others go on; the
 * next run tries it again.
 */
import { isOnlinePaymentMethod } from '#shared/order-status/transitions.ts';
import { listEntities, type StoredEntity } from '#functions/db/repository.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { openOrders } from '#functions/orders/service.ts';
import { markPaymentNotStarted } from '#functions/payments/start-route.ts';
import { onlinePaymentOf, paymentState } from '#functions/payments/status.ts';
import { refreshOrderPayment } from '#functions/payments/sync.ts';

/** How old an order must be before the job asks for its payment. */
export const PAYMENT_CHECK_DELAY_MS = 2 * 60_000;

/** How long an online order may wait for its payment to be started before it counts as abandoned. */
export const PAYMENT_START_TIMEOUT_MS = 30 * 60_000;

/** Whether the order's online payment was never started at a provider (and nothing settled it). */
export function isPaymentNeverStarted(order: StoredEntity): boolean {
  return isOnlinePaymentMethod(String(order.paymentMethod)) && onlinePaymentOf(order) === undefined && order.isPaid !== true && order.isFailed !== true;
}

/** Whether the order's online payment still waits for the provider's last word. */
export function isPaymentWaiting(order: StoredEntity): boolean {
  const online = onlinePaymentOf(order);
  return online !== undefined && order.isPaid !== true && order.isFailed !== true && paymentState(online.provider, online.status ?? '') === 'waiting';
}

/**
 * Refreshes the waiting payments of orders created before now − 2 minutes and fails the orders
 * whose payment was not started within 30 minutes; answers how many were checked, could not be
 * checked, and were abandoned.
 */
export async function checkPendingPayments(now: Date, log: Logger): Promise<{ checked: number; failed: number; abandoned: number }> {
  const branchIds = (await listEntities('Branch')).map((branch) => branch.id);
  const open = await openOrders(branchIds);
  const olderThan = (ms: number) => (order: StoredEntity) => Date.parse(order.createdAt) < now.getTime() - ms;
  const abandoned = open.filter(isPaymentNeverStarted).filter(olderThan(PAYMENT_START_TIMEOUT_MS));
  for (const order of abandoned) await markPaymentNotStarted(order, log);
  const waiting = open.filter(isPaymentWaiting).filter(olderThan(PAYMENT_CHECK_DELAY_MS));
  let failed = 0;
  for (const order of waiting) {
    try {
      await refreshOrderPayment(order, log);
    } catch (error) {
      failed++;
      log.error('payment status not checked', { orderId: order.id, error });
    }
  }
  return { checked: waiting.length, failed, abandoned: abandoned.length };
}

export async function handler(): Promise<void> {
  const log = createLogger({ group: 'payments', step: 'payment-status-check' });
  const result = await checkPendingPayments(new Date(), log);
  log.info('pending payments checked', result);
}
