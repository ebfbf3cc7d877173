/**
 * A user is two things that must agree: the User record in the table (what the API reads per
 * request: roles, branches, enabled) and the Cognito account of the same user name (sign-in,
 * password, groups = roles). Every change runs as steps; each step that succeeded registers how it
 * is undone, and when a later step fails the undos run in reverse order and the caller gets the
 * German message of the failure (docs/users.md):
 *
 * - create: account (temporary password, no Cognito message) → groups → record → our e-mail with
 *   the temporary password. The e-mail comes last, so no password is ever sent for an account
 *   that is then undone.
 * - change: groups joined/left and name/e-mail → record (version-checked). A record whose account
 *   is missing (written before accounts existed, or by hand) gets one, with the e-mail.
 * - disable: record → account disabled and signed out everywhere. enable: record → account enabled.
 * - delete: record → account. A failed account delete puts the record back.
 * - reset password: new temporary password (signs out everywhere) → e-mail. A lost e-mail cannot
 *   bring the old password back: the caller is asked to reset again.
 *
 * An undo that fails itself is logged as an error with the user name: then the two disagree and
 * need a person (the log says which step).
 */
import { randomInt } from 'node:crypto';
import type { UserInput } from '#shared/schemas/user.ts';
import type { EntityData } from '../db/entities';
import { createEntity, deleteEntity, getEntity, listEntities, updateEntity, type StoredEntity } from '../db/repository';
import { ApiError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { hashSecret } from '../lib/secrets';
import * as cognito from './cognito';
import { sendPasswordMail } from './mail';
import { groupChanges, leavesNoAdmin, temporaryPassword, type AccountState } from './rules';

type Undo = { step: string; run: () => Promise<unknown> };

/** Runs `steps`; on a failure runs the registered undos in reverse and rethrows. */
async function inSteps<T>(username: string, log: Logger, steps: (done: (step: string, run: () => Promise<unknown>) => void) => Promise<T>): Promise<T> {
  const undos: Undo[] = [];
  try {
    return await steps((step, run) => undos.push({ step, run }));
  } catch (error) {
    for (const undo of undos.reverse()) {
      try {
        await undo.run();
      } catch (undoError) {
        log.error('users: undo failed, record and Cognito account disagree', { username, step: undo.step, error: String(undoError) });
      }
    }
    throw error;
  }
}

/** A Cognito call whose failure the caller sees as 502 'api.users.accountFailed'. */
async function account<T>(log: Logger, step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn('users: Cognito call failed', { step, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    throw ApiError.of(502, 'api.users.accountFailed');
  }
}

async function mail(log: Logger, to: string, fields: Parameters<typeof sendPasswordMail>[1], failure: 'api.users.mailFailed' | 'api.users.resetMailFailed') {
  try {
    await sendPasswordMail(to, fields, log);
  } catch (error) {
    log.warn('users: password e-mail not sent', { username: fields.username, error: String(error) });
    throw ApiError.of(502, failure);
  }
}

const newPassword = () => temporaryPassword((below) => randomInt(below));

/** The stored fields of a valid body: the time-tracking access token only as its hash; without a new token the old one stays. */
export function recordFields({ accessToken, ...fields }: UserInput, previous?: StoredEntity): EntityData {
  const accessTokenHash = accessToken ? hashSecret(accessToken) : previous?.accessTokenHash;
  return accessTokenHash ? { ...fields, accessTokenHash } : fields;
}

const rolesOf = (record: EntityData): string[] => (Array.isArray(record.roles) ? record.roles.map(String) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const profileOf = (record: EntityData): cognito.AccountProfile => ({ email: text(record.email), name: text(record.name) });

/** 409 'api.users.lastAdmin' when the change would leave the shop without an active administrator. */
async function keepAnAdmin(target: StoredEntity, next: AccountState | undefined): Promise<void> {
  const users = await listEntities('User');
  const state = (record: EntityData): AccountState => ({ id: String(record.id), roles: rolesOf(record), isEnabled: record.isEnabled !== false });
  if (leavesNoAdmin(users.map(state), state(target), next)) throw ApiError.of(409, 'api.users.lastAdmin');
}

/** Creates the account with a temporary password and its groups; registers the undo. */
async function openAccount(log: Logger, record: EntityData, done: (step: string, run: () => Promise<unknown>) => void): Promise<string> {
  const username = String(record.username);
  const password = newPassword();
  try {
    await cognito.createAccount(username, profileOf(record), password);
  } catch (error) {
    if (cognito.isUsernameTaken(error)) throw ApiError.of(409, 'api.users.accountExists', { username }, 'username');
    log.warn('users: Cognito call failed', { step: 'create account', error: String(error) });
    throw ApiError.of(502, 'api.users.accountFailed');
  }
  done('delete account', () => cognito.deleteAccount(username));
  await account(log, 'join groups', () => cognito.joinGroups(username, rolesOf(record)));
  return password;
}

export async function createUser(input: UserInput, log: Logger): Promise<StoredEntity> {
  if (!input.email) throw ApiError.of(400, 'api.users.emailRequired', undefined, 'email');
  const data = { ...recordFields(input), isEnabled: true };
  return inSteps(input.username, log, async (done) => {
    const password = await openAccount(log, data, done);
    const record = await createEntity('User', data);
    done('delete record', () => deleteEntity('User', record.id));
    await mail(log, input.email!, { kind: 'invite', name: input.name, username: input.username, password }, 'api.users.mailFailed');
    return record;
  });
}

export async function updateUser(previous: StoredEntity, input: UserInput, version: number, log: Logger): Promise<StoredEntity> {
  const username = String(previous.username);
  if (input.username !== username) throw ApiError.of(400, 'api.users.usernameFixed', undefined, 'username');
  const data: EntityData = { ...recordFields(input, previous), ...(previous.isEnabled === undefined ? {} : { isEnabled: previous.isEnabled }) };
  await keepAnAdmin(previous, { id: previous.id, roles: rolesOf(data), isEnabled: previous.isEnabled !== false });
  return inSteps(username, log, async (done) => {
    const exists = await account(log, 'read account', () => cognito.accountExists(username));
    let password: string | undefined;
    if (exists) {
      const { add, remove } = groupChanges(rolesOf(previous), rolesOf(data));
      await account(log, 'join groups', () => cognito.joinGroups(username, add));
      done('leave joined groups', () => cognito.leaveGroups(username, add));
      await account(log, 'leave groups', () => cognito.leaveGroups(username, remove));
      done('rejoin left groups', () => cognito.joinGroups(username, remove));
      await account(log, 'update profile', () => cognito.updateProfile(username, profileOf(data)));
      done('restore profile', () => cognito.updateProfile(username, profileOf(previous)));
    } else {
      password = await openAccount(log, data, done);
      if (previous.isEnabled === false) await account(log, 'disable account', () => cognito.disableAccount(username));
    }
    const updated = await updateEntity('User', previous.id, data, version, { previous });
    done('restore record', () => updateEntity('User', previous.id, previous, updated.version));
    const email = text(data.email);
    if (password && email) await mail(log, email, { kind: 'invite', name: input.name, username, password }, 'api.users.mailFailed');
    return updated;
  });
}

export async function setEnabled(previous: StoredEntity, enabled: boolean, log: Logger): Promise<StoredEntity> {
  const username = String(previous.username);
  if (!enabled) await keepAnAdmin(previous, { id: previous.id, roles: rolesOf(previous), isEnabled: false });
  return inSteps(username, log, async (done) => {
    const updated = await updateEntity('User', previous.id, { ...previous, isEnabled: enabled }, previous.version, { previous });
    done('restore record', () => updateEntity('User', previous.id, previous, updated.version));
    // A record without an account has nothing to sign in with: only the record changes.
    if (await account(log, 'read account', () => cognito.accountExists(username))) {
      await account(log, enabled ? 'enable account' : 'disable account', () => (enabled ? cognito.enableAccount(username) : cognito.disableAccount(username)));
    }
    return updated;
  });
}

export async function deleteUser(previous: StoredEntity, log: Logger): Promise<void> {
  const username = String(previous.username);
  await keepAnAdmin(previous, undefined);
  await inSteps(username, log, async (done) => {
    await deleteEntity('User', previous.id, { previous });
    done('restore record', () => createEntity('User', previous, { id: previous.id }));
    await account(log, 'delete account', () => cognito.deleteAccount(username));
  });
}

/** Answers the record as it is afterwards. */
export async function resetPassword(previous: StoredEntity, log: Logger): Promise<StoredEntity> {
  const username = String(previous.username);
  const email = text(previous.email);
  if (!email) throw ApiError.of(400, 'api.users.emailRequired', undefined, 'email');
  const password = newPassword();
  const exists = await account(log, 'read account', () => cognito.accountExists(username));
  if (!exists) {
    // The account is missing: the change path makes it (with the e-mail) from the record as it is.
    return updateUser(previous, userInputOf(previous), previous.version, log);
  }
  await account(log, 'set temporary password', () => cognito.setTemporaryPassword(username, password));
  await mail(log, email, { kind: 'reset', name: String(previous.name ?? username), username, password }, 'api.users.resetMailFailed');
  return previous;
}

/** The record's own fields as a body (no access token: its hash stays). */
function userInputOf(record: StoredEntity): UserInput {
  return {
    username: String(record.username),
    name: String(record.name ?? record.username),
    email: text(record.email),
    roles: rolesOf(record) as UserInput['roles'],
    branches: Array.isArray(record.branches) ? (record.branches as UserInput['branches']) : [],
    user: (record.user ?? {}) as UserInput['user'],
  };
}

/** The record of a route's {id} (consistent read), or undefined. */
export const userRecord = (id: string): Promise<StoredEntity | undefined> => getEntity('User', id, { consistent: true });
