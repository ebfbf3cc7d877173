/**
 * Fitting a text layer's text into its box without a browser: the same result in the back
 * office's preview, on a TV and on a server, because no font metrics are read.
 *
 * Decision: widths are estimated from a table of character classes (in em) times the family's
 * width factor (./fonts.ts), slightly generous so a real font rarely runs wider than estimated.
 * The text wraps at blanks into at most `maxLines` lines; when it does not fit the width or the
 * box's height, the font size shrinks in steps of 5 % down to MIN_FONT_SCALE of the set size;
 * what still does not fit is cut at the last line with "…".
 */
import type { TemplateFontFamily } from './fonts';

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;
/** The smallest size a text shrinks to, relative to its set size. */
export const MIN_FONT_SCALE = 0.3;
const ELLIPSIS = '…';

const NARROW = new Set("iljI.,:;'|!`´()[]{} ");
const SEMI_NARROW = new Set('ftrJ-/"*');
const WIDE = new Set('mwMWÆŒæœ@%');

/** Estimated advance of one character in em of an average sans serif. */
function characterWidth(character: string): number {
  if (NARROW.has(character)) return 0.3;
  if (SEMI_NARROW.has(character)) return 0.4;
  if (WIDE.has(character)) return 0.9;
  if (/\p{Lu}/u.test(character)) return 0.68;
  if (/\p{N}/u.test(character)) return 0.58;
  if (character === '€') return 0.62;
  return 0.56;
}

/** Estimated width of `text` in px. */
export function estimateTextWidth(text: string, fontSize: number, family: TemplateFontFamily, fontWeight = 400): number {
  let ems = 0;
  for (const character of text) ems += characterWidth(character);
  const weightFactor = 1 + Math.max(0, fontWeight - 400) / 5000;
  return ems * fontSize * family.widthFactor * weightFactor;
}

export interface TextBox {
  width: number;
  height: number;
  fontSize: number;
  fontWeight: number;
  maxLines: number;
  family: TemplateFontFamily;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** Words into lines no wider than `width` (a longer word stays alone on its line); paragraphs at \n. */
function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The longest start of `line` that fits `width` with "…" after it. */
function cut(line: string, width: number, measure: (text: string) => number): string {
  const characters = Array.from(line);
  while (characters.length > 0 && measure(characters.join('') + ELLIPSIS) > width) characters.pop();
  return characters.join('').trimEnd() + ELLIPSIS;
}

/** The lines and font size that fit the box (see the module's comment). */
export function fitText(text: string, box: TextBox): FittedText {
  const trimmed = text.trim();
  // A draft being typed may hold no number yet: nothing is drawn rather than loop on NaN.
  if (!trimmed || !(box.fontSize > 0) || !Number.isFinite(box.fontSize)) return { lines: [], fontSize: box.fontSize };
  box = {
    ...box,
    width: Number.isFinite(box.width) ? Math.max(0, box.width) : 0,
    height: Number.isFinite(box.height) ? box.height : 0,
    maxLines: Number.isFinite(box.maxLines) ? Math.max(1, Math.floor(box.maxLines)) : 1,
    fontWeight: Number.isFinite(box.fontWeight) ? box.fontWeight : 400,
  };
  const minSize = Math.max(1, box.fontSize * MIN_FONT_SCALE);
  let fontSize = box.fontSize;
  for (;;) {
    const size = fontSize;
    const measure = (part: string) => estimateTextWidth(part, size, box.family, box.fontWeight);
    const lines = wrap(trimmed, box.width, measure);
    const fitsWidth = lines.every((line) => measure(line) <= box.width);
    const fitsHeight = box.height <= 0 || lines.length * size * LINE_HEIGHT <= box.height + 0.5;
    if (lines.length <= box.maxLines && fitsWidth && fitsHeight) return { lines, fontSize: size };
    if (size <= minSize) {
      const heightLines = box.height > 0 ? Math.max(1, Math.floor((box.height + 0.5) / (size * LINE_HEIGHT))) : box.maxLines;
      const kept = lines.slice(0, Math.min(box.maxLines, heightLines));
      const overflows = kept.length < lines.length;
      const fitted = kept.map((line, index) => (measure(line) > box.width || (overflows && index === kept.length - 1) ? cut(line, box.width, measure) : line));
      return { lines: fitted, fontSize: size };
    }
    fontSize = Math.max(minSize, Math.floor(size * 0.95 * 100) / 100);
  }
}
