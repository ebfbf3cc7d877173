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
 * One order failing (provider unreachable, write conflict) is logged and the others go on; the
 * next run tries it again.
 */
import { listEntities, type StoredEntity } from '../db/repository';
import { createLogger, type Logger } from '../lib/logger';
import { openOrders } from '../orders/service';
import { onlinePaymentOf, paymentState } from './status';
import { refreshOrderPayment } from './sync';

/** How old an order must be before the job asks for its payment. */
export const PAYMENT_CHECK_DELAY_MS = 2 * 60_000;

/** Whether the order's online payment still waits for the provider's last word. */
export function isPaymentWaiting(order: StoredEntity): boolean {
  const online = onlinePaymentOf(order);
  return online !== undefined && order.isPaid !== true && order.isFailed !== true && paymentState(online.provider, online.status ?? '') === 'waiting';
}

/** Refreshes the waiting payments of orders created before now − 2 minutes; answers how many were checked and failed. */
export async function checkPendingPayments(now: Date, log: Logger): Promise<{ checked: number; failed: number }> {
  const branchIds = (await listEntities('Branch')).map((branch) => branch.id);
  const before = now.getTime() - PAYMENT_CHECK_DELAY_MS;
  const waiting = (await openOrders(branchIds)).filter((order) => isPaymentWaiting(order) && Date.parse(order.createdAt) < before);
  let failed = 0;
  for (const order of waiting) {
    try {
      await refreshOrderPayment(order, log);
    } catch (error) {
      failed++;
      log.error('payment status not checked', { orderId: order.id, error });
    }
  }
  return { checked: waiting.length, failed };
}

export async function handler(): Promise<void> {
  const log = createLogger({ group: 'payments', step: 'payment-status-check' });
  const result = await checkPendingPayments(new Date(), log);
  log.info('pending payments checked', result);
}
