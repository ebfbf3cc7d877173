/**
 * QR codes end to end against the seeded local stack (docs/order-origins.md): the administrator
 * creates a code on the QR codes screen (list and editor pass axe-core, screenshots at 1280 × 800
 * and 768 px), the code on the screen reads back as the scan address, SVG and PNG download; a
 * customer scans it (the address opens), lands on the Graz store page without the `qr` parameter
 * in the address bar, orders through the checkout, and the stored order's origin is that code.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { germanContext, screenshot, useBrowser, viewports } from './browser';
import { completeCheckoutForm, seededProducts, submitOrder } from './checkout-steps';
import { decodeSvgCode } from './qr-svg';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };
const qrPath = `/flyer-e2e-${Date.now().toString(36)}`;
let qrCodeId = '';

describe('QR codes', () => {
  it('the administrator creates a code, sees it, and downloads it as SVG and PNG', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/qr-codes');
    await page.getByRole('heading', { level: 1, name: t('qrCodesAdmin.area') }).waitFor();
    await page.getByRole('link', { name: t('qrCodesAdmin.new') }).click();
    await page.getByText(t('qrCodesAdmin.code.afterSave')).waitFor();
    await page.getByLabel(t('qrCodesAdmin.field.name')).fill('Flyer Leibnitz');
    await page.getByLabel(t('qrCodesAdmin.field.path')).fill(qrPath);
    await page.getByLabel(t('qrCodesAdmin.field.target')).fill('/store/graz');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('qrCodesAdmin.title', { name: 'Flyer Leibnitz' }) }).waitFor();
    qrCodeId = /\/qr-codes\/([0-9A-Z]{26})$/.exec(page.url())![1]!;
    const address = `${new URL(baseUrl).origin}${qrPath}`;
    expect(await decodeSvgCode(page.locator('.qr-panel__code'))).toBe(address);
    await page.getByText(t('qrCodesAdmin.code.address', { address })).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-qr-code-editor');

    const [svg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('qrCodesAdmin.code.svg') }).click()]);
    expect(svg.suggestedFilename()).toBe(`qr-${qrPath.slice(1)}.svg`);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('qrCodesAdmin.code.png') }).click()]);
    expect(png.suggestedFilename()).toBe(`qr-${qrPath.slice(1)}.png`);
    const { readFile } = await import('node:fs/promises');
    const pngBytes = await readFile((await png.path())!);
    expect([...pngBytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(await readFile((await svg.path())!, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // A sheet of labels with the code: ten on the detail sheet, one A4 page, the code's address in its text.
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('qrCodesAdmin.labels.download') }).click()]);
    expect(sheet.suggestedFilename()).toBe(`qr-${qrPath.slice(1)}.pdf`);
    const pdfPath = (await sheet.path())!;
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(pdfText.match(new RegExp(t('labelSheetsAdmin.qrLabel.invitation'), 'g'))).toHaveLength(10);
    expect(pdfText).toContain(`${new URL(baseUrl).host}${qrPath}`);
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);

    await page.setViewportSize(TABLET);
    await screenshot(page, 'backoffice-qr-code-editor-tablet');
    await page.getByRole('link', { name: t('qrCodesAdmin.back') }).click();
    await page.getByRole('link', { name: 'Flyer Leibnitz', exact: true }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-qr-codes-list-tablet');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'backoffice-qr-codes-list');
  });

  it('a scan leads to the store with the origin kept in memory, and the order records the code', async () => {
    expect(qrCodeId).not.toBe('');
    const context = await germanContext(session.browser, viewports.desktop);
    const page = await context.newPage();
    const product = await seededProducts(baseUrl);
    await page.goto(`${baseUrl}/`);
    const extrawurst = product('Extrawurst');
    await page.evaluate((line) => sessionStorage.setItem('theke.graz.items', JSON.stringify([line])), {
      product: extrawurst,
      amount: 20,
      unit: 'decagram',
      parts: [],
    });
    // The scan: the server answers 302 to /store/graz?qr=<id>; the storefront keeps the id and drops it from the address.
    await page.goto(`${baseUrl}${qrPath}`);
    await page.waitForURL(/\/store\/graz$/);
    const decline = page.getByRole('button', { name: t('layout.consent.decline') });
    if (await decline.isVisible()) await decline.click();
    expect(await page.evaluate(() => localStorage.getItem('theke.origin'))).toBeNull();
    await page
      .locator('.cart')
      .getByRole('link', { name: t('cart.orderNow') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
    await completeCheckoutForm(page);
    await submitOrder(page);
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(page.url())!;
    const publicOrder = (await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: { id: string } };
    const token = await staffToken(baseUrl, 'admin');
    const stored = (await (await fetch(`${baseUrl}/api/orders/${publicOrder.data.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { origin?: unknown };
    };
    expect(stored.data.origin).toEqual({ channel: 'qr', qrCodeId });
    await context.close();
  });
});
