/**
 * The audit log (docs/audit-log.md) against DynamoDB Local: a product's price change through
 * PUT /api/products/{id} as admin is listed by GET /api/logs with the user, the old and the new
 * price; create and delete are logged, an order's confirmation by its own action name; a changed
 * secret (an order screen key, a time-tracking token) is logged without value or hash; a refused
 * save, a write the transaction refuses, a save without changes and writes outside a staff
 * request log nothing; the filters, paging and the entry's TTL; visitors get 401, employees 403.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAuditActor } from '#functions/audit/context.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { VersionConflictError } from '#functions/db/errors.ts';
import { auditEntryKey } from '#functions/db/keys.ts';
import { createEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import type { AuditEntry } from '#shared/audit/entry.ts';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/schemas/list-page.ts';
import { createActors, sampleBody, unique, type Actors } from './fixtures';
import { orderRecord } from './order-fixtures';
import { invoke, loadGroupHandler, type ApiResponse } from './events';

let actors: Actors;
let product: StoredEntity;
/** The entry of the price change 3.90 → 4.20. */
let priceEntry: AuditEntry;

beforeAll(async () => {
  actors = await createActors();
  product = await createEntity('Product', { ...sampleBody('products', undefined), name: unique('Käsekrainer'), price: 3.9 });
}, 60_000);
afterAll(() => actors.tokens.close());

async function logs(query: Record<string, string>, token: string | undefined = actors.admin.token): Promise<ApiResponse<AuditEntry[]>> {
  return invoke<AuditEntry[]>(await loadGroupHandler('logs'), 'GET', { path: '/api/logs', token, query });
}

