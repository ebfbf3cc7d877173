/**
 * Handlers invoked with API Gateway v2 events against DynamoDB Local: the generic resources,
 * uniqueness and locking over HTTP, employee branch limits, orders, config, /users/me, /init.
 */
import { ulid } from 'ulid';
import * as z from 'zod';
import { branchSchema, tableSchema } from '#shared/schemas/branch.ts';
import { categorySchema, menuSchema, productSchema, tagSchema } from '#shared/schemas/catalogue.ts';
import { configResponseSchema, publicConfigSchema } from '#shared/schemas/config.ts';
import { blockSchema, donateeSchema, navigationSchema, nodeSchema, siteSchema } from '#shared/schemas/content.ts';
import { initResponseSchema } from '#shared/schemas/init.ts';
import { divisionSchema } from '#shared/schemas/organisation.ts';
import { meSchema } from '#shared/schemas/user.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '#functions/lib/config.ts';
import { createEntity } from '#functions/db/repository.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { markMissedOrders } from '#events/jobs/missed-orders.ts';
import { assignBranch, createActors, sampleBody, unique, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';
import { orderRecord } from './order-fixtures';

let actors: Actors;
const handlers: Record<string, Handler> = {};
const group = async (name: string) => (handlers[name] ??= await loadGroupHandler(name));

beforeAll(async () => {
  actors = await createActors();
});
afterAll(() => actors.tokens.close());

describe('generic resources', () => {
  it('creates, reads, updates and deletes a record', async () => {
    const tags = await group('tags');
    // Tags are shop-wide catalogue data: administrators change them (docs/permissions.md).
    const token = actors.admin.token;
    const createdTag = await invoke<{ id: string; version: number; name: string }>(tags, 'POST', { path: '/api/tags', token, body: { name: 'Parkplatz' } });
    expect(createdTag.status).toBe(201);
    expect(createdTag.body.data).toMatchObject({ name: 'Parkplatz', version: 1, entityType: 'Tag' });
    const id = createdTag.body.data!.id;

    const read = await invoke(tags, 'GET', { path: '/api/tags/{id}', params: { id } });
    expect(read).toMatchObject({ status: 200, body: { data: { id, name: 'Parkplatz' } } });
    expect(read.headers['content-type']).toBe('application/json; charset=utf-8');

    const updated = await invoke(tags, 'PUT', { path: '/api/tags/{id}', params: { id }, token, body: { ...createdTag.body.data, name: 'Parkplätze' } });
    expect(updated).toMatchObject({ status: 200, body: { data: { name: 'Parkplätze', version: 2 } } });

    const stale = await invoke(tags, 'PUT', { path: '/api/tags/{id}', params: { id }, token, body: { name: 'Alt', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]).toMatchObject({ code: 'entity.versionConflict', field: 'version' });
    expect(stale.body.errors?.[0]?.message).toBe(
      'Tag wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Daten neu und versuchen Sie es erneut.',
    );

    const removed = await invoke(tags, 'DELETE', { path: '/api/tags/{id}', params: { id }, token });
    expect(removed).toMatchObject({ status: 200, body: { data: { id } } });
    const gone = await invoke(tags, 'GET', { path: '/api/tags/{id}', params: { id } });
    expect(gone).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound', message: 'Tag wurde nicht gefunden.' }] } });
  });

  it('answers a duplicate branch identifier with 409 and frees an identifier that was changed', async () => {
    const branches = await group('branches');
    const token = actors.admin.token;
    const identifier = unique('graz');
    const first = await invoke<{ id: string; version: number }>(branches, 'POST', {
      path: '/api/branches',
      token,
      body: { ...sampleBody('branches', undefined), identifier },
    });
    expect(first.status).toBe(201);

    const duplicate = await invoke(branches, 'POST', { path: '/api/branches', token, body: { ...sampleBody('branches', undefined), identifier } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ code: 'entity.uniqueConflict', field: 'identifier', message: `Kennung „${identifier}“ ist bereits vergeben.` }]);

    const renamed = unique('graz-neu');
    const changed = await invoke(branches, 'PUT', {
      path: '/api/branches/{id}',
      params: { id: first.body.data!.id },
      token,
      body: { ...sampleBody('branches', undefined), identifier: renamed, version: 1 },
    });
    expect(changed.status).toBe(200);
    const reused = await invoke(branches, 'POST', { path: '/api/branches', token, body: { ...sampleBody('branches', undefined), identifier } });
    expect(reused.status).toBe(201);

    // Lookup by identifier on GET {id}.
    const byIdentifier = await invoke(branches, 'GET', { path: '/api/branches/{id}', params: { id: renamed }, token });
    expect(byIdentifier).toMatchObject({ status: 200, body: { data: { id: first.body.data!.id } } });
  });

  it('stores the order-screen API key as a hash and never returns it', async () => {
    const branches = await group('branches');
    const apiKey = `secret-${ulid()}`;
    const response = await invoke<Record<string, unknown>>(branches, 'POST', {
      path: '/api/branches',
      token: actors.admin.token,
      body: { ...sampleBody('branches', undefined), apiKey },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ hasApiKey: true });
    expect(JSON.stringify(response.body)).not.toContain(apiKey);
    expect(response.body.data).not.toHaveProperty('apiKeyHash');
    // An update without a new key keeps the old one.
    const updated = await invoke<Record<string, unknown>>(branches, 'PUT', {
      path: '/api/branches/{id}',
      params: { id: String(response.body.data!.id) },
      token: actors.admin.token,
      body: { ...response.body.data, name: 'Neu' },
    });
    expect(updated.body.data).toMatchObject({ name: 'Neu', hasApiKey: true });
  });

  it('explains invalid input per field in German', async () => {
    const products = await group('products');
    const response = await invoke(products, 'POST', {
      path: '/api/products',
      token: actors.admin.token,
      body: { price: 'gratis', unit: 'fass', tax: 120, images: 'keins', name: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'validation.requiredField', field: 'name', message: 'Bitte füllen Sie das Feld „Name“ aus.' },
        { code: 'validation.number', field: 'price', message: 'Bitte geben Sie eine Zahl ein.' },
        { code: 'validation.tooBig', field: 'tax', message: 'Der Wert darf höchstens 100 sein.' },
        { code: 'validation.option', field: 'unit', message: 'Bitte wählen Sie einen der angebotenen Werte.' },
        { code: 'validation.list', field: 'images', message: 'Bitte geben Sie eine Liste an.' },
      ]),
    );
  });

  it('refuses broken JSON, a body id that is not the path id, and a missing version', async () => {
    const tags = await group('tags');
    const token = actors.admin.token;
    const broken = await invoke(tags, 'POST', { path: '/api/tags', token, body: '{"name": "Grill"' });
    expect(broken).toMatchObject({ status: 400, body: { errors: [{ code: 'request.invalidJson', message: 'Die Anfrage enthält kein gültiges JSON.' }] } });

    const tag = await createEntity('Tag', { name: 'Grill' });
    const mismatch = await invoke(tags, 'PUT', { path: '/api/tags/{id}', params: { id: tag.id }, token, body: { id: ulid(), name: 'x', version: 1 } });
    expect(mismatch).toMatchObject({ status: 400, body: { errors: [{ code: 'request.idMismatch', field: 'id' }] } });

    const noVersion = await invoke(tags, 'PUT', { path: '/api/tags/{id}', params: { id: tag.id }, token, body: { name: 'x' } });
    expect(noVersion).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'validation.requiredField', field: 'version', message: 'Bitte füllen Sie das Feld „Version“ aus.' }] },
    });
  });

  it('hides non-public records from anonymous callers, also by id', async () => {
    const sites = await group('sites');
    const draft = await createEntity('Site', { ...sampleBody('sites', undefined), isPublic: false });
    const live = await createEntity('Site', { ...sampleBody('sites', undefined), isPublic: true });
    const list = await invoke<Array<{ id: string }>>(sites, 'GET', { path: '/api/sites' });
    const ids = list.body.data!.map((site) => site.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect((await invoke(sites, 'GET', { path: '/api/sites/{id}', params: { id: draft.id } })).status).toBe(404);
    expect((await invoke(sites, 'GET', { path: '/api/sites/{id}', params: { id: draft.id }, token: actors.employee.token })).status).toBe(200);
    // By path (URL-encoded in the segment).
    const byPath = await invoke(sites, 'GET', { path: '/api/sites/{id}', params: { id: String(live.path) } });
    expect(byPath).toMatchObject({ status: 200, body: { data: { id: live.id } } });
  });

  it('answers an unexpected failure with a generic German 500 and no details', async () => {
    const tags = await group('tags');
    const table = process.env[ENV.table];
    process.env[ENV.table] = 'no-such-table';
    try {
      const response = await invoke(tags, 'GET', { path: '/api/tags' });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        errors: [{ code: 'internal', message: 'Leider ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.' }],
      });
    } finally {
      process.env[ENV.table] = table;
    }
  });

  it('answers an unknown route key with 404', async () => {
    const tags = await group('tags');
    const response = await invoke(tags, 'GET', { path: '/api/tags/{id}/unknown', params: { id: ulid() } });
    expect(response).toMatchObject({ status: 404, body: { errors: [{ code: 'route.notFound', message: 'Diese Adresse gibt es nicht.' }] } });
  });

  it('filters lists by the query (departments by branch and search)', async () => {
    const departments = await group('departments');
    const kitchen = await createEntity('Department', { name: `Küche ${ulid()}`, branch: { id: actors.branchA.id } });
    await createEntity('Department', { name: 'Verkauf', branch: { id: actors.branchA.id } });
    const response = await invoke<Array<{ id: string }>>(departments, 'GET', {
      path: '/api/departments',
      token: actors.admin.token,
      query: { branch: actors.branchA.id, search: String(kitchen.name).slice(6) },
    });
    expect(response.body.data!.map((d) => d.id)).toEqual([kitchen.id]);
    const invalid = await invoke(departments, 'GET', { path: '/api/departments', token: actors.admin.token, query: { branch: 'x' } });
    expect(invalid).toMatchObject({ status: 400, body: { errors: [{ field: 'branch', code: 'validation.id' }] } });
  });
});

