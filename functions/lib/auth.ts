/**
 * Who is calling: verification of Cognito access tokens and the staff identity behind them.
 *
 * Contract:
 * - `Authorization: Bearer <access token>` (the bare token is accepted too) of the Cognito user
 *   pool `THEKE_USER_POOL_ID`, app client `THEKE_USER_POOL_CLIENT_ID`, token use `access`.
 * - Every request reads the User record whose `username` equals the token's `username` claim (no
 *   cache): a token without such a record, or of a record with `isEnabled: false`, counts as
 *   invalid (401 on staff routes, anonymous on public ones). Deleting or disabling a user
 *   (functions/users) therefore shuts them out at their next request, whatever the token's
 *   lifetime.
 * - Roles are those in both the token's `cognito:groups` and the record's `roles`: taking a role
 *   away counts at once, a new role once the user's next token carries the group (at the latest
 *   when the access token expires: 15 minutes in AWS, 60 minutes locally). The branches of an
 *   employee come from the record, so they count at once.
 * - On the local stack (THEKE_STAGE=local) the signing keys are the JWKS served at
 *   THEKE_LOCAL_JWKS_URL (cognito-local, or a test's own key pair), put into the verifier's
 *   cache with `cacheJwks`; the verification itself is the production code path. Outside the
 *   local stack that URL is never read, so local tokens are never accepted there.
 */
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findByUnique, type StoredEntity, type StoredOrder } from '../db/repository';
import { readConfig, type RuntimeConfig } from './config';
import type { Logger } from './logger';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';
export type StaffRole = typeof ROLE_ADMIN | typeof ROLE_EMPLOYEE;

/** The stored user record fields the API relies on (shared/schemas/user.ts has the whole shape). */
export interface UserRecord {
  username: string;
  name?: string;
  roles?: string[];
  branches?: Array<{ id: string }>;
  accessTokenHash?: string;
  isEnabled?: boolean;
}

/** A verified token of an existing, enabled user. */
export interface Identity {
  sub: string;
  username: string;
  groups: string[];
  /**
   * The User record of `username`, read for this request; verifyToken always sets it (optional
   * only for callers built by hand in tests).
   */
  user?: StoredEntity<UserRecord>;
}

export interface AnonymousCaller {
  kind: 'anonymous';
}

export interface StaffCaller {
  kind: 'staff';
  identity: Identity;
  roles: StaffRole[];
  isAdmin: boolean;
  /** The caller's User record (set for every token-verified caller, see Identity.user). */
  user?: StoredEntity<UserRecord>;
  /** Branches of an employee; administrators see every branch (`isAdmin`). */
  branchIds: ReadonlySet<string>;
}

export interface OrderScreenCaller {
  kind: 'orderScreen';
  branch: StoredEntity;
}

export interface PublicOrderCaller {
  kind: 'publicOrder';
  order: StoredOrder;
}

export interface TimeTrackingCaller {
  kind: 'timeTracking';
  user: StoredEntity<UserRecord>;
}

/** A receipt printer that polled with its device id and key (CloudPRNT). */
export interface PrinterCaller {
  kind: 'printer';
  device: StoredEntity;
}

/** A TV's player page that called with its device id and key. */
export interface SignageDeviceCaller {
  kind: 'signageDevice';
  device: StoredEntity;
}

export type Caller = AnonymousCaller | StaffCaller | OrderScreenCaller | PublicOrderCaller | TimeTrackingCaller | PrinterCaller | SignageDeviceCaller;

export const ANONYMOUS: AnonymousCaller = { kind: 'anonymous' };

type Verifier = ReturnType<typeof createVerifier>;

function createVerifier(config: RuntimeConfig) {
  return CognitoJwtVerifier.create(
    { userPoolId: config.userPoolId, clientId: config.userPoolClientId, tokenUse: 'access' },
    // Locally a key the cache does not know must not send the verifier to AWS's JWKS address.
    config.isLocal
      ? {
          jwksCache: new SimpleJwksCache({
            fetcher: {
              fetch: () => Promise.reject(new Error('local stack: the token is signed with an unknown key')),
            },
          }),
        }
      : undefined,
  );
}

let cached: { key: string; verifier: Verifier; ready: Promise<void> } | undefined;

async function loadLocalJwks(verifier: Verifier, url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`local JWKS ${url} answered ${response.status}`);
  verifier.cacheJwks((await response.json()) as Jwks);
}

function verifierFor(config: RuntimeConfig): { verifier: Verifier; ready: Promise<void> } | undefined {
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(config.userPoolId) || config.userPoolClientId === '') return undefined;
  if (config.isLocal && !config.localJwksUrl) return undefined;
  const key = [config.userPoolId, config.userPoolClientId, config.isLocal ? config.localJwksUrl : ''].join('|');
  if (cached?.key !== key) {
    const verifier = createVerifier(config);
    const ready = config.isLocal && config.localJwksUrl ? loadLocalJwks(verifier, config.localJwksUrl) : Promise.resolve();
    cached = { key, verifier, ready };
    // A failed JWKS load is retried by the next request.
    ready.catch(() => {
      if (cached?.ready === ready) cached = undefined;
    });
  }
  return cached;
}

/** The token of the request, if it sent one. */
export function bearerToken(event: Pick<APIGatewayProxyEventV2, 'headers'>): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? undefined : token;
}

/**
 * Verifies an access token; undefined when it is invalid, expired or of another pool or client,
 * or when its user has no record or is disabled.
 */
export async function verifyToken(token: string, log: Logger): Promise<Identity | undefined> {
  const config = readConfig();
  const entry = verifierFor(config);
  if (!entry) {
    log.warn('auth: no token verifier configured', { userPoolId: config.userPoolId, isLocal: config.isLocal });
    return undefined;
  }
  try {
    await entry.ready;
    const payload = await entry.verifier.verify(token);
    const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
    const username = typeof payload.username === 'string' ? payload.username : '';
    if (username === '') return undefined;
    const user = await findByUnique('User', 'username', username);
    if (!user || user.isEnabled === false) {
      log.info('auth: token of a deleted or disabled user refused', { username, exists: user !== undefined });
      return undefined;
    }
    return { sub: payload.sub, username, groups, user };
  } catch (error) {
    log.info('auth: token refused', { reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return undefined;
  }
}

/** The staff caller of a verified identity; undefined when token and record share no staff role. */
export async function staffCaller(identity: Identity): Promise<StaffCaller | undefined> {
  const { user } = identity;
  if (!user) return undefined;
  const recordRoles = user.roles ?? [];
  const roles = identity.groups.filter((group): group is StaffRole => (group === ROLE_ADMIN || group === ROLE_EMPLOYEE) && recordRoles.includes(group));
  if (roles.length === 0) return undefined;
  const branchIds = new Set((user.branches ?? []).map((branch) => branch.id));
  return { kind: 'staff', identity, roles, isAdmin: roles.includes(ROLE_ADMIN), user, branchIds };
}
