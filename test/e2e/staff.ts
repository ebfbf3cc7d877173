/**
 * Staff for e2e tests: API tokens of the demo users from the local stack's Cognito
 * (USER_PASSWORD_AUTH through /local/cognito) and the back office's sign-in form.
 */
import type { Page } from 'playwright-core';
import { demoUsers } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';

export type DemoUser = (typeof demoUsers)[number];

/** A demo user by user name (admin, team-graz, team-leibnitz, team-weiz). */
export function demoUser(username: string): DemoUser {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user;
}

/** An access token of a demo user (default: the admin). */
export async function staffToken(baseUrl: string, username = 'admin'): Promise<string> {
  const user = demoUser(username);
  const runtime = (await (await fetch(`${baseUrl}/runtime-config.json`)).json()) as { userPoolClientId: string };
  const response = await fetch(`${baseUrl}/local/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: runtime.userPoolClientId,
      AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  if (!body.AuthenticationResult?.AccessToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** Fills and sends the back office's sign-in form (the page must show it). */
export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(t('web.auth.username')).fill(username);
  await page.getByLabel(t('web.auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('web.auth.signIn'), exact: true }).click();
}

/** Opens /backend{path} signed in as a demo user through the sign-in form. */
export async function openBackofficeAs(page: Page, baseUrl: string, username: string, path = ''): Promise<void> {
  const user = demoUser(username);
  await page.goto(`${baseUrl}/backend${path}`);
  await fillSignIn(page, user.username, user.password);
  await page.getByTestId('current-user').waitFor();
  if (path && !new URL(page.url()).pathname.startsWith(`/backend${path}`)) await page.goto(`${baseUrl}/backend${path}`);
}

/** A call of the local stack's API as a demo user (default: the admin), with a JSON body if given. */
export async function staffApi(baseUrl: string, method: string, path: string, body?: unknown, username = 'admin'): Promise<Response> {
  const token = await staffToken(baseUrl, username);
  return fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
