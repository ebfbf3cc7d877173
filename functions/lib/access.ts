/**
 * The access rules of functions/manifest.ts, applied by the router before any handler runs:
 *
 * | access       | refused with |
 * |--------------|--------------|
 * | public       | never; a valid staff token makes the caller staff, an invalid token counts as anonymous |
 * | staff        | 401 without or with an invalid token, 403 without ROLE_EMPLOYEE/ROLE_ADMIN |
 * | admin        | 401 as above, 403 without ROLE_ADMIN |
 * | orderScreen  | 401 for an unknown branch or a wrong API key (the same answer for both) |
 * | publicOrder  | 404 for an unknown uid or a wrong hash (the same answer and the same work for both) |
 * | timeTracking | 401 for an unknown username, a wrong or revoked access token or a disabled user (the same answer) |
 * | printer      | 401 for an unknown device, a device that is no printer or a wrong printer key (the same answer) |
 * | signageDevice | 401 for an unknown TV, a wrong or absent key or a disabled TV (the same answer and the same work) |
 *
 * Decision: an invalid token on a public route is ignored rather than refused, so a stale session
 * never breaks the storefront; public data does not depend on it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '../manifest';
import { documentClient, tableName } from '../db/client';
import { uniqueKey } from '../db/keys';
import { findByUnique, getEntity, type StoredOrder } from '../db/repository';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import { ANONYMOUS, ROLE_ADMIN, bearerToken, staffCaller, verifyToken, type Caller } from './auth';
import { ApiError, notFound } from './errors';
import type { Logger } from './logger';
import { matchesHash, safeEqual } from './secrets';

const param = (event: APIGatewayProxyEventV2, name: string): string => event.pathParameters?.[name] ?? '';

async function signedIn(event: APIGatewayProxyEventV2, log: Logger, access: 'staff' | 'admin'): Promise<Caller> {
  const token = bearerToken(event);
  if (!token) throw ApiError.of(401, 'api.auth.required');
  const identity = await verifyToken(token, log);
  if (!identity) throw ApiError.of(401, 'api.auth.invalidToken');
  const caller = await staffCaller(identity);
  if (!caller) throw ApiError.of(403, 'api.auth.forbidden');
  if (access === 'admin' && !caller.roles.includes(ROLE_ADMIN)) throw ApiError.of(403, 'api.auth.forbidden');
  return caller;
}

async function optionalStaff(event: APIGatewayProxyEventV2, log: Logger): Promise<Caller> {
  const token = bearerToken(event);
  if (!token) return ANONYMOUS;
  const identity = await verifyToken(token, log);
  return (identity && (await staffCaller(identity))) || ANONYMOUS;
}

async function orderScreen(event: APIGatewayProxyEventV2): Promise<Caller> {
  const branchId = param(event, 'branchId');
  const branch = ULID_PATTERN.test(branchId) ? await getEntity('Branch', branchId) : undefined;
  // Compare even without a branch, so both failures take the same time.
  const valid = matchesHash(param(event, 'apiKey'), branch?.apiKeyHash ?? '0'.repeat(64));
  if (!branch || !valid) throw ApiError.of(401, 'api.auth.invalidApiKey');
  return { kind: 'orderScreen', branch };
}

/** Stands in for a uid that cannot exist (empty or too long): the lookup still runs. */
const DUMMY_UID = '-';
/** Stands in for the order of an unknown uid: a well-formed id no record has. */
const DUMMY_ORDER_ID = '0'.repeat(26);
/** Compared against when there is no order, so the comparison takes the same time (the format of newOrderLink). */
const DUMMY_HASH = '0'.repeat(32);

/**
 * The order of a public link with the same work for a known and an unknown uid, so the response
 * time does not tell whether a uid exists: always the unique lookup and one record read (of the
 * order, or of an id no record has), then one constant-time compare (against a dummy hash when
 * there is no order).
 */
async function findOrderEvenly(uid: string): Promise<StoredOrder | undefined> {
  const usable = uid.trim() !== '' && uid.length <= 64;
  const lookup = await documentClient().send(new GetCommand({ TableName: tableName(), Key: uniqueKey('Order', 'uid', usable ? uid : DUMMY_UID) }));
  const ownerId = usable && typeof lookup.Item?.ownerId === 'string' ? lookup.Item.ownerId : undefined;
  const order = await getEntity('Order', ownerId ?? DUMMY_ORDER_ID);
  return ownerId ? order : undefined;
}

async function publicOrder(event: APIGatewayProxyEventV2): Promise<Caller> {
  const order = await findOrderEvenly(param(event, 'uid'));
  const valid = safeEqual(param(event, 'hash'), typeof order?.hash === 'string' ? order.hash : DUMMY_HASH);
  if (!order || !valid || typeof order.hash !== 'string') throw notFound('orders');
  return { kind: 'publicOrder', order };
}

async function timeTracking(event: APIGatewayProxyEventV2): Promise<Caller> {
  const username = param(event, 'username');
  const user = username.length <= 128 ? await findByUnique('User', 'username', username) : undefined;
  const valid = matchesHash(param(event, 'accessToken'), user?.accessTokenHash ?? '0'.repeat(64));
  // A disabled user gets the same answer as an unknown one.
  if (!user || !valid || !user.accessTokenHash || user.isEnabled === false) throw ApiError.of(401, 'api.auth.invalidAccessToken');
  return { kind: 'timeTracking', user };
}

async function printer(event: APIGatewayProxyEventV2): Promise<Caller> {
  const deviceId = param(event, 'deviceId');
  const device = ULID_PATTERN.test(deviceId) ? await getEntity('Device', deviceId) : undefined;
  // Compare even without a device, so every failure takes the same time.
  const valid = matchesHash(param(event, 'deviceKey'), device?.keyHash ?? '0'.repeat(64));
  if (!device || !valid || device.kind !== 'printer') throw ApiError.of(401, 'api.auth.invalidDeviceKey');
  return { kind: 'printer', device };
}

async function signageDevice(event: APIGatewayProxyEventV2): Promise<Caller> {
  const deviceId = param(event, 'deviceId');
  const device = ULID_PATTERN.test(deviceId) ? await getEntity('DigitalSignageDevice', deviceId) : undefined;
  // Compare even without a device, so every failure takes the same time.
  const valid = matchesHash(param(event, 'deviceKey'), device?.keyHash ?? '0'.repeat(64));
  if (!device || !valid || !device.keyHash || device.isEnabled === false) throw ApiError.of(401, 'api.auth.invalidSignageKey');
  return { kind: 'signageDevice', device };
}

/** The caller of a request if the route's access rule admits it; throws the refusal otherwise. */
export function authorize(access: Access, event: APIGatewayProxyEventV2, log: Logger): Promise<Caller> {
  switch (access) {
    case 'public':
      return optionalStaff(event, log);
    case 'staff':
    case 'admin':
      return signedIn(event, log, access);
    case 'orderScreen':
      return orderScreen(event);
    case 'publicOrder':
      return publicOrder(event);
    case 'timeTracking':
      return timeTracking(event);
    case 'printer':
      return printer(event);
    case 'signageDevice':
      return signageDevice(event);
  }
}