async function putProduct(changes: Record<string, unknown>) {
  const current = (await getEntity('Product', product.id, { consistent: true }))!;
  const { id: _id, entityType: _type, createdAt: _created, updatedAt: _updated, ...fields } = current;
  const response = await invoke<StoredEntity>(await loadGroupHandler('products'), 'PUT', {
    path: '/api/products/{id}',
    params: { id: product.id },
    token: actors.admin.token,
    body: { ...fields, ...changes },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!;
}

describe('GET /api/logs', () => {
  it('shows the price change of a product with the user, the old and the new price', async () => {
    await putProduct({ price: 4.2 });
    const answer = await logs({ record: product.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    priceEntry = answer.body.data![0]!;
    expect(priceEntry).toMatchObject({
      userId: actors.admin.user.id,
      userName: actors.admin.user.name,
      resource: 'products',
      recordType: 'Product',
      recordId: product.id,
      recordName: product.name,
      action: 'update',
      route: 'PUT /api/products/{id}',
    });
    // Only the price changed: version and updatedAt are the repository's, not the user's, changes.
    expect(priceEntry.changes).toEqual([{ path: ['price'], before: 3.9, after: 4.2 }]);
    expect(Date.now() - Date.parse(priceEntry.at)).toBeLessThan(60_000);
    // No total: counting every match would read the whole log.
    expect(answer.headers).not.toHaveProperty(TOTAL_COUNT_HEADER);

    const one = await invoke<AuditEntry>(await loadGroupHandler('logs'), 'GET', {
      path: '/api/logs/{id}',
      params: { id: priceEntry.id },
      token: actors.admin.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(priceEntry);
  });

  it('keeps an entry for THEKE_AUDIT_RETENTION_DAYS (365 by default) through the table TTL', async () => {
    const item = (await documentClient().send(new GetCommand({ TableName: tableName(), Key: auditEntryKey(priceEntry.id) }))).Item!;
    expect(item.ttl).toBe(Math.floor(Date.parse(priceEntry.at) / 1000) + 365 * 86_400);
  });

  it('logs no entry for a refused save (a stale version)', async () => {
    const stale = await invoke(await loadGroupHandler('products'), 'PUT', {
      path: '/api/products/{id}',
      params: { id: product.id },
      token: actors.admin.token,
      body: { ...sampleBody('products', undefined), name: product.name, price: 9.99, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await logs({ record: product.id })).body.data!.map((entry) => entry.id)).toEqual([priceEntry.id]);
  });

  it('writes no entry when the write itself fails inside the transaction (a concurrent save won)', async () => {
    const record = await createEntity('Product', { ...sampleBody('products', undefined), name: unique('Blunze'), price: 2 });
    // Someone else saves first; this writer still holds version 1 as `previous`, so only the
    // transaction's version condition can refuse it.
    await updateEntity('Product', record.id, { ...record, price: 2.2 }, 1);
    const actor = { userId: actors.admin.user.id, userName: String(actors.admin.user.name), resource: 'products', method: 'PUT', path: '/api/products/{id}' };
    await expect(withAuditActor(actor, () => updateEntity('Product', record.id, { ...record, price: 2.5 }, 1, { previous: record }))).rejects.toThrow(
      VersionConflictError,
    );
    expect((await logs({ record: record.id })).body.data).toEqual([]);
  });

  it('logs no entry for a save that changed nothing', async () => {
    await putProduct({});
    expect((await logs({ record: product.id })).body.data).toHaveLength(1);
  });

  it('logs create and delete with every field before or after', async () => {
    const products = await loadGroupHandler('products');
    const name = unique('Leberkäse');
    const created = await invoke<StoredEntity>(products, 'POST', {
      path: '/api/products',
      token: actors.admin.token,
      body: { ...sampleBody('products', undefined), name, price: 2.5 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data!.id;
    const removed = await invoke(products, 'DELETE', { path: '/api/products/{id}', params: { id }, token: actors.admin.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const [deleted, createdEntry] = (await logs({ record: id })).body.data!;
    expect(createdEntry).toMatchObject({ action: 'create', recordName: name });
    expect(createdEntry!.changes).toContainEqual({ path: ['price'], after: 2.5 });
    expect(createdEntry!.changes.every((change) => change.before === undefined)).toBe(true);
    expect(deleted).toMatchObject({ action: 'delete', recordName: name });
    expect(deleted!.changes).toContainEqual({ path: ['name'], before: name });
    expect(deleted!.changes.some((change) => ['version', 'updatedAt', 'createdAt', 'id'].includes(String(change.path[0])))).toBe(false);
  });

  it('never logs a secret: an order screen key and a time-tracking access token change only as "changed"', async () => {
    const branch = await createEntity('Branch', {
      ...sampleBody('branches', undefined),
      name: unique('Filiale Lend'),
      apiKeyHash: hashSecret('alter-schluessel-0123456789abcdef'),
    });
    const newKey = `neuer-schluessel-${unique('k')}`;
    const current = (await getEntity('Branch', branch.id))!;
    const { id: _id, entityType: _type, createdAt: _c, updatedAt: _u, apiKeyHash: _hash, ...fields } = current;
    const saved = await invoke(await loadGroupHandler('branches'), 'PUT', {
      path: '/api/branches/{id}',
      params: { id: branch.id },
      token: actors.admin.token,
      body: { ...fields, apiKey: newKey },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const branchLog = await logs({ record: branch.id });
    expect(branchLog.body.data![0]!.changes).toEqual([{ path: ['apiKeyHash'], redacted: true }]);

    // A user's time-tracking token, written as a staff request's repository write.
    const user = actors.timeTracker.user;
    const actor = { userId: actors.admin.user.id, userName: String(actors.admin.user.name), resource: 'users', method: 'PUT', path: '/api/users/{id}' };
    const newToken = `tt-neu-${unique('t')}`;
    await withAuditActor(actor, () => updateEntity('User', user.id, { ...user, accessTokenHash: hashSecret(newToken) }, user.version));
    const userLog = await logs({ record: user.id });
    expect(userLog.body.data![0]!.changes).toEqual([{ path: ['accessTokenHash'], redacted: true }]);

    const text = JSON.stringify([branchLog.body, userLog.body]);
    for (const secret of [
      newKey,
      hashSecret(newKey),
      hashSecret('alter-schluessel-0123456789abcdef'),
      newToken,
      hashSecret(newToken),
      actors.timeTracker.accessToken,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs a user created and then given a new time-tracking access token through /api/users without the token or its hash', async () => {
    const users = await loadGroupHandler('users');
    const firstToken = `zugang-alt-${unique('t')}`;
    const body = { ...sampleBody('users', actors.branchA.id), accessToken: firstToken };
    const created = await invoke<StoredEntity>(users, 'POST', { path: '/api/users', token: actors.admin.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = created.body.data!;
    const newToken = `zugang-neu-${unique('t')}`;
    const { accessToken: _old, ...input } = body;
    const updated = await invoke(users, 'PUT', {
      path: '/api/users/{id}',
      params: { id: user.id },
      token: actors.admin.token,
      body: { ...input, accessToken: newToken, version: user.version },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const entries = (await logs({ record: user.id })).body.data!;
    const change = entries.find((entry) => entry.action === 'update')!;
    expect(change.changes).toEqual([{ path: ['accessTokenHash'], redacted: true }]);
    expect(entries.find((entry) => entry.action === 'create')!.changes).toContainEqual({ path: ['accessTokenHash'], redacted: true });
    const text = JSON.stringify(entries);
    for (const secret of [firstToken, newToken, hashSecret(firstToken), hashSecret(newToken)]) expect(text).not.toContain(secret);
  });

  it('names a route’s own action: an employee confirming an order is "status/confirm" by that employee', async () => {
    const order = await createEntity('Order', orderRecord(actors.branchA.id, { idempotencyKey: unique('idem'), ticketNumber: 7 }));
    const confirmed = await invoke(await loadGroupHandler('orders'), 'POST', {
      path: '/api/orders/{id}/status/confirm',
      params: { id: order.id },
      token: actors.employee.token,
      body: order,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [entry] = (await logs({ record: order.id })).body.data!;
    expect(entry).toMatchObject({ action: 'status/confirm', resource: 'orders', recordType: 'Order', userId: actors.employee.user.id });
    expect(entry!.changes).toContainEqual({ path: ['isConfirmed'], before: false, after: true });
  });

  it('logs nothing for writes outside a staff request (seed, consumers, jobs)', async () => {
    const quiet = await createEntity('Product', { ...sampleBody('products', undefined), name: unique('Selchwurst') });
    await updateEntity('Product', quiet.id, { ...quiet, price: 9 }, quiet.version);
    expect((await logs({ record: quiet.id })).body.data).toEqual([]);
  });

  it('filters by user, area, record name and time range', async () => {
    const ids = (answer: ApiResponse<AuditEntry[]>) => answer.body.data!.map((entry) => entry.id);
    const adminName = String(actors.admin.user.name);
    expect(ids(await logs({ user: actors.admin.user.id, record: product.id }))).toEqual([priceEntry.id]);
    // Part of the name, any case.
    expect(ids(await logs({ user: adminName.slice(5).toUpperCase(), record: product.id }))).toEqual([priceEntry.id]);
    expect(ids(await logs({ user: actors.employee.user.id, record: product.id }))).toEqual([]);
    expect(ids(await logs({ resource: 'products', record: product.id }))).toEqual([priceEntry.id]);
    expect(ids(await logs({ resource: 'branches', record: product.id }))).toEqual([]);
    expect(ids(await logs({ search: String(product.name).slice(-10), user: actors.admin.user.id }))).toContain(priceEntry.id);
    const day = priceEntry.at.slice(0, 10);
    expect(ids(await logs({ from: day, to: day, record: product.id }))).toEqual([priceEntry.id]);
    expect(ids(await logs({ from: priceEntry.at, to: priceEntry.at, user: actors.admin.user.id }))).toContain(priceEntry.id);
    const next = new Date(Date.parse(priceEntry.at) + 86_400_000).toISOString().slice(0, 10);
    const previous = new Date(Date.parse(priceEntry.at) - 86_400_000).toISOString().slice(0, 10);
    expect(ids(await logs({ from: next, record: product.id }))).toEqual([]);
    expect(ids(await logs({ to: previous, record: product.id }))).toEqual([]);
    const refused = await logs({ from: 'gestern' });
    expect(refused.status).toBe(400);
  });

  it('pages newest first with X-Next-Cursor, without repeating an entry', async () => {
    await putProduct({ price: 4.4 });
    await putProduct({ price: 4.6 });
    const first = await logs({ record: product.id, limit: '2' });
    expect(first.body.data!.map((entry) => entry.changes[0]!.after)).toEqual([4.6, 4.4]);
    const cursor = String(first.headers[NEXT_CURSOR_HEADER]);
    const second = await logs({ record: product.id, limit: '2', cursor });
    expect(second.body.data!.map((entry) => entry.id)).toEqual([priceEntry.id]);
    expect(second.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
    // The whole log pages the same way.
    const all = await logs({ limit: '1', user: actors.admin.user.id });
    expect(all.body.data).toHaveLength(1);
    expect(all.headers[NEXT_CURSOR_HEADER]).toBeTruthy();
  });

  it('is for administrators only: visitors 401, employees 403, an unknown entry 404', async () => {
    const handler = await loadGroupHandler('logs');
    for (const [path, params] of [
      ['/api/logs', {}],
      ['/api/logs/{id}', { id: priceEntry.id }],
    ] as const) {
      expect((await invoke(handler, 'GET', { path, params })).status).toBe(401);
      const employee = await invoke(handler, 'GET', { path, params, token: actors.employee.token });
      expect(employee.status).toBe(403);
      expect(employee.body.data).toBeUndefined();
    }
    const missing = await invoke(handler, 'GET', { path: '/api/logs/{id}', params: { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }, token: actors.admin.token });
    expect(missing.status).toBe(404);
  });
});
