import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, wrapText, type MeasureText } from './fit';

/** Every character half as wide as the font size. */
const measure: MeasureText = (text, size) => Array.from(text).length * size * 0.5;

describe('fitText', () => {
  it('keeps the largest size at which the text fits', () => {
    expect(fitText('Extrawurst', 60, measure, { maxSize: 12, minSize: 6 })).toEqual({ text: 'Extrawurst', fontSize: 12 });
    // 10 characters × 0.5 × size ≤ 40 → size 8.
    expect(fitText('Extrawurst', 40, measure, { maxSize: 12, minSize: 6 })).toEqual({ text: 'Extrawurst', fontSize: 8 });
    expect(fitText('Extrawurst', 44, measure, { maxSize: 12, minSize: 6, step: 1 })).toEqual({ text: 'Extrawurst', fontSize: 8 });
  });

  it('cuts with an ellipsis at the smallest size, without a space before it', () => {
    // 24 / (6 × 0.5) = 8 characters: 7 and '…'.
    expect(fitText('Beiried Dry Aged', 24, measure, { maxSize: 12, minSize: 6 })).toEqual({ text: `Beiried${ELLIPSIS}`, fontSize: 6 });
    expect(fitText('Beiried Dry Aged', 27, measure, { maxSize: 12, minSize: 6 })).toEqual({ text: `Beiried${ELLIPSIS}`, fontSize: 6 });
  });

  it('gives only the ellipsis when not even one character fits', () => {
    expect(fitText('Wurst', 1, measure, { maxSize: 12, minSize: 6 })).toEqual({ text: ELLIPSIS, fontSize: 6 });
  });
});

describe('wrapText', () => {
  // At size 10 a character is 5 wide: 60 holds 12 characters.
  it('breaks at spaces into at most the given lines', () => {
    expect(wrapText('Beiried Dry Aged', 60, measure, 10, 2)).toEqual(['Beiried Dry', 'Aged']);
    expect(wrapText('Extrawurst', 60, measure, 10, 2)).toEqual(['Extrawurst']);
    expect(wrapText('  ', 60, measure, 10, 2)).toEqual([]);
  });

  it('cuts what does not fit on the last line with an ellipsis', () => {
    expect(wrapText('Beiried Dry Aged (28 Tage) vom Almochsen', 60, measure, 10, 2)).toEqual(['Beiried Dry', `Aged (28 Ta${ELLIPSIS}`]);
    expect(wrapText('Beiried Dry Aged', 60, measure, 10, 1)).toEqual([`Beiried Dry${ELLIPSIS}`]);
  });

  it('leaves a word wider than a line to the last line, cut', () => {
    expect(wrapText('Rindsuppenfleischknochen mit Mark', 60, measure, 10, 2)).toEqual([`Rindsuppenf${ELLIPSIS}`]);
  });
});
