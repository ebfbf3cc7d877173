/**
 * Fuzzing of every POST and PUT route that has behaviour (DESIGN.md §8): schema-shaped garbage,
 * i.e. a valid body with one value swapped for a value of another JSON type (at the top or deep
 * inside), plus broken JSON and bodies that are not objects. Every answer must be a 4xx with
 * German catalogue messages, never a 5xx, and nothing may be written.
 */
import { scanAllItems } from './table';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, type Route } from '#functions/manifest.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { policies, type ResourceName } from '#functions/lib/policies.ts';
import { createActors, imageUploadBody, sampleBody, uploadCreateBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse } from './events';
import { orderRecord, unknownBranchOrderBody } from './order-fixtures';
import { RESOURCE_OF_ROUTE, isCatalogueMessage } from './expectations';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const writeRoutes = allRoutes().filter((route) => route.method === 'POST' || route.method === 'PUT');

/** Routes whose body is not a generic resource body. */
const SPECIAL_BODIES: Record<string, Record<string, Json>> = {
  'POST /api/config': {
    shopName: 'Fleischerei',
    email: 'info@example.at',
    mapboxZoom: 12,
    enablePluginPWA: true,
    termsAndConditions: 'https://example.at/agb',
  },
  'POST /api/uploads': uploadCreateBody(),
  // The time clock's taps as the clock page sends them (without the user's name and code in the path: refused with 401).
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/start': { branch: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23' } },
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/end': { project: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23' }, description: 'Theke' },
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/pause': { at: 'now' },
  'POST /api/time-tracking/{username}/{accessToken}/working-activities/resume': { at: 'now' },
  // What the browser says of the photo it will send to S3 (without an image id in the path: refused with 400).
  'POST /api/images/uploads': imageUploadBody(),
  'POST /api/images/{id}/upload': imageUploadBody(),
  // A well-formed order for a branch that does not exist: refused by the schema or with 404.
  'POST /api/orders/public': unknownBranchOrderBody(),
  // Staff order create takes the same body (the administrator fuzzes it): refused by the schema or with 404.
  'POST /api/orders': unknownBranchOrderBody(),
  // Webhook bodies as the providers send them, but as JSON and unsigned: never the providers'.
  'POST /api/payments/mollie/webhook': { id: 'tr_fuzz' },
  'POST /api/payments/datatrans/webhook': { transactionId: '210215103033478409', status: 'settled' },
  // A CloudPRNT poll as a printer sends it (without the printer's key in the path: refused with 401).
  'POST /api/cloudprnt/{deviceId}/{deviceKey}': { statusCode: '200 OK', printerMAC: '00:11:62:00:00:01', printingInProgress: false },
  // A contact form submission as the storefront sends it (without a form id in the path: refused with 400).
  'POST /api/custom/form/{id}': { name: 'Anna Huber', email: 'anna@example.at', $website: '', $elapsedMs: 5000 },
  // Content generation (without a site id in the path: refused with 400; an image body's garbage by its schema).
  'POST /api/content-ai/generate/site/{id}': { brief: 'Unsere Weihnachtsbraten', tone: 'herzlich', fields: ['title', 'content'] },
  'POST /api/content-ai/generate/image': { name: 'Rindersteak', brief: 'Auf dem Grill' },
  // A command to a TV (without a TV id in the path: refused with 400).
  'POST /api/digital-signage-devices/{id}/command': { command: { kind: 'showScene', scene: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23' }, durationMinutes: 5 } },
  // The scene editor's preview of a draft with a branch's live data.
  'POST /api/scenes/preview': { scene: sampleBody('scenes', undefined) as Json, branch: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23' } },
  // A player's heartbeat (without the TV's key in the path: refused with 401).
  'POST /api/signage/{deviceId}/{deviceKey}/heartbeat': {
    report: { screen: 'on', scene: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23', name: 'Mittagsmenü' }, width: 1920, height: 1080, programVersion: '0123456789abcdef' },
    outcome: { commandId: '01M6DMBEZ8YFEQZT5DTM2SFB23', result: 'failed', message: 'Video nicht gefunden' },
  },
};

/** Parts of bodies that are free JSON by design (any value is valid there); an upload's `data` is its file. */
const FREE_FORM = (resource: string, path: string[]): boolean =>
  path.includes('value') || (path.includes('data') && resource !== 'uploads') || (resource === 'blocks' && path[0] === 'content');

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Garbage of every JSON type but null (an empty optional form field may legally be null). */
const garbage: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 3 }) as fc.Arbitrary<Json[]>,
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }) as fc.Arbitrary<{ [key: string]: Json }>,
);

