/**
 * The media screens against the local stack (S3 is s3rver; its object events run the image
 * processor as S3 notifications run it in AWS):
 * - the admin opens Medien › Bilder and uploads a 12 MP JPEG (4000 × 3000, photo-like grain,
 *   several MB, through the file input) and a PNG with transparency (dropped on the drop zone);
 *   both become ready, and every file of `imageKeys()` is served by the local server with the
 *   dimensions `renditionDimensions()` promises and the right format;
 * - the JPEG becomes the Leberkässemmel's photo in the product editor (ImagePicker) and the Graz
 *   store page shows it with a `srcset`;
 * - a 30 MB file is refused in German before any request; a renamed .exe ('foto.jpg' starting
 *   with MZ) is refused in German after processing;
 * - Medien › Dateien lists a customer's upload (POST /api/uploads as the storefront sends it),
 *   renames it and deletes it;
 * - axe finds nothing serious on the grid, the image editor and the uploads screens; screenshots
 *   at 1280 × 800 and 768 px.
 *
 * The product's images are put back and the test's images deleted afterwards.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { productIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { imageKeys, renditionDimensions, type Rendition, RENDITIONS, imageKey } from '#shared/media/image-files.ts';
import { auditPage } from './axe';
import { firstScreenReplaced, screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 } as const;
const PROCESSING_TIMEOUT = 120_000;

const JPEG_NAME = 'Leberkaese-Theke.jpg';
const PNG_NAME = 'Stempel.png';

interface StoredImage {
  id: string;
  version: number;
  name: string;
  fileVersion: number;
  status: 'pending' | 'ready' | 'failed';
  errorCode?: string;
  extension?: string;
  width?: number;
  height?: number;
  size?: number;
}

let token: string;
let files: { jpeg: string; png: Buffer; huge: string; exe: string };
const createdImageIds = new Set<string>();
let originalProductImages: unknown;
/** The PNG of the first test, whose file the replacement test replaces. */
let pngImage: StoredImage | undefined;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function dataOf<T>(response: Response): Promise<T> {
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The images whose name starts with the file's name without its extension (how an upload is named). */
async function imagesNamed(fileName: string): Promise<StoredImage[]> {
  const stem = fileName.replace(/\.[^.]+$/, '');
  const rows = await dataOf<StoredImage[]>(await api('GET', `/api/images?limit=50&search=${encodeURIComponent(stem)}&sort=-createdAt`));
  return rows.filter((image) => image.name.startsWith(stem) || image.name.startsWith(fileName));
}

/** The page at both widths: 1280 × 800 and a 768 px tablet. */
async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(TABLET);
  await screenshot(page, `${name}-768`);
  await page.setViewportSize(viewports.desktop);
}

/** A 4000 × 3000 photo-like JPEG: warm gradients and a light, sensor-like grain, quality 90. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#8a2b1d"/><stop offset="0.5" stop-color="#e0a060"/><stop offset="1" stop-color="#3b2a1a"/>
      </linearGradient>
      <radialGradient id="light" cx="0.4" cy="0.45" r="0.5">
        <stop offset="0" stop-color="#f7e3c3" stop-opacity="0.9"/><stop offset="1" stop-color="#f7e3c3" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <ellipse cx="1600" cy="1400" rx="1300" ry="900" fill="url(#light)"/>
    <circle cx="3000" cy="2200" r="500" fill="#5a1e12" opacity="0.7"/>
  </svg>`;
  // Grain around mid-grey, blended over the gradients (what makes a real photo several MB).
  const noise = randomBytes(width * height).map((value) => 128 + ((value - 128) >> 2));
  const grain = await sharp(noise, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An 800 × 600 PNG with a transparent background (a stamp or logo). */
function transparentPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <circle cx="400" cy="300" r="260" fill="#a01d1d"/><circle cx="400" cy="300" r="200" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

beforeAll(async () => {
  token = await staffToken(baseUrl, 'admin');
  const dir = mkdtempSync(join(tmpdir(), 'theke-media-'));
  const jpeg = await twelveMegapixelJpeg();
  expect(jpeg.length).toBeGreaterThan(3 * 1024 * 1024);
  files = {
    jpeg: join(dir, JPEG_NAME),
    png: await transparentPng(),
    huge: join(dir, 'Riesig.jpg'),
    exe: join(dir, 'foto.jpg'),
  };
  writeFileSync(files.jpeg, jpeg);
  writeFileSync(files.huge, Buffer.alloc(30 * 1024 * 1024, 0xff));
  writeFileSync(files.exe, Buffer.concat([Buffer.from('MZ'), randomBytes(4096)]));
  const product = await dataOf<{ images?: unknown }>(await fetch(`${baseUrl}/api/products/${productIds.leberkaesesemmel}`));
  originalProductImages = product.images ?? [];
}, 60_000);

