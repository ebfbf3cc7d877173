/**
 * The order statistics consumer (events/consumers/statistics/order-rollups.ts) against DynamoDB
 * Local: orders placed through the API (cash, a phone order, a canceled and a rejected one, two
 * branches, origins from QR code, campaign and table), their events run through the consumer,
 * and the roll-ups compared with the stored orders to the cent. Redelivery, a cancellation that
 * arrives before its placement and an online order canceled before it was paid.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOrderByIdempotencyKey } from '#functions/db/orders.ts';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { readRollups } from '#functions/db/rollups.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { countCancellation, countPlacement, handler } from '#events/consumers/statistics/order-rollups.ts';
import { grossCents } from '#shared/statistics/order-rollups.ts';
import { localDateOf } from '#shared/time/index.ts';
import { invoke } from './events';
import { assignBranch } from './fixtures';
import { createOrderShop, eventsOf, idempotencyKey, orderRecord, takeawayBody, useOrdersApi, type OrderShopFixture } from './order-fixtures';

const api = useOrdersApi();
const log = createLogger({ test: 'order-statistics' });
let shopA: OrderShopFixture;
let shopB: OrderShopFixture;
let qrCode: StoredEntity;

type Created = { uid: string; hash: string };

beforeAll(async () => {
  [shopA, shopB] = await Promise.all([createOrderShop(), createOrderShop()]);
  await assignBranch(api.actors.employee, shopA.branch);
  qrCode = await createEntity('QrCode', { path: `/flyer-${Date.now()}`, name: 'Flyer Leibnitz', target: `/store/${shopA.branch.identifier}`, isEnabled: true });
});

/** Places a storefront order and answers the stored order. */
async function place(shop: OrderShopFixture, fields: Record<string, unknown> = {}): Promise<StoredEntity> {
  const body = { ...takeawayBody(shop), ...fields };
  const response = await invoke<Created>(api.orders, 'POST', { path: '/api/orders/public', body });
  expect(response.status).toBe(201);
  return (await findOrderByIdempotencyKey(body.idempotencyKey))!;
}

async function act(order: StoredEntity, action: 'cancel' | 'reject'): Promise<void> {
  const response = await invoke(api.orders, 'POST', {
    path: `/api/orders/{id}/status/${action}`,
    params: { id: order.id },
    token: api.actors.admin.token,
    body: {},
  });
  expect(response.status).toBe(200);
}

/** Runs the consumer on every event of the order the bus carried, as the rule would. */
async function deliver(order: StoredEntity): Promise<string[]> {
  const events = (await eventsOf(order)).filter((event) => ['OrderPlaced', 'OrderConfirmed', 'OrderCanceled', 'OrderRejected'].includes(event['detail-type']));
  for (const event of events) await handler({ ...event, id: `test-${order.id}`, 'detail-type': event['detail-type'] } as EventBridgeEvent<string, unknown>);
  return events.map((event) => event['detail-type']);
}

const total = async (metric: string, scope: string, day: string, field: 'count' | 'amount', key?: string): Promise<number> =>
  (await readRollups(metric, scope, day, day, 'days')).filter((row) => key === undefined || row.key === key).reduce((sum, row) => sum + row[field], 0);

