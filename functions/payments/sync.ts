/**
 * Bringing an order up to date with its payment: fetch the payment from the provider (never trust
 * what a webhook says), find its order, store what changed, publish the change.
 *
 * The order of a payment (ACCESS_PATTERNS.md #20): Mollie keeps our order id in the payment's
 * metadata (→ order by id), Datatrans keeps the order uid as refno (→ order by uid). No key of our
 * own is needed; the order's stored `payment.id` must match (status.ts isPaymentOfOrder).
 *
 * Events, after the write (like order create: a failed publish is logged, the stored order stays
 * right and the shop sees it in its lists):
 * - `PaymentStatusChanged` (events/contracts/payments.ts) on every change;
 * - `OrderPlaced` (events/contracts/orders.ts) when the payment becomes paid: order create leaves that
 *   event to us for online payments, so the shop is told only about orders that are paid.
 */
import { ORDER_EVENT_SOURCE, ORDER_PLACED, orderPlacedDetail } from '#events/contracts/orders.ts';
import { PAYMENT_EVENT_SOURCE, PAYMENT_STATUS_CHANGED, paymentStatusChangedDetailSchema } from '#events/contracts/payments.ts';
import { EntityNotFoundError, VersionConflictError } from '../db/errors';
import { findOrderByUid } from '../db/orders';
import { getEntity, updateEntity, type StoredEntity } from '../db/repository';
import { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';
import { fetchDatatransTransaction } from './datatrans';
import { fetchMolliePayment } from './mollie';
import { paymentError } from './errors';
import { datatransSettings, mollieSettings } from './settings';
import { isPaymentOfOrder, onlinePaymentOf, paymentUpdate, type PaymentProvider, type ProviderPayment } from './status';

/**
 * The payment as its provider has it now; undefined for an id the provider does not know.
 * A provider that cannot be reached is a 502 with a German message (the cause is logged).
 */
export async function fetchProviderPayment(provider: PaymentProvider, id: string, log: Logger): Promise<ProviderPayment | undefined> {
  // Settings first: a provider without credentials is 'not configured' (503), not unreachable.
  const fetchPayment =
    provider === 'mollie' ? fetchMolliePayment.bind(undefined, await mollieSettings()) : fetchDatatransTransaction.bind(undefined, await datatransSettings());
  try {
    return await fetchPayment(id);
  } catch (error) {
    log.error('payment provider failed', { provider, paymentId: id, error });
    throw paymentError(502, 'payments.providerUnavailable');
  }
}

/** The order a provider's payment belongs to, if any. */
export async function orderOfPayment(payment: ProviderPayment): Promise<StoredEntity | undefined> {
  const reference = payment.reference;
  if (!reference) return undefined;
  const order = 'orderId' in reference ? await getEntity('Order', reference.orderId, { consistent: true }) : await findOrderByUid(reference.uid);
  return order && isPaymentOfOrder(order, payment) ? order : undefined;
}

const WRITE_ATTEMPTS = 3;

/**
 * Stores the payment's meaning on its order (status.ts paymentUpdate) and publishes the change;
 * returns the order as stored. Idempotent: an order that already says it all is not written, and
 * a concurrent webhook and return (a version conflict) re-read the order and usually find nothing
 * left to do.
 */
export async function applyPayment(order: StoredEntity, payment: ProviderPayment, log: Logger): Promise<StoredEntity> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    const update = paymentUpdate(current, payment);
    if (!update) return current;
    try {
      const saved = await updateEntity('Order', current.id, { ...current, ...update }, current.version, { previous: current });
      await announce(current, saved, payment, log);
      return saved;
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= WRITE_ATTEMPTS) throw error;
      const fresh = await getEntity('Order', current.id, { consistent: true });
      if (!fresh) throw new EntityNotFoundError('Order', current.id);
      current = fresh;
    }
  }
}

/**
 * Asks the provider about the order's online payment and stores the answer (the return route, the
 * staff's "update payment status" and the pending-payments job); returns the order as stored
 * after. An order without an online payment, or whose payment the provider does not know, is
 * returned as it is; an unreachable provider is the 502 of fetchProviderPayment.
 */
export async function refreshOrderPayment(order: StoredEntity, log: Logger): Promise<StoredEntity> {
  const online = onlinePaymentOf(order);
  if (!online) return order;
  const payment = await fetchProviderPayment(online.provider, online.id, log);
  return payment ? applyPayment(order, payment, log) : order;
}

async function announce(before: StoredEntity, after: StoredEntity, payment: ProviderPayment, log: Logger): Promise<void> {
  const detail = {
    orderId: after.id,
    uid: String(after.uid),
    branchId: (after.branch as { id?: string } | undefined)?.id,
    provider: payment.provider,
    paymentId: payment.id,
    status: payment.status,
    isPaid: after.isPaid === true,
    isFailed: after.isFailed === true,
    isRefunded: after.isRefunded === true,
  };
  const events: Array<[string, string, () => object]> = [[PAYMENT_EVENT_SOURCE, PAYMENT_STATUS_CHANGED, () => paymentStatusChangedDetailSchema.parse(detail)]];
  if (after.isPaid === true && before.isPaid !== true) events.push([ORDER_EVENT_SOURCE, ORDER_PLACED, () => orderPlacedDetail(after)]);
  for (const [source, detailType, build] of events) {
    try {
      await publishEvent(source, detailType, build());
    } catch (error) {
      log.error('event not published', { source, detailType, orderId: after.id, paymentId: payment.id, error });
    }
  }
}
