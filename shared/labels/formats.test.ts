import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPACT_FORMAT,
  DETAIL_FORMAT,
  SHEET_FORMATS,
  SHEET_FORMAT_IDS,
  bottomLeftY,
  clampSkip,
  labelPositions,
  labelsPerSheet,
  mmToPt,
  pageSize,
  sheetCount,
  type Rect,
  type SheetFormat,
} from './formats';

/** Hand-computed: millimetres × 72 / 25.4, to 3 decimals. */
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 3);

function expectRect(actual: Rect, expected: Rect) {
  close(actual.x, expected.x);
  close(actual.y, expected.y);
  close(actual.width, expected.width);
  close(actual.height, expected.height);
}

describe('sheet formats', () => {
  it.each(SHEET_FORMAT_IDS)('%s adds up to the A4 page: margins, labels and gaps are 210 × 297 mm', (id) => {
    const f = SHEET_FORMATS[id];
    expect(f.pageWidthMm).toBe(210);
    expect(f.pageHeightMm).toBe(297);
    expect(2 * f.marginLeftMm + f.columns * f.labelWidthMm + (f.columns - 1) * f.columnGapMm).toBeCloseTo(210, 9);
    expect(2 * f.marginTopMm + f.rows * f.labelHeightMm + (f.rows - 1) * f.rowGapMm).toBeCloseTo(297, 9);
  });

  it('compact is 12 rows × 4 columns of 45.7 × 21.2 mm (48 per sheet), detail 5 × 2 of 99.1 × 57 mm (10)', () => {
    expect([COMPACT_FORMAT.rows, COMPACT_FORMAT.columns, labelsPerSheet(COMPACT_FORMAT)]).toEqual([12, 4, 48]);
    expect([COMPACT_FORMAT.labelWidthMm, COMPACT_FORMAT.labelHeightMm]).toEqual([45.7, 21.2]);
    expect([DETAIL_FORMAT.rows, DETAIL_FORMAT.columns, labelsPerSheet(DETAIL_FORMAT)]).toEqual([5, 2, 10]);
    expect([DETAIL_FORMAT.labelWidthMm, DETAIL_FORMAT.labelHeightMm, DETAIL_FORMAT.marginTopMm, DETAIL_FORMAT.marginLeftMm, DETAIL_FORMAT.columnGapMm]).toEqual(
      [99.1, 57, 6, 4.65, 2.5],
    );
  });

  it('converts millimetres to points: A4 is 595.276 × 841.89 pt', () => {
    close(mmToPt(25.4), 72);
    const size = pageSize(COMPACT_FORMAT);
    close(size.width, 595.276);
    close(size.height, 841.89);
  });
});

