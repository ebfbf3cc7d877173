/**
 * Image templates in the back office (web/backoffice/media/templates) against the seeded local
 * stack: the administrator creates "Tagesangebot quer" (1920 × 1080, a dark background, the
 * product's image, its name and its price), picks the seeded cold Leberkäse as sample, and the
 * live preview's SVG shows the name and the price as the shop writes it; saved, the API's
 * `GET /image-templates/{id}/layers` returns the layers; "Als Bild speichern" draws the PNG and the
 * image library holds it, processed, at the template's size. List and editor pass axe-core and are
 * screenshotted at 1280 and 768 px.
 *
 * The stack is shared by every e2e file: the template and the image made here are deleted again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { t } from '#shared/i18n/staff.ts';
import { imageUrl } from '#shared/media/image-files.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffApi } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };
const SAMPLE = 'Leberkäse (Aufschnitt)';

/** An API call as the administrator. */
const adminApi = (method: string, path: string, body?: unknown) => staffApi(baseUrl, method, path, body);

async function auditAndShoot(page: Page, name: string): Promise<void> {
  expect(await auditPage(page)).toEqual([]);
  await screenshot(page, `image-templates-${name}`);
  await page.setViewportSize(TABLET);
  await screenshot(page, `image-templates-${name}-768`);
  await page.setViewportSize(viewports.desktop);
}

/** Whether two RGB colours differ by at most `tolerance` per channel (JPEG renditions). */
const near = (actual: number[], expected: number[], tolerance = 12) => actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

const layer = (page: Page, index: number) => page.locator(`[data-item="layers.${index}"]`);

async function addLayer(page: Page, type: 'text' | 'image' | 'shape'): Promise<void> {
  await page.getByLabel(t('imageTemplatesAdmin.layers.addType')).selectOption({ label: t(`imageTemplatesAdmin.layerType.${type}`) });
  await page.getByRole('button', { name: t('imageTemplatesAdmin.layers.add') }).click();
}

/** The lines of a text layer in the preview's SVG, joined by blanks. */
const previewText = (page: Page, index: number) =>
  page
    .getByTestId('template-preview')
    .locator(`svg text[data-layer="${index}"]`)
    .evaluate((text) => Array.from(text.querySelectorAll('tspan'), (line) => line.textContent).join(' '));