afterAll(async () => {
  if (!token) return;
  // The seeded photos back on the Leberkässemmel, then the test's images out of the library.
  const product = await dataOf<Record<string, unknown> & { id: string }>(await fetch(`${baseUrl}/api/products/${productIds.leberkaesesemmel}`));
  if (JSON.stringify(product.images ?? []) !== JSON.stringify(originalProductImages)) {
    expect((await api('PUT', `/api/products/${product.id}`, { ...product, images: originalProductImages })).status).toBe(200);
  }
  for (const id of createdImageIds) await api('DELETE', `/api/images/${id}`);
});

/** The upload row of a file in the drop zone's list. */
const uploadRow = (page: Page, fileName: string) => page.locator('.bo-uploader__item', { hasText: fileName });

/** Drops a file on the drop zone as a browser does (a DataTransfer with the file). */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([data], name, { type }));
      return dataTransfer;
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await page.locator('.bo-uploader__zone').first().dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator('.bo-uploader__zone').first().dispatchEvent('drop', { dataTransfer: transfer });
}

/** Checks every file of an image's file version: served, of the promised size and format. */
async function expectRenditions(image: StoredImage): Promise<void> {
  const ref = { id: image.id, version: image.fileVersion, extension: image.extension! };
  const keys = imageKeys(ref);
  expect(keys.length).toBe(RENDITIONS.length * 2 - 1);
  for (const rendition of RENDITIONS as Rendition[]) {
    const expected = renditionDimensions(rendition, image.width!, image.height!);
    const formats = rendition === 'original' ? (['fallback'] as const) : (['webp', 'fallback'] as const);
    for (const format of formats) {
      const key = imageKey(ref, rendition, format);
      expect(keys).toContain(key);
      const response = await fetch(`${baseUrl}/${key}`);
      expect(response.status, key).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ key, width: metadata.width, height: metadata.height }).toEqual({ key, ...expected });
      expect(metadata.format, key).toBe(format === 'webp' ? 'webp' : image.extension === 'png' ? 'png' : 'jpeg');
    }
  }
}