describe('labelPositions', () => {
  const compact = labelPositions(COMPACT_FORMAT);
  // Label size on the compact sheet: 45.7 mm = 129.543 pt, 21.2 mm = 60.094 pt.
  const compactSize = { width: 129.543, height: 60.094 };

  it('compact label 1 sits at the margins: 9.7 mm (27.496 pt) from the left, 21.3 mm (60.378 pt) from the top', () => {
    expect(compact[0]).toMatchObject({ page: 0, slot: 0 });
    expectRect(compact[0], { x: 27.496, y: 60.378, ...compactSize });
  });

  it('compact label 4 ends the first row: 9.7 + 3 × 48.3 = 154.6 mm (438.236 pt)', () => {
    expectRect(compact[3], { x: 438.236, y: 60.378, ...compactSize });
  });

  it('compact label 5 starts the second row: 21.3 + 21.2 = 42.5 mm (120.472 pt) from the top', () => {
    expectRect(compact[4], { x: 27.496, y: 120.472, ...compactSize });
  });

  it('compact label 48 is the last: 154.6 mm, 21.3 + 11 × 21.2 = 254.5 mm (721.417 pt)', () => {
    expect(compact).toHaveLength(48);
    expectRect(compact[47], { x: 438.236, y: 721.417, ...compactSize });
  });

  it('detail label 10: 4.65 + 99.1 + 2.5 = 106.25 mm (301.181 pt), 6 + 4 × 57 = 234 mm (663.307 pt)', () => {
    const detail = labelPositions(DETAIL_FORMAT);
    expect(detail).toHaveLength(10);
    expectRect(detail[9], { x: 301.181, y: 663.307, width: 280.913, height: 161.575 });
  });

  it.each([COMPACT_FORMAT, DETAIL_FORMAT])('the grid of $id ends where the page minus its margins ends', (format: SheetFormat) => {
    const all = labelPositions(format);
    const page = pageSize(format);
    close(Math.min(...all.map((label) => label.x)), mmToPt(format.marginLeftMm));
    close(Math.min(...all.map((label) => label.y)), mmToPt(format.marginTopMm));
    close(Math.max(...all.map((label) => label.x + label.width)), page.width - mmToPt(format.marginLeftMm));
    close(Math.max(...all.map((label) => label.y + label.height)), page.height - mmToPt(format.marginTopMm));
  });

  it('skips the used places of a half-used sheet and continues on the next sheet from its first place', () => {
    const run = labelPositions(DETAIL_FORMAT, { count: 5, skip: 7 });
    expect(run.map(({ page, slot }) => [page, slot])).toEqual([
      [0, 7],
      [0, 8],
      [0, 9],
      [1, 0],
      [1, 1],
    ]);
    expectRect(run[3], labelPositions(DETAIL_FORMAT)[0]);
    expect(sheetCount(DETAIL_FORMAT, 5, 7)).toBe(2);
    expect(sheetCount(DETAIL_FORMAT, 3, 7)).toBe(1);
    expect(sheetCount(DETAIL_FORMAT, 0, 7)).toBe(0);
  });

  it('without a count fills the rest of the first sheet; skip is clamped to the sheet', () => {
    expect(labelPositions(COMPACT_FORMAT, { skip: 40 })).toHaveLength(8);
    expect(clampSkip(COMPACT_FORMAT, -3)).toBe(0);
    expect(clampSkip(COMPACT_FORMAT, 48)).toBe(47);
    expect(clampSkip(COMPACT_FORMAT, 2.7)).toBe(2);
    expect(clampSkip(COMPACT_FORMAT, Number.NaN)).toBe(0);
    expect(labelPositions(COMPACT_FORMAT, { count: -1 })).toEqual([]);
  });

  it('gives the lower edge in PDF user space (origin bottom-left): label 48 ends 21.3 mm above the bottom', () => {
    close(bottomLeftY(COMPACT_FORMAT, compact[47]), 60.378);
    close(bottomLeftY(COMPACT_FORMAT, compact[0]), 721.417); // 297 − 21.3 − 21.2 = 254.5 mm
  });
});

describe('labelPositions properties', () => {
  const run = fc.record({
    format: fc.constantFrom(COMPACT_FORMAT, DETAIL_FORMAT),
    count: fc.integer({ min: 0, max: 200 }),
    skip: fc.integer({ min: 0, max: 60 }),
  });
  const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - 1e-9 && b.x < a.x + a.width - 1e-9 && a.y < b.y + b.height - 1e-9 && b.y < a.y + a.height - 1e-9;

  it('labels on one page never overlap', () => {
    fc.assert(
      fc.property(run, ({ format, count, skip }) => {
        const labels = labelPositions(format, { count, skip });
        for (let i = 0; i < labels.length; i += 1) {
          for (let j = i + 1; j < labels.length; j += 1) {
            if (labels[i].page === labels[j].page) expect(overlaps(labels[i], labels[j])).toBe(false);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every label lies inside its page', () => {
    fc.assert(
      fc.property(run, ({ format, count, skip }) => {
        const page = pageSize(format);
        for (const label of labelPositions(format, { count, skip })) {
          expect(label.x).toBeGreaterThanOrEqual(0);
          expect(label.y).toBeGreaterThanOrEqual(0);
          expect(label.x + label.width).toBeLessThanOrEqual(page.width + 1e-9);
          expect(label.y + label.height).toBeLessThanOrEqual(page.height + 1e-9);
        }
      }),
    );
  });

  it('places exactly count labels, at most one sheet per page, the first page after the skipped places', () => {
    fc.assert(
      fc.property(run, ({ format, count, skip }) => {
        const labels = labelPositions(format, { count, skip });
        const perSheet = labelsPerSheet(format);
        const used = clampSkip(format, skip);
        expect(labels).toHaveLength(count);
        const pages = sheetCount(format, count, skip);
        for (let page = 0; page < pages; page += 1) {
          const onPage = labels.filter((label) => label.page === page).length;
          expect(onPage).toBeLessThanOrEqual(perSheet);
          if (page === 0) expect(onPage).toBe(Math.min(count, perSheet - used));
        }
        expect(labels.every((label) => label.page < pages)).toBe(true);
        expect(new Set(labels.map((label) => `${label.page}/${label.slot}`)).size).toBe(count);
      }),
    );
  });
});
