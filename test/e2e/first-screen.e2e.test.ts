/**
 * The first screen in the page HTML (functions/pages, web/storefront/server/first-screen.tsx)
 * against the seeded shop: with the app's scripts held back, the home, store and content pages
 * already show their first screen, styled, with the product photos, and inert; when the scripts
 * run, the app's first render replaces it where it stood, without moving a pixel.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { menus, products } from '../../infra/local/seed/data/catalogue';
import { t } from '#shared/i18n/staff.ts';
import { screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const STORE = `/store/${grazBranch.identifier}`;
/** The demo shop's catering page: a hero with its own h1, bullet points, a form. */
const CONTENT = '/catering';
/** The Graz store page's first product: its menu's first category's first product. */
const firstProduct = products.find(
  (product) => product.id === menus.find((menu) => menu.branches?.some((branch) => branch.id === grazBranch.id))!.catalog![0]!.products![0],
)!;

const decided = (context: BrowserContext) => context.addCookies([{ name: 'theke-consent', value: 'accepted', url: baseUrl }]);

/** The page as the HTML paints it: the app's scripts (the hashed /assets/*.js) are refused. */
async function withoutApp(path: string): Promise<Page> {
  const page = await session.newPage(undefined, decided);
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  return page;
}

/** Where the first product photo sits and how large it is. */
const firstPhotoBox = (page: Page) => page.locator('.product-card__image').first().boundingBox();

describe('the first screen in the HTML', () => {
  // As CloudFront would have them: each page asked for once (the stack's first page also builds the renderer).
  beforeAll(async () => {
    for (const path of ['/', STORE, CONTENT]) {
      for (let attempt = 0; !(await (await fetch(baseUrl + path)).text()).includes('data-first-screen'); attempt++) {
        if (attempt === 30) throw new Error(`${path}: no first screen in the HTML`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }, 40_000);

  it('shows the home page with its branch cards before the app runs, and nothing in it takes a click', async () => {
    const page = await withoutApp('/');
    const screen = page.locator('#root > [data-first-screen]');
    await expect.poll(() => screen.count()).toBe(1);
    expect(await screen.locator('h1').textContent()).toBeTruthy();
    expect(await screen.locator('.branch-grid').getByText(grazBranch.name, { exact: true }).first().isVisible()).toBe(true);
    // Inert: its buttons take no focus and a click on one changes nothing.
    const toggle = screen.locator('.menu-toggle');
    expect(await toggle.evaluate((button: HTMLButtonElement) => (button.focus(), document.activeElement === button))).toBe(false);
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.main-menu').isVisible()).toBe(false);
    await screenshot(page, 'first-screen-home-before-app', { fullPage: false });
    await page.context().close();
  });

  it("shows the store page's first products styled and with their photos, where the app then renders them", async () => {
    const page = await withoutApp(STORE);
    const cards = page.locator('#root > [data-first-screen] .product-card');
    await expect.poll(() => cards.count()).toBe(12);
    expect(await cards.first().textContent()).toContain(firstProduct.name);
    // The store page's stylesheet applies (linked render-blocking by the shell's route script).
    expect(await page.locator('link[rel=stylesheet][href*="StorePage"]').count()).toBe(1);
    const photo = page.locator('.product-card__image').first();
    expect(await photo.getAttribute('srcset')).toMatch(/\/image\/small\//);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const before = await firstPhotoBox(page);
    await screenshot(page, 'first-screen-store-before-app', { fullPage: false });
    await page.context().close();

    const app = await session.newPage(undefined, decided);
    await app.goto(baseUrl + STORE);
    await app.locator('#root > [data-first-screen]').waitFor({ state: 'detached' });
    await app
      .getByRole('button', { name: t('store.product.addLabel', { name: firstProduct.name }) })
      .first()
      .waitFor();
    expect(await firstPhotoBox(app)).toEqual(before);
    await app.context().close();
  });

  it("shows a content page's blocks with their editors' text before the app runs", async () => {
    const page = await withoutApp(CONTENT);
    const screen = page.locator('#root > [data-first-screen]');
    await expect.poll(() => screen.count()).toBe(1);
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('Catering für Ihr Fest');
    expect(await screen.getByText(/^Ob Geburtstag, Firmenfeier oder Hochzeit/).isVisible()).toBe(true);
    expect(await screen.getByRole('button', { name: 'Spanferkel' }).isVisible()).toBe(true);
    expect(await page.locator('link[rel=stylesheet][href*="content"]').count()).toBe(1);
    await screenshot(page, 'first-screen-content-before-app', { fullPage: false });
    await page.context().close();
  });

  it.each([STORE, CONTENT])('is replaced by the app without a layout shift (%s)', async (path) => {
    const page = await session.newPage(undefined, async (context) => {
      await decided(context);
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true,
        });
      });
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.locator('#root > [data-first-screen]').waitFor({ state: 'detached' });
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThan(0.01);
    await page.context().close();
  });
});