describe('order roll-ups reconcile with the stored orders', () => {
  it('orders, revenue, canceled orders, items and origins add up to the cent per branch', async () => {
    const orders = [
      await place(shopA, { origin: { qr: qrCode.id, utmSource: 'flyer' } }),
      await place(shopA, { origin: { utmSource: 'Flyer', utmMedium: 'print', utmCampaign: 'advent' } }),
      // A QR id that names no code is dropped; so is a malformed field, the others stay.
      await place(shopA, { origin: { qr: '01JZZZZZZZZZZZZZZZZZZZZZZZ', referrer: 'www.google.com', utmSource: 42 } }),
      await place(shopA, { isDineIn: true, table: { id: shopA.table.id }, firstName: '', lastName: '', email: '' }),
      await place(shopB, { items: [{ product: { id: shopB.semmel.id }, amount: 7, unit: 'amount', parts: [] }] }),
      await place(shopB),
    ];
    const phone = await invoke<{ id: string }>(api.orders, 'POST', {
      path: '/api/orders',
      token: api.actors.employee.token,
      body: { ...takeawayBody(shopA), idempotencyKey: idempotencyKey(), legalInstructions: undefined, privacyPolicy: undefined },
    });
    expect(phone.status).toBe(201);
    orders.push((await getEntity('Order', phone.body.data!.id, { consistent: true }))!);
    await act(orders[1]!, 'cancel');
    await act(orders[5]!, 'reject');

    expect(orders.map((order) => (order.origin as { channel: string }).channel)).toEqual([
      'qr',
      'campaign',
      'referrer',
      'table',
      'storefront',
      'storefront',
      'phone',
    ]);
    expect(orders[0]!.origin).toEqual({ channel: 'qr', qrCodeId: qrCode.id });

    for (const order of orders) await deliver(order);
    // Redelivery of every event changes nothing.
    for (const order of orders) await deliver(order);

    const timeZone = readConfig().timeZone;
    const fresh = await Promise.all(orders.map(async (order) => (await getEntity('Order', order.id, { consistent: true }))!));
    for (const shop of [shopA, shopB]) {
      const mine = fresh.filter((order) => (order.branch as { id: string }).id === shop.branch.id);
      const days = [...new Set(mine.map((order) => localDateOf(new Date(order.createdAt), timeZone)))];
      expect(days).toHaveLength(1);
      const day = days[0]!;
      const kept = mine.filter((order) => !order.isCanceled && !order.isRejected);
      const expectedRevenue = kept.reduce((sum, order) => sum + grossCents(order as never), 0);
      const scope = shop.branch.id;
      expect(await total('revenue', scope, day, 'amount')).toBe(expectedRevenue);
      expect(await total('order-origins', scope, day, 'amount')).toBe(expectedRevenue);
      expect(await total('order-origins', scope, day, 'count')).toBe(kept.length);
      expect(await total('orders', scope, day, 'count')).toBe(mine.length);
      expect(await total('order-times', scope, day, 'count')).toBe(mine.length);
      expect(await total('canceled-orders', scope, day, 'count')).toBe(mine.length - kept.length);
      expect(await total('popular-items', scope, day, 'count')).toBe(await total('items', scope, day, 'count'));
      // The month item says the same as the day.
      const [month] = await readRollups('revenue', scope, `${day.slice(0, 7)}-01`, `${day.slice(0, 7)}-31`, 'months');
      expect(month?.amount).toBe(expectedRevenue);
    }
    const dayA = localDateOf(new Date(orders[0]!.createdAt), timeZone);
    // Leberkäse 250 g (1 item) + 4 Semmeln: 5 items per kept takeaway order of branch A.
    expect(await total('items', shopA.branch.id, dayA, 'count')).toBe(4 * 5);
    expect(await total('order-origins', shopA.branch.id, dayA, 'count', `qr|${qrCode.id}`)).toBe(1);
    expect(await total('order-origins', shopA.branch.id, dayA, 'count', 'campaign|flyer/print/advent')).toBe(0);
    expect(await total('order-origins', shopA.branch.id, dayA, 'count', 'referrer|www.google.com')).toBe(1);
    expect(await total('order-origins', shopA.branch.id, dayA, 'count', 'phone')).toBe(1);
    expect(await total('order-origins', shopA.branch.id, dayA, 'count', 'table')).toBe(1);
    expect(await total('order-origins', shopB.branch.id, dayA, 'amount', 'storefront')).toBe(grossCents(fresh[4] as never));
  });

  it('a cancellation that arrives before its placement is applied once the placement comes', async () => {
    // Stored directly, so no event reaches the local stack's own consumer: this test decides the order of arrival.
    const shop = await createOrderShop();
    const pricing = { net: 11.22, tax: 1.12, gross: 12.34, totalNet: 11.22, totalTax: 1.12, totalGross: 12.34, taxes: [] };
    const order = await createEntity('Order', orderRecord(shop.branch.id, { pricing, isCanceled: true }));
    const day = localDateOf(new Date(order.createdAt), readConfig().timeZone);
    expect(await countCancellation(order.id, log)).toBe('ignored');
    expect(await countPlacement(order.id, log)).toBe('canceled');
    expect(await countPlacement(order.id, log)).toBe('canceled');
    expect(await countCancellation(order.id, log)).toBe('canceled');
    expect(await total('revenue', shop.branch.id, day, 'amount')).toBe(0);
    expect(await total('revenue', shop.branch.id, day, 'count')).toBe(0);
    expect(await total('orders', shop.branch.id, day, 'count')).toBe(1);
    expect(await total('canceled-orders', shop.branch.id, day, 'count')).toBe(1);
  });

  it('an online order canceled before it was paid was never counted and takes nothing back', async () => {
    const shop = await createOrderShop();
    const order = await createEntity('Order', orderRecord(shop.branch.id, { paymentMethod: 'mollie', isCanceled: true }));
    const day = localDateOf(new Date(order.createdAt), readConfig().timeZone);
    expect(await countCancellation(order.id, log)).toBe('ignored');
    for (const metric of ['orders', 'revenue', 'canceled-orders']) expect(await total(metric, shop.branch.id, day, 'count')).toBe(0);
  });
});
