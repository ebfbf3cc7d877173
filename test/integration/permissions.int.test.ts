/**
 * The behaviour behind the permission matrix (docs/permissions.md) beyond allow and deny: deletes
 * refused while references point at a record, the QR code target rule, uploads without their
 * public hash, and working time that employees read but do not change. The sold-out list of a
 * branch (who sets it, the storefront's data, order create) is in sold-out.int.test.ts.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { assignBranch, createActors, PNG_1X1, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse } from './events';
import { createOrderShop, orderRecord, type OrderShopFixture } from './order-fixtures';

let actors: Actors;
let shop: OrderShopFixture;

beforeAll(async () => {
  actors = await createActors();
  shop = await createOrderShop();
  await assignBranch(actors.employee, shop.branch);
});
afterAll(() => actors.tokens.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call<T = unknown>(
  group: string,
  method: Method,
  path: string,
  options: { params?: Record<string, string>; token?: string; body?: unknown } = {},
) {
  return invoke<T>(await loadGroupHandler(group), method, { path, ...options });
}

const remove = (group: string, id: string, token = actors.admin.token) => call(group, 'DELETE', `/api/${group}/{id}`, { params: { id }, token });

function expectConflictNaming(response: ApiResponse, ...names: string[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(409);
  expect(response.body.errors?.[0]?.code).toBe('entity.inUse');
  for (const name of names) expect(response.body.errors?.[0]?.message).toContain(name);
}

describe('deletes that would leave references dangling answer 409', () => {
  it('a category a menu uses, a product a menu lists', async () => {
    expectConflictNaming(await remove('categories', shop.category.id), 'Kategorie', 'Produktkatalog „Sortiment“');
    expectConflictNaming(await remove('products', shop.leberkaese.id), 'Produkt', 'Produktkatalog „Sortiment“');
    const unused = await createEntity('Product', sampleBody('products', undefined));
    expect((await remove('products', unused.id)).status).toBe(200);
  });

  it('a branch with open orders, devices, tables or menus; deletable once they are gone', async () => {
    const branch = await createEntity('Branch', sampleBody('branches', undefined));
    const order = await createEntity('Order', orderRecord(branch.id));
    const device = await createEntity('Device', sampleBody('devices', branch.id));
    expectConflictNaming(await remove('branches', branch.id), 'Filiale', 'Bestellung', 'Gerät „Bondrucker“');
    await remove('orders', order.id);
    expectConflictNaming(await remove('branches', branch.id), 'Gerät „Bondrucker“');
    await remove('devices', device.id);
    expect((await remove('branches', branch.id)).status).toBe(200);
  });

  it('a completed order does not hold its branch', async () => {
    const branch = await createEntity('Branch', sampleBody('branches', undefined));
    await createEntity('Order', orderRecord(branch.id, { isConfirmed: true, isCompleted: true }));
    expect((await remove('branches', branch.id)).status).toBe(200);
  });

  it('a tag a branch or product uses', async () => {
    const tag = await createEntity('Tag', sampleBody('tags', undefined));
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale mit Parkplatz', tags: [{ id: tag.id }] });
    expectConflictNaming(await remove('tags', tag.id), 'Tag', 'Filiale „Filiale mit Parkplatz“');
    await remove('branches', branch.id);
    expect((await remove('tags', tag.id)).status).toBe(200);
  });

  it('a stream a signage device plays, a segment a stream shows, a scene a segment shows', async () => {
    const scene = await createEntity('Scene', sampleBody('scenes', undefined));
    const segment = await createEntity('DigitalSignageSegment', { name: 'Angebot', items: [{ scene: { id: scene.id }, durationSeconds: 15 }] });
    const stream = await createEntity('DigitalSignageStream', { name: 'Schaufenster', entries: [{ segment: { id: segment.id }, weekdays: [] }] });
    await createEntity('DigitalSignageDevice', { ...sampleBody('digital-signage-devices', undefined), name: 'TV Eingang', stream: { id: stream.id } });
    expectConflictNaming(await remove('digital-signage-streams', stream.id), 'Stream', 'TV „TV Eingang“');
    expectConflictNaming(await remove('digital-signage-segments', segment.id), 'Filmsequenz', 'Stream „Schaufenster“');
    expectConflictNaming(await remove('scenes', scene.id), 'Szene', 'Filmsequenz „Angebot“');
  });

  it('a site or node a navigation links to', async () => {
    const site = await createEntity('Site', sampleBody('sites', undefined));
    const node = await createEntity('Node', sampleBody('nodes', undefined));
    await createEntity('Navigation', {
      identifier: `nav-${ulid().toLowerCase()}`,
      name: 'Hauptmenü',
      items: [
        { type: 'group', label: 'Über uns', children: [{ type: 'site', label: 'Seite', target: site.path, children: [] }] },
        { type: 'link', label: 'Team', target: node.identifier, children: [] },
      ],
    });
    expectConflictNaming(await remove('sites', site.id), 'Seite', 'Navigation „Hauptmenü“');
    expectConflictNaming(await remove('nodes', node.id), 'Inhalt', 'Navigation „Hauptmenü“');
  });
});

describe('QR code targets', () => {
  const create = (target: string) =>
    call('qr-codes', 'POST', '/api/qr-codes', { token: actors.admin.token, body: { ...sampleBody('qr-codes', undefined), target } });

  it('refuses a target off the shop at the field, in German', async () => {
    for (const target of ['https://evil.example/login', '//evil.example/login', 'javascript:alert(1)']) {
      const refused = await create(target);
      expect(refused.status, target).toBe(400);
      expect(refused.body.errors, target).toEqual([
        {
          code: 'validation.qrTarget',
          field: 'target',
          message: 'Bitte geben Sie einen Pfad dieses Shops (beginnend mit „/“) oder eine erlaubte https-Adresse an.',
        },
      ]);
    }
  });

  it('takes a path of the shop', async () => {
    expect((await create('/store/graz?tisch=4')).status).toBe(201);
  });

  it('employees may not create one at all', async () => {
    const refused = await call('qr-codes', 'POST', '/api/qr-codes', { token: actors.employee.token, body: sampleBody('qr-codes', undefined) });
    expect(refused.status).toBe(403);
  });
});

describe('uploads', () => {
  let upload: { id: string; publicHash?: string };

  beforeAll(async () => {
    const created = await call<{ id: string; publicHash?: string }>('uploads', 'POST', '/api/uploads', {
      body: { data: `data:image/png;base64,${PNG_1X1.toString('base64')}`, name: 'Torte.png' },
    });
    expect(created.status).toBe(201);
    upload = created.body.data!;
  });

  it('the storefront’s create answer carries the public hash; list and read never do', async () => {
    expect(upload.publicHash).toMatch(/^[0-9a-f]{32}$/);
    const list = await call<Array<Record<string, unknown>>>('uploads', 'GET', '/api/uploads', { token: actors.admin.token });
    const listed = list.body.data!.find((entry) => entry.id === upload.id)!;
    expect(listed).toMatchObject({ id: upload.id, hasPublicHash: true });
    expect(listed).not.toHaveProperty('publicHash');
    const read = await call<Record<string, unknown>>('uploads', 'GET', '/api/uploads/{id}', { params: { id: upload.id }, token: actors.admin.token });
    expect(read.body.data).not.toHaveProperty('publicHash');
    expect(JSON.stringify(list.body)).not.toContain(upload.publicHash!);
  });

  it('employees may neither list nor delete them', async () => {
    expect((await call('uploads', 'GET', '/api/uploads', { token: actors.employee.token })).status).toBe(403);
    expect((await remove('uploads', upload.id, actors.employee.token)).status).toBe(403);
    expect(await getEntity('Upload', upload.id)).toBeDefined();
  });
});

describe('working time: employees read their own, change nothing', () => {
  let mine: StoredEntity;
  let colleagues: StoredEntity;

  beforeAll(async () => {
    mine = await createEntity('WorkingSchedule', { ...sampleBody('working-schedules', undefined), user: { id: actors.employee.user.id } });
    colleagues = await createEntity('WorkingSchedule', { ...sampleBody('working-schedules', undefined), user: { id: actors.otherEmployee.user.id } });
  });

  it('lists only the employee’s own schedule entries', async () => {
    const list = await call<Array<{ id: string }>>('working-schedules', 'GET', '/api/working-schedules', { token: actors.employee.token });
    const ids = list.body.data!.map((entry) => entry.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(colleagues.id);
  });

  it("refuses reading and moving a colleague's shift, and changing one's own", async () => {
    const read = await call('working-schedules', 'GET', '/api/working-schedules/{id}', { params: { id: colleagues.id }, token: actors.employee.token });
    expect(read.status).toBe(403);
    expect(read.body.errors?.[0]?.code).toBe('auth.ownRecordsOnly');
    for (const record of [colleagues, mine]) {
      const moved = await call('working-schedules', 'PUT', '/api/working-schedules/{id}', {
        params: { id: record.id },
        token: actors.employee.token,
        body: { ...sampleBody('working-schedules', undefined), user: record.user, minutesPerWeekday: [240, 240, 240, 240, 240, 0, 0], version: record.version },
      });
      expect(moved.status).toBe(403);
    }
    expect((await getEntity('WorkingSchedule', colleagues.id, { consistent: true }))?.minutesPerWeekday).toEqual([480, 480, 480, 480, 480, 0, 0]);
  });
});