describe('the image library in the back office', () => {
  let jpegImage: StoredImage;

  it(
    'uploads a 12 MP JPEG and a PNG, which become ready with every rendition at its size',
    async () => {
      const page = await session.newPage(viewports.desktop);
      await openBackofficeAs(page, baseUrl, 'admin');
      await page
        .getByRole('navigation', { name: t('backoffice.nav.label') })
        .getByRole('link', { name: t('mediaAdmin.area.images'), exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: t('mediaAdmin.area.images') }).waitFor();
      await page.getByText(t('mediaAdmin.upload.prompt')).waitFor();

      await page.getByTestId('image-upload-input').setInputFiles(files.jpeg);
      await dropFile(page, PNG_NAME, 'image/png', files.png);
      // The bytes go with a labelled progress bar, then the processor works.
      await uploadRow(page, JPEG_NAME)
        .locator('progress, :text("' + t('mediaAdmin.image.processing') + '")')
        .first()
        .waitFor();
      await screenshots(page, 'backoffice-images-uploading');

      await uploadRow(page, JPEG_NAME).and(page.locator('[data-phase="ready"]')).waitFor({ timeout: PROCESSING_TIMEOUT });
      await uploadRow(page, PNG_NAME).and(page.locator('[data-phase="ready"]')).waitFor({ timeout: PROCESSING_TIMEOUT });
      expect(await uploadRow(page, JPEG_NAME).innerText()).toContain(t('mediaAdmin.upload.ready'));

      const [jpeg] = await imagesNamed(JPEG_NAME);
      const [png] = await imagesNamed(PNG_NAME);
      for (const image of [jpeg, png]) if (image) createdImageIds.add(image.id);
      expect(jpeg).toMatchObject({ status: 'ready', fileVersion: 1, extension: 'jpg', width: 4000, height: 3000 });
      expect(png).toMatchObject({ status: 'ready', fileVersion: 1, extension: 'png', width: 800, height: 600 });
      jpegImage = jpeg!;
      pngImage = png!;
      await expectRenditions(jpeg!);
      await expectRenditions(png!);

      // The grid shows both tiles with their thumbnails and sizes.
      const tile = page.locator('.bo-grid__tile', { has: page.getByRole('link', { name: jpeg!.name, exact: true }) });
      await tile.waitFor();
      expect(await tile.innerText()).toContain(t('mediaAdmin.images.dimensions', { width: 4000, height: 3000 }));
      await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
      expect(await auditPage(page)).toEqual([]);
      await screenshots(page, 'backoffice-images-grid');

      // The editor: preview, facts, renditions; the alt text is saved.
      await tile.getByRole('link', { name: jpeg!.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('mediaAdmin.images.title', { name: jpeg!.name }) }).waitFor();
      await expect.poll(() => page.locator('.bo-media-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
      await page.getByLabel(t('mediaAdmin.field.alt'), { exact: true }).fill('Leberkäse in der Theke');
      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('dataScreen.saved') })
        .waitFor();
      expect((await dataOf<StoredImage & { alt?: string }>(await api('GET', `/api/images/${jpeg!.id}`))).alt).toBe('Leberkäse in der Theke');
      expect(await page.getByRole('link', { name: t('mediaAdmin.renditions.large'), exact: true }).getAttribute('href')).toBe(
        `/${imageKey({ ...jpeg!, version: 1, extension: 'jpg' }, 'large')}`,
      );
      expect(await auditPage(page)).toEqual([]);
      await screenshots(page, 'backoffice-image-editor');
    },
    PROCESSING_TIMEOUT * 2 + 60_000,
  );

  it('sets the photo on the Leberkässemmel, which the Graz store page shows with a srcset', { timeout: PROCESSING_TIMEOUT + 60_000 }, async () => {
    expect(jpegImage).toBeDefined();
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/products/${productIds.leberkaesesemmel}`);
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.products.title', { name: 'Leberkässemmel' }) }).waitFor();
    // The photo becomes the first (the card shows the first): the chosen ones go first.
    const remove = page.getByRole('button', { name: /^Bild „.*“ entfernen$/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByLabel(t('dataScreen.imagePicker.search'), { exact: true }).fill(jpegImage.name);
    await page.getByRole('button', { name: t('dataScreen.imagePicker.addLabel', { name: jpegImage.name }) }).click();
    // A new photo uploaded from inside the picker joins the chosen ones once it is ready.
    await page.getByRole('button', { name: t('dataScreen.imagePicker.upload'), exact: true }).click();
    await page.getByTestId('image-upload-input').setInputFiles({ name: 'Stempel-Produkt.png', mimeType: 'image/png', buffer: files.png });
    await page.getByRole('button', { name: /^Bild „Stempel-Produkt.*“ entfernen$/ }).waitFor({ timeout: PROCESSING_TIMEOUT });
    for (const image of await imagesNamed('Stempel-Produkt.png')) createdImageIds.add(image.id);
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();
    const product = await dataOf<{ images: { id: string; version: number }[] }>(await fetch(`${baseUrl}/api/products/${productIds.leberkaesesemmel}`));
    expect(product.images[0]).toMatchObject({ id: jpegImage.id, version: jpegImage.fileVersion, extension: 'jpg' });
    expect(product.images[1]).toMatchObject({ version: 1, extension: 'png' });
    expect(product.images).toHaveLength(2);

    // /api/init is cached for 5 s: the store page is reloaded until the card has the photo.
    const store = await session.newPage(viewports.desktop);
    const photo = store.locator(`[data-product="${productIds.leberkaesesemmel}"] img[srcset*="${jpegImage.id}"]`);
    await expect
      .poll(
        async () => {
          await store.goto(`${baseUrl}/store/${grazBranch.identifier}`);
          // The app's page with this card: the server-rendered first screen has only the first cards.
          await firstScreenReplaced(store);
          await store.locator(`[data-product="${productIds.leberkaesesemmel}"]`).waitFor();
          return photo.count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    // The card's photo loads lazily: scrolled to, the browser picks a file of the srcset and shows it.
    await photo.first().scrollIntoViewIfNeeded();
    await expect.poll(() => photo.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${jpegImage.id}-${jpegImage.fileVersion}.`);
  });

  it(
    'refuses a 30 MB file before uploading and a renamed .exe after processing, both in German',
    async () => {
      const page = await session.newPage(viewports.desktop);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') requested.push(new URL(request.url()).pathname);
      });
      await openBackofficeAs(page, baseUrl, 'admin', '/images');
      await page.getByText(t('mediaAdmin.upload.prompt')).waitFor();

      await page.getByTestId('image-upload-input').setInputFiles(files.huge);
      await uploadRow(page, 'Riesig.jpg').getByText(t('api.image.tooLarge')).waitFor();
      expect(requested.filter((path) => path.startsWith('/api/images'))).toEqual([]);

      await page.getByTestId('image-upload-input').setInputFiles(files.exe);
      await uploadRow(page, 'foto.jpg').getByText(t('api.image.notAnImage')).waitFor({ timeout: PROCESSING_TIMEOUT });
      expect(requested).toContain('/api/images/uploads');
      const [refused] = await imagesNamed('foto.jpg');
      if (refused) createdImageIds.add(refused.id);
      expect(refused).toMatchObject({ status: 'failed', errorCode: 'api.image.notAnImage', fileVersion: 0 });
      // The grid names the refusal on the image's tile.
      await page.reload();
      const tile = page.locator('.bo-grid__tile', { has: page.getByRole('link', { name: refused!.name, exact: true }) });
      await expect.poll(() => tile.innerText()).toContain(t('mediaAdmin.image.failed', { message: t('api.image.notAnImage') }));
      await screenshots(page, 'backoffice-images-refused');
    },
    PROCESSING_TIMEOUT + 60_000,
  );
});

