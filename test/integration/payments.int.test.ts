/**
 * Online payments against the local stack's fake Mollie and fake Datatrans (infra/local/fakes),
 * with the real HTTP calls of functions/payments (Mollie and Datatrans through fetch): start a
 * payment, pay or fail it on the fake's page (the fake calls the webhook of the local server,
 * as the provider would), refund it, and come back through the return route.
 */
import { CreateSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { findOrderByUid, queryOpenOrders } from '#functions/db/orders.ts';
import { createEntity, deleteEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { ENV, readConfig } from '#functions/lib/config.ts';
import { FAKE_DATATRANS, FAKE_MOLLIE_API_KEY } from '../../infra/local/fakes';
import { datatransSignature } from '#functions/payments/datatrans.ts';
import { createMolliePayment, fetchMolliePayment } from '#functions/payments/mollie.ts';
import { startPayment, type PaymentProvider } from '#functions/payments/start.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { paymentsMessages } from '#shared/i18n/payments.ts';
import { ORDER_STATUS_FLAGS, type OrderCreated } from '#shared/schemas/order.ts';
import { configSchema } from '#shared/schemas/config.ts';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { sampleBody } from './fixtures';
import { createOrderShop, takeawayBody, type OrderShopFixture } from './order-fixtures';
import { paymentOf, pressOnPaymentPage } from './payment-page';

let payments: Handler;
let orders: Handler;
let shop: OrderShopFixture;

const PRICING = { net: 21.73, tax: 2.17, gross: 23.9, totalNet: 21.73, totalTax: 2.17, totalGross: 23.9, taxes: [] };
const NO_FLAGS = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));

interface BusEvent {
  source: string;
  'detail-type': string;
  detail: Record<string, unknown>;
}

async function eventsOf(orderId: string): Promise<string[]> {
  const response = await fetch(readConfig().eventBridgeEndpoint!);
  const events = ((await response.json()) as { data: BusEvent[] }).data;
  return events.filter((event) => event.detail.orderId === orderId).map((event) => `${event.source} ${event['detail-type']}`);
}

const reread = async (order: StoredEntity): Promise<StoredEntity> => (await getEntity('Order', order.id, { consistent: true }))!;

/** An order stored as order create stores it, with its payment started at the fake provider. */
async function onlineOrder(provider: PaymentProvider, fields: Record<string, unknown> = {}): Promise<StoredEntity> {
  const order = await createEntity('Order', {
    ...sampleBody('orders', shop.branch.id),
    ...newOrderLink(),
    ...NO_FLAGS,
    ticketNumber: 7,
    paymentMethod: provider,
    pricing: PRICING,
    ...fields,
  });
  const start = await startPayment(order);
  const payment = { provider, id: start.paymentId, redirectUrl: start.redirectUrl, status: start.status };
  return updateEntity('Order', order.id, { ...order, payment }, order.version);
}

/** The customer presses a button on the fake's page for this order (23,90 € in these tests). */
const pressOn = (order: StoredEntity, action: 'pay' | 'fail'): Promise<string> => pressOnPaymentPage(paymentOf(order).redirectUrl, action, '23,90');

const returnTo = (order: StoredEntity): Promise<ApiResponse> =>
  invoke(payments, 'GET', { path: '/api/payments/return/{uid}/{hash}', params: { uid: String(order.uid), hash: String(order.hash) } });

const mollieWebhook = (body: string | undefined, contentType = 'application/x-www-form-urlencoded'): Promise<ApiResponse> =>
  invoke(payments, 'POST', { path: '/api/payments/mollie/webhook', body, headers: { 'content-type': contentType } });

const datatransWebhook = (body: string, signature?: string): Promise<ApiResponse> =>
  invoke(payments, 'POST', {
    path: '/api/payments/datatrans/webhook',
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'datatrans-signature': signature } : {}) },
  });

const signed = (body: string, timestamp = String(Date.now())): string => `t=${timestamp},s0=${datatransSignature(FAKE_DATATRANS.hmacKey, timestamp, body)}`;