describe('employee branch limits', () => {
  it('lists only the records of the own branches', async () => {
    const tables = await group('tables');
    const own = await createEntity('Table', sampleBody('tables', actors.branchA.id));
    const foreign = await createEntity('Table', sampleBody('tables', actors.branchB.id));
    const devices = await group('devices');
    const ownDevice = await createEntity('Device', sampleBody('devices', actors.branchA.id));
    const foreignDevice = await createEntity('Device', sampleBody('devices', actors.branchB.id));
    const listed = await invoke<Array<{ id: string }>>(devices, 'GET', { path: '/api/devices', token: actors.employee.token });
    const ids = listed.body.data!.map((d) => d.id);
    expect(ids).toContain(ownDevice.id);
    expect(ids).not.toContain(foreignDevice.id);
    // Tables are public data: both are readable, but only the own one can be changed.
    const tableIds = (await invoke<Array<{ id: string }>>(tables, 'GET', { path: '/api/tables', token: actors.employee.token })).body.data!.map((t) => t.id);
    expect(tableIds).toEqual(expect.arrayContaining([own.id, foreign.id]));
  });

  it('refuses reading another branch’s records with 403', async () => {
    const devices = await group('devices');
    const foreign = await createEntity('Device', sampleBody('devices', actors.branchB.id));
    const get = await invoke(devices, 'GET', { path: '/api/devices/{id}', params: { id: foreign.id }, token: actors.employee.token });
    expect(get).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'auth.branchForbidden', message: 'Sie haben keine Berechtigung für diese Filiale.' }] },
    });
    const own = await createEntity('Device', sampleBody('devices', actors.branchA.id));
    expect((await invoke(devices, 'GET', { path: '/api/devices/{id}', params: { id: own.id }, token: actors.employee.token })).status).toBe(200);
  });

  it('refuses changing, moving, creating and deleting another branch’s records with 403', async () => {
    const tables = await group('tables');
    const token = actors.employee.token;
    const foreign = await createEntity('Table', sampleBody('tables', actors.branchB.id));
    const put = await invoke(tables, 'PUT', {
      path: '/api/tables/{id}',
      params: { id: foreign.id },
      token,
      body: { ...foreign, branch: { id: actors.branchA.id } },
    });
    expect(put).toMatchObject({ status: 403, body: { errors: [{ code: 'auth.branchForbidden' }] } });
    const del = await invoke(tables, 'DELETE', { path: '/api/tables/{id}', params: { id: foreign.id }, token });
    expect(del.status).toBe(403);
    // Moving an own record to another branch is refused too.
    const own = await createEntity('Table', sampleBody('tables', actors.branchA.id));
    const move = await invoke(tables, 'PUT', { path: '/api/tables/{id}', params: { id: own.id }, token, body: { ...own, branch: { id: actors.branchB.id } } });
    expect(move.status).toBe(403);
    const create = await invoke(tables, 'POST', { path: '/api/tables', token, body: sampleBody('tables', actors.branchB.id) });
    expect(create.status).toBe(403);
    const createOwn = await invoke(tables, 'POST', { path: '/api/tables', token, body: sampleBody('tables', actors.branchA.id) });
    expect(createOwn.status).toBe(201);
    const deleteOwn = await invoke(tables, 'DELETE', { path: '/api/tables/{id}', params: { id: own.id }, token });
    expect(deleteOwn.status).toBe(200);
    // Nothing changed on the foreign table.
    expect((await invoke(tables, 'GET', { path: '/api/tables/{id}', params: { id: foreign.id } })).body.data).toMatchObject({
      version: 1,
      branch: { id: actors.branchB.id },
    });
  });

  it('limits menus through their branch list', async () => {
    const menus = await group('menus');
    const shared = await createEntity('Menu', { ...sampleBody('menus', actors.branchA.id), branches: [{ id: actors.branchA.id }, { id: actors.branchB.id }] });
    const response = await invoke(menus, 'PUT', {
      path: '/api/menus/{id}',
      params: { id: shared.id },
      token: actors.employee.token,
      body: { ...shared, name: 'Geändert' },
    });
    // The menu also serves branch B, which the employee does not work for.
    expect(response.status).toBe(403);
    const ownMenu = await createEntity('Menu', sampleBody('menus', actors.branchA.id));
    const branches = await group('branches');
    const forBranch = await invoke<Array<{ id: string }>>(branches, 'GET', {
      path: '/api/branches/{id}/menus',
      params: { id: actors.branchA.id },
      token: actors.employee.token,
    });
    expect(forBranch.body.data!.map((m) => m.id)).toEqual(expect.arrayContaining([ownMenu.id, shared.id]));
    // Branch A is not public: visitors neither see it nor its menus.
    expect((await invoke(branches, 'GET', { path: '/api/branches/{id}/menus', params: { id: actors.branchA.id } })).status).toBe(404);
  });

  it('shows an employee the orders of their branches only', async () => {
    const orders = await group('orders');
    // Stored directly: staff order create (POST /api/orders) has its own test, phone-order.int.test.ts.
    const own = await createEntity('Order', orderRecord(actors.branchA.id));
    const foreign = await createEntity('Order', orderRecord(actors.branchB.id));
    const history = await invoke<Array<{ id: string }>>(orders, 'GET', { path: '/api/orders', token: actors.employee.token });
    const ids = history.body.data!.map((order) => order.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    expect((await invoke(orders, 'GET', { path: '/api/orders/{id}', params: { id: foreign.id }, token: actors.employee.token })).status).toBe(403);
    const otherBranch = await invoke(orders, 'GET', { path: '/api/orders', token: actors.employee.token, query: { branch: actors.branchB.id } });
    expect(otherBranch).toMatchObject({ status: 403, body: { errors: [{ field: 'branch' }] } });
  });
});

