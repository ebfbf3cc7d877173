/**
 * The manifest-wide access test (DESIGN.md §8): every route of functions/manifest.ts is called by
 * {anonymous, invalid token, employee of another branch, employee of the record's branch (or its
 * owner), administrator} and, for routes with credentials in the path, with a wrong key / hash /
 * access token. The expected answer of each call is the permission matrix's cell
 * (scripts/permissions.ts `permissionCell`, the same data docs/permissions.md is written from);
 * a deny names no detail, an allow of an implemented route succeeds.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, type Route } from '#functions/manifest.ts';
import { createEntity, deleteEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { findOpenActivity } from '#functions/db/working-time.ts';
import { policies, type ResourceName } from '#functions/lib/policies.ts';
import { assignBranch, createActors, imageUploadBody, sampleBody, uploadCreateBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { createOrderShop, orderRecord, takeawayBody, type OrderShopFixture } from './order-fixtures';
import { PROTOCOL_AFTER_ACCESS, REDIRECTS_AFTER_ACCESS, REFUSED_AFTER_ACCESS, RESOURCE_OF_ROUTE, isCatalogueMessage } from './expectations';
import { hashSecret } from '#functions/lib/secrets.ts';
import { WRONG_CREDENTIALS, permissionCell, type Actor } from '../../scripts/permissions';

type Profile = 'anonymous' | 'invalidToken' | 'otherEmployee' | 'employee' | 'admin';
const PROFILES: Profile[] = ['anonymous', 'invalidToken', 'otherEmployee', 'employee', 'admin'];

type ManifestRoute = Route & { group: string };
const key = (route: Route) => `${route.method} ${route.path}`;

let actors: Actors;
let orderShop: OrderShopFixture | undefined;
const handlers = new Map<string, Handler>();
/** The printer whose key the CloudPRNT routes are called with: disabled, so no receipt ever waits for it. */
let printer: { id: string; key: string };
/** The TV whose key the player routes (access signageDevice) are called with. */
let tv: { id: string; key: string };

beforeAll(async () => {
  actors = await createActors();
  // Branch A has an enabled printer, so POST /orders/{id}/print is allowed to print.
  await createEntity('Device', { ...sampleBody('devices', actors.branchA.id), isEnabled: true });
  const key = `drucker-${ulid()}`;
  const device = await createEntity('Device', { ...sampleBody('devices', actors.branchA.id), isEnabled: false, keyHash: hashSecret(key) });
  printer = { id: device.id, key };
  const tvKey = `tv-${ulid()}-${ulid()}`;
  const tvRecord = await createEntity('DigitalSignageDevice', {
    ...sampleBody('digital-signage-devices', undefined),
    isEnabled: true,
    keyHash: hashSecret(tvKey),
  });
  tv = { id: tvRecord.id, key: tvKey };
  for (const group of new Set(allRoutes().map((route) => route.group))) handlers.set(group, await loadGroupHandler(group));
});
afterAll(() => actors.tokens.close());

const tokenOf = (profile: Profile): string | undefined =>
  ({
    anonymous: undefined,
    invalidToken: actors.foreignToken,
    otherEmployee: actors.otherEmployee.token,
    employee: actors.employee.token,
    admin: actors.admin.token,
  })[profile];

/** The matrix's caller of each profile. */
const ACTOR: Record<Profile, Actor> = {
  anonymous: 'visitor',
  invalidToken: 'invalidToken',
  otherEmployee: 'otherEmployee',
  employee: 'employee',
  admin: 'admin',
};

const BULK_REJECT = 'POST /api/orders/bulk-reject';

const resourceOf = (route: ManifestRoute): ResourceName | undefined =>
  (RESOURCE_OF_ROUTE[key(route)] as ResourceName | undefined) ??
  (route.group in policies && route.path.startsWith(`/api/${route.group}`) ? (route.group as ResourceName) : undefined);

const isGeneric = (route: ManifestRoute): boolean => route.path === `/api/${route.group}` || route.path === `/api/${route.group}/{id}`;

/** The record a route with {id} works on, fresh for every call (a DELETE must not starve the next one). */
/**
 * Every profile taps the same time clock: a start needs its user clocked out, an end clocked in
 * (pause and resume find the user clocked out and answer 409, expectations.ts).
 */
