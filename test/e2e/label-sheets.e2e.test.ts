/**
 * The label sheets (/backend/labels) in Chromium against the seeded shop: the administrator opens
 * 'Etiketten' from the menu, picks three products (Beinschinken is sold by the decagram, so its
 * label carries the price per kg), the compact format (Avery Zweckform L4778, 12 × 4), starts at
 * label 3 of a half-used sheet, turns the QR code on for Graz and downloads the PDF.
 *
 * The PDF is read back with poppler-utils: `pdftotext -bbox` gives every word's box in points
 * (origin top-left, as shared/labels/formats.ts), and each label's words must lie inside the
 * rectangle labelPositions computes for its place, so the printed grid lines up with the sheet's
 * die-cut labels. `pdftoppm` renders page 1: the skipped places are blank, the QR code is drawn.
 * The rendered page is saved as labels-sheet-1.png next to the screenshots (LABEL_SHEETS_DIR
 * overrides the folder). An employee opens the screen as well (tablet width).
 * axe on the screen; screenshots at 1280 and 768 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { COMPACT_FORMAT, labelPositions, type Rect } from '#shared/labels/index.ts';
import { auditPage } from './axe';
import { SCREENSHOT_DIR, screenshot, useBrowser } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const session = useBrowser();
const outputDir = process.env.LABEL_SHEETS_DIR ?? SCREENSHOT_DIR;

/** The chosen products and how many labels of each, in the order they are picked. */
const CHOSEN = [
  { name: 'Käsekrainer (roh)', amount: 1, price: '1,95 € / Stück', basePrice: null },
  { name: 'Beinschinken', amount: 2, price: '24,90 € / 100 g', basePrice: 'Grundpreis: 249,00 € / kg' },
  { name: 'Leberkässemmel', amount: 1, price: '3,90 € / Stück', basePrice: null },
];
const START = 3;

interface Word extends Rect {
  text: string;
}

/** The words of page 1 with their boxes in points (pdftotext -bbox writes XHTML). */
function wordsOfPage1(pdf: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => {
    const [xMin, yMin, xMax, yMax] = match.slice(1, 5).map(Number);
    return { x: xMin, y: yMin, width: xMax - xMin, height: yMax - yMin, text: match[5].replace(/&amp;/g, '&') };
  });
}

const inside = (word: Rect, rect: Rect) =>
  word.x >= rect.x - 0.5 && word.y >= rect.y - 0.5 && word.x + word.width <= rect.x + rect.width + 0.5 && word.y + word.height <= rect.y + rect.height + 0.5;

/** Page 1 as an 8-bit grey image at 72 dpi: one pixel per point (pdftoppm -gray writes binary PGM). */
function greyPage1(pdf: string, dir: string): { width: number; height: number; pixel: (x: number, y: number) => number } {
  execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'grey')]);
  const data = readFileSync(join(dir, 'grey.pgm'));
  const header = data.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('no binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const offset = header[0].length;
  return { width, height, pixel: (x, y) => data[offset + Math.floor(y) * width + Math.floor(x)] };
}

function darkShare(image: ReturnType<typeof greyPage1>, rect: Rect): number {
  let dark = 0;
  let all = 0;
  for (let y = Math.ceil(rect.y); y < rect.y + rect.height; y += 1) {
    for (let x = Math.ceil(rect.x); x < rect.x + rect.width; x += 1) {
      all += 1;
      if (image.pixel(x, y) < 128) dark += 1;
    }
  }
  return dark / all;
}

async function pick(page: Page, name: string, amount: number) {
  await page.getByLabel(t('labelSheetsAdmin.search')).fill(name);
  await page.getByLabel(name, { exact: true }).check();
  if (amount !== 1) await page.getByLabel(t('labelSheetsAdmin.amount', { name }), { exact: true }).fill(String(amount));
}