describe('orders', () => {
  it('keeps the public link and server-managed status on a generic update', async () => {
    const orders = await group('orders');
    // Stored as order create stores it (staff order create: phone-order.int.test.ts).
    const order: Record<string, unknown> = await createEntity('Order', orderRecord(actors.branchA.id));
    expect(order.uid).toMatch(/^[0-9a-f]{16}$/);
    expect(order.hash).toMatch(/^[0-9a-f]{32}$/);

    // The status flags and the link survive a generic update unchanged.
    const updated = await invoke<Record<string, unknown>>(orders, 'PUT', {
      path: '/api/orders/{id}',
      params: { id: String(order.id) },
      token: actors.admin.token,
      body: { ...order, comment: 'Bitte klingeln', isCompleted: true, hash: 'x' },
    });
    expect(updated.body.data).toMatchObject({ comment: 'Bitte klingeln', isCompleted: false, hash: order.hash, uid: order.uid, version: 2 });

    const publicOrders = await group('orders');
    const publicView = await invoke<Record<string, unknown>>(publicOrders, 'GET', {
      path: '/api/orders/public/{uid}/{hash}',
      params: { uid: String(order.uid), hash: String(order.hash) },
    });
    expect(publicView.status).toBe(200);
    expect(publicView.body.data).toMatchObject({ id: order.id, branch: { id: actors.branchA.id, name: 'Filiale A' } });
    // The public view (shared/schemas/public-order.ts) keeps the branch's staff fields to itself.
    expect(publicView.body.data!.branch).not.toHaveProperty('apiKeyHash');
    expect(publicView.body.data!.branch).not.toHaveProperty('hasApiKey');

    const wrong = await invoke(publicOrders, 'GET', { path: '/api/orders/public/{uid}/{hash}', params: { uid: String(order.uid), hash: 'f'.repeat(32) } });
    const unknown = await invoke(publicOrders, 'GET', { path: '/api/orders/public/{uid}/{hash}', params: { uid: 'f'.repeat(16), hash: 'f'.repeat(32) } });
    expect(wrong).toMatchObject({ status: 404, body: { errors: [{ message: 'Bestellung wurde nicht gefunden.' }] } });
    // A wrong hash and an unknown order look the same.
    expect(unknown.body).toEqual(wrong.body);
  });

  it('splits open orders into current and missed, and serves the order screens', async () => {
    const branch = await createEntity('Branch', sampleBody('branches', undefined));
    const apiKey = `screen-${ulid()}-${ulid()}`;
    const branches = await group('branches');
    const withKey = await invoke(branches, 'PUT', {
      path: '/api/branches/{id}',
      params: { id: branch.id },
      token: actors.admin.token,
      body: { ...branch, apiKey },
    });
    expect(withKey.status).toBe(200);
    await assignBranch(actors.employee, branch);
    const employeeToken = actors.tokens.sign({ username: String(actors.employee.user.username), groups: ['ROLE_EMPLOYEE'] });
    const base = orderRecord(branch.id);
    const now = Date.now();
    const soon = await createEntity('Order', { ...base, uid: ulid(), appointmentDate: new Date(now + 3_600_000).toISOString() });
    const missed = await createEntity('Order', { ...base, uid: ulid(), appointmentDate: new Date(now - 3_600_000).toISOString() });
    const lateButConfirmed = await createEntity('Order', { ...base, uid: ulid(), isConfirmed: true, appointmentDate: new Date(now - 3_600_000).toISOString() });
    const done = await createEntity('Order', { ...base, uid: ulid(), isCompleted: true });

    // The job missed-orders marks the overdue one (events/jobs/missed-orders.ts; test/integration/order-missed.int.test.ts).
    await markMissedOrders({ now: new Date(), minutes: 15, log: createLogger({ test: 'handlers' }), branchIds: [branch.id] });
    const orders = await group('orders');
    const current = await invoke<Array<{ id: string }>>(orders, 'GET', { path: '/api/orders/current', token: employeeToken, query: { branch: branch.id } });
    expect(current.body.data!.map((o) => o.id)).toEqual([lateButConfirmed.id, soon.id]);
    const missedList = await invoke<Array<{ id: string }>>(orders, 'GET', { path: '/api/orders/missed', token: employeeToken, query: { branch: branch.id } });
    expect(missedList.body.data!.map((o) => o.id)).toEqual([missed.id]);

    // The counter tablet lists open orders due today or earlier (test/integration/order-screens.int.test.ts has the rest).
    const screen = await invoke<{ orders: Array<{ id: string }> }>(orders, 'GET', {
      path: '/api/orders/backoffice/{branchId}/{apiKey}',
      params: { branchId: branch.id, apiKey },
    });
    expect(screen.body.data!.orders.map((o) => o.id)).toEqual(expect.arrayContaining([missed.id, lateButConfirmed.id]));
    expect(screen.body.data!.orders.map((o) => o.id)).not.toContain(done.id);
    const wrongKey = await invoke(orders, 'GET', { path: '/api/orders/backoffice/{branchId}/{apiKey}', params: { branchId: branch.id, apiKey: `${apiKey}x` } });
    const unknownBranch = await invoke(orders, 'GET', { path: '/api/orders/backoffice/{branchId}/{apiKey}', params: { branchId: ulid(), apiKey } });
    expect(wrongKey).toMatchObject({ status: 401, body: { errors: [{ code: 'auth.invalidApiKey', message: 'Filiale oder API-Schlüssel ist ungültig.' }] } });
    expect(unknownBranch.body).toEqual(wrongKey.body);
  });

  it('filters the history by date range, status, customer and search', async () => {
    const branch = await createEntity('Branch', sampleBody('branches', undefined));
    const customer = await createEntity('Customer', sampleBody('customers', undefined));
    const base = orderRecord(branch.id);
    const october = await createEntity('Order', { ...base, uid: ulid(), lastName: 'Oktober' }, { now: new Date('2026-10-15T10:00:00.000Z') });
    const novemberFirst = await createEntity(
      'Order',
      { ...base, uid: ulid(), customer: { id: customer.id }, isCompleted: true },
      { now: new Date('2026-11-01T09:00:00.000Z') },
    );
    // 23:30 UTC on 1 November is already 2 November in Vienna.
    const lateEvening = await createEntity('Order', { ...base, uid: ulid(), customer: { id: customer.id } }, { now: new Date('2026-11-01T23:30:00.000Z') });
    const orders = await group('orders');
    const history = (query: Record<string, string>) =>
      invoke<Array<{ id: string }>>(orders, 'GET', { path: '/api/orders', token: actors.admin.token, query: { branch: branch.id, ...query } }).then((r) => {
        expect(r.status).toBe(200);
        return r.body.data!.map((o) => o.id);
      });
    expect(await history({ from: '2026-10-01', to: '2026-11-30' })).toEqual([lateEvening.id, novemberFirst.id, october.id]);
    expect(await history({ from: '2026-11-01', to: '2026-11-01' })).toEqual([novemberFirst.id]);
    expect(await history({ from: '2026-10-01', to: '2026-11-30', status: 'completed' })).toEqual([novemberFirst.id]);
    expect(await history({ from: '2026-10-01', to: '2026-11-30', search: 'oktober' })).toEqual([october.id]);
    expect(await history({ customer: customer.id })).toEqual([lateEvening.id, novemberFirst.id]);
    const tooLong = await invoke(orders, 'GET', { path: '/api/orders', token: actors.admin.token, query: { from: '2024-01-01', to: '2026-01-01' } });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'validation.dateRangeTooLong', message: 'Der Zeitraum darf höchstens 366 Tage umfassen.' }] },
    });
    const backwards = await invoke(orders, 'GET', { path: '/api/orders', token: actors.admin.token, query: { from: '2026-11-02', to: '2026-11-01' } });
    expect(backwards).toMatchObject({ status: 400, body: { errors: [{ code: 'validation.dateRange', field: 'to' }] } });
  });
});

