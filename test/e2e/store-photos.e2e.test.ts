/**
 * Product photos on the store page (storefront.md §3 "Image", §7; DESIGN.md §9): the seeded
 * photos arrive as `<picture>` with WebP first, a phone at 2× density loads a small rendition (not
 * `large`), the first photo is fetched with priority, the ones further down the menu wait until
 * they come near the screen. Screenshots at 390 px and 1280 px into test-results/e2e/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { photoRef } from '../../infra/local/seed/data/photos';
import { productIds, productPhotoIds } from '../../infra/local/seed/ids';
import { imageUrl } from '#shared/media/image-files.ts';
import { launchBrowser, loopbackOnly, screenshot, viewports, watchContentSecurityPolicy } from './browser';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openGraz(viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  await watchContentSecurityPolicy(context);
  const page = await context.newPage();
  await loopbackOnly(page);
  await page.goto(`${baseUrl}/store/graz`);
  await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
  await page
    .getByRole('button', { name: 'Ablehnen' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  return page;
}

interface PhotoState {
  alt: string;
  currentSrc: string;
  srcset: string;
  sizes: string;
  loading: string;
  fetchPriority: string;
  complete: boolean;
  naturalWidth: number;
  webpSource: boolean;
}

const cardPhotos = (page: Page) =>
  page.locator('.product-card__image').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image): PhotoState => ({
      alt: image.alt,
      currentSrc: image.currentSrc,
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes') ?? '',
      loading: image.getAttribute('loading') ?? '',
      fetchPriority: image.getAttribute('fetchpriority') ?? '',
      complete: image.complete && image.naturalWidth > 0,
      naturalWidth: image.naturalWidth,
      webpSource: image.parentElement?.tagName === 'PICTURE' && image.parentElement.querySelector('source[type="image/webp"][srcset]') !== null,
    })),
  );

describe('product photos on the store page', () => {
  it('loads a small WebP on a phone, the first photo with priority and the rest lazily', async () => {
    const page = await openGraz(PHONE, 2);
    const first = page.locator('.product-card__image').first();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

    const photos = await cardPhotos(page);
    expect(photos.length).toBeGreaterThan(20);
    const [lead, second, ...rest] = photos;
    // The seed's first product of Graz is the Rindsschnitzel; its German alt text names it.
    const leadRef = photoRef(productPhotoIds.rindsschnitzel);
    expect(lead!.alt).toBe(leadRef.alt);
    expect(lead!.currentSrc).toBe(`${baseUrl}${imageUrl(leadRef, 'small', 'webp')}`);
    // Its 640 w descriptor shown at the card's 358 CSS px: the browser's density-corrected width.
    expect(lead!.naturalWidth).toBe(358);
    expect(lead).toMatchObject({ webpSource: true, loading: 'eager', fetchPriority: 'high' });
    expect(lead!.srcset).toContain(imageUrl(leadRef, 'tiny'));
    expect(lead!.sizes).toContain('100vw');
    expect(second).toMatchObject({ loading: 'eager', fetchPriority: '' });
    for (const photo of rest) {
      expect(photo).toMatchObject({ webpSource: true, loading: 'lazy' });
      expect(photo.currentSrc).not.toMatch(/\/image\/(large|medium)\//);
    }
    // Far below the fold nothing is loaded yet.
    expect(rest.at(-1)!.complete).toBe(false);
    await screenshot(page, 'store-photos-phone', { fullPage: false });

    // Scrolled into view, a lazy photo loads (as a small WebP, too).
    const spanferkel = page.locator(`[data-product="${productIds.spanferkel}"] .product-card__image`);
    await spanferkel.scrollIntoViewIfNeeded();
    await expect.poll(() => spanferkel.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await spanferkel.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/image\/small\/[0-9A-Z]+-1\.webp$/);
    await page.context().close();
  });

  it('shows every photo of the first rows on a desktop screen', async () => {
    const page = await openGraz(viewports.desktop, 1);
    const firstRow = page.locator('.product-card__image').nth(1);
    await expect.poll(() => firstRow.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    const [lead] = await cardPhotos(page);
    // A card of ~24rem at 1× density: the 640 px rendition.
    expect(lead!.currentSrc).toMatch(/\/image\/small\/[0-9A-Z]+-1\.webp$/);
    await screenshot(page, 'store-photos-desktop', { fullPage: false });
    await page.context().close();
  });
});
