/**
 * Customers (functions/customers, functions/db/customers.ts) against DynamoDB Local: the search by
 * a name word, an e-mail address and a phone number answers from the search items with a Query
 * that reads about one page however many customers exist; the list pages by an index; a customer's
 * orders newest first in pages with totals; find-or-create; the GDPR erasure on delete; access.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryCustomers, searchCustomers } from '#functions/db/customers.ts';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { findOrCreateCustomer } from '#functions/customers/service.ts';
import { NEXT_CURSOR_HEADER } from '#shared/schemas/list-page.ts';
import type { CustomerOrdersAnswer } from '#shared/schemas/customers.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { orderRecord } from './order-fixtures';
import { scanAllItems } from './table';

interface Row {
  id: string;
  firstName?: string;
  lastName: string;
  email?: string;
  phone?: string;
}

/** Letters only, so the word of this run is one name word of its own ("kdqxvbm…"). */
const runWord = () =>
  Array.from(ulid().slice(-10))
    .map((c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26)))
    .join('');
const family = `Sucht${runWord()}`;
const other = `Ander${runWord()}`;
/** Seven random digits after an Austrian mobile prefix nobody else in the tests uses. */
const phoneBase = `+43 699 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

let actors: Actors;
let customers: Handler;
const FILLERS = 1500;
const FAMILY = 60;
const family_: StoredEntity[] = [];

async function createAll(records: Record<string, unknown>[]): Promise<StoredEntity[]> {
  const stored: StoredEntity[] = [];
  for (let start = 0; start < records.length; start += 50) {
    stored.push(...(await Promise.all(records.slice(start, start + 50).map((record) => createEntity('Customer', record)))));
  }
  return stored;
}

beforeAll(async () => {
  actors = await createActors();
  customers = await loadGroupHandler('customers');
  // Many customers the searches must not read: other names, addresses and numbers.
  await createAll(
    Array.from({ length: FILLERS }, (_, index) => ({
      firstName: `Vorname${index}`,
      lastName: `${other} ${runWord()}`,
      email: `fuell${index}.${runWord()}@example.at`,
      phone: `+43 316 ${String(1_000_000 + index)}`,
    })),
  );
  family_.push(
    ...(await createAll(
      Array.from({ length: FAMILY }, (_, index) => ({
        firstName: `Kind${String(index).padStart(2, '0')}`,
        lastName: family,
        email: `${family.toLowerCase()}.${index}@example.at`,
        phone: `${phoneBase}${String(index).padStart(2, '0')}`,
      })),
    )),
  );
}, 120_000);
afterAll(() => actors.tokens.close());

const list = (query: Record<string, string>, token = actors.admin.token) => invoke<Row[]>(customers, 'GET', { path: '/api/customers', token, query });

describe('customer search is a Query, not a scan', () => {
  it('finds a name word prefix in pages, reading about one page of items', async () => {
    const first = await searchCustomers(family.slice(0, 9), { limit: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows.every((row) => row.lastName === family)).toBe(true);
    // 1,560 customers are stored; a page of 50 reads the 51 search items it needs (the Query's ScannedCount).
    expect(first.itemsRead).toBeLessThanOrEqual(60);
    const second = await searchCustomers(family.slice(0, 9), { limit: 50, after: first.nextKey });
    expect(second.rows).toHaveLength(10);
    expect(second.nextKey).toBeUndefined();
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id))).toEqual(new Set(family_.map((row) => row.id)));
  });

  it('finds by e-mail and phone prefixes, and the whole list pages from the name index', async () => {
    // A term with an @ is an e-mail prefix (without one, "suchtx.4" is two name words).
    const byEmail = await searchCustomers(`${family}.4@EXA`, { limit: 50 });
    expect(byEmail.rows.map((row) => row.email)).toEqual([`${family.toLowerCase()}.4@example.at`]);
    expect(byEmail.itemsRead).toBeLessThanOrEqual(2);
    const national = phoneBase.replace('+43 ', '0');
    const byPhone = await searchCustomers(`${national}0`, { limit: 50 });
    expect(byPhone.rows.map((row) => row.phone).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `${phoneBase}0${index}`));
    expect(byPhone.itemsRead).toBeLessThanOrEqual(11);
    const page = await queryCustomers('lastName', { limit: 20 });
    expect(page.rows).toHaveLength(20);
    expect(page.itemsRead).toBeLessThanOrEqual(25);
  });
});

describe('GET /api/customers', () => {
  it('pages a name search 50 + 10 with X-Next-Cursor, and finds by each key', async () => {
    const first = await list({ search: family, limit: '50' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toHaveLength(50);
    const second = await list({ search: family, limit: '50', cursor: String(first.headers[NEXT_CURSOR_HEADER]) });
    expect(second.body.data).toHaveLength(10);
    expect(second.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
    const ids = [...first.body.data!, ...second.body.data!].map((row) => row.id);
    expect(new Set(ids).size).toBe(60);

    const byEmail = await list({ search: `${family.toUpperCase()}.42@EXAMPLE.AT` });
    expect(byEmail.body.data!.map((row) => row.firstName)).toEqual(['Kind42']);
    const byPhone = await list({ search: `${phoneBase}07` });
    expect(byPhone.body.data!.map((row) => row.firstName)).toEqual(['Kind07']);
    // Two words: the first name narrows the family down.
    const byName = await list({ search: `kind05 ${family.slice(0, 6)}` });
    expect(byName.body.data!.map((row) => row.firstName)).toEqual(['Kind05']);
  });

  it('refuses a cursor of another list with a German 400', async () => {
    const first = await list({ search: family, limit: '50' });
    const wrong = await list({ search: other, limit: '50', cursor: String(first.headers[NEXT_CURSOR_HEADER]) });
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'cursor', message: 'Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.' }] },
    });
  });

  it('lets administrators only: a visitor gets 401, an employee 403', async () => {
    expect((await invoke(customers, 'GET', { path: '/api/customers' })).status).toBe(401);
    expect((await list({}, actors.employee.token)).status).toBe(403);
    const id = family_[0]!.id;
    expect((await invoke(customers, 'GET', { path: '/api/customers/{id}/orders', params: { id } })).status).toBe(401);
    expect((await invoke(customers, 'GET', { path: '/api/customers/{id}/orders', params: { id }, token: actors.employee.token })).status).toBe(403);
    expect((await invoke(customers, 'DELETE', { path: '/api/customers/{id}', params: { id }, token: actors.employee.token })).status).toBe(403);
  });
});

describe('a customer’s orders', () => {
  it('lists them newest first in pages with totals', async () => {
    const customer = await createEntity('Customer', { firstName: 'Hilde', lastName: `Bestell${runWord()}`, email: 'hilde@example.at' });
    const branchId = actors.branchA.id;
    const at = (iso: string) => ({ now: new Date(iso) });
    const orderOf = (gross: number, extra: Record<string, unknown> = {}) =>
      orderRecord(branchId, {
        customer: { id: customer.id },
        pricing: { net: 0, tax: 0, gross, totalNet: 0, totalTax: 0, totalGross: gross, taxes: [] },
        ...extra,
      });
    const oldest = await createEntity('Order', orderOf(10.1), at('2026-10-01T08:00:00.000Z'));
    const rejected = await createEntity('Order', orderOf(99, { isRejected: true }), at('2026-10-15T08:00:00.000Z'));
    const newest = await createEntity('Order', orderOf(5.25), at('2026-11-20T08:00:00.000Z'));
    // Another customer's order is not on this page.
    await createEntity('Order', orderRecord(branchId, { customer: { id: family_[1]!.id } }));

    const get = (query: Record<string, string>) =>
      invoke<CustomerOrdersAnswer>(customers, 'GET', { path: '/api/customers/{id}/orders', params: { id: customer.id }, token: actors.admin.token, query });
    const first: ApiResponse<CustomerOrdersAnswer> = await get({ limit: '2' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data!.orders.map((order) => order.id)).toEqual([newest.id, rejected.id]);
    expect(first.body.data!.orders[0]).toMatchObject({ pricing: { totalGross: 5.25 }, branch: { id: branchId }, isRejected: false });
    expect(first.body.data!.totals).toEqual({ count: 3, totalGross: 15.35, firstOrderAt: '2026-10-01T08:00:00.000Z', lastOrderAt: '2026-11-20T08:00:00.000Z' });
    const second = await get({ limit: '2', cursor: String(first.headers[NEXT_CURSOR_HEADER]) });
    expect(second.body.data!.orders.map((order) => order.id)).toEqual([oldest.id]);
    expect(second.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);

    const unknown = await invoke(customers, 'GET', { path: '/api/customers/{id}/orders', params: { id: ulid() }, token: actors.admin.token });
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ message: 'Kunde wurde nicht gefunden.' }] } });
  });
});

describe('findOrCreateCustomer', () => {
  it('finds by e-mail, by phone with the same last name, else creates', async () => {
    const lastName = `Telefon${runWord()}`;
    const number = `+43 650 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
    const made = await findOrCreateCustomer({ firstName: 'Eva', lastName, phone: number, email: `${lastName}@example.at` });
    expect(made.created).toBe(true);
    expect((await findOrCreateCustomer({ lastName: 'Irgendwer', email: `${lastName.toUpperCase()}@EXAMPLE.AT` })).customer.id).toBe(made.customer.id);
    // The same number written nationally, the same last name in other case: the same customer.
    const national = number.replace('+43 ', '0');
    expect(await findOrCreateCustomer({ lastName: lastName.toLowerCase(), phone: national })).toMatchObject({
      created: false,
      customer: { id: made.customer.id },
    });
    // The same number with another last name is someone else (a shared landline).
    const neighbour = await findOrCreateCustomer({ lastName: `Nachbar${runWord()}`, phone: national });
    expect(neighbour.created).toBe(true);
    expect(neighbour.customer.id).not.toBe(made.customer.id);
  });

  it('leaves out what a customer record refuses, and needs a last name', async () => {
    const lastName = `Ausland${runWord()}`;
    const made = await findOrCreateCustomer({ lastName, country: 'IT', email: 'kein-at-zeichen', city: 'Udine' });
    expect(made.created).toBe(true);
    expect(made.customer).toMatchObject({ lastName, country: 'AT', city: 'Udine' });
    expect(made.customer).not.toHaveProperty('email');
    await expect(findOrCreateCustomer({ lastName: '', phone: '+43 664 1' })).rejects.toThrow();
  });
});

