/**
 * The products area of the back office against the seeded local stack:
 * - the admin finds the Leberkässemmel in the paged list, sees a new name live in the preview,
 *   changes the price from 3,90 € to 4,50 € and saves; the Graz store page shows the new price
 *   within 10 s (/api/init is cached for 5 s), and an order placed afterwards through the public
 *   order API is priced at it by the server (2 × (4,50 € + 0,20 € Schwarzbrot) = 9,40 €);
 * - a copied product pastes into a new one as its start, saved with a tag;
 * - two tabs save the same product: the second gets the German conflict message;
 * - the Leibnitz employee has no Produkte in the menu, sees the editor read-only, and the API
 *   refuses their PUT with 403;
 * - axe finds nothing serious on list and editor; screenshots at 1280 × 800 and 768 px.
 *
 * The price is set back through the API after the file, so the other files see the seeded shop.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { productIds, tagIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { placeGrazOrder } from './orders';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 } as const;
const SEMMEL = 'Leberkässemmel';
const SEEDED_PRICE = 3.9;
const NEW_PRICE = 4.5;

const euro = (amount: number) => formatMoney(money(amount));

/** The page at both widths: 1280 × 800 and a 768 px tablet. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(TABLET);
  await screenshot(page, `${name}-768`);
  await page.setViewportSize(viewports.desktop);
}

type StoredProduct = Record<string, unknown> & { id: string; version: number; price: number; name: string };

async function api(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function readProduct(id: string): Promise<StoredProduct> {
  const response = await fetch(`${baseUrl}/api/products/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredProduct }).data;
}

/** Puts the seeded price back (a failed run must not leave the Leberkässemmel at the test's price). */
afterAll(async () => {
  const product = await readProduct(productIds.leberkaesesemmel);
  if (product.price === SEEDED_PRICE) return;
  const response = await api('PUT', `/api/products/${product.id}`, await staffToken(baseUrl, 'admin'), { ...product, price: SEEDED_PRICE });
  expect(response.status).toBe(200);
});

/**
 * Two Leberkässemmeln in Schwarzbrot, classic, no extras, as the storefront orders them at Graz
 * (parts by position), placed like every test order (./orders.ts).
 */
async function orderTwoSemmeln(): Promise<{ items: { price: number }[]; pricing: { totalGross: number } }> {
  const parts = [{ value: 'Schwarzbrot' }, { value: 'Klassisch' }, { value: [] }];
  return (await placeGrazOrder(baseUrl, { items: [{ product: 'Leberkässemmel', amount: 2, unit: 'amount', parts }] })) as unknown as {
    items: { price: number }[];
    pricing: { totalGross: number };
  };
}

const preview = (page: Page) => page.frameLocator('iframe.pe-preview__frame');

