/**
 * GET /api/payments/start/{uid}/{hash} (access publicOrder): the customer's way from the checkout
 * to the provider's payment page. Order create stores the order and answers this address as
 * `paymentRedirectUrl` (functions/orders/create.ts); the browser navigates here and is sent on
 * with a 302:
 * - to the provider's page of the order's payment: the one stored, else one created now
 *   (./start.ts startPayment) and stored on the order;
 * - to /status/{uid}/{hash} for an order that is paid or not paid online (nothing to pay here);
 * - to /store/{branchIdentifier}/checkout/error for a failed order, and when the payment cannot be
 *   started (provider unreachable or not configured): the order is then marked failed, so it
 *   leaves the open orders, as order create did while it started payments itself.
 *
 * Why a route of its own: the providers' calls and settings stay in the payments Lambda; the
 * orders Lambda has no room for them in its 300 KB (DESIGN.md §9).
 *
 * Decisions:
 * - A repeated visit (reload, back button, a double-clicked order button that opened two tabs)
 *   goes to the payment already stored, never to a second one.
 * - Two visits at the very same moment may both create a provider payment; only the first one
 *   written is kept on the order (a conditional write) and both browsers go to it. The other
 *   payment is never shown to anyone, expires unpaid at the provider, and its webhooks are
 *   ignored because it is not the order's payment (./status.ts isPaymentOfOrder).
 */
import { isOnlinePaymentMethod } from '#shared/order-status/transitions.ts';
import { VersionConflictError } from '../db/errors';
import { getEntity, updateEntity, type StoredEntity } from '../db/repository';
import { notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { route, type RouteDefinition } from '../lib/router';
import { failedPaymentPage, redirect, statusPage } from './pages';
import { startPayment } from './start';

/** How often the payment is written again after another write to the order got there first. */
const WRITE_ATTEMPTS = 3;

const storedPaymentPage = (order: StoredEntity): string | undefined => {
  const url = (order.payment as { redirectUrl?: unknown } | undefined)?.redirectUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
};

/** Where an order is sent without starting a payment; undefined while its payment is still to be started. */
async function pageWithoutStart(order: StoredEntity): Promise<string | undefined> {
  if (order.isPaid === true || !isOnlinePaymentMethod(String(order.paymentMethod))) return statusPage(order);
  if (order.isFailed === true) return failedPaymentPage(order);
  return storedPaymentPage(order);
}

const reread = async (order: StoredEntity): Promise<StoredEntity> => (await getEntity('Order', order.id, { consistent: true })) ?? order;

/**
 * An order whose payment could not be started (here, or never: events/jobs/payment-status-check.ts) is failed,
 * unless another visit has started it meanwhile.
 */
export async function markPaymentNotStarted(order: StoredEntity, log: Logger): Promise<void> {
  try {
    const current = await reread(order);
    if (storedPaymentPage(current) || current.isPaid === true || current.isFailed === true) return;
    await updateEntity('Order', current.id, { ...current, isFailed: true }, current.version, { previous: current });
  } catch (error) {
    log.error('payment start: could not mark the order failed', { orderId: order.id, error });
  }
}

async function startAndStore(order: StoredEntity, log: Logger): Promise<string> {
  const start = await startPayment(order);
  const payment = { provider: start.provider, id: start.paymentId, redirectUrl: start.redirectUrl, status: start.status };
  let current = order;
  for (let attempt = 1; ; attempt++) {
    try {
      await updateEntity('Order', current.id, { ...current, payment }, current.version, { previous: current });
      return payment.redirectUrl;
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= WRITE_ATTEMPTS) throw error;
      current = await reread(current);
      const page = await pageWithoutStart(current);
      if (page) {
        log.info('payment start: another visit stored the payment first', { orderId: order.id, unused: payment.id });
        return page;
      }
    }
  }
}

export const startPaymentRoute: RouteDefinition = route({
  handle: async ({ caller, log }) => {
    if (caller.kind !== 'publicOrder') throw notFound('orders');
    // Consistent: the access check's uid lookup reads the order eventually consistent, which may
    // not show a payment stored a moment ago by the first visit.
    const order = await reread(caller.order);
    const page = await pageWithoutStart(order);
    if (page) return redirect(page);
    try {
      return redirect(await startAndStore(order, log));
    } catch (error) {
      log.error('payment start: the online payment could not be started', { orderId: order.id, paymentMethod: order.paymentMethod, error });
      await markPaymentNotStarted(order, log);
      // Failed now, or started meanwhile by another visit, whose payment page is then the answer.
      const current = await reread(order);
      return redirect((await pageWithoutStart(current)) ?? (await failedPaymentPage(current)));
    }
  },
});