/** Mollie's API as the shop's dashboard uses it (here the fake's, with its key): a payment, a refund. */
async function mollieApi(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, process.env[ENV.mollieApiEndpoint]), {
    method,
    headers: { authorization: `Bearer ${FAKE_MOLLIE_API_KEY}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const mollieSettingsOfTheFake = (apiKey = FAKE_MOLLIE_API_KEY) => ({ apiKey, apiEndpoint: process.env[ENV.mollieApiEndpoint]! });

async function datatransTransaction(transactionId: string): Promise<Record<string, unknown>> {
  const credentials = Buffer.from(`${FAKE_DATATRANS.merchantId}:${FAKE_DATATRANS.password}`).toString('base64');
  const response = await fetch(`${process.env[ENV.datatransApiEndpoint]}/v1/transactions/${transactionId}`, {
    headers: { authorization: `Basic ${credentials}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  payments = await loadGroupHandler('payments');
  orders = await loadGroupHandler('orders');
  shop = await createOrderShop({ isDatatransEnabled: true });
});

describe('Mollie', () => {
  it('starts the payment with the order total, uid and return and webhook addresses', async () => {
    const order = await onlineOrder('mollie');
    const payment = await mollieApi('GET', `payments/${paymentOf(order).id}`);
    const origin = process.env[ENV.publicUrl];
    expect(payment).toMatchObject({
      status: 'open',
      amount: { currency: 'EUR', value: '23.90' },
      description: `Bestellung ${String(order.uid)}`,
      redirectUrl: `${origin}/api/payments/return/${String(order.uid)}/${String(order.hash)}`,
      webhookUrl: `${origin}/api/payments/mollie/webhook`,
      metadata: { orderId: order.id, uid: order.uid },
    });
    expect(paymentOf(order)).toMatchObject({ status: 'open', redirectUrl: (payment._links as { checkout: { href: string } }).checkout.href });
  });

  it('pay on the page → webhook → order paid, OrderPlaced and PaymentStatusChanged; back to the status page', async () => {
    const order = await onlineOrder('mollie');
    const location = await pressOn(order, 'pay');
    expect(location).toBe(`${process.env[ENV.publicUrl]}/api/payments/return/${String(order.uid)}/${String(order.hash)}`);

    const paid = await reread(order);
    expect(paid).toMatchObject({ isPaid: true, isFailed: false, isRefunded: false, payment: { provider: 'mollie', id: paymentOf(order).id, status: 'paid' } });
    expect(await eventsOf(order.id)).toEqual(['theke.payments PaymentStatusChanged', 'theke.orders OrderPlaced']);

    const back = await returnTo(order);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`/status/${String(order.uid)}/${String(order.hash)}`);
  });

  it('the same webhook again changes nothing and publishes nothing', async () => {
    const order = await onlineOrder('mollie');
    await pressOn(order, 'pay');
    const paid = await reread(order);
    const events = await eventsOf(order.id);

    for (let time = 0; time < 2; time++) {
      const response = await mollieWebhook(`id=${paymentOf(order).id}`);
      expect(response.status).toBe(200);
    }
    expect(await reread(order)).toEqual(paid);
    expect(await eventsOf(order.id)).toEqual(events);
  });

  it('fail on the page → order failed (leaves the open orders), back to checkout/error of the branch', async () => {
    const order = await onlineOrder('mollie');
    await pressOn(order, 'fail');
    expect(await reread(order)).toMatchObject({ isPaid: false, isFailed: true, payment: { status: 'failed' } });
    expect(await eventsOf(order.id)).toEqual(['theke.payments PaymentStatusChanged']);

    const back = await returnTo(order);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`/store/${String(shop.branch.identifier)}/checkout/error`);
  });

  it('a customer back before paying goes to the status page and the order keeps waiting', async () => {
    const order = await onlineOrder('mollie');
    const back = await returnTo(order);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`/status/${String(order.uid)}/${String(order.hash)}`);
    expect(await reread(order)).toEqual(order);
  });

  it('the return asks Mollie itself: a payment paid without a webhook is seen as paid', async () => {
    const order = await onlineOrder('mollie');
    // Pay, then put the order back as if the webhook had never arrived.
    await pressOn(order, 'pay');
    const paid = await reread(order);
    await updateEntity('Order', order.id, { ...paid, isPaid: false, payment: { ...paymentOf(paid), status: 'open' } }, paid.version);

    const back = await returnTo(order);
    expect(back.headers.location).toBe(`/status/${String(order.uid)}/${String(order.hash)}`);
    expect(await reread(order)).toMatchObject({ isPaid: true, payment: { status: 'paid' } });
  });

  it('a refund of part of the amount is recorded; the whole amount back makes the order refunded', async () => {
    const order = await onlineOrder('mollie');
    await pressOn(order, 'pay');
    const id = paymentOf(order).id;

    await mollieApi('POST', `payments/${id}/refunds`, { amount: { currency: 'EUR', value: '10.00' } });
    expect(await reread(order)).toMatchObject({ isPaid: true, isRefunded: false, payment: { amountRefunded: 10 } });

    await mollieApi('POST', `payments/${id}/refunds`, { amount: { currency: 'EUR', value: '13.90' } });
    expect(await reread(order)).toMatchObject({ isPaid: true, isRefunded: true, payment: { status: 'paid', amountRefunded: 23.9 } });
    expect(await eventsOf(order.id)).toEqual([
      'theke.payments PaymentStatusChanged',
      'theke.orders OrderPlaced',
      'theke.payments PaymentStatusChanged',
      'theke.payments PaymentStatusChanged',
    ]);
  });

  it("a payment that is not the order's stored one leaves the order alone", async () => {
    const order = await onlineOrder('mollie');
    // A second payment for the same order (its metadata names the order), never stored on it.
    const stray = await startPayment(order);
    await fetch(stray.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(await reread(order)).toEqual(order);
  });

  it('refuses a webhook without a payment id (400, German); an id Mollie does not know is answered 200', async () => {
    for (const [body, type] of [
      [undefined, 'application/x-www-form-urlencoded'],
      ['id=', 'application/x-www-form-urlencoded'],
      ['id=pay_123', 'application/x-www-form-urlencoded'],
      ['{"id":"tr_abc"}', 'application/json'],
    ] as const) {
      const response = await mollieWebhook(body, type);
      expect(response.status, String(body)).toBe(400);
      expect(response.body.errors).toEqual([
        { code: 'payments.webhookInvalid', message: 'Die Zahlungsbenachrichtigung enthält keine gültige Zahlungskennung.' },
      ]);
    }
    const unknown = await mollieWebhook('id=tr_unbekannt123');
    expect(unknown.status).toBe(200);
  });
});

