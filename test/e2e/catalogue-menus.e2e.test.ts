/**
 * Categories and menus (Produktkataloge) in the back office against the seeded local stack: the
 * admin creates a category, puts it with two products into the Graz menu, orders the products
 * with the arrow buttons (the keyboard path: the focus stays on the moved product), saves, and
 * the Graz store page shows the category with its products in that order within 10 s (/api/init
 * is cached for 5 s). Deleting the category is then refused with the German in-use message. A
 * second menu takes the Graz catalog through the clipboard and reorders categories by dragging.
 * axe finds nothing serious on lists and editors; screenshots at 1280 and 768 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { categories, menus as seededMenus } from '../../infra/local/seed/data/catalogue';
import { categoryIds, productIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { firstScreenReplaced, screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 } as const;

const CATEGORY = 'Hausgemachtes';
const EXTRAWURST = 'Extrawurst';
const KAESEKRAINER = 'Käsekrainer (roh)';
const GRAZ_MENU = seededMenus.find((menu) => menu.branches?.some((branch) => branch.id === grazBranch.id))!.name!;

/** The page at both widths: 1280 × 800 and a 768 px tablet. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(TABLET);
  await screenshot(page, `${name}-768`);
  await page.setViewportSize(viewports.desktop);
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The product ids of a store-page group, in display order. */
const groupProducts = (page: Page, categoryId: string) =>
  page.locator(`#kategorie-${categoryId} [data-product]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product')));

describe('categories and menus (Produktkataloge)', () => {
  it('puts a new category with ordered products into the Graz menu, which the storefront shows, and refuses to delete it while listed', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/categories');
    await page.getByRole('link', { name: 'Mittagsmenü', exact: true }).waitFor();
    // Every seeded category stands in a menu; the lunch menu and party service in two of three.
    expect(await page.locator('tr', { hasText: 'Mittagsmenü' }).innerText()).toContain(t('catalogueAdmin.categories.inMenus.other', { n: 2 }));
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-categories-list');

    // A new category: it stands in no menu yet, which the editor says.
    await page.getByRole('link', { name: t('catalogueAdmin.categories.new') }).click();
    await page.getByLabel(t('catalogueAdmin.field.name')).fill(CATEGORY);
    await page.getByLabel(t('catalogueAdmin.categories.field.description')).fill('Aus der eigenen Wurstküche.');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.categories.title', { name: CATEGORY }) }).waitFor();
    const categoryId = /\/backend\/categories\/([0-9A-Z]{26})$/.exec(page.url())?.[1];
    expect(categoryId).toBeDefined();
    await page.getByText(t('catalogueAdmin.categories.usedInNone')).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-category-editor');

    // The menus list tells which menu each branch shows.
    await page.getByRole('link', { name: t('backoffice.area.menus'), exact: true }).click();
    await page.getByRole('link', { name: GRAZ_MENU, exact: true }).waitFor();
    expect(await page.locator('tr', { hasText: GRAZ_MENU }).innerText()).toContain(t('catalogueAdmin.menus.status.activeAll'));
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-menus-list');

    await page.getByRole('link', { name: GRAZ_MENU, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.menus.title', { name: GRAZ_MENU }) }).waitFor();
    await page.getByText(t('catalogueAdmin.menus.branchNow.this')).waitFor();

    // Add the category: it is appended, open, with the product search ready.
    await page.getByLabel(t('catalogueAdmin.menus.catalog.addCategory')).selectOption({ label: CATEGORY });
    await page.getByRole('button', { name: t('catalogueAdmin.menus.catalog.addCategoryButton'), exact: true }).click();
    const search = page.getByLabel(t('catalogueAdmin.menus.picker.search', { name: CATEGORY }));
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    for (const [term, product] of [
      ['Extraw', EXTRAWURST],
      ['Käsekrainer', KAESEKRAINER],
    ] as const) {
      await search.fill(term);
      await page.getByRole('button', { name: t('catalogueAdmin.menus.picker.addNamed', { product, category: CATEGORY }) }).click();
    }
    const category = page.locator(`[data-category="${categoryId}"]`);
    const listed = () => category.locator('[data-product] .menu-catalog__name').allInnerTexts();
    await expect.poll(listed).toEqual([EXTRAWURST, KAESEKRAINER]);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('catalogueAdmin.menus.picker.close') }).click();

    // The arrow button moves the Käsekrainer up; at the top its "up" is off, so the focus stays on its "down".
    // (The Käsekrainer also stands in "Wurst & Aufschnitt": the buttons of the new category are meant.)
    await category.getByRole('button', { name: t('catalogueAdmin.menus.catalog.productUp', { name: KAESEKRAINER }) }).click();
    await expect.poll(listed).toEqual([KAESEKRAINER, EXTRAWURST]);
    expect(await focusedName(page)).toBe(t('catalogueAdmin.menus.catalog.productDown', { name: KAESEKRAINER }));
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('catalogueAdmin.menus.catalog.moved', { name: KAESEKRAINER, position: 1, count: 2 }) })
        .count(),
    ).toBe(1);
    // The category itself moves up one place with its button; its focus stays too.
    const categoryUp = t('catalogueAdmin.menus.catalog.categoryUp', { name: CATEGORY });
    await page.getByRole('button', { name: categoryUp }).click();
    expect(await focusedName(page)).toBe(categoryUp);
    const order = () => page.locator('.menu-catalog > [data-category]').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    expect((await order()).slice(-2)).toEqual([categoryId, categoryIds.party]);
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-menu-editor');

    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();

    // The storefront: the new group before the party service, Käsekrainer first, within 10 s.
    const store = await session.newPage(viewports.desktop);
    const started = Date.now();
    await expect
      .poll(
        async () => {
          await store.goto(`${baseUrl}/store/${grazBranch.identifier}`);
          // The app's page with every group (the server-rendered first screen has the first cards
          // only): the party service is the last group.
          await firstScreenReplaced(store);
          await store.locator(`section#kategorie-${categoryIds.party}`).waitFor();
          return groupProducts(store, categoryId!);
        },
        { timeout: 10_000, interval: 1_000 },
      )
      .toEqual([productIds.kaesekrainer, productIds.extrawurst]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await store.getByRole('heading', { level: 2, name: CATEGORY }).count()).toBe(1);
    const groups = await store.locator('section.product-group').evaluateAll((sections) => sections.map((section) => section.id));
    expect(groups.slice(-2)).toEqual([`kategorie-${categoryId}`, `kategorie-${categoryIds.party}`]);

    // Deleting the category while the menu lists it: refused with the server's German reason.
    await page.goto(`${baseUrl}/backend/categories/${categoryId}`);
    await page.getByRole('link', { name: GRAZ_MENU, exact: true }).waitFor();
    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await dialog.getByRole('button', { name: t('dataScreen.delete') }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe(t('api.entity.inUse', { resource: t('api.resource.categories'), references: `${t('api.resource.menus')} „${GRAZ_MENU}“` }));
    await screenshot(page, 'backoffice-category-delete-refused', { fullPage: false });

    // The other tests order from the seeded Graz menu: put its catalog back and delete the category.
    const token = await staffToken(baseUrl, 'admin');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const seededGraz = seededMenus.find((menu) => menu.name === GRAZ_MENU)!;
    const { data: grazMenu } = (await (await fetch(`${baseUrl}/api/menus/${seededGraz.id}`, { headers })).json()) as { data: Record<string, unknown> };
    const restored = await fetch(`${baseUrl}/api/menus/${seededGraz.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...grazMenu, catalog: seededGraz.catalog }),
    });
    expect(restored.status).toBe(200);
    expect((await fetch(`${baseUrl}/api/categories/${categoryId}`, { method: 'DELETE', headers })).status).toBe(200);
  });

  it('pastes a menu’s catalog into another menu and reorders its categories by dragging', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/menus');
    await page.getByRole('link', { name: GRAZ_MENU, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.menus.title', { name: GRAZ_MENU }) }).waitFor();
    const order = () => page.locator('.menu-catalog > [data-category]').evaluateAll((items) => items.map((item) => item.getAttribute('data-category')));
    const grazCatalog = await order();
    expect(grazCatalog.slice(0, 2)).toEqual([categoryIds.frischfleisch, categoryIds.wurst]);
    await page.getByRole('button', { name: t('dataScreen.clipboard.copy') }).click();

    await page.getByRole('link', { name: t('catalogueAdmin.menus.back') }).click();
    await page.getByRole('link', { name: t('catalogueAdmin.menus.new') }).click();
    await page.getByLabel(t('catalogueAdmin.field.name')).fill('Weihnachtssortiment');
    await page.getByRole('button', { name: t('dataScreen.clipboard.paste', { label: t('catalogueAdmin.menus.clipboardLabel', { name: GRAZ_MENU }) }) }).click();
    await expect.poll(order).toEqual(grazCatalog);
    // Pasting replaces the catalog only: the name typed before stays.
    expect(await page.getByLabel(t('catalogueAdmin.field.name')).inputValue()).toBe('Weihnachtssortiment');

    // Drag the second category (Wurst) by its handle until it is a little above the first (Frischfleisch).
    const handle = page.locator(`[data-category="${categoryIds.wurst}"] .menu-catalog__handle`);
    await handle.scrollIntoViewIfNeeded();
    const x = (await handle.boundingBox())!.x + 10;
    const start = (await handle.boundingBox())!.y + 10;
    const distance =
      (await page.locator(`[data-category="${categoryIds.wurst}"]`).boundingBox())!.y -
      (await page.locator(`[data-category="${categoryIds.frischfleisch}"]`).boundingBox())!.y +
      12;
    await page.mouse.move(x, start);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x, start - (distance * step) / 10);
    await page.mouse.up();
    await expect.poll(order).toEqual([categoryIds.wurst, categoryIds.frischfleisch, ...grazCatalog.slice(2)]);
    const wurst = categories.find((category) => category.id === categoryIds.wurst)!.name;
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: t('catalogueAdmin.menus.catalog.moved', { name: wurst, position: 1, count: grazCatalog.length }) })
        .count(),
    ).toBe(1);
    await screenshot(page, 'backoffice-menu-pasted-and-dragged', { fullPage: false });
  });
});
