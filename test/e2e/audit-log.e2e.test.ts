/**
 * The audit log in the back office against the seeded local stack: the admin changes the
 * Rindsuppenfleisch's price from 11,90 € to 12,50 € in the product editor; Organisation ›
 * Protokoll lists the change with the admin's name and the old and new price in euros, its detail page
 * shows the before/after table, and the filters narrow the list (area, user, record name, day);
 * employees see no Protokoll in the menu. axe finds nothing serious; screenshots at 1280 and 390 px.
 *
 * The price is set back through the API after the file, so the other files see the seeded shop.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { productIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { demoUser, openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 } as const;
const PRODUCT = 'Rindsuppenfleisch mit Knochen';
const SEEDED_PRICE = 11.9;
const admin = demoUser('admin');
const euro = (amount: number) => formatMoney(money(amount));

type StoredProduct = Record<string, unknown> & { id: string; version: number; price: number };

async function readProduct(): Promise<StoredProduct> {
  const response = await fetch(`${baseUrl}/api/products/${productIds.suppenfleisch}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredProduct }).data;
}

afterAll(async () => {
  const product = await readProduct();
  if (product.price === SEEDED_PRICE) return;
  const response = await fetch(`${baseUrl}/api/products/${product.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await staffToken(baseUrl, 'admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...product, price: SEEDED_PRICE }),
  });
  expect(response.status).toBe(200);
});

async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(viewports.desktop);
}

const rows = (page: Page) => page.locator('.bo-table tbody tr');

describe('the audit log', () => {
  it('shows the price change made in the product editor with the user, the old and the new price', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/products/${productIds.suppenfleisch}`);
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: PRODUCT }) }).waitFor();
    await page.getByRole('textbox', { name: t('catalogueAdmin.products.field.price'), exact: true }).fill('12,50');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();
    expect((await readProduct()).price).toBe(12.5);

    // Organisation › Protokoll: the newest entry of the product is the change, by the admin, 11,90 € → 12,50 €.
    // (Other test files write audited records meanwhile, e.g. time-clock taps, so it need not be the newest of all.)
    await page.getByRole('link', { name: t('auditAdmin.area'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('auditAdmin.area') }).waitFor();
    const row = rows(page).filter({ hasText: PRODUCT }).first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(admin.name);
    expect(text).toContain(`Preis: ${euro(11.9)} → ${euro(12.5)}`);
    expect(text).toContain(t('auditAdmin.action.update'));
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-audit-log');

    // The filters: the product area and part of the user's name keep it; another area hides it.
    await page.getByLabel(t('auditAdmin.filter.resource'), { exact: true }).selectOption('products');
    await page.waitForURL(/resource=products/);
    await page.getByLabel(t('auditAdmin.filter.user'), { exact: true }).fill(admin.name.split(' ')[1]!.toLowerCase());
    await page.waitForURL(/user=/);
    await page.getByLabel(t('auditAdmin.search'), { exact: true }).fill('suppenfleisch');
    await page.waitForURL(/q=suppenfleisch/);
    await expect.poll(() => rows(page).count()).toBe(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    await page.goto(`${page.url()}&from=${today}&to=${today}`);
    await expect.poll(() => rows(page).first().innerText()).toContain(PRODUCT);
    await page.getByLabel(t('auditAdmin.filter.resource'), { exact: true }).selectOption('branches');
    await page.getByText(t('dataScreen.list.noMatch')).waitFor();

    // The detail: the before/after table.
    await page.getByLabel(t('auditAdmin.filter.resource'), { exact: true }).selectOption('products');
    await rows(page).first().getByRole('link', { name: PRODUCT }).click();
    await page.getByRole('heading', { level: 1, name: t('auditAdmin.detail.title', { action: t('auditAdmin.action.update'), record: PRODUCT }) }).waitFor();
    const table = page.getByRole('table', { name: t('auditAdmin.detail.changes') });
    const priceRow = table.getByRole('row', { name: /Preis/ });
    expect((await priceRow.innerText()).split('\t').map((cell) => cell.trim())).toEqual(['Preis', euro(11.9), euro(12.5)]);
    expect(await page.locator('.audit-facts').innerText()).toContain(admin.name);
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-audit-entry');
  });

  it('is not in an employee’s menu', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-graz');
    await page
      .getByRole('link', { name: t('backoffice.area.products') })
      .or(page.getByRole('navigation'))
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: t('auditAdmin.area'), exact: true }).count()).toBe(0);
  });
});
