/**
 * The home screen and the global layout against the seeded shop (test/setup/local-stack.ts):
 * branch search, tag chips, the opening-hours dialog, the main menu on a phone, toolbar, footer,
 * page titles, scroll restoration, the offline banner, cookie consent (no third-party request
 * before it; the map after it), the home-page plugin with one branch, and the kiosk's idle screen.
 *
 * Every request that does not go to the local stack is recorded and aborted: the tests never
 * reach the internet, and a third-party request before consent fails the test.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { branches, division, grazBranch, leibnitzBranch, weizBranch } from '../../infra/local/seed/data/branches';
import { tags } from '../../infra/local/seed/data/catalogue';
import { config } from '../../infra/local/seed/data/shop';
import { toolbarStatus, weekRows } from '#shared/hours/index.ts';
import { t } from '#shared/i18n/staff.ts';
import { firstScreenReplaced, germanContext, launchBrowser, screenshot, settledScrollY, viewports } from './browser';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const PHONE = { width: 390, height: 844 };
const MAP_STYLE_HOST = 'tiles.openfreemap.org';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** A context that aborts and records every request leaving the machine. */
async function guardedContext(viewport = PHONE): Promise<{ context: BrowserContext; external: string[] }> {
  const context = await germanContext(browser, viewport);
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLoopback(url)) return route.continue();
    external.push(url);
    return route.abort();
  });
  return { context, external };
}

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: t('layout.consent.title') });
  await banner.getByRole('button', { name: t('layout.consent.accept') }).click();
  await banner.waitFor({ state: 'detached' });
}

const cards = (page: Page) => page.locator('.branch-grid > li');

/** The app's page is on screen: its cards, and the server-rendered first screen replaced. */
async function appRendered(page: Page): Promise<void> {
  await cards(page).first().waitFor();
  await firstScreenReplaced(page);
}
const summary = (page: Page) => page.locator('.branch-summary');
const identifiers = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-branch')));

