/**
 * Sold out for today at a branch (PUT /api/branches/{id}/sold-out, functions/branches/sold-out.ts)
 * against DynamoDB Local: who marks a product, one product per call without losing a colleague's
 * mark made at the same moment, the list and its day on the storefront's data and kept by the
 * branch edit, the next day's fresh list, and order create refusing the product today and taking
 * it tomorrow.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntity, updateEntity } from '#functions/db/repository.ts';
import { setSoldOut } from '#functions/branches/sold-out.ts';
import type { StaffCaller } from '#functions/lib/auth.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { allRoutes } from '#functions/manifest.ts';
import { createOrder } from '#functions/orders/create.ts';
import { orderCreateSchema } from '#shared/schemas/order.ts';
import { addDays, localDateOf, zonedInstant } from '#shared/time/index.ts';
import { assignBranch, createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler } from './events';
import { createOrderShop, takeawayBody, type OrderShopFixture } from './order-fixtures';

const VIENNA = 'Europe/Vienna';
const log = createLogger({ test: 'sold-out' });
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});
afterAll(() => actors.tokens.close());

interface SoldOutBranch {
  soldOutProductIds?: string[];
  soldOutDate?: string;
  hasApiKey?: boolean;
  apiKeyHash?: string;
}

async function mark(shop: OrderShopFixture, token: string | undefined, body: unknown) {
  return invoke<SoldOutBranch>(await loadGroupHandler('branches'), 'PUT', { path: '/api/branches/{id}/sold-out', params: { id: shop.branch.id }, token, body });
}

/** A shop whose branch the test's employee works at. */
async function employeeShop(): Promise<OrderShopFixture> {
  const shop = await createOrderShop();
  await assignBranch(actors.employee, shop.branch);
  return shop;
}

const stored = async (shop: OrderShopFixture) => (await getEntity('Branch', shop.branch.id, { consistent: true }))!;

