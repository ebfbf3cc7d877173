/**
 * The order screens GET /api/orders/frontdesk|backoffice/{branchId}/{apiKey} against DynamoDB
 * Local: orders placed through POST /api/orders/public and moved on by the staff status actions;
 * the key set and rotated through PUT /api/branches/{id}. What each screen shows, that it shows
 * only its own branch, that nothing personal reaches the customer display, and that every wrong
 * key (wrong, another branch's, unknown branch, rotated) gets the same 401.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { backOfficeScreenSchema, frontDeskScreenSchema, type BackOfficeScreen, type FrontDeskScreen } from '#shared/schemas/order-screen.ts';
import { ORDER_STATUS_FLAGS, type OrderCreated } from '#shared/schemas/order.ts';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { createActors, type Actors } from './fixtures';
import { createOrderShop, takeawayBody, type OrderShopFixture } from './order-fixtures';
import { findOrderByUid } from '#functions/db/orders.ts';
import { readConfig } from '#functions/lib/config.ts';

let actors: Actors;
let orders: Handler;
let branches: Handler;

beforeAll(async () => {
  actors = await createActors();
  [orders, branches] = await Promise.all([loadGroupHandler('orders'), loadGroupHandler('branches')]);
});
afterAll(() => actors.tokens.close());

const newKey = () => `screen-${ulid()}-${ulid()}`;

/** Sets the branch's screen key the way the branch settings do: PUT with the record plus apiKey. */
async function setKey(branch: StoredEntity, apiKey: string): Promise<StoredEntity> {
  const current = await invoke<StoredEntity>(branches, 'GET', { path: '/api/branches/{id}', params: { id: branch.id }, token: actors.admin.token });
  const response = await invoke<StoredEntity>(branches, 'PUT', {
    path: '/api/branches/{id}',
    params: { id: branch.id },
    token: actors.admin.token,
    body: { ...current.body.data, apiKey },
  });
  expect(response.status).toBe(200);
  expect(response.body.data).toMatchObject({ hasApiKey: true });
  return response.body.data!;
}

async function place(shop: OrderShopFixture, fields: Parameters<typeof takeawayBody>[1] = {}): Promise<StoredEntity> {
  const response = await invoke<OrderCreated>(orders, 'POST', { path: '/api/orders/public', body: takeawayBody(shop, fields) });
  expect(response.status).toBe(201);
  return (await findOrderByUid(response.body.data!.uid))!;
}

async function act(order: StoredEntity, action: 'confirm' | 'in-delivery' | 'completed' | 'reject'): Promise<void> {
  const response = await invoke(orders, 'POST', { path: `/api/orders/{id}/status/${action}`, params: { id: order.id }, token: actors.admin.token, body: {} });
  expect(response.status).toBe(200);
}

const frontDesk = (branchId: string, apiKey: string) =>
  invoke<FrontDeskScreen>(orders, 'GET', { path: '/api/orders/frontdesk/{branchId}/{apiKey}', params: { branchId, apiKey } });
const backOffice = (branchId: string, apiKey: string) =>
  invoke<BackOfficeScreen>(orders, 'GET', { path: '/api/orders/backoffice/{branchId}/{apiKey}', params: { branchId, apiKey } });

const REFUSED = { status: 401, body: { errors: [{ code: 'auth.invalidApiKey', message: 'Filiale oder API-Schlüssel ist ungültig.' }] } };

function expectRefused(response: ApiResponse<unknown>, branchName: string): void {
  expect(response).toMatchObject(REFUSED);
  expect(response.body).not.toHaveProperty('data');
  expect(JSON.stringify(response.body)).not.toContain(branchName);
}

