/**
 * The order screens in Chromium against the seeded shop: the front-desk display of Graz opened
 * with the demo key shows a ticket under 'In Vorbereitung' within 10 s of its confirmation and
 * moves it to 'Abholbereit' after in-delivery, keeps the data with 'Verbindung unterbrochen'
 * while the network is away, and shows the German error page for a wrong key; the counter tablet
 * lists the order with its lines; the branch settings create and rotate a key (on Leibnitz, so
 * Graz's demo links keep working for the other e2e files) and the new link works while the old
 * one shows the error page. Screenshots at 1920×1080 and 1280×800 (screens) and 390 / 1280 px
 * (branch page), axe-core audits of each.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { branchIds, screenApiKeys } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { localDateOf } from '#shared/time/index.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import { auditPage } from './axe';
import { readableTexts, screenshot, useBrowser } from './browser';
import { placeGrazOrder, type PlacedOrder } from './orders';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const FULL_HD = { width: 1920, height: 1080 };
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const grazScreen = (kind: 'frontdesk' | 'backoffice', key: string = screenApiKeys.graz, branchId: string = branchIds.graz) =>
  `${baseUrl}/backend/screens/${kind}/${branchId}/${key}`;

const session = useBrowser();
let adminToken: string;

beforeAll(async () => {
  adminToken = await staffToken(baseUrl);
});

async function apiCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

/**
 * A takeaway order of 2 Paar Frankfurter at Graz, placed as the storefront places it, for the
 * first appointment the shared slot rules offer. Outside Graz's opening hours that slot is on a
 * later day, and the front desk shows only today's orders: then staff move the appointment to now
 * (the generic order update), as a shop does for a customer who turns up early.
 */
async function placeScreenOrder(): Promise<PlacedOrder> {
  const order = await placeGrazOrder(baseUrl, {
    items: [{ product: 'Frankfurter', amount: 2, unit: 'pair' }],
    firstName: 'Theresia',
    lastName: 'Zeilinger',
    email: 'theresia.bildschirm@example.at',
    phone: '+43 664 7654321',
    comment: 'Bitte gut verpacken',
  });
  if (localDateOf(new Date(order.appointmentDate), TIME_ZONE) !== localDateOf(new Date(), TIME_ZONE)) {
    const stored = (await apiCall<Record<string, unknown>>('GET', `/api/orders/${order.id}`, undefined, adminToken)).data;
    const moved = await apiCall('PUT', `/api/orders/${order.id}`, { ...stored, appointmentDate: new Date().toISOString() }, adminToken);
    expect(moved.status).toBe(200);
  }
  return order;
}

async function statusAction(order: PlacedOrder, action: 'confirm' | 'in-delivery'): Promise<void> {
  expect((await apiCall('POST', `/api/orders/${order.id}/status/${action}`, {}, adminToken)).status).toBe(200);
}

const ticketIn = (page: Page, column: 'preparing' | 'ready', ticketNumber: number) => page.locator(`.fd-column--${column} [data-ticket="${ticketNumber}"]`);