describe('PUT /api/branches/{id}/sold-out', () => {
  it('the branch’s employee marks a product sold out for today; another branch’s employee and visitors may not', async () => {
    const shop = await employeeShop();
    const today = localDateOf(new Date(), VIENNA);
    const ok = await mark(shop, actors.employee.token, { productId: shop.semmel.id, soldOut: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ soldOutProductIds: [shop.semmel.id], soldOutDate: today, hasApiKey: false });
    expect(ok.body.data).not.toHaveProperty('apiKeyHash');

    const other = await mark(shop, actors.otherEmployee.token, { productId: shop.semmel.id, soldOut: false });
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.code).toBe('auth.branchForbidden');
    expect((await mark(shop, undefined, { productId: shop.semmel.id, soldOut: false })).status).toBe(401);
    const invalid = await mark(shop, actors.employee.token, { productId: 'semmel', soldOut: 'ja' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { code: 'validation.id', field: 'productId', message: 'Bitte wählen Sie einen gültigen Datensatz aus.' },
      { code: 'validation.boolean', field: 'soldOut', message: 'Bitte wählen Sie Ja oder Nein.' },
    ]);
    expect(await stored(shop)).toMatchObject({ soldOutProductIds: [shop.semmel.id], soldOutDate: today });

    // The administrator releases it again; the day stays today's.
    const released = await mark(shop, actors.admin.token, { productId: shop.semmel.id, soldOut: false });
    expect(released.body.data).toMatchObject({ soldOutProductIds: [], soldOutDate: today });
  });

  it('keeps every colleague’s mark when several taps arrive at the same moment', async () => {
    const shop = await employeeShop();
    const productIds = [shop.semmel.id, shop.leberkaese.id, ulid(), ulid(), ulid()];
    const answers = await Promise.all(
      productIds.map((productId, index) => mark(shop, index % 2 === 0 ? actors.employee.token : actors.admin.token, { productId, soldOut: true })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect([...(await stored(shop)).soldOutProductIds!].sort()).toEqual([...productIds].sort());

    // Releasing two at once keeps the other three.
    await Promise.all([productIds[0], productIds[2]].map((productId) => mark(shop, actors.employee.token, { productId, soldOut: false })));
    expect([...(await stored(shop)).soldOutProductIds!].sort()).toEqual([productIds[1], productIds[3], productIds[4]].sort());
  });

  it('the storefront’s start-up data carries the list and its day; the branch edit keeps both', async () => {
    const shop = await employeeShop();
    await mark(shop, actors.employee.token, { productId: shop.semmel.id, soldOut: true });
    const branch = await stored(shop);
    const edited = await invoke(await loadGroupHandler('branches'), 'PUT', {
      path: '/api/branches/{id}',
      params: { id: branch.id },
      token: actors.admin.token,
      body: { ...branch, soldOutProductIds: [], soldOutDate: '2020-01-01', name: 'Bestellfiliale Süd' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const init = await invoke<Array<{ url: string; data: Array<{ id: string } & SoldOutBranch> }>>(await loadGroupHandler('init'), 'GET', {
      path: '/api/init',
      token: actors.employee.token,
    });
    const branches = init.body.data!.find((entry) => entry.url === '/api/branches')!.data;
    expect(branches.find((candidate) => candidate.id === shop.branch.id)).toMatchObject({
      soldOutProductIds: [shop.semmel.id],
      soldOutDate: localDateOf(new Date(), VIENNA),
    });
  });

  it('starts a new list on a new day: yesterday’s marks are over', async () => {
    const shop = await employeeShop();
    const today = localDateOf(new Date(), VIENNA);
    const branch = await stored(shop);
    await updateEntity('Branch', branch.id, { ...branch, soldOutProductIds: [shop.semmel.id], soldOutDate: addDays(today, -1) }, branch.version);
    const answer = await mark(shop, actors.employee.token, { productId: shop.leberkaese.id, soldOut: true });
    expect(answer.body.data).toMatchObject({ soldOutProductIds: [shop.leberkaese.id], soldOutDate: today });

    // With the clock at tomorrow 07:00 in Vienna (injected), releasing today's product leaves an empty list for tomorrow.
    const route = allRoutes().find((candidate) => candidate.method === 'PUT' && candidate.path === '/api/branches/{id}/sold-out')!;
    const employee: StaffCaller = {
      kind: 'staff',
      identity: { sub: ulid(), username: String(actors.employee.user.username), groups: ['ROLE_EMPLOYEE'] },
      roles: ['ROLE_EMPLOYEE'],
      isAdmin: false,
      branchIds: new Set([shop.branch.id]),
    };
    const tomorrow = zonedInstant(addDays(today, 1), 7 * 60, VIENNA);
    const next = await setSoldOut(
      { caller: employee, route },
      shop.branch.id,
      { productId: shop.semmel.id, soldOut: true },
      { now: tomorrow, timeZone: VIENNA },
    );
    expect(next).toMatchObject({ soldOutProductIds: [shop.semmel.id], soldOutDate: addDays(today, 1) });
  });
});

describe('order create and a product sold out today', () => {
  it('refuses it today with a German message at the item and takes it tomorrow', async () => {
    const shop = await employeeShop();
    await mark(shop, actors.employee.token, { productId: shop.semmel.id, soldOut: true });
    const orders = await loadGroupHandler('orders');
    const refused = await invoke(orders, 'POST', { path: '/api/orders/public', body: takeawayBody(shop) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        code: 'order.productSoldOut',
        field: 'items.1',
        message: '„Semmel“ ist in dieser Filiale leider ausverkauft. Bitte entfernen Sie es aus dem Warenkorb.',
      },
    ]);

    // The branch is open around the clock: tomorrow 08:00 in Vienna the same order goes through.
    const tomorrow = zonedInstant(addDays(localDateOf(new Date(), VIENNA), 1), 8 * 60, VIENNA);
    const accepted = await createOrder(orderCreateSchema.parse(takeawayBody(shop)), { log, now: tomorrow, timeZone: VIENNA });
    expect(accepted.status).toBe(201);

    // Released today: ordered again today.
    await mark(shop, actors.employee.token, { productId: shop.semmel.id, soldOut: false });
    const again = await invoke(orders, 'POST', { path: '/api/orders/public', body: takeawayBody(shop) });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