describe('Datatrans', () => {
  it('starts the transaction in cents with the uid as refno', async () => {
    const order = await onlineOrder('datatrans');
    expect(paymentOf(order)).toMatchObject({ status: 'initialized', redirectUrl: `${process.env[ENV.datatransPayEndpoint]}/v1/start/${paymentOf(order).id}` });
    expect(await datatransTransaction(paymentOf(order).id)).toMatchObject({ status: 'initialized', currency: 'EUR', refno: order.uid });
  });

  it('pay on the page → signed webhook → order paid; back to the status page', async () => {
    const order = await onlineOrder('datatrans');
    const location = await pressOn(order, 'pay');
    expect(location).toBe(`${process.env[ENV.publicUrl]}/api/payments/return/${String(order.uid)}/${String(order.hash)}?datatransTrxId=${paymentOf(order).id}`);
    expect(await reread(order)).toMatchObject({ isPaid: true, isFailed: false, payment: { provider: 'datatrans', status: 'settled' } });
    expect(await eventsOf(order.id)).toEqual(['theke.payments PaymentStatusChanged', 'theke.orders OrderPlaced']);
    expect((await returnTo(order)).headers.location).toBe(`/status/${String(order.uid)}/${String(order.hash)}`);
  });

  it('fail on the page → order failed, back to checkout/error', async () => {
    const order = await onlineOrder('datatrans');
    await pressOn(order, 'fail');
    expect(await reread(order)).toMatchObject({ isPaid: false, isFailed: true, payment: { status: 'failed' } });
    expect((await returnTo(order)).headers.location).toBe(`/store/${String(shop.branch.identifier)}/checkout/error`);
  });

  it('a webhook with a missing or wrong signature is refused (401) and changes nothing', async () => {
    const order = await onlineOrder('datatrans');
    const body = JSON.stringify({ transactionId: paymentOf(order).id, status: 'settled' });
    const forged = JSON.stringify({ transactionId: paymentOf(order).id, status: 'canceled' });
    for (const signature of [undefined, 't=1,s0=00', signed(forged).replace(/s0=.*/, `s0=${'0'.repeat(64)}`), signed(body)]) {
      const response = await datatransWebhook(forged, signature);
      expect(response.status).toBe(401);
      expect(response.body.errors).toEqual([{ code: 'payments.signatureInvalid', message: 'Die Signatur der Zahlungsbenachrichtigung ist ungültig.' }]);
    }
    expect(await reread(order)).toEqual(order);

    // Correctly signed: accepted, and the status still comes from Datatrans (still initialized).
    const accepted = await datatransWebhook(forged, signed(forged));
    expect(accepted.status).toBe(200);
    expect(await reread(order)).toEqual(order);
  });

  it('a signed webhook without a transaction id is a 400', async () => {
    const body = JSON.stringify({ status: 'settled' });
    const response = await datatransWebhook(body, signed(body));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.code).toBe('payments.webhookInvalid');
  });
});