describe('order screens', () => {
  let order: PlacedOrder;

  it('front desk: a confirmed order appears under In Vorbereitung within 10 s and moves to Abholbereit', async () => {
    const page = await session.newPage(FULL_HD);
    await page.goto(grazScreen('frontdesk'));
    await page.getByRole('heading', { level: 2, name: t('screen.frontDesk.preparing') }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('screen.frontDesk.ready') }).waitFor();

    order = await placeScreenOrder();
    // Unconfirmed orders stay off the customer display.
    await page.waitForTimeout(6_000);
    expect(await page.locator(`[data-ticket="${order.ticketNumber}"]`).count()).toBe(0);

    await statusAction(order, 'confirm');
    const confirmedAt = Date.now();
    await ticketIn(page, 'preparing', order.ticketNumber).waitFor({ timeout: 10_000 });
    expect(Date.now() - confirmedAt).toBeLessThan(10_000);
    // Nothing personal on the customer display.
    const texts = (await readableTexts(page)).join('\n');
    for (const secret of ['Theresia', 'Zeilinger', '7654321', 'example.at', 'Frankfurter', 'verpacken']) expect(texts).not.toContain(secret);
    await screenshot(page, 'order-screens-frontdesk-preparing-1920', { fullPage: false });
    expect(await auditPage(page), 'front desk').toEqual([]);

    await statusAction(order, 'in-delivery');
    const ready = ticketIn(page, 'ready', order.ticketNumber);
    await ready.waitFor({ timeout: 10_000 });
    expect(await ticketIn(page, 'preparing', order.ticketNumber).count()).toBe(0);
    // Just ready: highlighted with the 'Neu' badge.
    expect(await ready.getAttribute('class')).toContain('fd-ticket--new');
    expect(await ready.textContent()).toContain(t('screen.frontDesk.newTicket'));
    await page.waitForTimeout(2_600); // the arrival animation (2 × 1.2 s) is over
    await screenshot(page, 'order-screens-frontdesk-ready-1920', { fullPage: false });

    // The network goes away: the tickets stay, a discreet line says so; it clears when it is back.
    await page.route('**/api/orders/frontdesk/**', (route) => route.abort('internetdisconnected'));
    await page.getByText(t('screen.connectionLostShort')).waitFor({ timeout: 10_000 });
    expect(await ready.isVisible()).toBe(true);
    await screenshot(page, 'order-screens-frontdesk-offline-1920', { fullPage: false });
    await page.unroute('**/api/orders/frontdesk/**');
    await page.getByText(t('screen.connectionLostShort')).waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();

    const tablet = await session.newPage(TABLET);
    await tablet.goto(grazScreen('frontdesk'));
    await ticketIn(tablet, 'ready', order.ticketNumber).waitFor();
    await tablet.waitForTimeout(2_600);
    await screenshot(tablet, 'order-screens-frontdesk-1280x800', { fullPage: false });
    // The display fits its screen: no scrolling on a wall display.
    expect(await tablet.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await tablet.context().close();
  });

  it('front desk: a busy hour (30 tickets) still fits 1920×1080 and 1280×800 without cutting a ticket off', async () => {
    const tickets = [
      ...Array.from({ length: 16 }, (_, index) => ({
        ticketNumber: 101 + index,
        stage: 'preparing',
        isNew: false,
        ...(index % 5 === 0 ? { tableIdentifier: 'T2' } : {}),
      })),
      ...Array.from({ length: 14 }, (_, index) => ({ ticketNumber: 201 + index, stage: 'ready', isNew: index < 2 })),
    ];
    for (const [name, viewport] of [
      ['1920', FULL_HD],
      ['1280x800', TABLET],
    ] as const) {
      const page = await session.newPage(viewport);
      // The screen's own answer, as the server would give it in a rush.
      await page.route('**/api/orders/frontdesk/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: { branchName: 'Graz Annenstraße', timeZone: TIME_ZONE, tickets } }),
        }),
      );
      await page.goto(grazScreen('frontdesk'));
      await ticketIn(page, 'ready', 214).waitFor();
      await page.waitForTimeout(2_600);
      await screenshot(page, `order-screens-frontdesk-busy-${name}`, { fullPage: false });
      const clipped = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('.fd-ticket')].filter((tile) => {
            const box = tile.getBoundingClientRect();
            const list = tile.closest('.fd-tickets')!.getBoundingClientRect();
            return box.bottom > list.bottom + 0.5 || box.right > list.right + 0.5;
          }).length,
      );
      expect(clipped, name).toBe(0);
      await page.context().close();
    }
  });

  it('back office: the counter tablet lists the order with its lines', async () => {
    for (const [name, viewport] of [
      ['1280x800', TABLET],
      ['1920', FULL_HD],
    ] as const) {
      const page = await session.newPage(viewport);
      await page.goto(grazScreen('backoffice'));
      const card = page.locator(`[data-order="${order.id}"]`);
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toContain(t('screen.backOffice.ticket', { number: String(order.ticketNumber) }));
      expect(text).toContain(formatQuantity(2, 'pair'));
      expect(text).toContain('Frankfurter');
      expect(text).toContain('Theresia Z.');
      expect(text).toContain('Bitte gut verpacken');
      expect(text).toContain(t('screen.backOffice.stage.readyForPickup'));
      expect(text).not.toContain('7654321');
      expect(await page.getByText(t('screen.backOffice.readOnly')).count()).toBe(1);
      // Read-only: no button to act on an order.
      expect(await page.getByRole('button').count()).toBe(0);
      await screenshot(page, `order-screens-backoffice-${name}`);
      expect(await auditPage(page), `counter tablet ${name}`).toEqual([]);
      await page.context().close();
    }
  });

  it('a wrong key shows the German error page and no branch data', async () => {
    const page = await session.newPage(TABLET);
    await page.goto(grazScreen('frontdesk', `${screenApiKeys.graz}x`));
    await page.getByRole('heading', { level: 1, name: t('screen.invalidLink.title') }).waitFor();
    expect(await page.getByText(t('screen.invalidLink.text')).count()).toBe(1);
    expect((await readableTexts(page)).join('\n')).not.toContain('Graz');
    await screenshot(page, 'order-screens-invalid-link-1280x800', { fullPage: false });
    expect(await auditPage(page), 'invalid link').toEqual([]);
    await page.goto(grazScreen('backoffice', screenApiKeys.graz, branchIds.weiz));
    await page.getByRole('heading', { level: 1, name: t('screen.invalidLink.title') }).waitFor();
    await page.context().close();
  });

  it('branch settings: the admin creates and rotates a key; the new link works, the old one shows the error page', async () => {
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'admin', '/branches');
    await page.getByRole('link', { name: 'Leibnitz Hauptplatz', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('branchAdmin.title', { name: 'Leibnitz Hauptplatz' }) }).waitFor();
    const leibnitz = page.getByRole('group', { name: t('branchSettings.apiKey.heading') });
    await leibnitz.getByText(t('branchSettings.apiKey.missing')).waitFor();
    await screenshot(page, 'order-screens-branches-1280');
    expect(await auditPage(page), 'branch page').toEqual([]);

    const dialog = page.locator('dialog[open]');
    const field = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    const frontDeskUrl = async () => field(t('branchSettings.apiKey.frontDeskUrl')).inputValue();
    await leibnitz.getByRole('button', { name: t('branchSettings.apiKey.create') }).click();
    await dialog.getByText(t('branchSettings.apiKey.showOnce')).waitFor();
    const firstUrl = await frontDeskUrl();
    expect(firstUrl).toMatch(new RegExp(`^${baseUrl}/backend/screens/frontdesk/${branchIds.leibnitz}/[A-Za-z0-9_-]{43}$`));
    const key = firstUrl.split('/').at(-1)!;
    expect(await field(t('branchSettings.apiKey.backOfficeUrl')).inputValue()).toBe(`${baseUrl}/backend/screens/backoffice/${branchIds.leibnitz}/${key}`);
    expect(await field(t('branchSettings.apiKey.key')).inputValue()).toBe(key);
    await screenshot(page, 'order-screens-branches-key-1280', { fullPage: false });
    expect(await auditPage(page), 'new key dialog').toEqual([]);
    await dialog.getByRole('button', { name: t('branchSettings.apiKey.done') }).click();
    await leibnitz.getByText(t('branchSettings.apiKey.present')).waitFor();

    // Rotate: a warning first, then a new key; the old one stops working.
    await leibnitz.getByRole('button', { name: t('branchSettings.apiKey.rotate') }).click();
    await dialog.getByText(t('branchSettings.apiKey.rotateWarning')).waitFor();
    await dialog.getByRole('button', { name: t('branchSettings.apiKey.rotate') }).click();
    await dialog.getByText(t('branchSettings.apiKey.oldKeyInvalid')).waitFor();
    const secondUrl = await frontDeskUrl();
    expect(secondUrl).not.toBe(firstUrl);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'order-screens-branches-key-390', { fullPage: false });
    await page.setViewportSize(TABLET);
    await dialog.getByRole('button', { name: t('branchSettings.apiKey.done') }).click();

    const screen = await session.newPage(TABLET);
    await screen.goto(secondUrl);
    await screen.getByRole('heading', { level: 2, name: t('screen.frontDesk.preparing') }).waitFor();
    expect(await screen.getByText('Leibnitz Hauptplatz').count()).toBe(1);
    await screen.goto(firstUrl);
    await screen.getByRole('heading', { level: 1, name: t('screen.invalidLink.title') }).waitFor();
    await screen.context().close();

    await page.setViewportSize(PHONE);
    await screenshot(page, 'order-screens-branches-390');
    expect(await auditPage(page), 'branch page 390').toEqual([]);
    await page.context().close();
  });

  it('branch settings: an employee sees their branch and its key state, read-only', async () => {
    const page = await session.newPage(PHONE);
    await openBackofficeAs(page, baseUrl, 'team-graz', '/branches');
    await page.getByText(t('branchAdmin.list.employee')).waitFor();
    // The intro shows at once; the rows once the list has loaded.
    await expect.poll(() => page.locator('.bo-table tbody th').allInnerTexts()).toEqual(['Graz Annenstraße']);
    expect(await page.locator('.bo-table tbody tr').getByText(t('dataScreen.yes'), { exact: true }).count()).toBe(1);
    expect(await page.locator('.bo-table').getByRole('button').count()).toBe(0);
    await screenshot(page, 'order-screens-branches-employee-390');
    await page.context().close();
  });
});
