/**
 * The customers screens (web/backoffice/customers) against the seeded local stack: the
 * administrator finds Josef Gruber by a prefix of his phone number as written at the counter,
 * opens his page and sees his two orders (newest first, linked to the order detail) with the
 * totals; the delete question explains the erasure (and is cancelled: nothing changes). The list
 * and the customer page pass axe-core and are screenshotted at 1280 and 768 px.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { customerIds, customerOrderIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };
/** Where the screenshots are looked at besides the e2e results. */
const SHOTS = '/tmp/shots/customers';

async function auditAndShoot(page: Page, name: string): Promise<void> {
  expect(await auditPage(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, `customers-${name}`);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(TABLET);
  await page.screenshot({ path: `${SHOTS}/${name}-768.png`, fullPage: true });
  await page.setViewportSize(viewports.desktop);
}

describe('customers', () => {
  it('finds a customer by phone, shows their orders and totals, and explains the erasure', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/customers');
    await page.getByRole('heading', { name: t('customersAdmin.area'), level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Pichler, Anna' }).waitFor();
    await auditAndShoot(page, 'list');

    // The number as said on the phone, nationally and with spaces: +43 664 1234567 is Josef Gruber's.
    await page.getByLabel(t('customersAdmin.list.search')).fill('0664 123');
    await page.waitForURL(/q=0664/);
    const rows = page.locator('table.bo-table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('link', { name: 'Gruber, Josef' }).click();
    await page.waitForURL(`${baseUrl}/backend/customers/${customerIds.gruber}`);
    await page.getByRole('heading', { name: t('customersAdmin.title', { name: 'Gruber, Josef' }) }).waitFor();
    expect(await page.getByLabel(t('customersAdmin.field.phone')).inputValue()).toBe('+43 664 1234567');

    const orders = page.locator('[data-order-id]');
    await expect.poll(() => orders.count()).toBe(2);
    expect(await orders.evaluateAll((list) => list.map((row) => row.getAttribute('data-order-id')))).toEqual(
      expect.arrayContaining([customerOrderIds.gruberLeberkaese, customerOrderIds.gruberSchnitzel]),
    );
    const totals = page.getByTestId('customer-totals');
    expect(await totals.innerText()).toContain('2');
    // 7,00 € + 15,92 €
    expect(await totals.innerText()).toContain('22,92');
    await auditAndShoot(page, 'customer');

    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t('customersAdmin.erasure.confirm')).waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-1280.png` });
    await dialog.getByRole('button', { name: t('dataScreen.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.locator(`[data-order-id="${customerOrderIds.gruberSchnitzel}"] a`).click();
    await page.waitForURL(`${baseUrl}/backend/orders/${customerOrderIds.gruberSchnitzel}`);
    await page.context().close();
  });
});
