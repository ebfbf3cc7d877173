/**
 * Previews of customers' uploads in the browser (storefront.md §3 "Upload", backoffice.md §2):
 * - the storefront overlay shows a PDF chosen for a file part as its type until the server's
 *   preview is there, then the preview; a photo as the local file at once, then the preview;
 *   never a broken image;
 * - Medien › Dateien shows the rendered first page of a PDF as its preview.
 * Screenshots at 390 px (overlay), 1280 and 768 px (back office), into test-results/e2e and
 * /work/screens/s1-previews when that folder can be written.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { productIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const SCREENS = '/work/screens/s1-previews';

let screensWritable = false;
beforeAll(() => {
  try {
    mkdirSync(SCREENS, { recursive: true });
    screensWritable = true;
  } catch {
    screensWritable = false;
  }
});

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, name, { fullPage });
  if (screensWritable) await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage });
}

/** An A4 order template: a heading and a red cake outline. */
function templatePdf(): Buffer {
  const document = new jsPDF({ unit: 'pt', format: 'a4' });
  document.setFontSize(26);
  document.text('Vorlage Hochzeitstorte Huber', 60, 90);
  document.setFontSize(14);
  document.text('Drei Stöcke, weiße Creme, Beschriftung „Anna & Paul“', 60, 120);
  document.setFillColor(190, 40, 40);
  document.rect(150, 300, 300, 60, 'F');
  document.rect(190, 240, 220, 60, 'F');
  document.rect(230, 180, 140, 60, 'F');
  return Buffer.from(document.output('arraybuffer'));
}

/** Every <img> shown in `scope` has loaded (no broken image), as the browser reports it. */
const shownImagesLoaded = (page: Page, selector: string) =>
  page
    .locator(`${selector} img:not([hidden])`)
    .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

const overlay = (page: Page) => page.locator('dialog[open]');

describe('storefront overlay', () => {
  it('shows a PDF as its type until its preview is there, then the rendered page; a photo at once', async () => {
    const page = await session.newPage(PHONE);
    // No seeded product has upload parts: give the Bosna a file part and a photo part.
    await page.route('**/api/init/store/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { products: { id: string; config: { parts: unknown[] } }[] } };
      for (const item of body.data.products) {
        if (item.id !== productIds.bosna) continue;
        item.config.parts.push({ name: 'Vorlage', type: 'file', optional: true, options: [] });
        item.config.parts.push({ name: 'Foto', type: 'image', optional: true, options: [] });
      }
      await route.fulfill({ status: response.status(), contentType: 'application/json', body: JSON.stringify(body) });
    });
    // The preview answers late, as on a slow consumer: the first requests for it fail.
    let previewRequests = 0;
    await page.route('**/upload/*/preview/*', async (route) => {
      previewRequests++;
      if (previewRequests <= 2) await route.fulfill({ status: 404, body: '' });
      else await route.continue();
    });
    await page.goto(`${baseUrl}/store/graz`);
    await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
    await page
      .getByRole('button', { name: 'Ablehnen' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Bosna in den Warenkorb legen' }).click();
    await overlay(page).getByLabel('Mild').check();

    const picker = (part: string) =>
      overlay(page)
        .locator('fieldset', { has: page.locator('legend', { hasText: part }) })
        .locator('input[type="file"]');
    await picker('Vorlage').setInputFiles({ name: 'Vorlage.pdf', mimeType: 'application/pdf', buffer: templatePdf() });
    const pdfEntry = overlay(page).locator('.upload', { hasText: 'Vorlage.pdf' });
    await pdfEntry.waitFor();
    // Before the preview: the type, no image.
    expect(await pdfEntry.locator('.upload__thumb--file').innerText()).toBe('PDF');
    expect(await shownImagesLoaded(page, 'dialog[open] .upload')).toBe(true);
    await pdfEntry.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    await shoot(page, 'store-overlay-pdf-waiting-390', false);

    const preview = pdfEntry.locator('img:not([hidden])');
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.getAttribute('src')).toMatch(/^\/upload\/[0-9a-f]{32}\/preview\/[0-9A-Z]{26}-1\.jpg\?attempt=\d$/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await pdfEntry.locator('.upload__thumb--file').count()).toBe(0);

    // A photo shows at once from the file the browser has.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0802a' } })
      .png()
      .toBuffer();
    await picker('Foto').setInputFiles({ name: 'Torte.png', mimeType: 'image/png', buffer: png });
    const photoEntry = overlay(page).locator('.upload', { hasText: 'Torte.png' });
    await photoEntry.waitFor();
    const photoShown = photoEntry.locator('img:not([hidden])');
    await photoShown.first().waitFor();
    expect(await photoShown.first().getAttribute('src')).toMatch(/^(blob:|\/upload\/)/);
    await expect.poll(() => shownImagesLoaded(page, 'dialog[open] .upload')).toBe(true);
    await expect.poll(async () => photoShown.first().getAttribute('src'), { timeout: 15_000 }).toMatch(/\/preview\//);
    await photoEntry.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    await shoot(page, 'store-overlay-previews-390', false);
    await page.context().close();
  });
});

describe('back office Dateien', () => {
  it('shows the rendered first page of a customer PDF as its preview', async () => {
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: `data:application/pdf;base64,${templatePdf().toString('base64')}`, name: 'Vorlage Hochzeitstorte.pdf' }),
    });
    expect(created.status).toBe(201);
    const upload = ((await created.json()) as { data: { id: string; publicHash: string } }).data;
    const previewUrl = `${baseUrl}/upload/${upload.publicHash}/preview/${upload.id}-1.jpg`;
    await expect.poll(async () => (await fetch(previewUrl)).status, { timeout: 15_000 }).toBe(200);

    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin');
    await page
      .getByRole('navigation', { name: t('backoffice.nav.label') })
      .getByRole('link', { name: t('mediaAdmin.area.uploads'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('mediaAdmin.area.uploads') }).waitFor();
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Vorlage Hochzeitstorte.pdf', exact: true }) });
    await row.waitFor();
    const thumbnail = row.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await thumbnail.getAttribute('src')).toBe(new URL(previewUrl).pathname);
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'backoffice-uploads-pdf-1280');

    await row.getByRole('link', { name: 'Vorlage Hochzeitstorte.pdf', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('mediaAdmin.uploads.title', { name: 'Vorlage Hochzeitstorte.pdf' }) }).waitFor();
    const large = page.locator('img.bo-media-preview');
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(453);
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'backoffice-upload-pdf-editor-1280');
    await page.setViewportSize(TABLET);
    await shoot(page, 'backoffice-upload-pdf-editor-768');
  });
});