describe('when the provider is not there', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of [ENV.paymentSecretArn, ENV.mollieApiEndpoint, ENV.publicUrl]) process.env[name] = saved[name];
  });

  const notConfigured = {
    status: 503,
    errors: [{ code: 'payments.notConfigured', message: 'Die Online-Zahlung ist derzeit nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.' }],
  };

  it('a provider without credentials in the payment secret, no readable secret, or no public address: "not configured" (503, German)', async () => {
    const order = await createEntity('Order', {
      ...sampleBody('orders', shop.branch.id),
      ...newOrderLink(),
      ...NO_FLAGS,
      paymentMethod: 'mollie',
      pricing: PRICING,
    });
    // A shop that has entered only its Datatrans credentials, as the stack creates the secret: empty fields.
    const secrets = new SecretsManagerClient({ endpoint: process.env[ENV.secretsManagerEndpoint], region: readConfig().region });
    const { ARN } = await secrets.send(
      new CreateSecretCommand({
        Name: `theke/test/${String(order.uid)}`,
        SecretString: JSON.stringify({
          mollieApiKey: '',
          datatransMerchantId: FAKE_DATATRANS.merchantId,
          datatransPassword: FAKE_DATATRANS.password,
          datatransHmacKey: FAKE_DATATRANS.hmacKey,
        }),
      }),
    );
    process.env[ENV.paymentSecretArn] = ARN;
    await expect(startPayment(order)).rejects.toMatchObject(notConfigured);
    await expect(startPayment({ ...order, paymentMethod: 'datatrans' })).resolves.toMatchObject({ provider: 'datatrans', status: 'initialized' });

    process.env[ENV.paymentSecretArn] = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:gibt-es-nicht';
    await expect(startPayment(order)).rejects.toMatchObject(notConfigured);
    const webhook = await mollieWebhook('id=tr_abc123');
    expect(webhook.status).toBe(503);
    expect(webhook.body.errors).toEqual(notConfigured.errors);

    process.env[ENV.paymentSecretArn] = saved[ENV.paymentSecretArn];
    delete process.env[ENV.publicUrl];
    await expect(startPayment(order)).rejects.toMatchObject(notConfigured);
  });

  it("Mollie's error answers: an Error with the HTTP status and Mollie's detail; 404 is no payment", async () => {
    const request = {
      amountCents: 2390,
      currency: 'EUR',
      description: 'Bestellung test',
      redirectUrl: 'http://localhost/zurueck',
      webhookUrl: 'http://localhost/webhook',
      orderId: 'order',
      uid: 'uid',
    };
    await expect(createMolliePayment(mollieSettingsOfTheFake('test_falscherSchluessel'), request)).rejects.toThrow(
      'Mollie create payment: HTTP 401 Missing authentication, or failed to authenticate',
    );
    await expect(createMolliePayment(mollieSettingsOfTheFake(), { ...request, description: '' })).rejects.toThrow(
      'Mollie create payment: HTTP 422 The description is invalid (description)',
    );
    await expect(fetchMolliePayment(mollieSettingsOfTheFake('test_falscherSchluessel'), 'tr_unbekannt123')).rejects.toThrow(
      'Mollie get payment: HTTP 401 Missing authentication',
    );
    await expect(fetchMolliePayment(mollieSettingsOfTheFake(), 'tr_unbekannt123')).resolves.toBeUndefined();
    const created = await createMolliePayment(mollieSettingsOfTheFake(), request);
    expect(created).toMatchObject({ id: expect.stringMatching(/^tr_/), status: 'open', checkoutUrl: expect.stringMatching(/\/checkout\/tr_/) });
    expect(await fetchMolliePayment(mollieSettingsOfTheFake(), created.id)).toEqual({
      provider: 'mollie',
      id: created.id,
      status: 'open',
      state: 'waiting',
      amountCents: 2390,
      refundedCents: 0,
      reference: { orderId: 'order' },
    });
  });

  it("Mollie refusing the key: 502 with the German message for the start and the webhook, nothing of Mollie's text", async () => {
    const order = await onlineOrder('mollie');
    const secrets = new SecretsManagerClient({ endpoint: process.env[ENV.secretsManagerEndpoint], region: readConfig().region });
    const { ARN } = await secrets.send(
      new CreateSecretCommand({ Name: `theke/test/falsch-${String(order.uid)}`, SecretString: JSON.stringify({ mollieApiKey: 'test_falscherSchluessel' }) }),
    );
    process.env[ENV.paymentSecretArn] = ARN;
    const unavailable = [{ code: 'payments.providerUnavailable', message: paymentsMessages['payments.providerUnavailable'] }];
    await expect(startPayment(order)).rejects.toMatchObject({ status: 502, errors: unavailable });
    const webhook = await mollieWebhook(`id=${paymentOf(order).id}`);
    expect(webhook.status).toBe(502);
    expect(webhook.body.errors).toEqual(unavailable);
    expect(await reread(order)).toEqual(order);
  });

  it('an unreachable provider: 502 for the start and the webhook (Mollie tries again), the return still goes to the status page', async () => {
    const order = await onlineOrder('mollie');
    process.env[ENV.mollieApiEndpoint] = 'http://127.0.0.1:9/v2/';
    await expect(startPayment(order)).rejects.toMatchObject({ status: 502, errors: [{ code: 'payments.providerUnavailable' }] });
    const webhook = await mollieWebhook(`id=${paymentOf(order).id}`);
    expect(webhook.status).toBe(502);
    expect(webhook.body.errors?.[0]?.code).toBe('payments.providerUnavailable');
    expect((await returnTo(order)).headers.location).toBe(`/status/${String(order.uid)}/${String(order.hash)}`);
    expect(await reread(order)).toEqual(order);
  });
});

