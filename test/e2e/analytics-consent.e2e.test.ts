/**
 * Our own analytics log follows the cookie consent (storefront.md §2, §4; docs/analytics.md): a
 * visitor who declines (or has not decided) sends nothing and downloads no sender; after
 * 'Akzeptieren' the storefront sends the device info, a page view 250 ms after each navigation
 * (path, previous path) and the contact form's events. What arrived is read back through the back
 * office's list (GET /api/analytics-log), and shown on its screen „Analytics-Log“ (list, type
 * filter, detail; axe; screenshots at 1280 and tablet width). The visitor's browser says it is a
 * desktop Chrome: the server records nothing for headless browsers.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { VISITOR_USER_AGENT, germanContext, launchBrowser, screenshot, viewports, watchContentSecurityPolicy } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');

let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await staffToken(baseUrl, 'admin');
});

afterAll(async () => {
  await browser?.close();
});

interface LoggedEntry {
  type: string;
  action?: string;
  category?: string;
  createdAt: string;
  data: Record<string, unknown>;
}

async function loggedSince(since: string): Promise<LoggedEntry[]> {
  const response = await fetch(`${baseUrl}/api/analytics-log?from=${encodeURIComponent(since)}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: LoggedEntry[] }).data.reverse();
}

/** The entries since `since` once at least `count` arrived (beacons go out about a second after the readings). */
async function waitForEntries(since: string, count: number): Promise<LoggedEntry[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const entries = await loggedSince(since);
    if (entries.length >= count || Date.now() > until) return entries;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    userAgent: VISITOR_USER_AGENT,
    colorScheme: 'dark',
  });
  await watchContentSecurityPolicy(context);
  return context;
}

/** Every request of the page to the log and to the sender's chunk. */
function watchAnalytics(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/analytics-log') || /\/assets\/sender-[^/]+\.js$/.test(url)) seen.push(url);
  });
  return seen;
}

describe('the analytics log and the cookie consent', () => {
  it('sends nothing after Ablehnen, and device info, page views and form events after Akzeptieren', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    const requests = watchAnalytics(page);
    const start = new Date().toISOString();

    // Declined: navigate within the app and load a page anew; nothing goes out.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: t('layout.consent.decline'), exact: true }).click();
    await page.locator('[data-branch="graz"]').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/store/graz`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/catering`);
    await page.waitForTimeout(2000);
    expect(requests).toEqual([]);
    expect(await loggedSince(start)).toEqual([]);

    // Accepted in the footer's settings: the visit starts with device info and the page view.
    await page.getByRole('button', { name: t('layout.consent.settings') }).click();
    await page.getByRole('button', { name: t('layout.consent.accept'), exact: true }).click();
    const started = await waitForEntries(start, 2);
    expect(started.map((entry) => entry.type).sort()).toEqual(['device-info', 'page-view']);
    const device = started.find((entry) => entry.type === 'device-info')!;
    expect(device.data).toMatchObject({ path: '/catering', screen: '1280x800', colorScheme: 'dark', browser: 'Chrome', os: 'Windows', dpr: 1 });
    expect(started.find((entry) => entry.type === 'page-view')!.data).toMatchObject({ path: '/catering', landing: true });

    // A navigation: the next page view names the previous path.
    await page.goto(`${baseUrl}/`);
    // A page left within 250 ms is no page view: stay until the home page's view went out.
    await waitForEntries(start, 4);
    await page.locator('[data-branch="graz"]').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/store/graz`);
    const viewed = await waitForEntries(start, 5);
    const views = viewed.filter((entry) => entry.type === 'page-view').map((entry) => entry.data);
    expect(views.at(-1)).toMatchObject({ path: '/store/graz', previousPath: '/', branch: 'graz' });
    expect(views.at(-1)).not.toHaveProperty('landing');

    // The contact form: an empty submit is refused by the server with field messages.
    await page.goto(`${baseUrl}/catering`);
    // Slower than the server's two seconds a person needs at least, so the fields are what it judges.
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: t('form.send') }).click();
    await page.getByRole('heading', { name: t('form.errorHeading') }).waitFor();
    const withEvents = await waitForEntries(start, 10);
    const events = withEvents.filter((entry) => entry.type === 'event').map((entry) => `${entry.category}|${entry.action}`);
    expect(events).toEqual(['contact-form|submit', 'contact-form|validation-failed']);
    // Nothing of the visitor's address or browser string is in what the back office sees.
    expect(JSON.stringify(withEvents)).not.toContain('Windows NT 10.0');
    await context.close();
  });

  it('sends nothing before the visitor decides', async () => {
    const context = await visitorContext();
    const page = await context.newPage();
    const requests = watchAnalytics(page);
    const start = new Date().toISOString();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: t('layout.consent.accept'), exact: true }).waitFor();
    await page.locator('[data-branch="graz"]').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/store/graz`);
    await page.waitForTimeout(2000);
    expect(requests).toEqual([]);
    expect(await loggedSince(start)).toEqual([]);
    await context.close();
  });

  it('shows the entries on the back-office screen Analytics-Log, filtered by type, with a detail page', async () => {
    const context = await germanContext(browser, viewports.desktop);
    const page = await context.newPage();
    await openBackofficeAs(page, baseUrl, 'admin', '/analytics-log');
    await page.getByRole('heading', { level: 1, name: t('analyticsAdmin.area') }).waitFor();
    const rows = page.locator('.bo-table tbody tr');
    await rows.first().waitFor();
    expect(await page.locator('.bo-table').innerText()).toContain('/store/graz');
    expect(await auditPage(page)).toEqual([]);
    await shots(page, 'analytics-log-list');

    await page.getByLabel(t('analyticsAdmin.filter.type'), { exact: true }).selectOption('event');
    await page.waitForURL(/type=event/);
    // The filtered page replaces the whole list: only the two events stay.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await page.getByRole('link', { name: 'contact-form: validation-failed' }).waitFor();
    await page.getByRole('link', { name: 'contact-form: submit' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${t('analyticsAdmin.type.event')} am`) }).waitFor();
    const facts = await page.locator('.analytics-facts').innerText();
    expect(facts).toContain('/catering');
    expect(facts).toContain('Chrome');
    expect(await auditPage(page)).toEqual([]);
    await shots(page, 'analytics-log-entry');
    await context.close();
  });
});

/** Screenshots at 1280×800 and tablet width (test-results/e2e). */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, `${name}-768`);
  await page.setViewportSize(viewports.desktop);
}