describe('DELETE /api/customers/{id}: GDPR erasure', () => {
  it('deletes the customer and its search items, and keeps the orders with totals but without personal data', async () => {
    const lastName = `Loesch${runWord()}`;
    // Created through the API by an administrator: the audit log has an entry with the values.
    const created = await invoke<{ id: string }>(customers, 'POST', {
      path: '/api/customers',
      token: actors.admin.token,
      body: { firstName: 'Karl', lastName, email: `${lastName}@example.at`, phone: '+43 664 7777777', street: 'Hauptplatz 1' },
    });
    expect(created.status).toBe(201);
    const customer = (await getEntity('Customer', created.body.data!.id, { consistent: true }))!;
    expect(JSON.stringify((await scanAllItems()).filter((item) => item.entityType === 'AuditEntry'))).toContain('7777777');
    const pricing = { net: 10, tax: 2, gross: 12, totalNet: 10, totalTax: 2, totalGross: 12, taxes: [] };
    const order = await createEntity(
      'Order',
      orderRecord(actors.branchA.id, {
        customer: { id: customer.id },
        firstName: 'Karl',
        lastName,
        email: `${lastName}@example.at`,
        phone: '+43 664 7777777',
        street: 'Hauptplatz 1',
        zipCode: '8010',
        city: 'Graz',
        comment: 'Bitte bei Karl läuten',
        pricing,
      }),
    );
    const answer = await invoke(customers, 'DELETE', { path: '/api/customers/{id}', params: { id: customer.id }, token: actors.admin.token });
    expect(answer).toMatchObject({ status: 200, body: { data: { id: customer.id, erasedOrders: 1 } } });

    expect(await getEntity('Customer', customer.id, { consistent: true })).toBeUndefined();
    const kept = (await getEntity('Order', order.id, { consistent: true }))!;
    expect(kept).toMatchObject({
      id: order.id,
      uid: order.uid,
      firstName: 'Gelöscht',
      lastName: 'Gelöscht',
      pricing,
      items: order.items,
      branch: order.branch,
    });
    for (const field of ['customer', 'email', 'phone', 'street', 'zipCode', 'city', 'comment']) expect(kept).not.toHaveProperty(field);
    // Every item, the audit log's too: its entries of these records keep who and when, no values.
    const everything = JSON.stringify(await scanAllItems());
    expect(everything).not.toContain(lastName.toLowerCase());
    expect(everything).not.toContain(lastName);
    expect(everything).not.toContain('7777777');
    expect((await list({ search: lastName })).body.data).toEqual([]);
    expect((await invoke(customers, 'DELETE', { path: '/api/customers/{id}', params: { id: customer.id }, token: actors.admin.token })).status).toBe(404);
  });
});