describe('through POST /api/orders/public', () => {
  // The shop configuration is one record for all tests: switch Mollie on and put it back afterwards.
  let previousConfig: StoredEntity | undefined;
  beforeAll(async () => {
    previousConfig = await getEntity('Config', CONFIG_ID, { consistent: true });
    if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig, isMollieEnabled: true }, previousConfig.version);
    else await createEntity('Config', { ...configSchema.parse({}), isMollieEnabled: true }, { id: CONFIG_ID });
  });
  afterAll(async () => {
    const current = await getEntity('Config', CONFIG_ID, { consistent: true });
    if (!current) return;
    if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig }, current.version);
    else await deleteEntity('Config', CONFIG_ID);
  });

  const order = (body: unknown) => invoke<OrderCreated>(orders, 'POST', { path: '/api/orders/public', body });
  /** The browser following `paymentRedirectUrl` (relative, on the shop's origin). */
  const visit = (link: string) => {
    const [, uid, hash] = /^\/api\/payments\/start\/([^/]+)\/([^/]+)$/.exec(link)!;
    return invoke(payments, 'GET', { path: '/api/payments/start/{uid}/{hash}', params: { uid: uid!, hash: hash! } });
  };

  it('an order paid with Mollie: start link, payment page, pay, paid order, OrderPlaced once', async () => {
    const response = await order(takeawayBody(shop, { paymentMethod: 'mollie' }));
    expect(response.status).toBe(201);
    const { uid, hash, paymentRedirectUrl } = response.body.data!;
    expect(paymentRedirectUrl).toBe(`/api/payments/start/${uid}/${hash}`);
    const created = (await findOrderByUid(uid))!;
    expect(created).not.toHaveProperty('payment');

    const start = await visit(paymentRedirectUrl!);
    expect(start.status).toBe(302);
    const page = String(start.headers.location);
    expect(page).toMatch(/^http:\/\/localhost:\d+\/checkout\/tr_/);
    const started = await reread(created);
    expect(paymentOf(started)).toMatchObject({ redirectUrl: page, status: 'open' });
    // The start link again (reload, second tab): the same payment, no second one.
    expect((await visit(paymentRedirectUrl!)).headers.location).toBe(page);
    expect(await reread(created)).toEqual(started);
    expect(await eventsOf(created.id)).toEqual([]);

    await pressOnPaymentPage(page, 'pay', '8,75');
    const paid = await reread(created);
    expect(paid).toMatchObject({ isPaid: true, payment: { provider: 'mollie', id: paymentOf(started).id, status: 'paid' } });
    expect(await eventsOf(created.id)).toEqual(['theke.payments PaymentStatusChanged', 'theke.orders OrderPlaced']);
    // Paid: the start link shows the status page.
    expect((await visit(paymentRedirectUrl!)).headers.location).toBe(`/status/${uid}/${hash}`);
  });

  it('two visits of the start link at once keep one payment on the order and send both to it', async () => {
    const { uid, paymentRedirectUrl } = (await order(takeawayBody(shop, { paymentMethod: 'mollie' }))).body.data!;
    const [first, second] = await Promise.all([visit(paymentRedirectUrl!), visit(paymentRedirectUrl!)]);
    expect(first!.headers.location).toMatch(/\/checkout\/tr_/);
    expect(second!.headers.location).toBe(first!.headers.location);
    expect(paymentOf((await findOrderByUid(uid))!).redirectUrl).toBe(first!.headers.location);
  });

  it('a payment that cannot be started: the order is failed and the browser goes to checkout/error; the same key leads there again', async () => {
    const body = takeawayBody(shop, { paymentMethod: 'mollie' });
    const response = await order(body);
    const { uid, paymentRedirectUrl } = response.body.data!;
    const saved = process.env[ENV.mollieApiEndpoint];
    process.env[ENV.mollieApiEndpoint] = 'http://127.0.0.1:9/v2/';
    try {
      const start = await visit(paymentRedirectUrl!);
      expect(start.status).toBe(302);
      expect(start.headers.location).toBe(`/store/${String(shop.branch.identifier)}/checkout/error`);
    } finally {
      process.env[ENV.mollieApiEndpoint] = saved;
    }
    const failed = (await findOrderByUid(uid))!;
    const stored = await reread(failed);
    expect(stored).toMatchObject({ isFailed: true, paymentMethod: 'mollie' });
    expect(stored).not.toHaveProperty('payment');
    expect((await queryOpenOrders(shop.branch.id)).map((open) => open.id)).not.toContain(stored.id);

    // The same key: the same link, which does not try again (a new attempt needs a new key).
    const again = await order(body);
    expect(again.status).toBe(200);
    expect(again.body.data!.paymentRedirectUrl).toBe(paymentRedirectUrl);
    expect((await visit(paymentRedirectUrl!)).headers.location).toBe(`/store/${String(shop.branch.identifier)}/checkout/error`);
    expect(await reread(stored)).toEqual(stored);
  });

  it('the start link of an order paid at the shop goes to its status page', async () => {
    const { uid, hash } = (await order(takeawayBody(shop))).body.data!;
    const start = await invoke(payments, 'GET', { path: '/api/payments/start/{uid}/{hash}', params: { uid, hash } });
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe(`/status/${uid}/${hash}`);
  });
});
