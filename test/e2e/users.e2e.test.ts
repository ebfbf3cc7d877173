/**
 * A new counter employee, start to finish: the administrator creates them for Weiz in the users
 * screen, the outbox has the German e-mail with the temporary password, the employee signs in,
 * sets their own password (the Authenticator's German first-sign-in step) and sees Weiz's orders
 * only; the administrator disables them, their next API call is refused (at once: the API reads
 * the user record per request) and the sign-in says the account is disabled. The user is deleted
 * at the end (the e2e stack is shared).
 */
import type { Browser, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { branchIds } from '../../infra/local/seed/ids';
import { germanContext, launchBrowser, screenshot, viewports } from './browser';
import { placeGrazOrder } from './orders';
import { fillSignIn, openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
let browser: Browser;
const username = `weiz-${ulid().slice(-6).toLowerCase()}`;
const email = `${username}@example.at`;
let createdId: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  if (createdId) {
    const token = await staffToken(baseUrl, 'admin');
    await fetch(`${baseUrl}/api/users/${createdId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
  await browser?.close();
});

interface OutboxMail {
  channel: string;
  to: string;
  subject?: string;
  text: string;
}

async function mailTo(to: string): Promise<OutboxMail | undefined> {
  const { data } = (await (await fetch(`${baseUrl}/local/outbox?format=json`)).json()) as { data: OutboxMail[] };
  return data.find((message) => message.channel === 'email' && message.to === to);
}

async function signInPage(): Promise<Page> {
  const context = await germanContext(browser, viewports.desktop);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/backend/login`);
  return page;
}

describe('staff accounts', () => {
  it('a new employee of Weiz gets the e-mail, sets a password, sees Weiz only, and is shut out once disabled', async () => {
    // A Graz order the Weiz employee must not see.
    const customer = `Graz-${ulid().slice(-6)}`;
    await placeGrazOrder(baseUrl, { lastName: customer });

    // The administrator creates the employee in the screen.
    const adminContext = await germanContext(browser, viewports.desktop);
    const admin = await adminContext.newPage();
    await openBackofficeAs(admin, baseUrl, 'admin', '/users/new');
    await admin.getByRole('heading', { level: 1, name: t('usersAdmin.new') }).waitFor();
    await admin.getByLabel(t('usersAdmin.field.username')).fill(username);
    // 'Name' is part of 'Benutzername': the field whose label starts with it.
    await admin.getByRole('textbox', { name: new RegExp(`^${t('usersAdmin.field.name')}\\b`) }).fill('Eva Weizer');
    await admin.getByLabel(t('usersAdmin.field.email')).fill(email);
    await admin.getByRole('checkbox', { name: 'Weiz Birkfelder Straße' }).check();
    await admin.getByRole('button', { name: t('dataScreen.save') }).click();
    await admin.waitForURL(/\/backend\/users\/[0-9A-Z]{26}$/);
    createdId = admin.url().split('/').at(-1);
    await admin.getByRole('heading', { level: 1, name: t('usersAdmin.title', { name: 'Eva Weizer' }) }).waitFor();
    await screenshot(admin, 'users-editor-created');

    // The German e-mail with the temporary password.
    const mail = await mailTo(email);
    expect(mail?.subject).toBe('Ihr Zugang zum Backoffice von Fleischerei Gruber');
    expect(mail?.text).toContain(`Benutzername: ${username}`);
    const temporary = /Vorläufiges Passwort: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(temporary).toBeDefined();

    // First sign-in: the temporary password, then the own one, in German.
    const employee = await signInPage();
    await fillSignIn(employee, username, temporary!);
    await employee.getByRole('button', { name: t('web.auth.changePassword') }).waitFor();
    await screenshot(employee, 'users-first-sign-in');
    await employee.getByLabel(t('web.auth.newPassword'), { exact: true }).fill('Weiz-Eigenes-2026!');
    await employee.getByLabel(t('web.auth.confirmPassword'), { exact: true }).fill('Weiz-Eigenes-2026!');
    await employee.getByRole('button', { name: t('web.auth.changePassword') }).click();
    await employee.getByTestId('current-user').waitFor();
    expect(await employee.getByTestId('current-user').innerText()).toBe(t('web.backoffice.signedInAs', { name: 'Eva Weizer' }));

    // Only Weiz: the Graz order is in neither list.
    for (const [path, title] of [
      ['/orders/current', t('orderList.title.current')],
      ['/orders/history', t('orderList.title.history')],
    ] as const) {
      await employee.goto(`${baseUrl}/backend${path}`);
      await employee.getByRole('heading', { level: 1, name: title }).waitFor();
      await employee.waitForLoadState('networkidle');
      expect(await employee.getByText(customer).count()).toBe(0);
    }
    const token = await employee.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1]);
    const me = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { branches: { id: string }[] } }).data.branches).toEqual([{ id: branchIds.weiz }]);

    // The administrator disables the account.
    await admin.getByRole('button', { name: t('usersAdmin.account.disable') }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: t('usersAdmin.account.disable') })
      .click();
    await admin.getByText(t('usersAdmin.account.disabledDone')).waitFor();
    await screenshot(admin, 'users-editor-disabled');

    // The next API call with the employee's token is refused, in German; the page goes to the sign-in.
    const refused = await fetch(`${baseUrl}/api/orders/current`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(t('api.auth.invalidToken'));
    await employee.goto(`${baseUrl}/backend/orders/history`);
    await employee.waitForURL(`${baseUrl}/backend/login`);

    // Signing in again says the account is disabled.
    const again = await signInPage();
    await fillSignIn(again, username, 'Weiz-Eigenes-2026!');
    const alert = again.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(t('auth.accountDisabled'));
    await screenshot(again, 'users-sign-in-disabled');
  });
});