/** Every path to a value in a body, except inside free-form parts. */
function paths(resource: string, value: Json, prefix: string[] = []): string[][] {
  if (prefix.length > 0 && FREE_FORM(resource, prefix)) return [];
  const own = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((item, index) => paths(resource, item, [...prefix, String(index)]))];
  if (value !== null && typeof value === 'object') return [...own, ...Object.entries(value).flatMap(([key, item]) => paths(resource, item, [...prefix, key]))];
  return own;
}

function valueAt(body: Json, path: string[]): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, body);
}

function replaced(body: Json, path: string[], value: Json): Json {
  const copy = structuredClone(body);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string, Json>;
  parent[path.at(-1)!] = value;
  return copy;
}

let actors: Actors;
const records = new Map<string, StoredEntity>();

/**
 * Items that the local stack's scheduled jobs and event consumers write on their own while this
 * file runs: the analytics roll-up every minute (counters, chunk claims, watermark, visitors of
 * entries earlier files logged) and consumers' claims and counters of earlier files' events. No
 * route writes them, so they say nothing about what the fuzzed routes wrote.
 */
const BACKGROUND_PARTITIONS = ['ROLLUP#', 'ANALYTICS_ROLLUP#', 'VISITOR#', 'CLAIM#'];

async function tableSnapshot(): Promise<string[]> {
  const items = (await scanAllItems()).filter((item) => !BACKGROUND_PARTITIONS.some((prefix) => String(item.pk).startsWith(prefix)));
  return items.map((item) => JSON.stringify(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))).sort();
}

let before: string[];

beforeAll(async () => {
  actors = await createActors();
  for (const route of writeRoutes) {
    const resource = route.group as ResourceName;
    if (route.method === 'PUT' && resource in policies) {
      // An order as the server stores it: with its public link and status flags.
      const body = resource === 'orders' ? orderRecord(actors.branchA.id) : sampleBody(resource, actors.branchA.id);
      records.set(route.group, await createEntity(policies[resource].type, body));
    }
  }
  before = await tableSnapshot();
});

afterAll(async () => {
  await actors.tokens.close();
});

function validBody(route: Route & { group: string }): { body: Json; params: Record<string, string> } {
  const special = SPECIAL_BODIES[`${route.method} ${route.path}`];
  if (special) return { body: special, params: {} };
  const resource = (RESOURCE_OF_ROUTE[`${route.method} ${route.path}`] ?? route.group) as ResourceName;
  const body = sampleBody(resource, actors.branchA.id) as Json;
  if (route.method === 'POST') return { body, params: {} };
  const record = records.get(route.group)!;
  return { body: { ...(body as Record<string, Json>), version: record.version }, params: { id: record.id } };
}

function assertRefused(response: ApiResponse, where: string) {
  expect(response.status, where).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  expect(response.body.data, where).toBeUndefined();
  expect(response.body.errors?.length, where).toBeGreaterThan(0);
  for (const error of response.body.errors ?? []) {
    expect(isCatalogueMessage(error.message), `${where}: ${error.message}`).toBe(true);
    expect(error.code, where).toMatch(/^[a-z]+\.[A-Za-z]+$/);
  }
}

describe('fuzzing every POST and PUT route', () => {
  it('has routes to fuzz', () => {
    expect(writeRoutes.length).toBeGreaterThan(60);
  });

  it.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (name, route) => {
    const handler = await loadGroupHandler(route.group);
    const { body, params } = validBody(route);
    const send = (payload: unknown) => invoke(handler, route.method, { path: route.path, params, token: actors.admin.token, body: payload });

    for (const broken of ['{"name": ', 'null', '[]', '"Text"', '42', 'true', '']) {
      const response = await send(broken === '' ? undefined : broken);
      assertRefused(response, `${name} with body ${JSON.stringify(broken)}`);
    }

    const resource = RESOURCE_OF_ROUTE[name] ?? route.group;
    const candidates = paths(resource, body);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...candidates), garbage, async (path, value) => {
        fc.pre(jsonType(value) !== jsonType(valueAt(body, path)));
        const response = await send(replaced(body, path, value));
        assertRefused(response, `${name} with ${path.join('.')} = ${JSON.stringify(value)}`);
      }),
      { numRuns: 30 },
    );
  });

  it('wrote nothing', async () => {
    const after = await tableSnapshot();
    const [was, is] = [new Set(before), new Set(after)];
    // Named item by item, so a failure shows what was written or changed.
    expect({ added: after.filter((item) => !was.has(item)), removed: before.filter((item) => !is.has(item)) }).toEqual({ added: [], removed: [] });
  });
});