async function setTimeClock(route: ManifestRoute): Promise<void> {
  const userId = actors.timeTracker.user.id;
  const open = await findOpenActivity(userId);
  if (route.path.endsWith('/end')) {
    if (!open)
      await createEntity('WorkingActivity', { user: { id: userId }, kind: 'work', start: new Date(Date.now() - 3_600_000).toISOString(), openFor: userId });
  } else if (open) await deleteEntity('WorkingActivity', open.id);
}

async function freshRecord(route: ManifestRoute): Promise<StoredEntity | undefined> {
  if (route.group === 'time-tracking' && route.method === 'POST') await setTimeClock(route);
  if (!route.path.includes('{id}') && key(route) !== BULK_REJECT) return undefined;
  if (route.group === 'content-ai') return createEntity('Site', sampleBody('sites', undefined));
  if (route.group === 'forms') return createEntity('Node', { type: 'form', isPublic: true, content: { name: 'Kontakt', fields: [] } });
  // Audit entries are written by staff saves, not created here: any id will do (GET /api/logs/{id} answers 404).
  if (route.group === 'logs') return undefined;
  const resource = resourceOf(route);
  if (!resource) throw new Error(`no record for ${key(route)}`);
  const branchA = actors.branchA.id;
  if (resource === 'branches') {
    const branch = await createEntity('Branch', sampleBody('branches', undefined));
    await assignBranch(actors.employee, branch);
    return branch;
  }
  // in-delivery and completed need a confirmed order (shared/order-status/transitions.ts).
  const confirmed = /\/status\/(in-delivery|completed)$/.test(route.path);
  const extra = resource === 'orders' ? orderRecord(branchA, { isConfirmed: confirmed }) : {};
  // Working time belongs to the employee (scope 'own'); the other employee is another user.
  const owner = 'ownerIds' in policies[resource] ? { user: { id: actors.employee.user.id } } : {};
  return createEntity(policies[resource].type, { ...sampleBody(resource, branchA), ...extra, ...owner });
}

function pathParams(route: ManifestRoute, record: StoredEntity | undefined, order: StoredEntity, wrong: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  const device = route.access === 'signageDevice' ? tv : printer;
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    params[name!] = {
      id: record?.id ?? ulid(),
      branchId: actors.branchA.id,
      apiKey: wrong ? `${actors.apiKeyA}-falsch` : actors.apiKeyA,
      uid: String(order.uid),
      hash: wrong ? 'f'.repeat(32) : String(order.hash),
      username: String(actors.timeTracker.username),
      accessToken: wrong ? `${actors.timeTracker.accessToken}-falsch` : actors.timeTracker.accessToken,
      deviceId: device.id,
      deviceKey: wrong ? `${device.key}-falsch` : device.key,
      itemIndex: '0',
      name: 'orders',
      family: 'Roboto',
      stylesheet: 'style-regular.embed.css',
    }[name!]!;
  }
  return params;
}

async function bodyFor(route: ManifestRoute, record: StoredEntity | undefined): Promise<unknown> {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  const resource = resourceOf(route);
  if (route.group === 'config') return { shopName: 'Zugriffstest' };
  if (key(route) === 'POST /api/uploads') return uploadCreateBody();
  if (key(route) === 'POST /api/images/uploads' || key(route) === 'POST /api/images/{id}/upload') return imageUploadBody();
  if (key(route) === 'PUT /api/branches/{id}/sold-out') return { productId: ulid(), soldOut: true };
  // A valid amount, so the other branch's employee meets the branch check, not the body's.
  if (key(route) === 'PUT /api/orders/{id}/items/{itemIndex}') return { amount: 0.3 };
  // An order of the record's branch (branch A).
  if (key(route) === BULK_REJECT) return { orderIds: [record!.id] };
  // Order create needs a shop that takes orders; every call sends a new idempotency key.
  if (key(route) === 'POST /api/orders/public') return takeawayBody((orderShop ??= await createOrderShop()));
  // Staff order create: an order of the order shop's branch, where the employee (not the other one) works.
  if (key(route) === 'POST /api/orders') {
    orderShop ??= await createOrderShop();
    const works = (actors.employee.user.branches as Array<{ id: string }>).some((branch) => branch.id === orderShop!.branch.id);
    if (!works) await assignBranch(actors.employee, orderShop.branch);
    return takeawayBody(orderShop);
  }
  // Signage: a command the TV can carry out, a scene draft to preview, a player's report.
  if (key(route) === 'POST /api/digital-signage-devices/{id}/command') return { command: { kind: 'identify', durationSeconds: 10 } };
  if (key(route) === 'POST /api/scenes/preview') return { scene: sampleBody('scenes', undefined) };
  if (key(route) === 'POST /api/signage/{deviceId}/{deviceKey}/heartbeat') return { report: { screen: 'on' } };
  if (!resource || !isGeneric(route)) return {};
  const body = sampleBody(resource, actors.branchA.id);
  if (route.method === 'PUT') return { ...body, version: (await getEntity(policies[resource].type, record!.id))!.version };
  return body;
}

