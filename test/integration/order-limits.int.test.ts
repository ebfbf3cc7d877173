/**
 * What keeps the public order endpoint from burying the shop (docs/order-limits.md), against the
 * emulators: the per-client rate limit of the local server (the WAF's stand-in, clients told apart
 * by CloudFront-Viewer-Address), the caps of one order, the paged current and missed lists on a
 * day with 1,000 open orders, and the bulk reject.
 */
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { ORDER_LIST_ROW_FIELDS, type BulkRejectResult, type OrderCreated } from '#shared/schemas/order.ts';
import { RATE_LIMIT_RULES } from '../../infra/constructs/rate-limits';
import { invoke, type ApiResponse } from './events';
import { createOrderShop, eventsOf, orderRecord, takeawayBody, useOrdersApi, type OrderShopFixture } from './order-fixtures';
import { sampleBody } from './fixtures';

const api = useOrdersApi();

const RATE_LIMITED = {
  errors: [{ code: 'request.rateLimited', message: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.' }],
};

/** A documentation address (RFC 5737) of its own per test run, so reruns against one stack do not share counts. */
const testAddress = (): string => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function postThroughServer(path: string, viewer: string | undefined): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${inject('localStackUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(viewer ? { 'cloudfront-viewer-address': viewer } : {}) },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

describe('rate limit of the public POSTs (local server, same numbers as the WAF)', () => {
  it('answers 429 with the German JSON to the 21st order of one client in 5 minutes; another client is not limited', async () => {
    const rule = RATE_LIMIT_RULES.find((candidate) => candidate.name === 'public-orders')!;
    expect([rule.limit, rule.windowSeconds]).toEqual([20, 300]);
    const flooder = `${testAddress()}:51234`;
    // Counted whatever the handler answers: these empty bodies are refused with 400.
    const first = await Promise.all(Array.from({ length: rule.limit }, () => postThroughServer('/api/orders/public', flooder)));
    expect(first.map((answer) => answer.status)).toEqual(Array.from({ length: rule.limit }, () => 400));
    const over = await postThroughServer('/api/orders/public', flooder);
    expect(over).toEqual({ status: 429, body: RATE_LIMITED });
    // The same address from another port is the same client.
    expect((await postThroughServer('/api/orders/public', flooder.replace(/:\d+$/, ':443'))).status).toBe(429);
    // A customer behind another address orders as usual.
    expect((await postThroughServer('/api/orders/public', `${testAddress()}:443`)).status).toBe(400);
    // The limit is per rule: the flooding client may still send a contact form.
    expect((await postThroughServer(`/api/custom/form/${ulid()}`, flooder)).status).not.toBe(429);
  });

  it('reads IPv6 viewer addresses and limits contact forms at 10', async () => {
    const viewer = `2001:db8::${randomInt(1, 0xffff).toString(16)}:443`;
    const answers = [];
    for (let index = 0; index < 11; index++) answers.push((await postThroughServer(`/api/custom/form/${ulid()}`, viewer)).status);
    expect(answers.slice(0, 10)).not.toContain(429);
    expect(answers[10]).toBe(429);
    expect((await postThroughServer(`/api/custom/form/${ulid()}`, `2001:db8::ffff:1:443`)).status).not.toBe(429);
  });
});

describe('caps of one order', () => {
  const PHONE = '+43 316 123456';
  let shop: OrderShopFixture;
  let filet: StoredEntity;
  const post = (body: unknown): Promise<ApiResponse<OrderCreated>> => invoke<OrderCreated>(api.orders, 'POST', { path: '/api/orders/public', body });

  it('refuses 12 kg of one product in three lines with 422 and the branch phone, at its first line', async () => {
    shop = await createOrderShop({ phone: PHONE });
    const line = { product: { id: shop.leberkaese.id }, amount: 4, unit: 'kilogram' as const, parts: [{ name: 'Sauce', value: 'Senf' }] };
    const response = await post(takeawayBody(shop, { items: [line, line, line] }));
    expect(response).toMatchObject({
      status: 422,
      body: {
        errors: [
          {
            code: 'order.productCap',
            field: 'items.0.amount',
            message: `Von „Leberkäse“ nehmen wir online höchstens 10 kg pro Bestellung an. Für größere Mengen rufen Sie uns bitte unter ${PHONE} an oder fragen Sie ein Angebot an.`,
          },
        ],
      },
    });
    // 10 kg exactly (4 + 4 + 2) is taken.
    const fine = await post(takeawayBody(shop, { items: [line, line, { ...line, amount: 2 }] }));
    expect(fine.status).toBe(201);
  });

  it('refuses an order above 500.00 gross (6 kg filet at 89.90 = 539.40) and takes one of 5 kg (449.50)', async () => {
    shop = await createOrderShop({ phone: PHONE }, [
      { name: 'Rinderfilet', price: 89.9, tax: 10, unit: 'kilogram', minimumQuantity: 0.1, maximumQuantity: 10, quantityStepSize: 0.1 },
    ]);
    filet = shop.extras[0]!;
    const order = (amount: number) => takeawayBody(shop, { items: [{ product: { id: filet.id }, amount, unit: 'kilogram', parts: [] }] });
    const refused = await post(order(6));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        code: 'order.valueCap',
        message: `Online nehmen wir Bestellungen bis 500,00\u00a0€ an. Für größere Bestellungen rufen Sie uns bitte unter ${PHONE} an oder fragen Sie ein Angebot an.`,
      },
    ]);
    expect((await post(order(5))).status).toBe(201);
  });
});

describe('current and missed lists, paged', () => {
  type Row = Record<string, unknown> & { id: string };
  const page = (which: 'current' | 'missed', query: Record<string, string>) =>
    invoke<Row[]>(api.orders, 'GET', { path: `/api/orders/${which}`, token: api.actors.admin.token, query });

  it('1,000 open orders of one branch: pages of 100 slim rows well under 1 MB, by due time, reaching every order once', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Großer Tag' });
    // Heavy orders (40 lines each): the rows must not carry them.
    const items = Array.from({ length: 40 }, (_, index) => ({
      product: { id: ulid(), name: `Produkt ${index} mit einem recht langen Namen für die Theke` },
      amount: 300,
      unit: 'decagram',
      parts: [],
      price: 447,
      pricingModel: 'fixed',
    }));
    const base = Date.parse('2031-03-02T06:00:00.000Z');
    const due = new Map<string, string>();
    const ids: string[] = [];
    for (let start = 0; start < 1000; start += 50) {
      const created = await Promise.all(
        Array.from({ length: 50 }, (_, offset) => {
          // Due times out of creation order: every 7th minute modulo 1000.
          const appointmentDate = new Date(base + (((start + offset) * 7) % 1000) * 60_000).toISOString();
          return createEntity('Order', orderRecord(branch.id, { idempotencyKey: ulid(), ticketNumber: start + offset + 1, appointmentDate, items }));
        }),
      );
      for (const order of created) {
        ids.push(order.id);
        due.set(order.id, String(order.appointmentDate));
      }
    }
    const expected = [...ids].sort((a, b) => due.get(a)!.localeCompare(due.get(b)!) || a.localeCompare(b));

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await page('current', { branch: branch.id, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      const size = Buffer.byteLength(JSON.stringify(response.body));
      expect(size).toBeLessThan(200_000);
      const rows = response.body.data!;
      expect(rows.length).toBe(100);
      for (const row of rows) expect(Object.keys(row).every((key) => (ORDER_LIST_ROW_FIELDS as readonly string[]).includes(key))).toBe(true);
      expect(rows[0]).not.toHaveProperty('items');
      seen.push(...rows.map((row) => row.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(10);
    expect(seen).toEqual(expected);

    const wide = await page('current', { branch: branch.id, limit: '200' });
    expect(wide.body.data).toHaveLength(200);
    expect(Buffer.byteLength(JSON.stringify(wide.body))).toBeLessThan(400_000);
    expect((await page('current', { branch: branch.id, limit: '201' })).status).toBe(400);
    expect((await page('current', { branch: branch.id, cursor: 'kaputt' })).body.errors).toEqual([
      { code: 'validation.invalidCursor', field: 'cursor', message: 'Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.' },
    ]);
  }, 180_000);

  it('missed: the latest due first, paged the same way', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Verpasst' });
    const missedAt = '2024-01-01T12:00:00.000Z';
    const dues = ['2024-01-01T08:00:00.000Z', '2024-01-01T10:00:00.000Z', '2024-01-01T09:00:00.000Z'];
    const [early, late, middle] = await Promise.all(
      dues.map((appointmentDate) => createEntity('Order', orderRecord(branch.id, { idempotencyKey: ulid(), appointmentDate, missedAt }))),
    );
    await createEntity('Order', orderRecord(branch.id, { idempotencyKey: ulid(), appointmentDate: '2031-01-01T10:00:00.000Z' }));
    const first = await page('missed', { branch: branch.id, limit: '2' });
    expect(first.body.data!.map((row) => row.id)).toEqual([late!.id, middle!.id]);
    const rest = await page('missed', { branch: branch.id, limit: '2', cursor: first.headers['x-next-cursor'] as string });
    expect(rest.body.data!.map((row) => row.id)).toEqual([early!.id]);
    expect(rest.headers).not.toHaveProperty('x-next-cursor');
  });
});

describe('POST /api/orders/bulk-reject', () => {
  const bulk = (token: string, body: unknown) => invoke<BulkRejectResult>(api.orders, 'POST', { path: '/api/orders/bulk-reject', token, body });
  const open = (branch: StoredEntity = api.actors.branchA, extra: Record<string, unknown> = {}) =>
    createEntity('Order', orderRecord(branch.id, { idempotencyKey: ulid(), ticketNumber: 3, ...extra }));

  it('rejects each order like the single reject, skips unknown and already rejected ones with the reason', async () => {
    const [first, second, done] = await Promise.all([open(), open(), open(undefined, { isRejected: true })]);
    const unknown = ulid();
    const response = await bulk(api.actors.admin.token, { orderIds: [first!.id, unknown, second!.id, done!.id, first!.id], rejectionMessage: ' Spam ' });
    expect(response.status).toBe(200);
    expect(response.body.data!.rejected).toEqual([first!.id, second!.id]);
    expect(response.body.data!.skipped).toEqual([
      { id: unknown, code: 'entity.notFound', message: 'Bestellung wurde nicht gefunden.' },
      { id: done!.id, code: expect.stringMatching(/^order/), message: expect.any(String) },
    ]);
    for (const order of [first!, second!]) {
      expect(await getEntity('Order', order.id, { consistent: true })).toMatchObject({ isRejected: true, rejectionMessage: 'Spam' });
      const events = await eventsOf(order);
      expect(events.map((event) => [event['detail-type'], event.detail.rejectionMessage])).toEqual([['OrderRejected', 'Spam']]);
    }
    expect(await eventsOf(done!)).toEqual([]);
  });

  it("lets an employee reject their branch's orders and refuses another branch's with 403, changing nothing", async () => {
    const own = await open();
    expect((await bulk(api.actors.employee.token, { orderIds: [own.id] })).body.data).toEqual({ rejected: [own.id], skipped: [] });
    const other = await open();
    const refused = await bulk(api.actors.otherEmployee.token, { orderIds: [other.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]).toMatchObject({ code: 'auth.branchForbidden' });
    expect(await getEntity('Order', other.id, { consistent: true })).toMatchObject({ isRejected: false, version: 1 });
  });

  it('takes 1 to 100 ids', async () => {
    expect((await bulk(api.actors.admin.token, { orderIds: [] })).status).toBe(400);
    expect((await bulk(api.actors.admin.token, { orderIds: Array.from({ length: 101 }, () => ulid()) })).status).toBe(400);
    const hundred = await bulk(api.actors.admin.token, { orderIds: Array.from({ length: 100 }, () => ulid()) });
    expect(hundred.status).toBe(200);
    expect(hundred.body.data!.skipped).toHaveLength(100);
  });
});
