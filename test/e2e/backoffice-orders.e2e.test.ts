/**
 * The back office's order lists against the seeded local stack: the Graz
 * employee signs in, watches the current orders while a customer orders (POST
 * /api/orders/public, an appointment from the shared slot rules) and sees the order appear
 * within 10 s with the live announcement, the highlight and the signal; narrows the history with
 * filters kept in the address; meets an error entry when the API fails and recovers with
 * 'Erneut versuchen'. Navigation at 390 px, axe-core audits and screenshots at 390 and 1280 px.
 */
import { ulid } from 'ulid';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { branchIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { placeGrazOrder } from './orders';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const session = useBrowser();

/** A takeaway order at Graz as the storefront sends it, due at the first slot Graz offers. */
async function placeOrder(lastName: string) {
  return { ...(await placeGrazOrder(baseUrl, { firstName: 'Lena', lastName, email: undefined, phone: '+43 664 7654321' })), lastName };
}

/** Counts the oscillators the page starts: two per new-order signal. */
async function countBeeps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const win = window as unknown as { beeps: number };
    win.beeps = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      win.beeps += 1;
      return original.call(this);
    };
  });
}
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

async function signedInPage(viewport: { width: number; height: number }, path: string, setup?: (context: BrowserContext) => Promise<unknown>): Promise<Page> {
  const page = await session.newPage(viewport, setup);
  await openBackofficeAs(page, baseUrl, 'team-graz', path);
  return page;
}

const row = (page: Page, text: string) => page.locator('[data-order-id]').filter({ hasText: text });

