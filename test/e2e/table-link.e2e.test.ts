/**
 * The link of a table's QR code (shared/web/table-link.ts) against the seeded local stack: Graz
 * and Weiz take dine-in orders with table selection and both have a table 'T3'. The cart starts
 * as a delivery, so the preset has something to change. (A branch without dine-in ignores the
 * link: linkedTable's unit test, shared/web/table-link.test.ts.)
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch, weizBranch } from '../../infra/local/seed/data/branches';
import { tables } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { tableLink } from '#shared/web/table-link.ts';
import { screenshot, useBrowser, viewports } from './browser';
import { seededProducts } from './checkout-steps';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const grazT3 = tables.find((table) => table.branch.id === grazBranch.id && table.identifier === 'T3')!;
let cartLines: unknown[];

beforeAll(async () => {
  const product = await seededProducts(baseUrl);
  cartLines = [{ product: product('Extrawurst'), amount: 20, unit: 'decagram', parts: [] }];
});

/** A tab whose cart of `branch` holds an item and is set to delivery; the cookie banner declined. */
async function tabWithDeliveryCart(branch: string): Promise<Page> {
  const page = await session.newPage(viewports.desktop);
  await page.goto(`${baseUrl}/`);
  await page.evaluate(
    ({ branch, lines }) => {
      sessionStorage.setItem(`theke.${branch}.items`, JSON.stringify(lines));
      sessionStorage.setItem(`theke.${branch}.isDelivery`, 'true');
      sessionStorage.setItem(`theke.${branch}.isDineIn`, 'false');
    },
    { branch, lines: cartLines },
  );
  await page
    .getByRole('button', { name: 'Ablehnen' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  return page;
}

async function openLink(page: Page, branch: { identifier: string; name: string }, table: string): Promise<void> {
  await page.goto(tableLink(baseUrl, branch.identifier, table));
  await page.getByRole('heading', { level: 1, name: branch.name }).waitFor();
  // Read once, the parameter leaves the address.
  await page.waitForURL(`${baseUrl}/store/${branch.identifier}`);
}

const tableNote = (page: Page) => page.locator('.store__table');
const stored = (page: Page, key: string) => page.evaluate((key) => sessionStorage.getItem(key), key);

describe('table link', () => {
  it('presets dine-in and the table, shows the table, and the checkout opens with both chosen', async () => {
    const page = await tabWithDeliveryCart('graz');
    await openLink(page, grazBranch, 'T3');
    expect(await tableNote(page).innerText()).toBe(t('store.tableNote', { table: 'Tisch 3' }));
    expect(await stored(page, 'theke.graz.isDineIn')).toBe('true');
    expect(await stored(page, 'theke.graz.isDelivery')).toBe('false');
    await screenshot(page, 'table-link-store', { fullPage: false });

    await page.locator('.cart__order').click();
    await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
    expect(await page.getByLabel(t('cart.deliveryType')).inputValue()).toBe('dineIn');
    const tableSelect = page.getByLabel(t('checkout.field.table'));
    expect(await tableSelect.inputValue()).toBe(grazT3.id);
    expect(await tableSelect.locator('option:checked').innerText()).toBe('Tisch 3');
    await screenshot(page, 'table-link-checkout');

    // The customer moves to table 2 in the checkout: back on the store page the note follows, and
    // the link (gone from the address) does not bring table 3 back.
    const grazT2 = tables.find((table) => table.branch.id === grazBranch.id && table.identifier === 'T2')!;
    await tableSelect.selectOption(grazT2.id);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/store/graz`);
    expect(await tableNote(page).innerText()).toBe(t('store.tableNote', { table: 'Tisch 2' }));

    // Takeaway after all: no table any more.
    await page.goForward();
    await page.getByLabel(t('cart.deliveryType')).selectOption('takeaway');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
    expect(await tableNote(page).count()).toBe(0);
    expect(await stored(page, 'theke.graz.isDineIn')).toBe('false');
    await page.context().close();
  });

  it('ignores an unknown table without an error, and finds a table of the branch it links to', async () => {
    const page = await tabWithDeliveryCart('graz');
    await openLink(page, grazBranch, 'T99');
    await page.locator('.product-card').first().waitFor();
    expect(await tableNote(page).count()).toBe(0);
    expect(await stored(page, 'theke.graz.isDelivery')).toBe('true');
    expect(await stored(page, 'theke.graz.checkout')).toBeNull();

    // Weiz has a T3 too: its garden, not Graz's table 3.
    await openLink(page, weizBranch, 'T3');
    expect(await tableNote(page).innerText()).toBe(t('store.tableNote', { table: 'Gastgarten' }));
    expect(await stored(page, 'theke.weiz.isDineIn')).toBe('true');
    expect(await stored(page, 'theke.graz.isDelivery')).toBe('true');
    await page.context().close();
  });
});