type Expected = 'allow' | { status: number; code: string };

/** The matrix cell as the answer to expect; `publiclyVisible`: the record is one visitors may see. */
function expected(route: ManifestRoute, profile: Profile, publiclyVisible: boolean): Expected {
  const cell = permissionCell(route, ACTOR[profile], publiclyVisible);
  return 'status' in cell ? cell : 'allow';
}

function assertAnswer(route: ManifestRoute, response: ApiResponse, want: Expected, hiddenFromVisitors: boolean, label: string) {
  const where = `${key(route)} as ${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  if (want !== 'allow') {
    expect(response.status, where).toBe(want.status);
    expect(response.body.errors?.[0]?.code, where).toBe(want.code);
    expect(isCatalogueMessage(response.body.errors?.[0]?.message ?? ''), where).toBe(true);
    expect(response.body.data, where).toBeUndefined();
    return;
  }
  const refused = REFUSED_AFTER_ACCESS[key(route)];
  if (refused) {
    expect(response.status, where).toBe(refused.status);
    expect(response.body.errors?.[0]?.code, where).toBe(refused.code);
    return;
  }
  const redirect = REDIRECTS_AFTER_ACCESS[key(route)];
  if (redirect) {
    expect(response.status, where).toBe(302);
    expect(String(response.headers.location), where).toMatch(redirect);
    return;
  }
  const protocol = PROTOCOL_AFTER_ACCESS[key(route)];
  if (protocol) {
    expect(response.status, where).toBe(200);
    for (const field of protocol) expect(response.body, where).toHaveProperty(field);
    return;
  }
  if (hiddenFromVisitors) {
    expect(response.status, where).toBe(404);
    return;
  }
  // 202: the print request is accepted and printed by the receipt consumer.
  expect([200, 201, 202], where).toContain(response.status);
  expect(response.body, where).toHaveProperty('data');
}

describe('route access (functions/manifest.ts)', () => {
  it.each(allRoutes().map((route) => [key(route), route] as const))('%s', async (_name, route) => {
    const handler = handlers.get(route.group)!;
    const order = await createEntity('Order', orderRecord(actors.branchA.id));
    for (const profile of PROFILES) {
      const record = await freshRecord(route);
      const response = await invoke(handler, route.method, {
        path: route.path,
        params: pathParams(route, record, order, false),
        token: tokenOf(profile),
        body: await bodyFor(route, record),
      });
      const resource = resourceOf(route);
      const isPublicCheck = resource ? policies[resource].isPublic : undefined;
      const publiclyVisible = record === undefined || isPublicCheck === undefined || isPublicCheck(record);
      const hidden = (profile === 'anonymous' || profile === 'invalidToken') && route.access === 'public' && route.method === 'GET' && !publiclyVisible;
      assertAnswer(route, response, expected(route, profile, publiclyVisible), hidden, profile);
    }

    const wrong = WRONG_CREDENTIALS[route.access];
    if (wrong) {
      for (const profile of ['anonymous', 'admin'] as const) {
        const response = await invoke(handler, route.method, {
          path: route.path,
          params: pathParams(route, undefined, order, true),
          token: tokenOf(profile),
          body: route.method === 'POST' ? {} : undefined,
        });
        assertAnswer(route, response, wrong, false, `${profile} with wrong path credentials`);
      }
      // An unknown branch, order or user is answered exactly like a wrong key.
      const unknown = pathParams(route, undefined, order, true);
      for (const name of ['branchId', 'uid', 'username', 'deviceId'] as const)
        if (name in unknown) unknown[name] = name === 'branchId' || name === 'deviceId' ? ulid() : 'unbekannt';
      const wrongResponse = await invoke(handler, route.method, { path: route.path, params: pathParams(route, undefined, order, true), body: {} });
      const unknownResponse = await invoke(handler, route.method, { path: route.path, params: unknown, body: {} });
      expect(unknownResponse).toEqual(wrongResponse);
    }
  });
});