describe('image templates (back office)', () => {
  it('creates a template, previews it with a product, saves its layers and stores it as a library image', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/image-templates');
    await page.getByRole('heading', { name: t('imageTemplatesAdmin.area') }).waitFor();

    await page.getByRole('link', { name: t('imageTemplatesAdmin.list.new') }).click();
    await page.getByRole('textbox', { name: new RegExp(`^${t('imageTemplatesAdmin.field.name')}\\b`) }).fill('Tagesangebot quer');
    await page.getByRole('textbox', { name: new RegExp(`^${t('imageTemplatesAdmin.field.identifier')}\\b`) }).fill('tagesangebot-quer');
    await page.getByLabel(t('imageTemplatesAdmin.size.preset')).selectOption({ label: t('imageTemplatesAdmin.size.landscape') });
    await page.getByLabel(t('imageTemplatesAdmin.background.color')).fill('#1f2937');

    await addLayer(page, 'image');
    await addLayer(page, 'text');
    await addLayer(page, 'text');
    await layer(page, 1)
      .getByRole('textbox', { name: new RegExp(`^${t('imageTemplatesAdmin.layer.name')}`) })
      .fill('Produktname');
    await layer(page, 1).getByLabel(t('imageTemplatesAdmin.layer.color')).fill('#ffffff');
    await layer(page, 2)
      .getByRole('textbox', { name: new RegExp(`^${t('imageTemplatesAdmin.layer.name')}`) })
      .fill('Preis');
    await layer(page, 2).getByLabel(t('imageTemplatesAdmin.layer.text'), { exact: true }).fill('{product.price}');
    await layer(page, 2).getByLabel(t('imageTemplatesAdmin.layer.y')).fill('700');
    await layer(page, 2).getByLabel(t('imageTemplatesAdmin.layer.color')).fill('#fbbf24');

    // Without a product the placeholders show as written.
    expect(await previewText(page, 1)).toBe('{product.name}');
    await page.getByLabel(t('imageTemplatesAdmin.preview.productSearch')).fill('Leberkäse');
    const sample = page.getByLabel(t('imageTemplatesAdmin.preview.product'));
    await expect.poll(() => sample.locator('option').allTextContents(), { timeout: 10_000 }).toContain(SAMPLE);
    await sample.selectOption({ label: SAMPLE });

    const preview = page.getByTestId('template-preview');
    expect(await preview.getAttribute('style')).toContain('aspect-ratio: 1920 / 1080');
    expect(await preview.locator('svg > rect').first().getAttribute('fill')).toBe('#1F2937');
    await expect.poll(() => previewText(page, 1)).toBe(SAMPLE);
    // The seed's price per decagram, approximate: as the storefront writes it.
    expect(await previewText(page, 2)).toBe('ca. 1,39\u00a0€');
    const product = (
      (await (await adminApi('GET', `products?search=${encodeURIComponent('Leberkäse')}`)).json()) as { data: { name: string; images: { id: string }[] }[] }
    ).data.find((entry) => entry.name === SAMPLE)!;
    const photo = product.images[0];
    expect(await preview.locator('svg image').count()).toBe(photo ? 1 : 0);
    if (photo) expect(await preview.locator('svg image').getAttribute('href')).toContain(photo.id);
    await auditAndShoot(page, 'editor');

    // Dragging the price in the preview moves its layer: 100 screen pixels to the right, scaled to the template.
    const frame = (await preview.boundingBox())!;
    const price = (await preview.locator('svg text[data-layer="2"]').boundingBox())!;
    const from = { x: price.x + price.width / 2, y: price.y + price.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 50, from.y, { steps: 3 });
    await page.mouse.move(from.x + 100, from.y, { steps: 3 });
    await page.mouse.up();
    const movedX = Math.round(96 + (100 * 1920) / frame.width);
    expect(await layer(page, 2).getByLabel(t('imageTemplatesAdmin.layer.x')).inputValue()).toBe(String(movedX));
    expect(await layer(page, 2).getByLabel(t('imageTemplatesAdmin.layer.y')).inputValue()).toBe('700');

    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.waitForURL(/\/backend\/image-templates\/[0-9A-Z]{26}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    let imageId: string | undefined;
    try {
      const layers = await adminApi('GET', `image-templates/${id}/layers`);
      expect(layers.status).toBe(200);
      const body = (await layers.json()) as { data: { name: string; type: string; text?: string; source?: string; color?: string; y: number }[] };
      expect(body.data.map((entry) => [entry.type, entry.name])).toEqual([
        ['image', t('imageTemplatesAdmin.layer.newImage')],
        ['text', 'Produktname'],
        ['text', 'Preis'],
      ]);
      expect(body.data[0]!.source).toBe('product');
      expect(body.data[1]).toMatchObject({ text: '{product.name}', color: '#FFFFFF' });
      expect(body.data[2]).toMatchObject({ text: '{product.price}', color: '#FBBF24', x: movedX, y: 700 });

      // The sample product stays chosen on the saved template's own page.
      await expect.poll(() => previewText(page, 1)).toBe(SAMPLE);

      // "Als Bild speichern": drawn at full size, uploaded, processed.
      await page.getByRole('button', { name: t('imageTemplatesAdmin.export.button') }).click();
      const status = page.locator('.it-export__status');
      await expect.poll(() => status.getAttribute('data-phase'), { timeout: 60_000, interval: 500 }).toMatch(/^(ready|refused)$/);
      expect(await status.getAttribute('data-phase'), (await status.textContent()) ?? '').toBe('ready');
      expect(await status.textContent()).toMatch(/^Gespeichert in der Bildbibliothek: „Tagesangebot quer – Leberkäse \(Aufschnitt\)/);
      const images = (await (await adminApi('GET', `images?search=${encodeURIComponent('Tagesangebot quer')}`)).json()) as {
        data: { id: string; name: string; status: string; fileVersion: number; extension: string; mimeType?: string; width?: number; height?: number }[];
      };
      const stored = images.data.find((image) => image.name.startsWith('Tagesangebot quer'));
      // A PNG upload without transparency: the processor keeps JPEG renditions (shared/media/image-files.ts).
      expect(stored).toMatchObject({ status: 'ready', width: 1920, height: 1080, mimeType: 'image/png' });
      imageId = stored!.id;
      // The drawing itself: the template's background colour in the corner no layer covers.
      const rendition = await fetch(`${baseUrl}${imageUrl({ id: stored!.id, version: stored!.fileVersion, extension: stored!.extension }, 'large')}`);
      expect(rendition.status).toBe(200);
      const { data: pixels, info } = await sharp(Buffer.from(await rendition.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => Array.from(pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
      expect(info.width).toBe(1920);
      expect(near(pixel(1900, 1060), [0x1f, 0x29, 0x37])).toBe(true);
      // The product's photo is drawn in its box, and the price's yellow where the price stands.
      if (photo) expect(near(pixel(960, 350), [0x1f, 0x29, 0x37])).toBe(false);
      let yellow = 0;
      for (let y = 700; y < 916; y += 2) for (let x = movedX; x < movedX + 700; x += 2) if (near(pixel(x, y), [0xfb, 0xbf, 0x24], 40)) yellow += 1;
      expect(yellow).toBeGreaterThan(200);
      await screenshot(page, 'image-templates-saved-as-image');
    } finally {
      if (imageId) expect((await adminApi('DELETE', `images/${imageId}`)).status).toBeLessThan(300);
      await page.goto(`${baseUrl}/backend/image-templates`);
      await page.getByRole('link', { name: 'Tagesangebot quer' }).waitFor();
      await auditAndShoot(page, 'list');
      expect((await adminApi('DELETE', `image-templates/${id}`)).status).toBeLessThan(300);
    }
  });
});
