/**
 * Label sheets (backoffice.md §9 "Label sheet layouts: compact 12 rows by 4 columns; detail 5 rows
 * by 2 columns"): the two A4 sheet products the shop prints on, measured in millimetres, and where
 * each label of a print run lies on its page, in PDF points.
 *
 * Coordinates: points (1 mm = 72/25.4 pt), origin at the TOP-left corner of the page, y growing
 * downwards, as jsPDF draws, SVG previews and `pdftotext -bbox` report. `bottomLeftY` turns a
 * label's y into the PDF user space (origin bottom-left) where that is wanted.
 *
 * Decisions:
 * - Every format adds up exactly to the A4 page: 2 × side margin + columns × width +
 *   (columns − 1) × column gap = 210 mm, and the same with rows for 297 mm (the tests check it).
 * - A print run can start at label N of its first sheet (shops reuse half-used sheets); the
 *   skipped places stay empty, and further labels continue on new sheets from their first place.
 */

export type SheetFormatId = 'compact' | 'detail';
export const SHEET_FORMAT_IDS: readonly SheetFormatId[] = ['compact', 'detail'];

export interface SheetFormat {
  id: SheetFormatId;
  /** The sheet product the measurements are taken from. */
  product: string;
  pageWidthMm: number;
  pageHeightMm: number;
  labelWidthMm: number;
  labelHeightMm: number;
  columns: number;
  rows: number;
  /** Distance from the page's top edge to the first row (the same at the bottom). */
  marginTopMm: number;
  /** Distance from the page's left edge to the first column (the same on the right). */
  marginLeftMm: number;
  columnGapMm: number;
  rowGapMm: number;
}

export const A4 = { widthMm: 210, heightMm: 297 } as const;

/**
 * Compact, 12 rows × 4 columns: Avery Zweckform L4778 (and its equivalents: 48 labels of
 * 45.7 × 21.2 mm per A4 sheet). Published: side margin 9.7 mm, column pitch 48.3 mm (gap 2.6 mm),
 * rows without gaps, top margin about 21.3–21.4 mm. We use 21.3 mm so the rows fill the page
 * exactly: 2 × 21.3 + 12 × 21.2 = 297; 2 × 9.7 + 4 × 45.7 + 3 × 2.6 = 210.
 */
export const COMPACT_FORMAT: SheetFormat = {
  id: 'compact',
  product: 'Avery Zweckform L4778 (45,7 × 21,2 mm, 48 pro Blatt)',
  pageWidthMm: A4.widthMm,
  pageHeightMm: A4.heightMm,
  labelWidthMm: 45.7,
  labelHeightMm: 21.2,
  columns: 4,
  rows: 12,
  marginTopMm: 21.3,
  marginLeftMm: 9.7,
  columnGapMm: 2.6,
  rowGapMm: 0,
};

/**
 * Detail, 5 rows × 2 columns: Avery Zweckform L7173 (10 labels of 99.1 × 57 mm per A4 sheet).
 * Published: top and bottom margin 6 mm, side margin 4.65 mm, column gap 2.5 mm, rows without
 * gaps: 2 × 6 + 5 × 57 = 297; 2 × 4.65 + 2 × 99.1 + 2.5 = 210.
 */
export const DETAIL_FORMAT: SheetFormat = {
  id: 'detail',
  product: 'Avery Zweckform L7173 (99,1 × 57 mm, 10 pro Blatt)',
  pageWidthMm: A4.widthMm,
  pageHeightMm: A4.heightMm,
  labelWidthMm: 99.1,
  labelHeightMm: 57,
  columns: 2,
  rows: 5,
  marginTopMm: 6,
  marginLeftMm: 4.65,
  columnGapMm: 2.5,
  rowGapMm: 0,
};

export const SHEET_FORMATS: Readonly<Record<SheetFormatId, SheetFormat>> = { compact: COMPACT_FORMAT, detail: DETAIL_FORMAT };

/** PDF points per millimetre: a point is 1/72 inch, an inch 25.4 mm. */
export const POINTS_PER_MM = 72 / 25.4;

export function mmToPt(mm: number): number {
  return mm * POINTS_PER_MM;
}

export function labelsPerSheet(format: SheetFormat): number {
  return format.columns * format.rows;
}

/** A rectangle in points, origin top-left of the page. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One label of a print run: its page (0-based), its place on that sheet (0-based, reading order) and its rectangle. */
export interface LabelPlacement extends Rect {
  page: number;
  slot: number;
}

/** The page size of a format in points. */
export function pageSize(format: SheetFormat): { width: number; height: number } {
  return { width: mmToPt(format.pageWidthMm), height: mmToPt(format.pageHeightMm) };
}

/** The rectangle of place `slot` (0-based, row by row from the top left) on a sheet. */
export function slotRect(format: SheetFormat, slot: number): Rect {
  const column = slot % format.columns;
  const row = Math.floor(slot / format.columns);
  return {
    x: mmToPt(format.marginLeftMm + column * (format.labelWidthMm + format.columnGapMm)),
    y: mmToPt(format.marginTopMm + row * (format.labelHeightMm + format.rowGapMm)),
    width: mmToPt(format.labelWidthMm),
    height: mmToPt(format.labelHeightMm),
  };
}

export interface PlacementOptions {
  /** How many labels to place; default one full sheet. */
  count?: number;
  /** Places already used on the first sheet (start at label skip + 1); clamped to 0 … one sheet − 1. */
  skip?: number;
}

/** The first label's number on a sheet as the screen asks for it (1-based) turned into places to skip. */
export function clampSkip(format: SheetFormat, skip: number): number {
  if (!Number.isFinite(skip)) return 0;
  return Math.min(Math.max(Math.floor(skip), 0), labelsPerSheet(format) - 1);
}

/**
 * Where the labels of a print run go, in reading order: the first `skip` places of the first sheet
 * stay empty, then row by row, left to right, onto as many sheets as needed.
 */
export function labelPositions(format: SheetFormat, options: PlacementOptions = {}): LabelPlacement[] {
  const perSheet = labelsPerSheet(format);
  const skip = clampSkip(format, options.skip ?? 0);
  const count = Math.max(0, Math.floor(options.count ?? perSheet - skip));
  const placements: LabelPlacement[] = [];
  for (let index = 0; index < count; index += 1) {
    const place = skip + index;
    const slot = place % perSheet;
    placements.push({ page: Math.floor(place / perSheet), slot, ...slotRect(format, slot) });
  }
  return placements;
}

/** How many sheets a print run of `count` labels starting after `skip` used places needs. */
export function sheetCount(format: SheetFormat, count: number, skip = 0): number {
  if (count <= 0) return 0;
  return Math.ceil((clampSkip(format, skip) + count) / labelsPerSheet(format));
}

/** A rectangle's lower edge measured from the page's bottom edge (PDF user space, origin bottom-left). */
export function bottomLeftY(format: SheetFormat, rect: Rect): number {
  return pageSize(format).height - rect.y - rect.height;
}
