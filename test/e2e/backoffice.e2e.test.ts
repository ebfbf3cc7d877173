/**
 * The back office's sign-in against the seeded local stack: Amplify's Authenticator talking to
 * cognito-local through the local server, the API checking the access token.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoUsers } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { germanContext, launchBrowser, readableTexts, screenshot, viewports } from './browser';
import { fillSignIn as signIn } from './staff';

const baseUrl = inject('baseUrl');
const admin = demoUsers.find((user) => user.roles.includes('ROLE_ADMIN'))!;
let browser: Browser;

/** Amplify's own English texts that must never reach the screen. */
const ENGLISH =
  /\b(sign in|signing|username|password|forgot|enter your|reset|submit|loading|dismiss|show|hide|create account|incorrect|user does not exist)\b/i;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('back office sign-in', () => {
  it('sends an anonymous visit to /backend to the sign-in, which is German throughout', async () => {
    const context = await germanContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/backend`);
    await page.waitForURL(`${baseUrl}/backend/login`);
    await page.getByRole('heading', { name: t('web.auth.heading') }).waitFor();
    await page.getByRole('button', { name: t('web.auth.forgotPassword') }).waitFor();
    expect(await page.title()).toBe(`${t('web.auth.signIn')} - ${t('web.backoffice.title')}`);
    expect((await readableTexts(page)).filter((text) => ENGLISH.test(text))).toEqual([]);
    await screenshot(page, 'backoffice-login-phone');

    // A wrong password: Cognito's refusal in German, and still nothing English on the screen.
    await signIn(page, admin.username, 'Falsch-Passwort-1!');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(t('auth.invalidCredentials'));
    expect((await readableTexts(page)).filter((text) => ENGLISH.test(text))).toEqual([]);
    await screenshot(page, 'backoffice-login-wrong-password');
    expect(page.url()).toBe(`${baseUrl}/backend/login`);
    await context.close();
  });

  it('signs in the seeded admin, greets them by name and signs out again', async () => {
    const context = await germanContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/backend/login`);
    await signIn(page, admin.username, admin.password);

    await page.waitForURL(`${baseUrl}/backend`);
    await page.getByRole('heading', { level: 1, name: t('web.backoffice.welcome', { name: admin.name }) }).waitFor();
    expect(await page.getByTestId('current-user').innerText()).toBe(t('web.backoffice.signedInAs', { name: admin.name }));
    await screenshot(page, 'backoffice-dashboard');

    await page.getByRole('button', { name: t('backoffice.toolbar.signOut') }).click();
    await page.waitForURL(`${baseUrl}/backend/login`);
    await page.goto(`${baseUrl}/backend`);
    await page.waitForURL(`${baseUrl}/backend/login`);
    await context.close();
  });

  it('answers a token the API refuses (401) with the sign-in', async () => {
    const context = await germanContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/backend/login`);
    await signIn(page, admin.username, admin.password);
    await page.waitForURL(`${baseUrl}/backend`);
    await page.getByTestId('current-user').waitFor();

    // Break the signature of the stored access token: Amplify still sends it, the API refuses it.
    const tampered = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
      if (!key) return false;
      const token = localStorage.getItem(key)!;
      const last = token.at(-2) === 'A' ? 'B' : 'A';
      localStorage.setItem(key, `${token.slice(0, -2)}${last}${token.at(-1)}`);
      return true;
    });
    expect(tampered).toBe(true);

    // Whichever of the page's first API calls is refused first sends the browser to the sign-in;
    // the navigation may cancel the others (/api/users/me among them) before they are answered.
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401);
    await page.reload();
    await refused;
    await page.waitForURL(`${baseUrl}/backend/login`);
    await page.getByRole('button', { name: t('web.auth.signIn'), exact: true }).waitFor();
    await context.close();
  });
});
