/**
 * Staff accounts against cognito-local (with infra/local/emulators/cognito-local-extensions.mjs),
 * DynamoDB Local and the SES fake's outbox, through the local server's API: create with the
 * temporary password by e-mail, first sign-in with a new password, groups that follow the roles,
 * disable/enable, reset, delete, the last administrator, and a create whose table write fails
 * being undone in Cognito.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createEntity, findByUnique, getEntity } from '#functions/db/repository.ts';
import { branchIds } from '../../infra/local/seed/ids';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { LOCAL_CREDENTIALS } from '../../infra/local/emulators/s3';
import { staffToken } from '../e2e/staff';

let stack: LocalStack;
let admin = '';
let cognito: CognitoIdentityProviderClient;
let clientId = '';

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  admin = await staffToken(stack.urls.app, 'admin');
  cognito = new CognitoIdentityProviderClient({ endpoint: stack.urls.cognito, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
  clientId = stack.userPoolClientId;
}, 180_000);

afterAll(async () => {
  cognito?.destroy();
  await stack?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ code: string; field?: string; message: string }>;
}

async function api<T = Record<string, unknown>>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${stack.urls.app}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ...((text ? JSON.parse(text) : {}) as Omit<Answer<T>, 'status'>) };
}

interface CognitoAnswer {
  status: number;
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult: { AccessToken: string; RefreshToken: string };
  __type?: string;
  message?: string;
}

/** A Cognito call as the browser makes it (through the local server's /local/cognito). */
async function cognitoCall(target: string, body: unknown): Promise<CognitoAnswer> {
  const response = await fetch(`${stack.urls.app}/local/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<CognitoAnswer, 'status'>) };
}

const signIn = (username: string, password: string) =>
  cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, PASSWORD: password } });

/** First sign-in: the temporary password, then the user's own; answers the tokens. */
async function firstSignIn(username: string, temporary: string, own: string): Promise<{ AccessToken: string; RefreshToken: string }> {
  const challenge = await signIn(username, temporary);
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answer = await cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId: clientId,
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: own },
  });
  expect(answer.status).toBe(200);
  return answer.AuthenticationResult;
}

const groupsOf = async (username: string) =>
  ((await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: username }))).Groups ?? [])
    .map((group) => group.GroupName)
    .sort();

const accountOf = (username: string) => cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: username }));

/** The e-mails to `to`, oldest first. */
const mailsTo = (to: string) =>
  stack.outbox
    .list()
    .filter((message) => message.channel === 'email' && message.to === to)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));

/** The temporary password of the newest e-mail to `to`. */
function temporaryPasswordIn(to: string): string {
  const text = mailsTo(to).at(-1)?.text ?? '';
  const match = /Vorläufiges Passwort: (\S+)/.exec(text);
  if (!match) throw new Error(`no temporary password in the e-mail to ${to}: ${text}`);
  return match[1]!;
}

const newEmployee = (fields: Record<string, unknown> = {}) => {
  const username = `weiz-${ulid().slice(-8).toLowerCase()}`;
  return { username, name: 'Eva Weizer', email: `${username}@example.at`, roles: ['ROLE_EMPLOYEE'], branches: [{ id: branchIds.weiz }], ...fields };
};

describe('staff accounts in Cognito', () => {
  it('creates the account in its groups, mails the German temporary password, and the first sign-in sets the own password', async () => {
    const body = newEmployee();
    const created = await api<Record<string, unknown>>('POST', '/api/users', admin, body);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ username: body.username, isEnabled: true, roles: ['ROLE_EMPLOYEE'] });

    const account = await accountOf(body.username);
    expect(account.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(account.Enabled).toBe(true);
    expect(account.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: body.email }]));
    expect(await groupsOf(body.username)).toEqual(['ROLE_EMPLOYEE']);

    const [mail] = mailsTo(body.email);
    expect(mailsTo(body.email)).toHaveLength(1);
    expect(mail!.subject).toBe('Ihr Zugang zum Backoffice von Fleischerei Gruber');
    expect(mail!.text).toContain('Guten Tag Eva Weizer,');
    expect(mail!.text).toContain(`Benutzername: ${body.username}`);
    const temporary = temporaryPasswordIn(body.email);
    expect(temporary).toMatch(/^\S{16}$/);

    // A wrong password does not reach the new-password step.
    expect(await signIn(body.username, 'Falsch-Passwort-1!')).toMatchObject({ status: 400, __type: 'NotAuthorizedException' });
    const tokens = await firstSignIn(body.username, temporary, 'Weiz-Eigenes-2026!');
    const me = await api<Record<string, unknown>>('GET', '/api/users/me', tokens.AccessToken);
    expect(me).toMatchObject({ status: 200, data: { username: body.username, roles: ['ROLE_EMPLOYEE'], branches: [{ id: branchIds.weiz }] } });
    expect((await accountOf(body.username)).UserStatus).toBe('CONFIRMED');
  });

  it('moves the account between groups with the roles; a role taken away counts at once', async () => {
    const body = newEmployee({ roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'] });
    const created = await api<Record<string, unknown>>('POST', '/api/users', admin, body);
    expect(await groupsOf(body.username)).toEqual(['ROLE_ADMIN', 'ROLE_EMPLOYEE']);
    const tokens = await firstSignIn(body.username, temporaryPasswordIn(body.email), 'Weiz-Eigenes-2026!');
    expect((await api('GET', '/api/users', tokens.AccessToken)).status).toBe(200);

    const demoted = await api<Record<string, unknown>>('PUT', `/api/users/${created.data!.id}`, admin, {
      ...body,
      roles: ['ROLE_EMPLOYEE'],
      version: created.data!.version,
    });
    expect(demoted.status).toBe(200);
    expect(await groupsOf(body.username)).toEqual(['ROLE_EMPLOYEE']);
    // The token still carries ROLE_ADMIN, the record does not: the admin route refuses.
    expect(await api('GET', '/api/users', tokens.AccessToken)).toMatchObject({ status: 403, errors: [{ code: 'auth.forbidden' }] });

    const promoted = await api('PUT', `/api/users/${created.data!.id}`, admin, { ...body, roles: ['ROLE_ADMIN'], version: demoted.data!.version });
    expect(promoted.status).toBe(200);
    expect(await groupsOf(body.username)).toEqual(['ROLE_ADMIN']);
    expect(await api('PUT', `/api/users/${created.data!.id}`, admin, { ...body, username: 'anderer-name', version: 3 })).toMatchObject({
      status: 400,
      errors: [{ field: 'username' }],
    });
    // With a second administrator the seeded one could go; this one goes instead (the last-admin test needs one).
    expect((await api('DELETE', `/api/users/${created.data!.id}`, admin)).status).toBe(200);
  });

  it('a disabled user is refused at the next API call and cannot sign in; enabled again they can', async () => {
    const body = newEmployee();
    const created = await api<Record<string, unknown>>('POST', '/api/users', admin, body);
    const tokens = await firstSignIn(body.username, temporaryPasswordIn(body.email), 'Weiz-Eigenes-2026!');
    expect((await api('GET', '/api/orders/current', tokens.AccessToken)).status).not.toBe(401);

    const disabled = await api<Record<string, unknown>>('POST', `/api/users/${created.data!.id}/disable`, admin);
    expect(disabled).toMatchObject({ status: 200, data: { isEnabled: false } });
    expect((await accountOf(body.username)).Enabled).toBe(false);
    const refused = await api('GET', '/api/users/me', tokens.AccessToken);
    expect(refused).toMatchObject({
      status: 401,
      errors: [{ code: 'auth.invalidToken', message: 'Ihre Anmeldung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.' }],
    });
    expect(await signIn(body.username, 'Weiz-Eigenes-2026!')).toMatchObject({ status: 400, __type: 'NotAuthorizedException', message: 'User is disabled.' });
    // The session is over: the refresh token no longer gives tokens.
    expect(
      await cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } }),
    ).toMatchObject({
      status: 400,
      __type: 'NotAuthorizedException',
    });

    expect(await api('POST', `/api/users/${created.data!.id}/enable`, admin)).toMatchObject({ status: 200, data: { isEnabled: true } });
    const again = await signIn(body.username, 'Weiz-Eigenes-2026!');
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/users/me', again.AuthenticationResult.AccessToken)).status).toBe(200);
  });

  it('resets the password by e-mail and deletes account and record', async () => {
    const body = newEmployee();
    const created = await api<Record<string, unknown>>('POST', '/api/users', admin, body);
    const tokens = await firstSignIn(body.username, temporaryPasswordIn(body.email), 'Weiz-Eigenes-2026!');

    expect((await api('POST', `/api/users/${created.data!.id}/reset-password`, admin)).status).toBe(200);
    expect(mailsTo(body.email)).toHaveLength(2);
    expect(mailsTo(body.email)[1]!.subject).toBe('Ihr neues vorläufiges Passwort für das Backoffice von Fleischerei Gruber');
    expect(await signIn(body.username, 'Weiz-Eigenes-2026!')).toMatchObject({ status: 400, __type: 'NotAuthorizedException' });
    await firstSignIn(body.username, temporaryPasswordIn(body.email), 'Weiz-Neues-2027!');

    expect(await api('DELETE', `/api/users/${created.data!.id}`, admin)).toMatchObject({ status: 200, data: { id: created.data!.id } });
    await expect(accountOf(body.username)).rejects.toBeInstanceOf(UserNotFoundException);
    expect(await getEntity('User', String(created.data!.id), { consistent: true })).toBeUndefined();
    expect((await api('GET', '/api/users/me', tokens.AccessToken)).status).toBe(401);
  });

  it('undoes the Cognito account when the table write fails (the user name is taken by a record)', async () => {
    const body = newEmployee();
    // A record without an account holds the name: Cognito accepts the account, the table refuses the record.
    const holder = await createEntity('User', { username: body.username, name: 'Schon da', roles: ['ROLE_EMPLOYEE'], branches: [], user: {} });
    const answer = await api('POST', '/api/users', admin, body);
    expect(answer).toMatchObject({ status: 409, errors: [{ code: 'entity.uniqueConflict', field: 'username' }] });
    expect(answer.errors![0]!.message).toMatch(/Benutzername/);
    await expect(accountOf(body.username)).rejects.toBeInstanceOf(UserNotFoundException);
    expect(await findByUnique('User', 'username', body.username)).toMatchObject({ id: holder.id, name: 'Schon da', version: 1 });
    expect(mailsTo(body.email)).toHaveLength(0);
  });

  it('an account name Cognito already has answers 409 and changes nothing', async () => {
    const answer = await api('POST', '/api/users', admin, newEmployee({ username: 'team-graz' }));
    expect(answer).toMatchObject({ status: 409, errors: [{ code: 'users.accountExists', field: 'username' }] });
    expect(await groupsOf('team-graz')).toEqual(['ROLE_EMPLOYEE']);
  });

  it('keeps the last active administrator: no delete, disable or demotion', async () => {
    const record = (await findByUnique('User', 'username', 'admin'))!;
    const lastAdmin = { status: 409, errors: [{ code: 'users.lastAdmin', message: expect.stringContaining('mindestens ein aktiver Administrator') }] };
    expect(await api('DELETE', `/api/users/${record.id}`, admin)).toMatchObject(lastAdmin);
    expect(await api('POST', `/api/users/${record.id}/disable`, admin)).toMatchObject(lastAdmin);
    const { id, version, username, name, email, branches, user } = record;
    expect(await api('PUT', `/api/users/${id}`, admin, { id, version, username, name, email, branches, user, roles: ['ROLE_EMPLOYEE'] })).toMatchObject(
      lastAdmin,
    );
    expect((await accountOf('admin')).Enabled).toBe(true);
    expect(await groupsOf('admin')).toEqual(['ROLE_ADMIN']);
    expect((await api('GET', '/api/users/me', admin)).status).toBe(200);
  });

  it('refuses the account routes to employees and visitors', async () => {
    const record = (await findByUnique('User', 'username', 'team-leibnitz'))!;
    const employee = await staffToken(stack.urls.app, 'team-graz');
    for (const action of ['disable', 'enable', 'reset-password']) {
      expect(await api('POST', `/api/users/${record.id}/${action}`, employee)).toMatchObject({ status: 403, errors: [{ code: 'auth.forbidden' }] });
      expect((await api('POST', `/api/users/${record.id}/${action}`, undefined)).status).toBe(401);
    }
    expect((await accountOf('team-leibnitz')).Enabled).toBe(true);
  });
});