describe('branch search and tag chips', () => {
  it("narrows the list by 'PLZ / Ort', says how many are shown, and has a no-results text", async () => {
    const { context, external } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(branches.length);
    expect(await summary(page).innerText()).toBe('');

    const search = page.getByPlaceholder(t('search.placeholder'));
    expect(await search.getAttribute('type')).toBe('search');
    await search.fill(grazBranch.zipCode!);
    expect(await identifiers(page)).toEqual(['graz']);
    expect(await summary(page).innerText()).toBe(t('search.summary', { count: 1, total: branches.length }));

    // Words are split on commas and spaces; any word may match.
    await search.fill('Leibnitz, Weiz');
    expect(await identifiers(page)).toEqual(['leibnitz', 'weiz']);
    expect(await summary(page).innerText()).toBe('2 von 3 Filialen werden angezeigt.');

    await search.fill('Wien');
    expect(await cards(page).count()).toBe(0);
    expect(await summary(page).innerText()).toBe(t('search.noResults'));
    await screenshot(page, 'home-search-no-results-phone');

    await search.fill('');
    expect(await cards(page).count()).toBe(branches.length);
    expect(await summary(page).innerText()).toBe('');
    expect(external).toEqual([]);
    await context.close();
  });

  it('filters by a tag chip, disables chips no shown branch has, and clears on a second click', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const chips = page.getByRole('group', { name: t('layout.tags.label') });
    await chips.waitFor();
    // Only tags some branch carries become chips.
    const used = tags.filter((tag) => branches.some((branch) => branch.tags?.some((ref) => ref.id === tag.id)));
    expect(await chips.getByRole('button').allInnerTexts()).toEqual(used.map((tag) => tag.name));

    const catering = chips.getByRole('button', { name: 'Catering' });
    await catering.click();
    expect(await catering.getAttribute('aria-pressed')).toBe('true');
    expect(await identifiers(page)).toEqual(['leibnitz']);
    expect(await summary(page).innerText()).toBe('1 von 3 Filialen werden angezeigt.');

    // A term only Graz matches leaves 'Parkplatz' (Leibnitz and Weiz) unavailable.
    await catering.click();
    expect(await catering.getAttribute('aria-pressed')).toBe('false');
    expect(await cards(page).count()).toBe(branches.length);
    await page.getByPlaceholder(t('search.placeholder')).fill('Annenstraße');
    expect(await chips.getByRole('button', { name: 'Parkplatz' }).isDisabled()).toBe(true);
    expect(await chips.getByRole('button', { name: 'Lieferung' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('opening-hours dialog', () => {
  it("lists the day groups with 'geschlossen', switches to delivery hours, and closes on Esc and 'Schliessen'", async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const card = page.locator('[data-branch="graz"]');
    await card.getByRole('button', { name: t('hours.openingHours') }).click();

    const dialog = page.getByRole('dialog', { name: t('layout.hours.dialogTitle', { name: grazBranch.name }) });
    await dialog.waitFor();
    const rows = () => dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    const expected = (rules: typeof grazBranch.openingHours) =>
      weekRows(rules as never, 'dialog').map((row) => `${row.days} ${row.ranges.join(' ') || row.hours}`);
    expect(await rows()).toEqual(expected(grazBranch.openingHours));
    expect((await rows()).at(-1)).toBe('So geschlossen');
    await screenshot(page, 'home-hours-dialog-phone');

    await dialog.getByRole('button', { name: t('hours.deliveryHours') }).click();
    expect(await rows()).toEqual(expected(grazBranch.deliveryHours));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`${t('hours.openingHours')} ${grazBranch.name}`);

    // A branch without delivery hours has no switch; 'Schliessen' closes too.
    await page
      .locator('[data-branch="leibnitz"]')
      .getByRole('button', { name: t('hours.openingHours') })
      .click();
    const second = page.getByRole('dialog', { name: t('layout.hours.dialogTitle', { name: leibnitzBranch.name }) });
    await second.waitFor();
    expect(await second.getByRole('button', { name: t('hours.deliveryHours') }).count()).toBe(0);
    await second.getByRole('button', { name: t('hours.dialog.close') }).click();
    await second.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('global layout', () => {
  it('opens and closes the main menu at 390 px; a group expands, a link navigates and closes the menu', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const toggle = page.getByRole('button', { name: t('layout.menu.toggle'), exact: true });
    const menu = page.getByRole('navigation', { name: t('layout.menu.label') });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Start' }).getAttribute('aria-current')).toBe('page');
    const group = menu.getByRole('button', { name: 'Online bestellen' });
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Weiz Birkfelder Straße' }).isVisible()).toBe(false);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'home-menu-open-phone');

    await menu.getByRole('link', { name: 'Weiz Birkfelder Straße' }).click();
    await page.waitForURL(`${baseUrl}/store/weiz`);
    // The link closes the menu as it is clicked; the navigation commits with the store page's chunk: wait for the page.
    await page.getByRole('heading', { level: 1, name: weizBranch.name }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    // Esc closes the open menu and gives the focus back to the toggle.
    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await context.close();
  });

  it('shows the menu in the header and the toolbar on a desktop; on a branch page the toolbar names the branch', async () => {
    const { context } = await guardedContext(viewports.desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const menu = page.getByRole('navigation', { name: t('layout.menu.label') });
    await menu.waitFor();
    expect(await page.getByRole('button', { name: t('layout.menu.toggle'), exact: true }).isVisible()).toBe(false);

    const toolbar = page.getByRole('complementary', { name: t('layout.toolbar.label') });
    const before = toolbarStatus(branches, new Date(), TIME_ZONE).summary;
    const shown = (await toolbar.innerText()).trim();
    expect([before, toolbarStatus(branches, new Date(), TIME_ZONE).summary]).toContain(shown);

    await page.goto(`${baseUrl}/store/leibnitz`);
    await toolbar.getByRole('link', { name: leibnitzBranch.name }).waitFor();
    expect(await toolbar.getByRole('link', { name: leibnitzBranch.name }).getAttribute('href')).toBe('/');
    const selected = toolbarStatus(branches, new Date(), TIME_ZONE, leibnitzBranch).selected!;
    expect(await toolbar.locator('.toolbar__status').innerText()).toBe(selected.text);
    expect(await toolbar.locator('.toolbar__status--warning').count()).toBe(selected.closingSoon ? 1 : 0);
    await context.close();
  });

  it('sets the page titles of every route', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    const titleOf = async (path: string, expected: string) => {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 }).catch(() => undefined);
      return page.title();
    };
    const shop = config.shopName!;
    expect(await titleOf('/', `${division.title} - ${shop}`)).toBe(`${division.title} - ${shop}`);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(config.seoDescription);
    expect(await titleOf('/store/graz', `${grazBranch.name} - ${shop}`)).toBe(`${grazBranch.name} - ${shop}`);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(grazBranch.description);
    expect(await titleOf('/store/graz/checkout', `Bestellvorgang - ${shop}`)).toBe(`Bestellvorgang - ${shop}`);
    expect(await titleOf('/status/unbekannt/falsch', `Bestellstatus - ${shop}`)).toBe(`Bestellstatus - ${shop}`);
    expect(await titleOf('/gibt-es-nicht', `404 Not Found - ${shop}`)).toBe(`404 Not Found - ${shop}`);
    await context.close();
  });

  it('footer: contact, the first branch hours, links, social icons and the legal pages', async () => {
    const { context } = await guardedContext(viewports.desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const footer = page.locator('footer.site-footer');
    await footer.waitFor();
    const text = await footer.innerText();
    for (const part of [config.businessName!, config.street!, `${config.zipCode} ${config.city}`, config.phone!, config.email!]) expect(text).toContain(part);
    expect(await footer.getByRole('link', { name: config.phone! }).getAttribute('href')).toBe('tel:+43316714285');
    expect(text).toContain(grazBranch.name);
    const hours = await footer.locator('.hours-table tbody tr').allInnerTexts();
    expect(hours.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(
      weekRows(grazBranch.openingHours as never, 'table').map((row) => `${row.days} ${row.ranges.join(' ') || row.hours}`),
    );
    // The demo shop has texts for all four legal pages: links to /site/....
    const legal = footer.getByRole('navigation', { name: t('layout.footer.legal') });
    for (const [label, href] of [
      ['AGB', '/site/terms-and-conditions'],
      ['Datenschutz', '/site/privacy'],
      ['Impressum', '/site/imprint'],
      ['Allergene', '/site/allergens'],
    ]) {
      expect(await legal.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    const social = footer.getByRole('navigation', { name: t('layout.footer.social') });
    const facebook = social.getByRole('link', { name: /Facebook/ });
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.locator('svg').count()).toBe(1);
    expect(
      await social
        .getByRole('link', { name: /Instagram/ })
        .locator('svg')
        .count(),
    ).toBe(1);
    // Three branches: no single-branch order link.
    expect(await footer.getByRole('link', { name: t('home.orderOnline') }).count()).toBe(0);
    await context.close();
  });

  it('restores the scroll position on back navigation', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await acceptCookiesIfShown(page);
    const last = page.locator('[data-branch="weiz"]');
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    // The theme scrolls smoothly: the position to restore is where the scrolling stopped.
    const saved = await settledScrollY(page);
    expect(saved).toBeGreaterThan(300);
    await last.getByRole('link', { name: 'Weiz Birkfelder Straße' }).click();
    await page.waitForURL(`${baseUrl}/store/weiz`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, saved, { timeout: 5_000 });
    await context.close();
  });

  it('renders the footer with the page when its chunk is slower than the start-up data', async () => {
    const { context } = await guardedContext();
    // The footer's chunk (web/storefront/layout/deferred.ts) held back 1.5 s.
    let heldBack = 0;
    await context.route(/\/assets\/deferred-[^/]*\.js$/, async (route) => {
      heldBack++;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Whether the footer was in the document when the first branch card appeared.
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.branch-grid > li')) return;
        (window as unknown as { footerWithFirstCard: boolean }).footerWithFirstCard = !!document.querySelector('footer');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await cards(page).first().waitFor();
    expect(heldBack).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { footerWithFirstCard?: boolean }).footerWithFirstCard)).toBe(true);
    await context.close();
  });

  it('shows the offline banner while the browser is offline', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await cards(page).first().waitFor();
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: t('offline.title') });
    await banner.waitFor();
    expect(await banner.innerText()).toContain(t('offline.text'));
    expect(await banner.getByRole('button', { name: t('offline.reload') }).isVisible()).toBe(true);
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});

async function acceptCookiesIfShown(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: t('layout.consent.title') });
  await banner.waitFor();
  await acceptCookies(page);
}

describe('cookie consent', () => {
  it('sends no request off the machine before consent; after accepting, the map loads its style', async () => {
    const { context, external } = await guardedContext(viewports.desktop);
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${baseUrl}/`);
    const banner = page.getByRole('region', { name: t('layout.consent.title') });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: t('layout.consent.decline') }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: t('layout.consent.privacy') }).getAttribute('href')).toBe('/site/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-cookie-banner-desktop');
    expect(external).toEqual([]);
    expect(requests.every((request) => isLoopback(request.url()))).toBe(true);
    expect(await page.locator('.branch-map').count()).toBe(0);
    // The map code is not part of the page before consent.
    expect(requests.some((request) => /map-view/.test(request.url()))).toBe(false);

    await acceptCookies(page);
    await page.waitForFunction(() => document.querySelector('.branch-map'));
    await expect.poll(() => external.some((url) => new URL(url).hostname === MAP_STYLE_HOST), { timeout: 15_000 }).toBe(true);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'theke-consent')!;
    expect(cookie.value).toBe('accepted');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The decision holds on the next visit: no banner, the map right away.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.branch-map'));
    expect(await page.getByRole('region', { name: t('layout.consent.title') }).count()).toBe(0);
    await context.close();
  });

  it("'Ablehnen' is remembered, loads nothing third-party, and can be changed in the footer", async () => {
    const { context, external } = await guardedContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const banner = page.getByRole('region', { name: t('layout.consent.title') });
    await banner.getByRole('button', { name: t('layout.consent.decline') }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'theke-consent')?.value).toBe('declined');
    await page.reload();
    await cards(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    expect(await page.locator('.branch-map').count()).toBe(0);
    expect(external).toEqual([]);

    await page.getByRole('button', { name: t('layout.consent.settings') }).click();
    await banner.waitFor();
    await acceptCookies(page);
    await page.waitForFunction(() => document.querySelector('.branch-map'));
    await context.close();
  });
});

describe('home-page plugin', () => {
  it('with exactly one branch: three teasers, opening hours with the delivery switch, contact block, order link in the footer', async () => {
    const { context } = await guardedContext();
    const page = await context.newPage();
    await page.route('**/api/init', async (route) => {
      const response = await route.fetch();
      const entries = (await response.json()) as { data: Array<{ url: string; data: unknown }> };
      for (const entry of entries.data) {
        if (entry.url === '/api/config') entry.data = { ...(entry.data as object), enablePluginHomePage: true };
        if (entry.url === '/api/branches') entry.data = (entry.data as Array<{ identifier: string }>).filter((branch) => branch.identifier === 'graz');
      }
      await route.fulfill({ response, json: entries });
    });
    await page.goto(`${baseUrl}/`);
    const teasers = page.locator('.teasers');
    await teasers.waitFor();
    expect(await teasers.getByRole('link', { name: new RegExp(t('home.orderOnline')) }).getAttribute('href')).toBe('/store/graz');
    expect(await teasers.getByRole('link', { name: new RegExp(t('home.reserveTable')) }).getAttribute('href')).toBe('tel:+43316714285');
    const directions = teasers.getByRole('link', { name: new RegExp(t('home.directions')) });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=Annenstra%C3%9Fe%2023%2C%20Graz&travelmode=driving');
    expect(await directions.getAttribute('target')).toBe('_blank');

    const section = page.getByRole('region', { name: grazBranch.name });
    const table = async () => (await section.locator('.hours-table tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    const rows = (rules: unknown) => weekRows(rules as never, 'table').map((row) => `${row.days} ${row.ranges.join(' ') || row.hours}`);
    expect(await table()).toEqual(rows(grazBranch.openingHours));
    await section.getByRole('button', { name: t('hours.deliveryHours') }).click();
    expect(await section.getByRole('button', { name: t('hours.deliveryHours') }).getAttribute('aria-pressed')).toBe('true');
    expect(await table()).toEqual(rows(grazBranch.deliveryHours));
    const contact = await section.locator('address').innerText();
    for (const part of [grazBranch.street!, `${grazBranch.zipCode} ${grazBranch.city}`, grazBranch.phone!, grazBranch.email!]) expect(contact).toContain(part);
    // No branch list on the home-page plugin; the footer offers the single branch's store.
    expect(await page.locator('.branch-grid').count()).toBe(0);
    expect(
      await page
        .locator('footer')
        .getByRole('link', { name: t('home.orderOnline') })
        .getAttribute('href'),
    ).toBe('/store/graz');
    await screenshot(page, 'home-plugin-one-branch-phone');
    await context.close();
  });
});

describe('self-service (kiosk)', () => {
  it("shows no cookie banner and nothing third-party, and after a minute idle 'Tippen um zu bestellen' until a tap", async () => {
    const { context, external } = await guardedContext();
    // Even a device whose cookie says 'accepted' loads no map in the kiosk.
    await context.addCookies([{ name: 'theke-consent', value: 'accepted', url: baseUrl }]);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}/?kiosk=1`);
    await appRendered(page);
    const idle = page.getByRole('dialog', { name: t('selfService.screensaver') });

    await page.clock.fastForward(30_000);
    expect(await idle.isVisible()).toBe(false);
    // Activity restarts the minute.
    await page.mouse.click(5, 300);
    await page.clock.fastForward(45_000);
    expect(await idle.isVisible()).toBe(false);
    await page.clock.fastForward(16_000);
    await idle.waitFor();
    expect(await idle.innerText()).toContain(t('selfService.screensaver'));
    await screenshot(page, 'home-kiosk-idle-phone');
    await page.mouse.click(200, 400);
    await idle.waitFor({ state: 'hidden' });

    // The context stays for the visit without the parameter.
    await page.getByRole('link', { name: grazBranch.name }).click();
    await page.waitForURL(`${baseUrl}/store/graz`);
    await page.goto(`${baseUrl}/`);
    await appRendered(page);
    await page.clock.fastForward(61_000);
    await idle.waitFor();
    expect(await page.getByRole('region', { name: t('layout.consent.title') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('layout.consent.settings') }).count()).toBe(0);
    expect(await page.locator('.branch-map').count()).toBe(0);
    // No link off the shop in the kiosk: no social media, no external footer links.
    expect(await page.getByRole('navigation', { name: t('layout.footer.social') }).count()).toBe(0);
    expect(await page.locator('footer a[target="_blank"]').count()).toBe(0);

    // An order's status page belongs to the customer before: the next tap starts at the home page.
    await page.mouse.click(200, 400);
    await page.goto(`${baseUrl}/status/0123456789abcdef/0123456789abcdef0123456789abcdef`);
    await page.clock.fastForward(61_000);
    await idle.waitFor();
    await page.mouse.click(200, 400);
    await page.waitForURL(`${baseUrl}/`);
    await cards(page).first().waitFor();
    expect(external).toEqual([]);
    await context.close();
  });
});

/** A blank map style served in place of the tile service's, so markers can be seen and clicked. */
async function serveBlankMapStyle(context: BrowserContext): Promise<void> {
  // Registered after the guard: this route takes precedence for the style address.
  await context.route(`https://${MAP_STYLE_HOST}/styles/**`, (route) =>
    route.fulfill({
      json: { version: 8, sources: {}, layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#e9e5dc' } }] },
    }),
  );
}

describe('branch map', () => {
  it('shows a marker per branch; a marker opens driving directions to its coordinates', async () => {
    const { context, external } = await guardedContext(viewports.desktop);
    await serveBlankMapStyle(context);
    await context.addCookies([{ name: 'theke-consent', value: 'accepted', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const markers = page.locator('.map-marker');
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBe(branches.length);
    const weiz = page.getByRole('button', { name: t('layout.map.marker', { name: weizBranch.name }) });
    const popup = context.waitForEvent('page');
    await weiz.click();
    await popup;
    const target = `https://www.google.com/maps/dir/?api=1&destination=${weizBranch.latitude},${weizBranch.longitude}&travelmode=driving`;
    await expect.poll(() => external).toContain(target);
    await context.close();
  });
});

describe('screenshots', () => {
  it('home at 390 px and 1280 px', async () => {
    for (const [name, viewport] of [
      ['home-phone-390', PHONE],
      ['home-desktop-1280', viewports.desktop],
    ] as const) {
      const { context } = await guardedContext(viewport);
      await serveBlankMapStyle(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await cards(page).first().waitFor();
      await screenshot(page, `${name}-banner`);
      await acceptCookies(page);
      await expect.poll(() => page.locator('.map-marker').count(), { timeout: 15_000 }).toBe(branches.length);
      await screenshot(page, name);
      await context.close();
    }
  });
});
