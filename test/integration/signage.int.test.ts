/**
 * Digital signage against DynamoDB Local: the TV's key (functions/lib/access.ts `signageDevice`),
 * the program with live prices and its ETag (functions/signage-player/program.ts), the heartbeat's
 * writes (functions/signage-player/heartbeat.ts), the command life cycle
 * (functions/digital-signage-devices/commands.ts), the scene preview, list filters and delete
 * refusals.
 */
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/db/client.ts';
import { entityKey } from '#functions/db/keys.ts';
import { createEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { CLOCK_OFFSET_VARIABLE } from '#functions/lib/clock.ts';
import { listAuditEntries } from '#functions/audit/query.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import { buildProgram } from '#functions/signage-player/program.ts';
import { imageTemplateInputSchema } from '#shared/schemas/media.ts';
import { localDateOf } from '#shared/time/index.ts';
import type { DigitalSignageDevice, SignageHeartbeatAnswer, SignageProgram, PlayableScene } from '#shared/schemas/signage.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';

const VIENNA = 'Europe/Vienna';
/** Prices keep their amount and currency together (shared/pricing/format.ts). */
const NBSP = '\u00a0';
let actors: Actors;
let player: Handler;
let devices: Handler;
let scenes: Handler;

interface Shop {
  branch: StoredEntity;
  category: StoredEntity;
  semmel: StoredEntity;
  leberkaese: StoredEntity;
  soldOut: StoredEntity;
  scene: StoredEntity;
  segment: StoredEntity;
  stream: StoredEntity;
  device: StoredEntity;
  key: string;
}

const PRICE_REGION = { id: 'preise', kind: 'priceList', frame: { x: 0, y: 0, width: 60, height: 100 }, unavailable: 'dim' };

/** A branch with a menu of Heiße Theke, a scene of its prices and hours, a segment, a stream and a TV playing it. */
async function createShop(): Promise<Shop> {
  const branch = await createEntity('Branch', {
    identifier: `graz-${ulid().toLowerCase()}`,
    name: 'Graz',
    isEnabled: true,
    openingHours: [
      { type: 'daily', from: '07:00', to: '18:00' },
      { type: 'saturday', from: '07:00', to: '12:00' },
      { type: 'sunday', isClosed: true },
    ],
  });
  const category = await createEntity('Category', { name: 'Heiße Theke', isEnabled: true });
  const semmel = await createEntity('Product', { name: 'Leberkässemmel', price: 3.2, tax: 10, unit: 'amount', pricing: 'fixed', isEnabled: true });
  const leberkaese = await createEntity('Product', {
    name: 'Heißer Leberkäse nach Gewicht',
    price: 24.9,
    tax: 10,
    unit: 'kilogram',
    pricing: 'fixed',
    isEnabled: true,
  });
  const soldOut = await createEntity('Product', { name: 'Schnitzelsemmel', price: 5.5, tax: 10, unit: 'amount', pricing: 'fixed', isEnabled: true });
  const hidden = await createEntity('Product', { name: 'Bosna', price: 4.5, tax: 10, unit: 'amount', pricing: 'fixed', isEnabled: false });
  await createEntity('Menu', {
    name: 'Menü Graz',
    branches: [{ id: branch.id }],
    catalog: [{ id: category.id, products: [semmel.id, leberkaese.id, soldOut.id, hidden.id] }],
  });
  // Sold out at the branch today.
  await updateEntity('Branch', branch.id, { ...strip(branch), soldOutProductIds: [soldOut.id], soldOutDate: localDateOf(new Date(), VIENNA) }, branch.version);
  const scene = await createEntity('Scene', {
    path: `/szene-${ulid().toLowerCase()}`,
    name: 'Heiße Theke',
    orientation: 'landscape',
    background: '#111111',
    regions: [
      { ...PRICE_REGION, category: { id: category.id }, columns: 1, maxItems: 12, showBasePrice: true, color: '#ffffff', accentColor: '#f2c14e', size: 4 },
      { id: 'zeiten', kind: 'openingHours', frame: { x: 60, y: 0, width: 40, height: 50 }, color: '#ffffff', size: 4 },
      { id: 'uhr', kind: 'clock', frame: { x: 60, y: 50, width: 40, height: 50 }, showDate: false, color: '#ffffff', size: 8 },
    ],
  });
  const segment = await createEntity('DigitalSignageSegment', { name: 'Mittag', items: [{ scene: { id: scene.id }, durationSeconds: 20 }], isEnabled: true });
  const stream = await createEntity('DigitalSignageStream', {
    name: 'Schaufenster Graz',
    entries: [{ segment: { id: segment.id }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' }],
    isEnabled: true,
  });
  const key = `tv-${ulid()}-${ulid()}`;
  const device = await createEntity('DigitalSignageDevice', {
    identifier: `tv-${ulid().toLowerCase()}`,
    name: 'TV Theke',
    stream: { id: stream.id },
    branch: { id: branch.id },
    rotation: 0,
    screenSchedule: [],
    isEnabled: true,
    keyHash: hashSecret(key),
  });
  return { branch, category, semmel, leberkaese, soldOut, scene, segment, stream, device, key };
}

function strip(record: StoredEntity): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, entityType: _entityType, ...data } = record;
  return data;
}

const getProgram = (shop: Pick<Shop, 'device' | 'key'>, headers: Record<string, string> = {}) =>
  invoke<SignageProgram>(player, 'GET', {
    path: '/api/signage/{deviceId}/{deviceKey}/program',
    params: { deviceId: shop.device.id, deviceKey: shop.key },
    headers,
  });

const beat = (shop: Pick<Shop, 'device' | 'key'>, body: unknown) =>
  invoke<SignageHeartbeatAnswer>(player, 'POST', {
    path: '/api/signage/{deviceId}/{deviceKey}/heartbeat',
    params: { deviceId: shop.device.id, deviceKey: shop.key },
    body,
  });

const command = (deviceId: string, body: unknown, token = actors.admin.token) =>
  invoke<DigitalSignageDevice>(devices, 'POST', { path: '/api/digital-signage-devices/{id}/command', params: { id: deviceId }, token, body });

const abort = (deviceId: string) =>
  invoke<DigitalSignageDevice>(devices, 'POST', {
    path: '/api/digital-signage-devices/{id}/command/abort',
    params: { id: deviceId },
    token: actors.admin.token,
    body: {},
  });

/** The TV's item as stored (without the repository's parsing). */
const storedItem = async (id: string) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: entityKey('DigitalSignageDevice', id), ConsistentRead: true }))).Item!;