describe('label sheets', () => {
  it('administrator: three products on the compact sheet from label 3 with QR codes; the PDF lines up with the sheet', async () => {
    const page = await session.newPage(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'admin');
    // The menu's media group (the dashboard links the areas too).
    await page
      .getByRole('list', { name: t('mediaAdmin.group.media') })
      .getByRole('link', { name: t('labelSheetsAdmin.area'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('labelSheetsAdmin.title') }).waitFor();
    await page.getByText(t('labelSheetsAdmin.noSelection')).waitFor();

    for (const { name, amount } of CHOSEN) await pick(page, name, amount);
    await page.getByLabel(t('labelSheetsAdmin.search')).fill('');
    await page.getByLabel(t('labelSheetsAdmin.start')).fill(String(START));
    await page.getByLabel(t('labelSheetsAdmin.qr')).check();
    await page.getByLabel(t('labelSheetsAdmin.branch')).selectOption({ label: 'Graz Annenstraße' });
    expect(await page.getByLabel(t('labelSheetsAdmin.format')).inputValue()).toBe('compact');
    await page.getByText(t('labelSheetsAdmin.selectedCount', { count: 4, sheets: 1 })).waitFor();
    // The preview draws the four labels on the first sheet's places 3 to 6.
    expect(await page.getByTestId('label-preview-label').count()).toBe(4);

    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'labels-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('labelSheetsAdmin.download') }).click()]);
    expect(download.suggestedFilename()).toBe('etiketten-compact.pdf');
    const dir = mkdtempSync(join(tmpdir(), 'labels-e2e-'));
    const pdf = join(dir, 'etiketten.pdf');
    await download.saveAs(pdf);

    // Every label's words lie inside the rectangle of its place on the L4778 sheet; nothing else is on the page.
    const words = wordsOfPage1(pdf);
    const places = labelPositions(COMPACT_FORMAT, { count: 4, skip: START - 1 });
    const expected = CHOSEN.flatMap((product) => Array.from({ length: product.amount }, () => product));
    expect(places.map((place) => place.slot)).toEqual([2, 3, 4, 5]);
    for (const [index, place] of places.entries()) {
      const text = words
        .filter((word) => inside(word, place))
        .map((word) => word.text)
        .join(' ')
        .replace(/\u00a0/g, ' ');
      expect(text, `label ${place.slot + 1}`).toContain(expected[index].name);
      expect(text).toContain(expected[index].price);
      if (expected[index].basePrice) expect(text).toContain(expected[index].basePrice);
    }
    expect(words.filter((word) => !places.some((place) => inside(word, place)))).toEqual([]);
    expect(words.some((word) => word.text === 'Allergene:')).toBe(true);

    // The page: A4 at 72 dpi (595.3 × 841.9 pt, rounded up to whole pixels); the two skipped places are blank, every label has its QR code at the right.
    const image = greyPage1(pdf, dir);
    expect([image.width, image.height]).toEqual([596, 842]);
    for (const skipped of labelPositions(COMPACT_FORMAT, { count: 2 })) expect(darkShare(image, skipped)).toBe(0);
    for (const place of places) {
      const qrArea = { x: place.x + place.width - 45, y: place.y + 12, width: 38, height: 36 };
      expect(darkShare(image, qrArea)).toBeGreaterThan(0.3);
      expect(darkShare(image, qrArea)).toBeLessThan(0.7);
    }

    mkdirSync(outputDir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', pdf, join(outputDir, 'labels-sheet-1')]);
    expect(readFileSync(join(outputDir, 'labels-sheet-1.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('employee of Graz at tablet width: empty choice, detail format preview, no axe findings', async () => {
    const page = await session.newPage(TABLET);
    // Employees may read the products, so they print labels too.
    await openBackofficeAs(page, baseUrl, 'team-graz', '/labels');
    await page.getByRole('heading', { level: 1, name: t('labelSheetsAdmin.title') }).waitFor();
    // Nothing chosen: the buttons wait for a choice.
    expect(await page.getByRole('button', { name: t('labelSheetsAdmin.download') }).isDisabled()).toBe(true);
    await page.getByLabel(t('labelSheetsAdmin.format')).selectOption('detail');
    await pick(page, 'Beinschinken', 1);
    await page.getByLabel(t('labelSheetsAdmin.start')).fill('11');
    await page.getByText(t('labelSheetsAdmin.startInvalid', { max: 10 })).waitFor();
    expect(await page.getByRole('button', { name: t('labelSheetsAdmin.download') }).isDisabled()).toBe(true);
    await page.getByLabel(t('labelSheetsAdmin.start')).fill('10');
    expect(await page.getByRole('button', { name: t('labelSheetsAdmin.download') }).isDisabled()).toBe(false);
    expect(await page.getByTestId('label-preview-label').count()).toBe(1);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'labels-tablet');
  });
});