describe('users, config and time tracking', () => {
  it('answers /users/me with the record and the roles of the token', async () => {
    const users = await group('users');
    const response = await invoke<Record<string, unknown>>(users, 'GET', { path: '/api/users/me', token: actors.employee.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: actors.employee.user.id,
      roles: ['ROLE_EMPLOYEE'],
      branches: expect.arrayContaining([{ id: actors.branchA.id }]),
    });
    // A token without a User record is refused: the record says whether the account is enabled
    // and which roles and branches count (docs/users.md), so a deleted user cannot go on.
    const token = actors.tokens.sign({ username: unique('nur-cognito'), groups: ['ROLE_ADMIN'], sub: 'sub-123' });
    const bare = await invoke(users, 'GET', { path: '/api/users/me', token });
    expect(bare).toMatchObject({ status: 401, body: { errors: [{ code: 'auth.invalidToken' }] } });
  });

  it('refuses expired, foreign-client, id and role-less tokens on staff routes', async () => {
    const users = await group('users');
    const username = String(actors.employee.user.username);
    const me = (token: string) => invoke(users, 'GET', { path: '/api/users/me', token });
    for (const token of [
      actors.tokens.sign({ username, groups: ['ROLE_EMPLOYEE'], expiresIn: -60 }),
      actors.tokens.sign({ username, groups: ['ROLE_EMPLOYEE'], clientId: 'another-app' }),
      actors.tokens.sign({ username, groups: ['ROLE_EMPLOYEE'], tokenUse: 'id' }),
      actors.tokens.sign({ username, groups: ['ROLE_EMPLOYEE'], issuer: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Other' }),
      'kein.jwt.token',
    ]) {
      expect(await me(token)).toMatchObject({ status: 401, body: { errors: [{ code: 'auth.invalidToken' }] } });
    }
    expect(await me(actors.tokens.sign({ username, groups: ['KUNDE'] }))).toMatchObject({ status: 403, body: { errors: [{ code: 'auth.forbidden' }] } });
    expect(await me(actors.tokens.sign({ username, groups: ['ROLE_EMPLOYEE'] }))).toMatchObject({ status: 200 });
  });

  it('stores a time-tracking access token as a hash and lets it open time tracking', async () => {
    const users = await group('users');
    const accessToken = `zugang-${ulid()}`;
    const body: Record<string, unknown> = { ...sampleBody('users', actors.branchA.id), accessToken };
    const response = await invoke<Record<string, unknown>>(users, 'POST', { path: '/api/users', token: actors.admin.token, body });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ hasAccessToken: true });
    expect(JSON.stringify(response.body)).not.toContain(accessToken);
    const timeTracking = await group('time-tracking');
    const path = '/api/time-tracking/{username}/{accessToken}/me';
    const ok = await invoke(timeTracking, 'GET', { path, params: { username: String(body.username), accessToken } });
    expect(ok).toMatchObject({ status: 200, body: { data: { user: { username: String(body.username) }, workingActivity: null } } });
    const wrong = await invoke(timeTracking, 'GET', { path, params: { username: String(body.username), accessToken: `${accessToken}x` } });
    expect(wrong).toMatchObject({ status: 401, body: { errors: [{ code: 'auth.invalidAccessToken' }] } });
  });

  it('gives visitors the public config fields and administrators everything', async () => {
    const config = await group('config');
    const current = await invoke<Record<string, unknown>>(config, 'GET', { path: '/api/config', token: actors.admin.token });
    const saved = await invoke<Record<string, unknown>>(config, 'POST', {
      path: '/api/config',
      token: actors.admin.token,
      body: {
        shopName: 'Fleischerei Huber',
        businessName: 'Huber GmbH',
        imprintText: '# Impressum',
        enablePluginSearch: true,
        notificationEmail: 'bestellung@example.at',
        version: current.body.data!.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ shopName: 'Fleischerei Huber', notificationEmail: 'bestellung@example.at', currency: 'EUR' });
    const anonymous = await invoke<Record<string, unknown>>(config, 'GET', { path: '/api/config' });
    expect(anonymous.body.data).toMatchObject({
      shopName: 'Fleischerei Huber',
      businessName: 'Huber GmbH',
      imprintText: '# Impressum',
      enablePluginSearch: true,
    });
    expect(anonymous.body.data).not.toHaveProperty('notificationEmail');
    expect(anonymous.body.data).not.toHaveProperty('version');
    const stale = await invoke(config, 'POST', {
      path: '/api/config',
      token: actors.admin.token,
      body: { shopName: 'Alt', version: current.body.data!.version },
    });
    expect(stale.status).toBe(409);
    const employee = await invoke(config, 'POST', { path: '/api/config', token: actors.employee.token, body: {} });
    expect(employee).toMatchObject({ status: 403, body: { errors: [{ code: 'auth.forbidden' }] } });
  });
});

describe('/init', () => {
  it('returns every start-up entry, public data only for visitors', async () => {
    const hiddenSite = await createEntity('Site', { ...sampleBody('sites', undefined), isPublic: false });
    const publicNode = await createEntity('Node', { ...sampleBody('nodes', undefined), isPublic: true });
    const init = await group('init');
    const anonymous = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init' });
    expect(anonymous.status).toBe(200);
    const urls = anonymous.body.data!.map((entry) => entry.url);
    expect(urls).toEqual([
      '/api/config',
      '/api/divisions',
      '/api/branches',
      '/api/tags',
      '/api/tables',
      '/api/sites',
      '/api/navigations',
      '/api/blocks',
      '/api/nodes',
      '/api/donatees',
    ]);
    const entry = <T>(body: typeof anonymous.body, url: string) => body.data!.find((e) => e.url === url)!.data as T;
    const ids = (body: typeof anonymous.body, url: string) => entry<Array<{ id: string }>>(body, url).map((record) => record.id);
    expect(ids(anonymous.body, '/api/branches')).toContain(actors.branchB.id);
    expect(ids(anonymous.body, '/api/branches')).not.toContain(actors.branchA.id);
    expect(ids(anonymous.body, '/api/sites')).not.toContain(hiddenSite.id);
    expect(ids(anonymous.body, '/api/nodes')).toContain(publicNode.id);
    expect(entry<Record<string, unknown>>(anonymous.body, '/api/config')).not.toHaveProperty('version');
    expect(JSON.stringify(anonymous.body)).not.toContain('apiKeyHash');

    const admin = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init', token: actors.admin.token });
    expect(admin.body.data!.map((e) => e.url)).toContain('/api/users/me');
    expect(ids(admin.body, '/api/branches')).toEqual(expect.arrayContaining([actors.branchA.id, actors.branchB.id]));
    expect(ids(admin.body, '/api/sites')).toContain(hiddenSite.id);
    expect(entry<Record<string, unknown>>(admin.body, '/api/config')).toHaveProperty('version');
    expect(entry<Record<string, unknown>>(admin.body, '/api/users/me')).toMatchObject({ id: actors.admin.user.id, roles: ['ROLE_ADMIN'] });
    expect(JSON.stringify(admin.body)).not.toContain('apiKeyHash');
  });

  it('answers what the shared response schemas parse', async () => {
    const init = await group('init');
    for (const token of [undefined, actors.admin.token]) {
      const response = await invoke(init, 'GET', { path: '/api/init', token });
      const entries = initResponseSchema.parse(response.body.data);
      const schemas: Record<string, z.ZodType> = {
        '/api/config': token ? configResponseSchema : publicConfigSchema.strict(),
        '/api/users/me': meSchema,
        '/api/divisions': z.array(divisionSchema),
        '/api/branches': z.array(branchSchema),
        '/api/menus': z.array(menuSchema),
        '/api/categories': z.array(categorySchema),
        '/api/products': z.array(productSchema),
        '/api/tags': z.array(tagSchema),
        '/api/tables': z.array(tableSchema),
        '/api/sites': z.array(siteSchema),
        '/api/navigations': z.array(navigationSchema),
        '/api/blocks': z.array(blockSchema),
        '/api/nodes': z.array(nodeSchema),
        '/api/donatees': z.array(donateeSchema),
      };
      for (const entry of entries) {
        const parsed = schemas[entry.url]!.safeParse(entry.data);
        expect(parsed.error?.issues ?? [], entry.url).toEqual([]);
      }
    }
  });

  it("shares the visitors' answer for a few seconds, but gives staff fresh data", async () => {
    const init = await group('init');
    const branchIds = (body: { data?: Array<{ url: string; data: unknown }> }) =>
      (body.data!.find((e) => e.url === '/api/branches')!.data as Array<{ id: string }>).map((record) => record.id);
    const before = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init' });
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const opened = await createEntity('Branch', { ...sampleBody('branches', undefined), isPublic: true, isEnabled: true });

    const visitor = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init' });
    expect(branchIds(visitor.body)).not.toContain(opened.id);
    const admin = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init', token: actors.admin.token });
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(branchIds(admin.body)).toContain(opened.id);

    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const later = await invoke<Array<{ url: string; data: unknown }>>(init, 'GET', { path: '/api/init' });
    expect(branchIds(later.body)).toContain(opened.id);
  });

  it('treats an invalid token on a public route as a visitor', async () => {
    const init = await group('init');
    const response = await invoke<Array<{ url: string }>>(init, 'GET', { path: '/api/init', token: actors.foreignToken });
    expect(response.status).toBe(200);
    expect(response.body.data!.map((e) => e.url)).not.toContain('/api/users/me');
  });
});