describe('order screens of a branch', () => {
  let shop: OrderShopFixture;
  let other: OrderShopFixture;
  let key: string;
  let otherKey: string;
  const placed: Record<string, StoredEntity> = {};

  beforeAll(async () => {
    [shop, other] = await Promise.all([createOrderShop({ name: 'Bildschirmfiliale' }), createOrderShop({ name: 'Andere Filiale' })]);
    key = newKey();
    otherKey = newKey();
    await setKey(shop.branch, key);
    await setKey(other.branch, otherKey);
    // In order: waiting (ticket 1), preparing (2), ready (3), dine-in at a table preparing (4), completed (5), rejected (6).
    placed.waiting = await place(shop, { firstName: 'Waltraud', lastName: 'Wartend', phone: '+436641111111', email: 'waltraud@example.at' });
    placed.preparing = await place(shop, { firstName: 'Paul', lastName: 'Prager', phone: '+436642222222', email: 'paul.prager@example.at' });
    placed.ready = await place(shop, { firstName: 'Rosa', lastName: 'Reiter', phone: '+436643333333', email: 'rosa.reiter@example.at' });
    placed.dineIn = await place(shop, { isDineIn: true, table: { id: shop.table.id }, firstName: 'Dora', lastName: 'Dorfer' });
    placed.completed = await place(shop, { firstName: 'Konrad', lastName: 'Kern' });
    placed.rejected = await place(shop, { firstName: 'Rudi', lastName: 'Rot' });
    for (const order of [placed.preparing, placed.ready, placed.dineIn, placed.completed]) await act(order!, 'confirm');
    await act(placed.ready!, 'in-delivery');
    await act(placed.completed!, 'completed');
    await act(placed.rejected!, 'reject');
    // A confirmed delivery order (stored directly: the fixture's takeaway cart is below the delivery minimum).
    const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
    placed.delivery = await createEntity('Order', {
      branch: { id: shop.branch.id },
      items: placed.preparing!.items,
      paymentMethod: 'cash',
      ...newOrderLink(),
      idempotencyKey: ulid(),
      ...flags,
      isConfirmed: true,
      isDelivery: true,
      ticketNumber: 99,
      firstName: 'Lisa',
      lastName: 'Liefer',
    });
    // The other branch: two orders, one confirmed, one ready.
    const foreignReady = await place(other, { firstName: 'Fremd', lastName: 'Kunde' });
    await place(other, { firstName: 'Fremd', lastName: 'Kundin' });
    await act(foreignReady, 'confirm');
    await act(foreignReady, 'in-delivery');
  });

  it('front desk: tickets of the branch split into preparing and ready, the table for dine-in, nothing else', async () => {
    const response = await frontDesk(shop.branch.id, key);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const screen = frontDeskScreenSchema.parse(response.body.data);
    expect(screen).toEqual({
      branchName: 'Bildschirmfiliale',
      timeZone: readConfig().timeZone,
      tickets: [
        { ticketNumber: placed.preparing!.ticketNumber, stage: 'preparing', isNew: false },
        { ticketNumber: placed.dineIn!.ticketNumber, stage: 'preparing', tableIdentifier: shop.table.identifier, isNew: false },
        // Ready a moment ago: highlighted.
        { ticketNumber: placed.ready!.ticketNumber, stage: 'ready', isNew: true },
      ],
    });
    // Exactly what the schema names went out (the server parses its own answer).
    expect(response.body.data).toEqual(screen);
  });

  it('front desk: no name, phone, e-mail, line or price of any order', async () => {
    const text = JSON.stringify((await frontDesk(shop.branch.id, key)).body);
    for (const order of Object.values(placed)) {
      for (const field of ['firstName', 'lastName', 'phone', 'email', 'uid', 'hash', 'id']) {
        const value = order[field];
        if (typeof value === 'string' && value !== '') expect(text, `${field} ${value}`).not.toContain(value);
      }
    }
    for (const secret of ['Leberkäse', 'Kren', 'Bitte in Scheiben', '8.75', 'pricing', 'items']) expect(text).not.toContain(secret);
  });

  it('back office: open orders of the branch (also unconfirmed) with stage, short name, lines and comment', async () => {
    const response = await backOffice(shop.branch.id, key);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const screen = backOfficeScreenSchema.parse(response.body.data);
    expect(screen.branchName).toBe('Bildschirmfiliale');
    const byId = new Map(screen.orders.map((order) => [order.id, order]));
    expect([...byId.keys()].sort()).toEqual([placed.waiting, placed.preparing, placed.ready, placed.dineIn, placed.delivery].map((order) => order!.id).sort());
    expect(byId.get(placed.waiting!.id)).toMatchObject({ stage: 'open', orderType: 'takeaway', customerName: 'Waltraud W.', comment: 'Bitte in Scheiben' });
    expect(byId.get(placed.ready!.id)).toMatchObject({ stage: 'inDelivery', customerName: 'Rosa R.' });
    expect(byId.get(placed.dineIn!.id)).toMatchObject({ stage: 'confirmed', orderType: 'dineIn', tableIdentifier: shop.table.identifier });
    expect(byId.get(placed.delivery!.id)).toMatchObject({ stage: 'confirmed', orderType: 'delivery', customerName: 'Lisa L.' });
    expect(byId.get(placed.preparing!.id)!.lines).toEqual([
      { name: 'Leberkäse', amount: 250, unit: 'gram', parts: [{ name: 'Sauce', text: 'Kren' }] },
      { name: 'Semmel', amount: 4, unit: 'amount', parts: [] },
    ]);
    // By due time (orders "as soon as possible" are due when they arrived).
    const due = screen.orders.map((order) => order.dueAt);
    expect(due).toEqual([...due].sort());
    const text = JSON.stringify(response.body);
    for (const secret of ['+43664', '@example.at', 'Wartend', 'pricing']) expect(text).not.toContain(secret);
  });

  it('answers only its own branch: the other branch sees its own orders under its own key', async () => {
    const screen = frontDeskScreenSchema.parse((await frontDesk(other.branch.id, otherKey)).body.data);
    expect(screen.branchName).toBe('Andere Filiale');
    expect(screen.tickets).toEqual([{ ticketNumber: 1, stage: 'ready', isNew: true }]);
    const list = backOfficeScreenSchema.parse((await backOffice(other.branch.id, otherKey)).body.data);
    expect(list.orders.map((order) => order.customerName).sort()).toEqual(['Fremd K.', 'Fremd K.']);
    expect(JSON.stringify(list)).not.toContain(placed.waiting!.id);
  });

  it('refuses a wrong key, another branch’s key and an unknown branch with the same 401 and no data', async () => {
    for (const call of [frontDesk, backOffice]) {
      expectRefused(await call(shop.branch.id, `${key}x`), 'Bildschirmfiliale');
      expectRefused(await call(shop.branch.id, otherKey), 'Bildschirmfiliale');
      expectRefused(await call(ulid(), key), 'Bildschirmfiliale');
      expectRefused(await call('graz', key), 'Bildschirmfiliale');
    }
    const wrong = await frontDesk(shop.branch.id, `${key}x`);
    const unknown = await frontDesk(ulid(), key);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a branch without a key opens no screen', async () => {
    const keyless = await createOrderShop({ name: 'Ohne Schlüssel' });
    expectRefused(await frontDesk(keyless.branch.id, 'a'.repeat(43)), 'Ohne Schlüssel');
    expectRefused(await backOffice(keyless.branch.id, ''), 'Ohne Schlüssel');
  });

  it('a rotated key: the new one works at once, the old one stops working', async () => {
    const rotated = newKey();
    await setKey(shop.branch, rotated);
    expect((await frontDesk(shop.branch.id, rotated)).status).toBe(200);
    expect((await backOffice(shop.branch.id, rotated)).status).toBe(200);
    expectRefused(await frontDesk(shop.branch.id, key), 'Bildschirmfiliale');
    expectRefused(await backOffice(shop.branch.id, key), 'Bildschirmfiliale');
    key = rotated;
  });

  it('a saved branch without a new key keeps its key', async () => {
    const current = await invoke<StoredEntity>(branches, 'GET', { path: '/api/branches/{id}', params: { id: shop.branch.id }, token: actors.admin.token });
    const saved = await invoke<StoredEntity>(branches, 'PUT', {
      path: '/api/branches/{id}',
      params: { id: shop.branch.id },
      token: actors.admin.token,
      body: { ...current.body.data, description: 'Neu beschrieben' },
    });
    expect(saved.status).toBe(200);
    expect((await frontDesk(shop.branch.id, key)).status).toBe(200);
  });

  it('a completed ticket leaves the front desk', async () => {
    await act(placed.ready!, 'completed');
    const screen = frontDeskScreenSchema.parse((await frontDesk(shop.branch.id, key)).body.data);
    expect(screen.tickets.map((ticket) => ticket.ticketNumber)).not.toContain(placed.ready!.ticketNumber);
    expect(screen.tickets.every((ticket) => ticket.stage === 'preparing')).toBe(true);
  });
});
