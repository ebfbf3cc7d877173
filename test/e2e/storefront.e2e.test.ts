/**
 * The storefront's home page against the seeded local stack (test/setup/local-stack.ts): the
 * demo shop's branches with their German status lines, the page title, the German failure state,
 * and no back-office code, Amplify or zod in what the page loads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { branches, division } from '../../infra/local/seed/data/branches';
import { config } from '../../infra/local/seed/data/shop';
import { branchCardStatus } from '#shared/hours/index.ts';
import { t } from '#shared/i18n/staff.ts';
import { germanContext, launchBrowser, screenshot, viewports } from './browser';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The lines the shared rules give for a branch now (the card adds 'Schließt bald' when due). */
function expectedLines(branch: (typeof branches)[number], now: Date): string[] {
  const status = branchCardStatus(branch, now, TIME_ZONE);
  return status.closingSoon ? [...status.lines, t('branchCard.closingSoon')] : status.lines;
}

async function cardLines(page: Page, identifier: string): Promise<string[]> {
  return page.locator(`[data-branch="${identifier}"] .branch-card__status li`).allInnerTexts();
}

describe('storefront home page', () => {
  it('lists the seeded branches in German with their opening status, linked to their store pages', async () => {
    const context = await germanContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });

    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: config.title }).waitFor();

    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.title()).toBe(`${division.title} - ${config.shopName}`);
    await page.getByRole('heading', { level: 2, name: division.title }).waitFor();
    expect(await page.locator('.branch-grid > li').count()).toBe(branches.length);

    for (const branch of branches) {
      const card = page.locator(`[data-branch="${branch.identifier}"]`);
      const link = card.getByRole('link', { name: branch.name });
      expect(await link.getAttribute('href')).toBe(`/store/${branch.identifier}`);
      expect(await card.locator('address').innerText()).toBe(`${branch.street}\n${branch.zipCode} ${branch.city}`);
      // The lines change only on the minute: compare with the rules before and after reading.
      const before = expectedLines(branch, new Date());
      const shown = await cardLines(page, branch.identifier);
      const after = expectedLines(branch, new Date());
      expect([before, after]).toContainEqual(shown);
      expect(shown.length).toBeGreaterThan(0);
    }
    await screenshot(page, 'storefront-home-phone');

    // The storefront entry never loads the back office or Amplify (Amplify's own names and the
    // Cognito endpoint; the staff session check only reads a storage key named after Cognito).
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(url).not.toMatch(/backend/i);
      const code = await (await fetch(url)).text();
      expect(code).not.toMatch(/amplify|cognito-idp|fetchAuthSession/i);
      // Nor zod's parsers (~22 KB gz): the server validates; the entry's one zod import is the
      // jitless switch (web/common/zod-jitless.ts), and a lazy storefront chunk that parsed with
      // zod would pull all of zod into the entry chunk, where that switch lives.
      expect(code).not.toMatch(/ZodError/);
    }
    await context.close();
  });

  it('keeps the cards in a grid on a desktop screen', async () => {
    const context = await germanContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('.branch-grid > li').first().waitFor();
    const tops = await page.locator('.branch-grid > li').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    // Three seeded branches side by side from 1024 px on.
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await screenshot(page, 'storefront-home-desktop');
    await context.close();
  });

  it('says in German that the data could not be loaded, and loads it on retry', async () => {
    const context = await germanContext(browser);
    const page = await context.newPage();
    await page.route('**/api/init', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Wartung' }] }) }),
    );

    await page.goto(`${baseUrl}/`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(t('backoffice.initialLoadFailed'));
    await screenshot(page, 'storefront-home-error');

    await page.unroute('**/api/init');
    await page.getByRole('button', { name: t('web.retry') }).click();
    await page.locator(`[data-branch="${branches[0]!.identifier}"]`).waitFor();
    await context.close();
  });

  it('answers an unknown page with the German 404 page', async () => {
    const context = await germanContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gibt-es-nicht`);
    await page.getByRole('heading', { name: t('error.notFoundTitle') }).waitFor();
    expect(await page.locator('main').innerText()).toContain(t('error.notFoundText'));
    await context.close();
  });
});