describe('current orders', () => {
  it('shows a new order within 10 s with announcement, highlight and signal; the signal can be switched off', async () => {
    const page = await signedInPage(DESKTOP, '/orders/current', countBeeps);
    await page.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();
    const nav = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    expect(await nav.getByRole('link', { name: t('backoffice.nav.current') }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: t('backoffice.nav.history') }).getAttribute('aria-current')).toBeNull();
    expect(await nav.innerText()).toContain(t('backoffice.nav.version', { version: '1.7.2-dev' }));
    // The list has loaded (empty or not) before the order comes in.
    await page.locator('.order-list__empty, [data-order-id]').first().waitFor();
    expect(await page.getByRole('checkbox', { name: t('orderList.sound.toggle') }).isChecked()).toBe(true);

    const order = await placeOrder(`Listentest-${ulid().slice(-6)}`);
    const placedAt = Date.now();
    await row(page, order.lastName).waitFor({ timeout: 10_000 });
    expect(Date.now() - placedAt).toBeLessThan(10_000);
    const announcer = page.getByTestId('order-announcer');
    expect(await announcer.innerText()).toBe(t('orderList.announce.one', { tickets: order.ticketNumber }));
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await row(page, order.lastName).getAttribute('class')).toContain('is-new');
    expect(await row(page, order.lastName).getByText(t('orderList.new'), { exact: true }).isVisible()).toBe(true);
    expect(
      await row(page, order.lastName)
        .getByRole('link', { name: t('orderList.ticket', { ticket: order.ticketNumber }) })
        .getAttribute('href'),
    ).toBe(`/backend/orders/${order.id}`);
    // The sign-in clicks count as the user's gesture: the signal played (two tones).
    expect(await beeps(page)).toBe(2);
    expect(await page.title()).toMatch(new RegExp(`^\\(\\d+\\) ${t('orderList.title.current')} - ${t('web.backoffice.title')}$`));
    await screenshot(page, 'backoffice-orders-current-desktop');

    // Sound off: the next order is announced but silent, and the choice survives a reload.
    await page.getByRole('checkbox', { name: t('orderList.sound.toggle') }).uncheck();
    const quiet = await placeOrder(`Leise-${ulid().slice(-6)}`);
    await row(page, quiet.lastName).waitFor({ timeout: 10_000 });
    expect(await announcer.innerText()).toBe(t('orderList.announce.one', { tickets: quiet.ticketNumber }));
    expect(await beeps(page)).toBe(2);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();
    expect(await page.getByRole('checkbox', { name: t('orderList.sound.toggle') }).isChecked()).toBe(false);
    await page.context().close();
  });

  it('explains blocked audio, and the button allows it', async () => {
    // Headless Chromium plays audio without a user gesture whatever --autoplay-policy says, so
    // the page gets the desktop browsers' rule here: an AudioContext starts suspended.
    const page = await signedInPage(PHONE, '/orders/current', (context) =>
      context.addInitScript(() => {
        const Native = window.AudioContext;
        window.AudioContext = class extends Native {
          constructor(options?: AudioContextOptions) {
            super(options);
            void this.suspend();
          }
        };
      }),
    );
    await page.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();
    const blocked = page.getByTestId('sound-blocked');
    await blocked.waitFor();
    expect(await blocked.innerText()).toContain(t('orderList.sound.blocked'));
    await page.locator('[data-order-id]').first().waitFor();
    await screenshot(page, 'backoffice-orders-current-phone');
    await page.getByRole('button', { name: t('orderList.sound.enable') }).click();
    await blocked.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('order history', () => {
  it('narrows the list with filters kept in the address; the back button returns to the previous ones', async () => {
    const order = await placeOrder(`Verlauf-${ulid().slice(-6)}`);
    const page = await signedInPage(DESKTOP, '/orders/history');
    await page.getByRole('heading', { level: 1, name: t('orderList.title.history') }).waitFor();
    await row(page, order.lastName).waitFor();
    // An employee of Graz filters by Graz only.
    // (The options come with the branches' query, which may answer after the rows.)
    await expect
      .poll(() => page.getByLabel(t('orderList.filter.branch')).locator('option').allInnerTexts())
      .toEqual([t('orderList.filter.allBranches'), grazBranch.name]);
    await screenshot(page, 'backoffice-orders-history-desktop');

    await page.getByLabel(t('orderList.filter.search')).fill(order.lastName);
    await page.getByRole('button', { name: t('orderList.filter.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === order.lastName);
    await page.getByText(t('orderList.count.one'), { exact: true }).waitFor();
    expect(await page.locator('[data-order-id]').count()).toBe(1);

    await page.getByLabel(t('orderList.filter.orderType')).selectOption('delivery');
    await page.getByRole('button', { name: t('orderList.filter.apply') }).click();
    await page.getByText(t('orderList.empty.history')).waitFor();
    expect(new URL(page.url()).search).toBe(`?orderType=delivery&search=${order.lastName}`);

    // Back: the takeaway order again, and the form shows the filters of that address.
    await page.goBack();
    await row(page, order.lastName).waitFor();
    expect(await page.getByLabel(t('orderList.filter.orderType')).inputValue()).toBe('');
    expect(await page.getByLabel(t('orderList.filter.search')).inputValue()).toBe(order.lastName);

    // A shared address opens with its filters: open takeaway orders paid in cash at Graz.
    await page.goto(`${baseUrl}/backend/orders/history?branch=${branchIds.graz}&status=open&orderType=takeaway&paymentMethod=cash&search=${order.lastName}`);
    await row(page, order.lastName).waitFor();
    expect(await page.getByLabel(t('orderList.filter.status')).inputValue()).toBe('open');
    await page.getByLabel(t('orderList.filter.status')).selectOption('completed');
    await page.getByRole('button', { name: t('orderList.filter.apply') }).click();
    await page.getByText(t('orderList.empty.history')).waitFor();
    await page.context().close();
  });

  it('shows an error entry with retry when the API fails, and the retry recovers', async () => {
    const order = await placeOrder(`Fehler-${ulid().slice(-6)}`);
    const message = 'Der Bestellverlauf ist gerade nicht erreichbar.';
    let failing = true;
    const page = await signedInPage(PHONE, '/orders/current');
    await page.route(
      (url) => url.pathname === '/api/orders',
      (route) =>
        failing ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message }] }) }) : route.fallback(),
    );
    await page.getByRole('button', { name: t('backoffice.nav.menu') }).click();
    await page.getByRole('link', { name: t('backoffice.nav.history') }).click();
    const entry = page.getByTestId('error-entry');
    // The loader shows while the query tries (it retries twice), the error entry after that.
    const loader = page.getByTestId('global-loader');
    await loader.waitFor();
    expect(await loader.getAttribute('role')).toBe('progressbar');
    await entry.waitFor({ timeout: 15_000 });
    await loader.waitFor({ state: 'detached' });
    expect(await entry.getByRole('alert').innerText()).toBe(message);
    expect(await page.getByText(t('orderList.unavailable')).isVisible()).toBe(true);
    await screenshot(page, 'backoffice-orders-error-phone', { fullPage: false });

    failing = false;
    await entry.getByRole('button', { name: t('web.retry') }).click();
    await row(page, order.lastName).waitFor();
    expect(await entry.count()).toBe(0);

    // Dismissing an entry without retrying.
    failing = true;
    await page.getByLabel(t('orderList.filter.search')).fill(order.lastName);
    await page.getByRole('button', { name: t('orderList.filter.apply') }).click();
    await entry.waitFor({ timeout: 15_000 });
    await entry.getByRole('button', { name: t('backoffice.feedback.dismiss') }).click();
    expect(await entry.count()).toBe(0);
    await page.context().close();
  });
});

describe('navigation and accessibility', () => {
  it('opens and closes the menu at 390 px; current list and history pass axe at 390 and 1280 px', async () => {
    const page = await signedInPage(PHONE, '/orders/current');
    const nav = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    const menu = page.getByRole('button', { name: t('backoffice.nav.menu') });
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: t('backoffice.nav.history') }).waitFor();
    await screenshot(page, 'backoffice-nav-phone', { fullPage: false });
    expect(await auditPage(page), 'menu open').toEqual([]);
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    await nav.getByRole('link', { name: t('backoffice.nav.history') }).click();
    await page.getByRole('heading', { level: 1, name: t('orderList.title.history') }).waitFor();
    expect(await nav.isVisible()).toBe(false);

    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const path of ['/orders/current', '/orders/history', '/orders/missed']) {
        await page.goto(`${baseUrl}/backend${path}`);
        await page.locator('.order-list__empty, [data-order-id]').first().waitFor();
        expect(await auditPage(page), `${path} ${name}`).toEqual([]);
      }
    }
    await screenshot(page, 'backoffice-orders-missed-desktop');
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/backend/orders/history`);
    await page.locator('[data-order-id]').first().waitFor();
    await screenshot(page, 'backoffice-orders-history-phone');
    await page.context().close();
  });
});