describe('replacing an image’s file', () => {
  it(
    'gives the image a new file version with new addresses; the old files stay',
    async () => {
      if (!pngImage) throw new Error('the PNG of the upload test is missing');
      const png = pngImage;
      const page = await session.newPage(viewports.desktop);
      await openBackofficeAs(page, baseUrl, 'admin', `/images/${png.id}`);
      await page.getByRole('heading', { level: 1, name: t('mediaAdmin.images.title', { name: png.name }) }).waitFor();
      const replacement = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1b6532' } })
        .jpeg()
        .toBuffer();
      await page.getByTestId('image-upload-input').setInputFiles({ name: 'Stempel-neu.jpg', mimeType: 'image/jpeg', buffer: replacement });
      await uploadRow(page, 'Stempel-neu.jpg').and(page.locator('[data-phase="ready"]')).waitFor({ timeout: PROCESSING_TIMEOUT });
      const facts = page.locator('.bo-media-facts');
      await expect.poll(() => facts.innerText()).toContain(t('mediaAdmin.images.dimensions', { width: 640, height: 480 }));
      const replaced = await dataOf<StoredImage>(await api('GET', `/api/images/${png.id}`));
      expect(replaced).toMatchObject({ status: 'ready', fileVersion: 2, extension: 'jpg', width: 640, height: 480, name: png.name });
      await expect
        .poll(() => page.locator('.bo-media-preview').getAttribute('src'))
        .toBe(`/${imageKey({ id: png.id, version: 2, extension: 'jpg' }, 'medium')}`);
      // Records not yet moved on still show the old version: its files are immutable and kept.
      expect((await fetch(`${baseUrl}/${imageKey({ id: png.id, version: 1, extension: 'png' }, 'thumbnail')}`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/${imageKey({ id: png.id, version: 2, extension: 'jpg' }, 'thumbnail')}`)).status).toBe(200);
    },
    PROCESSING_TIMEOUT + 60_000,
  );
});

describe('customers’ uploads in the back office', () => {
  it('lists a file uploaded through the storefront, renames it and deletes it', async () => {
    const png = await transparentPng();
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: `data:image/png;base64,${png.toString('base64')}`, name: 'Hochzeitstorte.png' }),
    });
    expect(created.status).toBe(201);
    const upload = await dataOf<{ id: string; name: string }>(created);

    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin');
    await page
      .getByRole('navigation', { name: t('backoffice.nav.label') })
      .getByRole('link', { name: t('mediaAdmin.area.uploads'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('mediaAdmin.area.uploads') }).waitFor();
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Hochzeitstorte.png', exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('image/png');
    expect(await row.innerText()).toContain(t('mediaAdmin.uploads.unused'));
    // The preview comes through the admin-only links route (the list hides the publicHash).
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-uploads-list');

    await row.getByRole('link', { name: 'Hochzeitstorte.png', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('mediaAdmin.uploads.title', { name: 'Hochzeitstorte.png' }) }).waitFor();
    const download = page.getByRole('link', { name: t('mediaAdmin.uploads.download') });
    await download.waitFor();
    const fileResponse = await fetch(`${baseUrl}${await download.getAttribute('href')}`);
    expect(fileResponse.status).toBe(200);
    expect(Buffer.from(await fileResponse.arrayBuffer()).equals(png)).toBe(true);
    expect(await auditPage(page)).toEqual([]);
    await screenshots(page, 'backoffice-upload-editor');

    await page.getByRole('textbox', { name: t('mediaAdmin.field.name'), exact: true }).fill('Torte Familie Huber.png');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();
    expect((await dataOf<{ name: string; version: number }>(await api('GET', `/api/uploads/${upload.id}`))).name).toBe('Torte Familie Huber.png');
    // The renamed version's file is there too (an edit copies it to the new version's address).
    await expect.poll(async () => (await fetch(`${baseUrl}${await download.getAttribute('href')}`)).status).toBe(200);

    await page.getByRole('button', { name: t('dataScreen.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('dataScreen.delete'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('mediaAdmin.area.uploads') }).waitFor();
    expect((await api('GET', `/api/uploads/${upload.id}`)).status).toBe(404);
    expect(await page.getByRole('link', { name: 'Torte Familie Huber.png', exact: true }).count()).toBe(0);
  });
});
