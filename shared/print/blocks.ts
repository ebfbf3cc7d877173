/**
 * A printed document as a list of blocks, independent of the printer language: the receipt
 * layout (./receipt.ts) produces them, the StarPRNT encoder (./starprnt.ts) and the plain-text
 * renderer below turn them into what a printer fetches.
 *
 * Paper: 80 mm thermal paper, 576 dots per line; Font A (12 × 24 dots) gives 48 columns, large
 * text (double width and height) 24. A text block is one printed line; a longer one wraps at the
 * paper's edge, as the printer itself would wrap it.
 */
import { printable } from './cp1252';

export const PAPER_COLUMNS = 48;
export const LARGE_COLUMNS = PAPER_COLUMNS / 2;

export type Align = 'left' | 'center' | 'right';

export type PrintBlock = { kind: 'text'; text: string; align?: Align; bold?: boolean; large?: boolean } | { kind: 'rule' } | { kind: 'qr'; data: string };

export const textBlock = (value: string, style: { align?: Align; bold?: boolean; large?: boolean } = {}): PrintBlock => ({
  kind: 'text',
  text: value,
  ...style,
});

export const RULE: PrintBlock = { kind: 'rule' };

/** Splits printed text into the lines the printer produces at `width` columns. */
export function wrapAtEdge(value: string, width: number): string[] {
  if (value.length <= width) return [value];
  const lines: string[] = [];
  for (let start = 0; start < value.length; start += width) lines.push(value.slice(start, start + width));
  return lines;
}

/**
 * One printed line as it looks in `PAPER_COLUMNS` columns of plain text. Large characters take
 * two columns on paper; their offset is counted in large columns and doubled, the characters
 * themselves are written once.
 */
export function placeLine(line: string, align: Align, large: boolean): string {
  const width = large ? LARGE_COLUMNS : PAPER_COLUMNS;
  const free = Math.max(0, width - line.length);
  const offset = align === 'center' ? Math.floor(free / 2) : align === 'right' ? free : 0;
  return ' '.repeat(large ? offset * 2 : offset) + line;
}

/** The lines of the plain-text document: what a printer without StarPRNT support prints. */
export function renderText(blocks: readonly PrintBlock[]): string {
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'rule') lines.push('-'.repeat(PAPER_COLUMNS));
    else if (block.kind === 'qr') for (const line of wrapAtEdge(printable(block.data), PAPER_COLUMNS)) lines.push(placeLine(line, 'center', false));
    else {
      const large = block.large === true;
      for (const line of wrapAtEdge(printable(block.text), large ? LARGE_COLUMNS : PAPER_COLUMNS)) lines.push(placeLine(line, block.align ?? 'left', large));
    }
  }
  return lines.join('\n');
}

/**
 * Word wrap for the layout: lines of at most `width` columns, the first starting with `first`
 * and the following with `rest` (an indent). Words longer than a line are cut.
 */
export function wrapWords(value: string, width: number, first = '', rest = first): string[] {
  const words = value.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = first;
  let lineHasWord = false;
  for (let word of words) {
    while (word !== '') {
      const room = width - line.length - (lineHasWord ? 1 : 0);
      if (word.length <= room) {
        line += (lineHasWord ? ' ' : '') + word;
        lineHasWord = true;
        word = '';
      } else if (lineHasWord) {
        lines.push(line);
        line = rest;
        lineHasWord = false;
      } else {
        const cut = Math.max(1, room);
        line += word.slice(0, cut);
        word = word.slice(cut);
        lines.push(line);
        line = rest;
      }
    }
  }
  // A word's last piece always lands on `line`: it holds the last words (only `first` when there are none).
  lines.push(line);
  return lines;
}

/**
 * `left` and `right` on one line of `width` columns, `right` flush right; when both do not fit,
 * `left` wraps and `right` stands at the end of its last line (or on a line of its own).
 */
export function leftRight(left: string, right: string, width = PAPER_COLUMNS, indent = ''): string[] {
  const lines = wrapWords(left, width, '', indent);
  const last = lines[lines.length - 1]!;
  if (last.length + 1 + right.length <= width) {
    lines[lines.length - 1] = last + ' '.repeat(width - last.length - right.length) + right;
  } else {
    lines.push(' '.repeat(Math.max(0, width - right.length)) + right);
  }
  return lines;
}

/** Cells right-aligned in columns of the given widths (the first left-aligned). */
export function tableRow(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('');
}
