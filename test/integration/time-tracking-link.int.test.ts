/**
 * The personal clock link (functions/users/time-tracking-link.ts) through the local server's API:
 * an administrator makes it (the token answered once, only its hash stored, the time-tracking API
 * admits it), a new link replaces the old (which is refused from then on), revoking refuses the
 * link too, both writes are in the audit log without the secret, and employees may do neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findByUnique } from '#functions/db/repository.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import { t } from '#shared/i18n/index.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { staffToken } from '../e2e/staff';

let stack: LocalStack;
let admin = '';
let employee = '';
let userId = '';
const USERNAME = 'team-leibnitz';

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  admin = await staffToken(stack.urls.app, 'admin');
  employee = await staffToken(stack.urls.app, USERNAME);
  userId = (await findByUnique('User', 'username', USERNAME))!.id;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ code: string; field?: string; message: string }>;
}

async function api<T = Record<string, unknown>>(method: string, path: string, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${stack.urls.app}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, ...((text ? JSON.parse(text) : {}) as Omit<Answer<T>, 'status'>) };
}

interface Link {
  username: string;
  accessToken: string;
  path: string;
}

const makeLink = () => api<Link>('POST', `/api/users/${userId}/time-tracking-link`, admin);
/** The time clock's own API with the link's user name and token. */
const clockMe = (username: string, accessToken: string) =>
  api('GET', `/api/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(accessToken)}/me`);

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(401);
  expect(answer.errors?.[0]?.message).toBe(t('api.auth.invalidAccessToken'));
  expect(answer.data).toBeUndefined();
}

describe('the clock link of a user', () => {
  let first: Link;

  it('makes a token of 256 random bits, answered once, stored only as its hash, which the time clock admits', async () => {
    const answer = await makeLink();
    expect(answer.status).toBe(201);
    first = answer.data!;
    expect(first.username).toBe(USERNAME);
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.path).toBe(`/backend/time-tracking/${USERNAME}/${first.accessToken}`);

    const stored = (await findByUnique('User', 'username', USERNAME))!;
    expect(stored.accessTokenHash).toBe(hashSecret(first.accessToken));
    expect(JSON.stringify(stored)).not.toContain(first.accessToken);

    const record = await api<Record<string, unknown>>('GET', `/api/users/${userId}`, admin);
    expect(record.data).toMatchObject({ hasAccessToken: true });
    expect(JSON.stringify(record.data)).not.toContain(first.accessToken);
    expect(record.data).not.toHaveProperty('accessTokenHash');

    const me = await clockMe(first.username, first.accessToken);
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ user: { id: userId, username: USERNAME } });
  });

  it('refuses a token of another length or of another user name', async () => {
    expectRefused(await clockMe(USERNAME, `${first.accessToken}x`));
    expectRefused(await clockMe('team-graz', first.accessToken));
  });

  it('a new link replaces the old one, which is refused from then on', async () => {
    const second = (await makeLink()).data!;
    expect(second.accessToken).not.toBe(first.accessToken);
    expectRefused(await clockMe(USERNAME, first.accessToken));
    expect((await clockMe(USERNAME, second.accessToken)).status).toBe(200);
    first = second;
  });

  it('revoking removes the hash: the link is refused and the user has none', async () => {
    const revoked = await api<Record<string, unknown>>('DELETE', `/api/users/${userId}/time-tracking-link`, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.data).toMatchObject({ id: userId, hasAccessToken: false });
    expect((await findByUnique('User', 'username', USERNAME))!.accessTokenHash).toBeUndefined();
    expectRefused(await clockMe(USERNAME, first.accessToken));

    // Revoking again changes nothing and still answers the record.
    const again = await api<Record<string, unknown>>('DELETE', `/api/users/${userId}/time-tracking-link`, admin);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ hasAccessToken: false, version: revoked.data!.version });
  });

  it('records both writes in the audit log, without the token or its hash', async () => {
    const logs = await api<Array<Record<string, unknown>>>('GET', `/api/logs?record=${userId}`, admin);
    expect(logs.status).toBe(200);
    const routes = logs.data!.map((entry) => entry.route);
    expect(routes.filter((route) => route === 'POST /api/users/{id}/time-tracking-link')).toHaveLength(2);
    expect(routes).toContain('DELETE /api/users/{id}/time-tracking-link');
    expect(JSON.stringify(logs.data)).not.toContain(first.accessToken);
    expect(JSON.stringify(logs.data)).not.toContain(hashSecret(first.accessToken));
  });

  it('is for administrators only', async () => {
    expect((await api('POST', `/api/users/${userId}/time-tracking-link`, employee)).status).toBe(403);
    expect((await api('DELETE', `/api/users/${userId}/time-tracking-link`, employee)).status).toBe(403);
    expect((await api('POST', `/api/users/${userId}/time-tracking-link`)).status).toBe(401);
    expect((await api('POST', `/api/users/01JZZZZZZZZZZZZZZZZZZZZZZZ/time-tracking-link`, admin)).status).toBe(404);
  });
});
