/**
 * The staff's payment check (POST /api/orders/{id}/update-payment-status, a route of the payments
 * Lambda under the spec's /api/orders path) and the scheduled job
 * `payment-status-check` (events/jobs/payment-status-check.ts) against DynamoDB Local and the local
 * stack's fake Mollie and Datatrans: a payment whose webhook never arrived is found by asking the
 * provider; orders without an online payment are refused (route) or left alone (job).
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { PAYMENT_CHECK_DELAY_MS, PAYMENT_START_TIMEOUT_MS, checkPendingPayments } from '#events/jobs/payment-status-check.ts';
import { startPayment, type PaymentProvider } from '#functions/payments/start.ts';
import { paymentsMessages } from '#shared/i18n/payments.ts';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { assignBranch, createActors, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { createOrderShop, stored, type OrderShopFixture } from './order-fixtures';
import { paymentOf, pressOnPaymentPage } from './payment-page';

let actors: Actors;
let payments: Handler;
let shop: OrderShopFixture;

const PRICING = { net: 21.73, tax: 2.17, gross: 23.9, totalNet: 21.73, totalTax: 2.17, totalGross: 23.9, taxes: [] };
const NO_FLAGS = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
const log = createLogger({ test: 'payment-status' });

beforeAll(async () => {
  actors = await createActors();
  payments = await loadGroupHandler('payments');
  shop = await createOrderShop({ isDatatransEnabled: true });
  await assignBranch(actors.employee, shop.branch);
});
afterAll(() => actors.tokens.close());

const storeOrder = (paymentMethod: string): Promise<StoredEntity> =>
  createEntity('Order', {
    ...sampleBody('orders', shop.branch.id),
    ...newOrderLink(),
    ...NO_FLAGS,
    idempotencyKey: ulid(),
    ticketNumber: 7,
    paymentMethod,
    pricing: PRICING,
  });

/** An order with its payment started at the fake provider, as order create leaves it. */
async function onlineOrder(provider: PaymentProvider): Promise<StoredEntity> {
  const order = await storeOrder(provider);
  const start = await startPayment(order);
  const payment = { provider, id: start.paymentId, redirectUrl: start.redirectUrl, status: start.status };
  return updateEntity('Order', order.id, { ...order, payment }, order.version);
}

/**
 * The customer pays (or fails) on the fake's page; the order is then put back as it was, as if
 * the provider's webhook had never arrived. Answers the order as stored.
 */
async function settleWithoutWebhook(order: StoredEntity, action: 'pay' | 'fail'): Promise<StoredEntity> {
  await pressOnPaymentPage(paymentOf(order).redirectUrl, action);
  const changed = await stored(order);
  return updateEntity('Order', order.id, { ...changed, ...NO_FLAGS, payment: paymentOf(order) }, changed.version);
}

/** `null`: without sign-in. */
const update = (order: StoredEntity, token: string | null = actors.employee.token): Promise<ApiResponse<Record<string, unknown>>> =>
  invoke(payments, 'POST', { path: '/api/orders/{id}/update-payment-status', params: { id: order.id }, token: token ?? undefined });

describe('POST /api/orders/{id}/update-payment-status', () => {
  it.each(['mollie', 'datatrans'] as const)('%s: a payment paid without a webhook makes the order paid; 200 with the reloaded order', async (provider) => {
    const order = await settleWithoutWebhook(await onlineOrder(provider), 'pay');
    expect(order).toMatchObject({ isPaid: false, payment: { status: paymentOf(order).status } });

    const response = await update(order);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: order.id, isPaid: true, isFailed: false });
    expect(response.body.data).toEqual(await stored(order));
  });

  it('a payment still open: 200 and the order unchanged', async () => {
    const order = await onlineOrder('mollie');
    const response = await update(order);
    expect(response.status).toBe(200);
    expect(await stored(order)).toEqual(order);
  });

  it('409 with the German text for an order paid in the shop', async () => {
    const order = await storeOrder('cash');
    const response = await update(order);
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([{ code: 'payments.noOnlinePayment', message: paymentsMessages['payments.noOnlinePayment'] }]);
    expect(await stored(order)).toEqual(order);
  });

  it('403 for an employee of another branch, 404 for an unknown order, 401 without sign-in', async () => {
    const order = await settleWithoutWebhook(await onlineOrder('mollie'), 'pay');
    const forbidden = await update(order, actors.otherEmployee.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors?.[0]?.code).toBe('auth.branchForbidden');
    expect(await stored(order)).toEqual(order);

    expect((await invoke(payments, 'POST', { path: '/api/orders/{id}/update-payment-status', params: { id: ulid() }, token: actors.admin.token })).status).toBe(
      404,
    );
    expect((await update(order, null)).status).toBe(401);
  });
});

describe('job payment-status-check', () => {
  const later = () => new Date(Date.now() + PAYMENT_CHECK_DELAY_MS + 60_000);

  it('refreshes stale waiting payments (paid and failed) and leaves a cash order untouched', async () => {
    const paid = await settleWithoutWebhook(await onlineOrder('mollie'), 'pay');
    const failed = await settleWithoutWebhook(await onlineOrder('datatrans'), 'fail');
    const cash = await storeOrder('cash');

    const result = await checkPendingPayments(later(), log);
    expect(result.checked).toBeGreaterThanOrEqual(2);
    expect(await stored(paid)).toMatchObject({ isPaid: true, isFailed: false });
    expect(await stored(failed)).toMatchObject({ isPaid: false, isFailed: true });
    expect(await stored(cash)).toEqual(cash);
  });

  it('fails an online order whose payment was never started once 30 minutes have passed, and not before', async () => {
    // The customer closed the tab between ordering and the start link: no provider knows the order.
    const order = await storeOrder('mollie');
    const created = Date.parse(order.createdAt);
    await checkPendingPayments(new Date(created + PAYMENT_START_TIMEOUT_MS - 60_000), log);
    expect(await stored(order)).toEqual(order);

    const late = await checkPendingPayments(new Date(created + PAYMENT_START_TIMEOUT_MS + 60_000), log);
    expect(late.abandoned).toBeGreaterThanOrEqual(1);
    expect(await stored(order)).toMatchObject({ isFailed: true, isPaid: false });
    expect((await stored(order)).payment).toBeUndefined();
  });

  it('leaves orders younger than two minutes to the webhook', async () => {
    const order = await settleWithoutWebhook(await onlineOrder('mollie'), 'pay');
    await checkPendingPayments(new Date(), log);
    expect(await stored(order)).toEqual(order);
  });
});