const REPORT = { screen: 'on', scene: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23', name: 'Heiße Theke' }, width: 1920, height: 1080, programVersion: 'abc' };

beforeAll(async () => {
  actors = await createActors();
  [player, devices, scenes] = await Promise.all([loadGroupHandler('signage-player'), loadGroupHandler('digital-signage-devices'), loadGroupHandler('scenes')]);
});
afterAll(() => actors.tokens.close());
afterEach(() => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
});

describe('the TV key (access signageDevice)', () => {
  it('opens the program with the right key only; a wrong key, an unknown or a disabled TV answer the same 401', async () => {
    const shop = await createShop();
    expect((await getProgram(shop)).status).toBe(200);
    const wrong = await getProgram({ ...shop, key: `${shop.key}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual(
      [{ code: 'auth.invalidSignageKey', message: 'TV oder Schlüssel ist ungültig.' }].map((error) => expect.objectContaining(error)),
    );
    const unknown = await getProgram({ device: { ...shop.device, id: ulid() }, key: shop.key });
    expect(unknown.body).toEqual(wrong.body);
    await updateEntity('DigitalSignageDevice', shop.device.id, { ...strip(shop.device), isEnabled: false }, shop.device.version);
    const disabled = await getProgram(shop);
    expect(disabled.status).toBe(401);
    expect(disabled.body).toEqual(wrong.body);
  });

  it('stores a key written through the back office as its hash and answers hasKey', async () => {
    const key = `neu-${ulid()}-${ulid()}`;
    const created = await invoke<Record<string, unknown>>(devices, 'POST', {
      path: '/api/digital-signage-devices',
      token: actors.admin.token,
      body: { name: 'TV Eingang', key, lastSeenAt: '2026-01-01T00:00:00.000Z', command: { kind: 'reload' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'TV Eingang', hasKey: true });
    expect(created.body.data).not.toHaveProperty('key');
    expect(created.body.data).not.toHaveProperty('keyHash');
    expect(created.body.data).not.toHaveProperty('lastSeenAt');
    expect(created.body.data).not.toHaveProperty('command');
    const id = String(created.body.data!.id);
    expect((await storedItem(id)).keyHash).toBe(hashSecret(key));
    expect((await getProgram({ device: { id } as StoredEntity, key })).status).toBe(200);
  });
});

describe('GET /api/signage/{deviceId}/{deviceKey}/program', () => {
  it('carries the stream, the segment and the scene with the price list of Heiße Theke and the opening hours', async () => {
    const shop = await createShop();
    const response = await getProgram(shop);
    const program = response.body.data!;
    expect(response.headers.etag).toBe(`"${program.version}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(program.version).toMatch(/^[0-9a-f]{16}$/);
    expect(program.timeZone).toBe(VIENNA);
    expect(program.device).toEqual({
      id: shop.device.id,
      name: 'TV Theke',
      rotation: 0,
      screenSchedule: [],
      branch: { id: shop.branch.id, name: 'Graz' },
      screenMode: 'schedule',
    });
    expect(program.entries).toEqual([{ segment: { id: shop.segment.id }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' }]);
    expect(program.segments).toEqual([{ id: shop.segment.id, name: 'Mittag', items: [{ scene: { id: shop.scene.id }, durationSeconds: 20 }] }]);
    expect(program.scenes).toHaveLength(1);
    expect(program.scenes[0]!.data.priceLists).toEqual({
      preise: {
        title: 'Heiße Theke',
        items: [
          { productId: shop.semmel.id, name: 'Leberkässemmel', price: `3,20${NBSP}€ / Stück`, basePrice: null, available: true },
          { productId: shop.leberkaese.id, name: 'Heißer Leberkäse nach Gewicht', price: `24,90${NBSP}€ / kg`, basePrice: null, available: true },
          { productId: shop.soldOut.id, name: 'Schnitzelsemmel', price: `5,50${NBSP}€ / Stück`, basePrice: null, available: false },
        ],
      },
    });
    expect(program.scenes[0]!.data.openingHours).toEqual({
      zeiten: {
        branchName: 'Graz',
        rows: [
          { days: 'Mo–Fr', hours: '07:00–18:00', isClosed: false },
          { days: 'Sa', hours: '07:00–12:00', isClosed: false },
          { days: 'So', hours: 'Geschlossen', isClosed: true },
        ],
      },
    });
  });

  it('answers 304 without a body to a matching If-None-Match; a price change changes the price text and the version', async () => {
    const shop = await createShop();
    const first = await getProgram(shop);
    const version = first.body.data!.version;
    const unchanged = await getProgram(shop, { 'if-none-match': `"${version}"` });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toEqual({});
    expect(unchanged.headers.etag).toBe(`"${version}"`);

    await updateEntity('Product', shop.semmel.id, { ...strip(shop.semmel), price: 3.5 }, shop.semmel.version);
    const changed = await getProgram(shop, { 'if-none-match': `"${version}"` });
    expect(changed.status).toBe(200);
    expect(changed.body.data!.version).not.toBe(version);
    expect(changed.body.data!.scenes[0]!.data.priceLists.preise!.items[0]).toEqual({
      productId: shop.semmel.id,
      name: 'Leberkässemmel',
      price: `3,50${NBSP}€ / Stück`,
      basePrice: null,
      available: true,
    });
  });

  it('is the same program at any time of the week: the player picks the entry that plays', async () => {
    const shop = await createShop();
    const device = (await getEntity('DigitalSignageDevice', shop.device.id))!;
    // A Monday morning inside the entry's window and a Sunday night outside it (the sold-out list is of today, neither day).
    const monday = await buildProgram(device, new Date('2026-11-02T10:00:00.000Z'));
    const sunday = await buildProgram(device, new Date('2026-11-08T21:00:00.000Z'));
    expect(sunday.version).toBe(monday.version);
    const { generatedAt: _a, ...mondayBody } = monday;
    const { generatedAt: _b, ...sundayBody } = sunday;
    expect(sundayBody).toEqual(mondayBody);
  });

  it('builds in 8 DynamoDB calls: one per kind of record, batched', async () => {
    const shop = await createShop();
    const device = (await getEntity('DigitalSignageDevice', shop.device.id))!;
    const client = documentClient();
    const commands: string[] = [];
    const name = 'countSignageProgramCalls';
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      const started = performance.now();
      await buildProgram(device, new Date());
      console.info(`signage program: ${(performance.now() - started).toFixed(1)} ms, ${commands.length} DynamoDB calls (${commands.join(', ')})`);
    } finally {
      client.middlewareStack.remove(name);
    }
    // The stream, its segments, their scenes, then menus, categories, branches, the shop config, and the products.
    expect(commands.sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
    ]);
  });

  it('leaves out a disabled stream: the TV plays nothing', async () => {
    const shop = await createShop();
    await updateEntity('DigitalSignageStream', shop.stream.id, { ...strip(shop.stream), isEnabled: false }, shop.stream.version);
    const program = (await getProgram(shop)).body.data!;
    expect(program.entries).toEqual([]);
    expect(program.segments).toEqual([]);
    expect(program.scenes).toEqual([]);
  });
});

describe('POST /api/signage/{deviceId}/{deviceKey}/heartbeat', () => {
  it('writes lastSeenAt and the report once; a second quiet heartbeat, or one with only another scene, writes nothing; a changed screen is written', async () => {
    const shop = await createShop();
    const first = await beat(shop, { report: REPORT });
    expect(first.status).toBe(200);
    expect(first.body.data!.command).toBeNull();
    const afterFirst = await storedItem(shop.device.id);
    expect(afterFirst.report).toEqual(REPORT);
    expect(typeof afterFirst.lastSeenAt).toBe('string');
    // The heartbeat leaves the version alone: the back office's form does not go stale.
    expect(afterFirst.version).toBe(shop.device.version);

    await beat(shop, { report: REPORT });
    expect(await storedItem(shop.device.id)).toEqual(afterFirst);
    // The next scene of the loop alone waits for the next minute's write.
    await beat(shop, { report: { ...REPORT, scene: { id: '01M6DMBFYGZM17W4DZ8M2NSWW9', name: 'Mittagsmenü' } } });
    expect(await storedItem(shop.device.id)).toEqual(afterFirst);

    await beat(shop, { report: { ...REPORT, screen: 'off' } });
    expect((await storedItem(shop.device.id)).report).toEqual({ ...REPORT, screen: 'off' });
  });
});

describe('commands', () => {
  it('pending → delivered by a heartbeat (again until confirmed) → confirmed with until; the answer shows the state', async () => {
    const shop = await createShop();
    const sent = await command(shop.device.id, { ...strip(shop.device), command: { kind: 'identify', durationSeconds: 30 } });
    expect(sent.status).toBe(200);
    const issued = sent.body.data!.command!;
    expect(issued).toMatchObject({
      kind: 'identify',
      durationSeconds: 30,
      state: 'pending',
      issuedBy: { id: actors.admin.user.id, name: actors.admin.user.name },
    });
    expect(sent.body.data).not.toHaveProperty('keyHash');

    const delivered = (await beat(shop, { report: REPORT })).body.data!.command!;
    expect(delivered).toMatchObject({ id: issued.id, state: 'delivered' });
    expect(typeof delivered.deliveredAt).toBe('string');
    expect((await beat(shop, { report: REPORT })).body.data!.command).toEqual(delivered);

    const confirmedBeat = await beat(shop, { report: REPORT, outcome: { commandId: issued.id, result: 'confirmed' } });
    expect(confirmedBeat.body.data!.command).toBeNull();
    const read = await invoke<DigitalSignageDevice>(devices, 'GET', {
      path: '/api/digital-signage-devices/{id}',
      params: { id: shop.device.id },
      token: actors.employee.token,
    });
    const confirmed = read.body.data!.command!;
    expect(confirmed.state).toBe('confirmed');
    expect(Date.parse(confirmed.until!) - Date.parse(confirmed.confirmedAt!)).toBe(30_000);
    // The command is audited on the TV with the admin as the actor; the heartbeats are not.
    const audit = await listAuditEntries({ record: shop.device.id });
    expect(audit.rows.map((entry) => [entry.action, entry.recordName, entry.userId])).toEqual([['command', 'TV Theke', actors.admin.user.id]]);
    // Confirming again changes nothing.
    await beat(shop, { report: REPORT, outcome: { commandId: issued.id, result: 'failed', message: 'zu spät' } });
    expect((await storedItem(shop.device.id)).command).toMatchObject({ state: 'confirmed' });
  });

  it('a confirmed screen command sets screenMode; a failed one keeps the message', async () => {
    const shop = await createShop();
    const off = (await command(shop.device.id, { command: { kind: 'screen', mode: 'off' } })).body.data!.command!;
    await beat(shop, { report: REPORT });
    await beat(shop, { report: REPORT, outcome: { commandId: off.id, result: 'confirmed' } });
    expect((await storedItem(shop.device.id)).screenMode).toBe('off');
    expect((await getProgram(shop)).body.data!.device.screenMode).toBe('off');

    const reload = (await command(shop.device.id, { command: { kind: 'reload' } })).body.data!.command!;
    await beat(shop, { report: REPORT });
    await beat(shop, { report: REPORT, outcome: { commandId: reload.id, result: 'failed', message: 'Seite konnte nicht geladen werden' } });
    expect((await storedItem(shop.device.id)).command).toMatchObject({ id: reload.id, state: 'failed', message: 'Seite konnte nicht geladen werden' });
  });

  it('a showScene brings its scene into the program while open and, confirmed, while it holds the screen', async () => {
    const shop = await createShop();
    const extra = await createEntity('Scene', { path: `/aktion-${ulid().toLowerCase()}`, name: 'Aktion', regions: [] });
    const show = (await command(shop.device.id, { command: { kind: 'showScene', scene: { id: extra.id }, durationMinutes: 5 } })).body.data!.command!;
    // The player reads the program when handed a scene it does not have: the open command's scene is in it.
    expect((await getProgram(shop)).body.data!.scenes.map((scene) => scene.id)).toEqual([shop.scene.id, extra.id]);
    await beat(shop, { report: REPORT });
    await beat(shop, { report: REPORT, outcome: { commandId: show.id, result: 'confirmed' } });
    expect((await getProgram(shop)).body.data!.scenes.map((scene) => scene.id)).toEqual([shop.scene.id, extra.id]);
    process.env[CLOCK_OFFSET_VARIABLE] = String(6 * 60_000);
    expect((await getProgram(shop)).body.data!.scenes.map((scene) => scene.id)).toEqual([shop.scene.id]);
  });

  it('aborts an open command; 409 without one; a new command replaces an open one', async () => {
    const shop = await createShop();
    const first = (await command(shop.device.id, { command: { kind: 'reload' } })).body.data!.command!;
    const second = (await command(shop.device.id, { command: { kind: 'identify' } })).body.data!.command!;
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ kind: 'identify', durationSeconds: 30, state: 'pending' });
    const aborted = await abort(shop.device.id);
    expect(aborted.status).toBe(200);
    expect(aborted.body.data!.command).toMatchObject({ id: second.id, state: 'aborted' });
    expect(typeof aborted.body.data!.command!.abortedAt).toBe('string');
    expect((await beat(shop, { report: REPORT })).body.data!.command).toBeNull();
    const again = await abort(shop.device.id);
    expect(again.status).toBe(409);
    expect(again.body.errors![0]).toMatchObject({ code: 'signage.noOpenCommand', message: 'Es gibt keinen offenen Befehl, der abgebrochen werden kann.' });
  });

  it('expires a command nobody carried out in 10 minutes: shown as expired, not handed out, not abortable', async () => {
    const shop = await createShop();
    await command(shop.device.id, { command: { kind: 'reload' } });
    process.env[CLOCK_OFFSET_VARIABLE] = String(10 * 60_000 + 1000);
    const read = await invoke<DigitalSignageDevice>(devices, 'GET', {
      path: '/api/digital-signage-devices/{id}',
      params: { id: shop.device.id },
      token: actors.admin.token,
    });
    expect(read.body.data!.command!.state).toBe('expired');
    expect((await beat(shop, { report: REPORT })).body.data!.command).toBeNull();
    expect((await abort(shop.device.id)).status).toBe(409);
  });

  it('refuses a disabled TV (422), an unknown scene (400 at command.scene), an unknown TV (404) and employees (403)', async () => {
    const shop = await createShop();
    const unknownScene = await command(shop.device.id, { command: { kind: 'showScene', scene: { id: ulid() } } });
    expect(unknownScene.status).toBe(400);
    expect(unknownScene.body.errors![0]).toMatchObject({ field: 'command.scene' });
    expect((await command(ulid(), { command: { kind: 'reload' } })).status).toBe(404);
    expect((await command(shop.device.id, { command: { kind: 'reload' } }, actors.employee.token)).status).toBe(403);
    await updateEntity('DigitalSignageDevice', shop.device.id, { ...strip(shop.device), isEnabled: false }, shop.device.version);
    const disabled = await command(shop.device.id, { command: { kind: 'reload' } });
    expect(disabled.status).toBe(422);
    expect(disabled.body.errors![0]).toMatchObject({
      code: 'signage.deviceDisabled',
      message: 'Der TV ist deaktiviert. Aktivieren Sie ihn, bevor Sie ihm Befehle senden.',
    });
  });
});

describe('POST /api/scenes/preview and GET /api/digital-signage-devices/{id}/program', () => {
  it('draws a draft with the live prices of the branch; without a branch the price list has no data', async () => {
    const shop = await createShop();
    const draft = {
      path: '/entwurf',
      name: 'Entwurf',
      regions: [{ ...PRICE_REGION, category: { id: shop.category.id }, unavailable: 'hide', maxItems: 1, title: 'Heiß!' }],
    };
    const preview = await invoke<PlayableScene>(scenes, 'POST', {
      path: '/api/scenes/preview',
      token: actors.admin.token,
      body: { scene: draft, branch: { id: shop.branch.id } },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data!.data.priceLists).toEqual({
      preise: {
        title: 'Heiß!',
        items: [{ productId: shop.semmel.id, name: 'Leberkässemmel', price: `3,20${NBSP}€ / Stück`, basePrice: null, available: true }],
      },
    });
    const bare = await invoke<PlayableScene>(scenes, 'POST', { path: '/api/scenes/preview', token: actors.admin.token, body: { scene: draft } });
    expect(bare.body.data!.data.priceLists).toEqual({});
  });

  it('draws an image template with the product and the branch', async () => {
    const shop = await createShop();
    const template = await createEntity(
      'ImageTemplate',
      imageTemplateInputSchema.parse({
        identifier: `vorlage-${ulid().toLowerCase()}`,
        name: 'Angebot',
        width: 1080,
        height: 1080,
        layers: [{ name: 'Titel', type: 'text', text: '{product.name} in {branch.name}', width: 900, height: 100 }],
      }),
    );
    const draft = {
      path: '/vorlage',
      name: 'Vorlage',
      regions: [{ id: 'bild', kind: 'template', frame: { x: 0, y: 0, width: 50, height: 50 }, template: { id: template.id }, product: { id: shop.semmel.id } }],
    };
    const preview = await invoke<PlayableScene>(scenes, 'POST', {
      path: '/api/scenes/preview',
      token: actors.admin.token,
      body: { scene: draft, branch: { id: shop.branch.id } },
    });
    expect(preview.status).toBe(200);
    const svg = preview.body.data!.data.templates.bild!;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Leberkässemmel in Graz');
  });

  it('shows staff the program of a TV', async () => {
    const shop = await createShop();
    const response = await invoke<SignageProgram>(devices, 'GET', {
      path: '/api/digital-signage-devices/{id}/program',
      params: { id: shop.device.id },
      token: actors.employee.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data!.version).toBe((await getProgram(shop)).body.data!.version);
  });
});

describe('lists and deletes', () => {
  const list = async (group: string, path: string, query: Record<string, string>) =>
    (await invoke<Array<{ id: string }>>(await loadGroupHandler(group), 'GET', { path, query, token: actors.employee.token })).body.data!.map((row) => row.id);

  it('filters segments by scene, streams by segment, TVs by stream and branch', async () => {
    const shop = await createShop();
    expect(await list('digital-signage-segments', '/api/digital-signage-segments', { scene: shop.scene.id })).toEqual([shop.segment.id]);
    expect(await list('digital-signage-streams', '/api/digital-signage-streams', { segment: shop.segment.id })).toEqual([shop.stream.id]);
    expect(await list('digital-signage-devices', '/api/digital-signage-devices', { stream: shop.stream.id })).toEqual([shop.device.id]);
    expect(await list('digital-signage-devices', '/api/digital-signage-devices', { branch: shop.branch.id, stream: shop.stream.id })).toEqual([shop.device.id]);
    expect(await list('digital-signage-devices', '/api/digital-signage-devices', { branch: ulid(), stream: shop.stream.id })).toEqual([]);
  });

  it('refuses to delete a scene a segment shows, a segment a stream plays, a stream a TV plays', async () => {
    const shop = await createShop();
    const cases = [
      ['scenes', shop.scene.id, 'Szene'],
      ['digital-signage-segments', shop.segment.id, 'Filmsequenz'],
      ['digital-signage-streams', shop.stream.id, 'Stream'],
    ] as const;
    for (const [group, id] of cases) {
      const response = await invoke(await loadGroupHandler(group), 'DELETE', { path: `/api/${group}/{id}`, params: { id }, token: actors.admin.token });
      expect(response.status, group).toBe(409);
      expect(response.body.errors![0]!.code, group).toBe('entity.inUse');
    }
  });
});
