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
