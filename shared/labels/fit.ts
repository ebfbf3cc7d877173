/**
 * Fitting a line of text into a label's width: the largest font size from `maxSize` down to
 * `minSize` (in `step`s) at which it fits; if it does not fit even at `minSize`, it is cut at a
 * character and ends in '…'. The width of a text at a size comes from the caller (the PDF
 * library's font metrics), so the rule is the same for the PDF and the preview and testable here.
 */

export type MeasureText = (text: string, fontSize: number) => number;

export interface FitOptions {
  maxSize: number;
  minSize: number;
  step?: number;
}

export interface FittedText {
  text: string;
  fontSize: number;
}

export const ELLIPSIS = '…';

export function fitText(text: string, maxWidth: number, measure: MeasureText, { maxSize, minSize, step = 0.5 }: FitOptions): FittedText {
  for (let size = maxSize; size >= minSize; size -= step) {
    if (measure(text, size) <= maxWidth) return { text, fontSize: size };
  }
  const characters = Array.from(text);
  for (let length = characters.length - 1; length > 0; length -= 1) {
    const cut = `${characters.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
    if (measure(cut, minSize) <= maxWidth) return { text: cut, fontSize: minSize };
  }
  return { text: ELLIPSIS, fontSize: minSize };
}

/**
 * A text broken at spaces into at most `maxLines` lines of `maxWidth` at `fontSize`; what does not
 * fit on the last line is cut with '…' (fitText at that one size), and so is a word wider than a
 * line.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText, fontSize: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text.split(/\s+/).filter(Boolean);
  while (rest.length > 0 && lines.length < maxLines - 1) {
    let count = 1;
    while (count < rest.length && measure(rest.slice(0, count + 1).join(' '), fontSize) <= maxWidth) count += 1;
    const line = rest.slice(0, count).join(' ');
    // A single word wider than the line: the last line cuts it.
    if (measure(line, fontSize) > maxWidth) break;
    lines.push(line);
    rest = rest.slice(count);
  }
  if (rest.length > 0) lines.push(fitText(rest.join(' '), maxWidth, measure, { maxSize: fontSize, minSize: fontSize }).text);
  return lines;
}