describe('products in the back office', () => {
  it('changes the Leberkässemmel’s price, which the store page shows within 10 s and an order is priced at; the preview follows the draft', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/products');
    await page.getByRole('link', { name: SEMMEL, exact: true }).waitFor();
    // One page of 50 of the 51 seeded products; the rest on request.
    expect(await page.locator('.bo-table tbody tr').count()).toBe(50);
    expect(await page.getByRole('status').filter({ hasText: 'Einträgen' }).innerText()).toBe(t('dataScreen.list.count', { shown: 50, total: 51 }));
    const row = page.locator('tr', { has: page.getByRole('link', { name: SEMMEL, exact: true }) });
    expect(await row.innerText()).toContain(euro(SEEDED_PRICE));
    expect(await row.innerText()).toContain('A, G, M');
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-products-list');

    // Sorted by price, highest first: the suckling pig (ab 289,00 €) leads.
    await page.getByLabel(t('dataScreen.list.sort'), { exact: true }).selectOption('-price');
    await page.waitForURL(/sort=-price/);
    await expect.poll(() => page.locator('.bo-table tbody tr').first().innerText()).toContain(`ab ${euro(289)}`);

    await page.getByLabel(t('catalogueAdmin.products.search'), { exact: true }).fill('leberkässemmel');
    await expect.poll(() => page.locator('.bo-table tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: SEMMEL, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: SEMMEL }) }).waitFor();
    await preview(page).getByRole('heading', { name: SEMMEL }).waitFor();
    // Category and order are the menus': the editor names the Graz menu's "Heiße Theke".
    const listings = page.getByRole('region', { name: t('catalogueAdmin.products.inMenus.heading') });
    await expect.poll(() => listings.innerText()).toContain(t('catalogueAdmin.products.inMenus.entry', { category: 'Heiße Theke' }));
    expect(await page.getByRole('checkbox', { name: `A ${t('allergen.A')}`, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: `B ${t('allergen.B')}`, exact: true }).isChecked()).toBe(false);
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-product-editor');

    // The preview shows the draft's name as it is typed, before anything is saved.
    const name = page.getByRole('textbox', { name: t('catalogueAdmin.field.name'), exact: true });
    await name.fill('Leberkässemmel XXL');
    await preview(page).getByRole('heading', { name: 'Leberkässemmel XXL' }).waitFor();
    await name.fill(SEMMEL);
    await preview(page).getByRole('heading', { name: SEMMEL, exact: true }).waitFor();

    // The new price: the preview's price follows too, then the save.
    await page.getByRole('textbox', { name: t('catalogueAdmin.products.field.price'), exact: true }).fill('4,50');
    await expect.poll(() => preview(page).locator('[data-overlay-price]').innerText()).toBe(euro(NEW_PRICE));
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();
    expect((await readProduct(productIds.leberkaesesemmel)).price).toBe(NEW_PRICE);

    // The Graz store page shows it within 10 s (reloaded until then: /api/init is cached for 5 s).
    const store = await session.newPage(viewports.desktop);
    const started = Date.now();
    const card = store.locator(`[data-product="${productIds.leberkaesesemmel}"] .product-card__price`);
    await expect
      .poll(
        async () => {
          await store.goto(`${baseUrl}/store/${grazBranch.identifier}`);
          await store.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
          return card.innerText();
        },
        { timeout: 10_000, interval: 1_000 },
      )
      .toContain(euro(NEW_PRICE));
    expect(Date.now() - started).toBeLessThan(10_000);

    // The server prices an order placed now at the new price: 2 × (4,50 € + 0,20 €).
    const order = await orderTwoSemmeln();
    expect(order.items[0]!.price).toBe(9.4);
    expect(order.pricing.totalGross).toBe(9.4);
  });

  it('starts a new product from a copied one', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/products/${productIds.leberkaesesemmel}`);
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: SEMMEL }) }).waitFor();
    await page.getByRole('button', { name: t('dataScreen.clipboard.copy') }).click();

    await page.getByRole('link', { name: t('catalogueAdmin.products.back') }).click();
    await page.getByRole('link', { name: t('catalogueAdmin.products.new') }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.new') }).waitFor();
    expect(await page.getByRole('textbox', { name: t('catalogueAdmin.field.name'), exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: t('dataScreen.clipboard.paste', { label: t('catalogueAdmin.products.clipboardLabel', { name: SEMMEL }) }) }).click();
    // Everything of the copy, name included (the owner renames it), and the parts with their options.
    expect(await page.getByRole('textbox', { name: t('catalogueAdmin.field.name'), exact: true }).inputValue()).toBe(SEMMEL);
    expect(await page.getByRole('checkbox', { name: `G ${t('allergen.G')}`, exact: true }).isChecked()).toBe(true);
    await preview(page).getByText('Schwarzbrot').waitFor();
    await page.getByRole('textbox', { name: t('catalogueAdmin.field.name'), exact: true }).fill('Käseleberkässemmel');
    await page.getByRole('checkbox', { name: 'Mittagsmenü', exact: true }).check();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: 'Käseleberkässemmel' }) }).waitFor();
    const id = /\/backend\/products\/([0-9A-Z]{26})$/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    expect(id).not.toBe(productIds.leberkaesesemmel);
    const created = await readProduct(id!);
    expect(created).toMatchObject({ name: 'Käseleberkässemmel', allergenCodes: ['A', 'G', 'M'], tags: [{ id: tagIds.mittagsmenue }] });
    expect((created.config as { parts: unknown[] }).parts).toHaveLength(3);
    // The copy's source is unchanged, and the new product goes again.
    expect((await readProduct(productIds.leberkaesesemmel)).name).toBe(SEMMEL);
    expect((await api('DELETE', `/api/products/${id}`, await staffToken(baseUrl, 'admin'))).status).toBe(200);
  });

  it('refuses the second of two tabs that saved the same product, in German', async () => {
    const token = await staffToken(baseUrl, 'admin');
    const created = await api('POST', '/api/products', token, { name: 'Blunzengröstl', price: 8.9 });
    expect(created.status).toBe(201);
    const { data: product } = (await created.json()) as { data: StoredProduct };

    const first = await session.newPage(viewports.desktop);
    await openBackofficeAs(first, baseUrl, 'admin', `/products/${product.id}`);
    const heading = t('catalogueAdmin.products.title', { name: 'Blunzengröstl' });
    await first.getByRole('heading', { level: 1, name: heading }).waitFor();
    const second = await first.context().newPage();
    await second.goto(first.url());
    await second.getByRole('heading', { level: 1, name: heading }).waitFor();

    await first.getByLabel(t('catalogueAdmin.products.field.description'), { exact: true }).fill('Mit Spiegelei und Krautsalat.');
    await first.getByRole('button', { name: t('dataScreen.save') }).click();
    await first
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();

    await second.getByRole('textbox', { name: t('catalogueAdmin.products.field.price'), exact: true }).fill('9,50');
    await second.getByRole('button', { name: t('dataScreen.save') }).click();
    const conflict = second.getByRole('alert').filter({ hasText: t('api.entity.versionConflict', { resource: t('api.resource.products') }) });
    await conflict.waitFor();
    // The save was clicked in the action bar at the bottom: the notice at the top takes the focus, and with it the view.
    expect(await conflict.evaluate((notice) => notice === document.activeElement)).toBe(true);
    await expect.poll(async () => (await conflict.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await screenshot(second, 'backoffice-product-conflict', { fullPage: false });
    // Nothing was overwritten: the first tab's description stands, the price is the old one.
    expect(await readProduct(product.id)).toMatchObject({ description: 'Mit Spiegelei und Krautsalat.', price: 8.9 });
    await second.getByRole('button', { name: t('dataScreen.conflict.reload') }).click();
    await expect
      .poll(() => second.getByLabel(t('catalogueAdmin.products.field.description'), { exact: true }).inputValue())
      .toBe('Mit Spiegelei und Krautsalat.');
    expect((await api('DELETE', `/api/products/${product.id}`, token)).status).toBe(200);
  });

  it('lets the Leibnitz employee neither see Produkte in the menu nor change a product, in the screen and at the API', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-leibnitz', `/products/${productIds.leberkaesesemmel}`);
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: SEMMEL }) }).waitFor();
    const menu = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    await menu.getByRole('link', { name: t('backoffice.nav.current') }).waitFor();
    expect(await menu.getByRole('link', { name: t('backoffice.area.products') }).count()).toBe(0);

    await page.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('dataScreen.delete') }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: t('catalogueAdmin.products.field.price'), exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: `A ${t('allergen.A')}`, exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: t('productEditor.parts.add') }).isDisabled()).toBe(true);
    await screenshot(page, 'backoffice-product-readonly', { fullPage: false });

    const product = await readProduct(productIds.leberkaesesemmel);
    const refused = await api('PUT', `/api/products/${product.id}`, await staffToken(baseUrl, 'team-leibnitz'), { ...product, price: 0.5 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(t('api.auth.forbidden'));
    expect((await readProduct(productIds.leberkaesesemmel)).price).toBe(product.price);
  });
});
