import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, type MeasureText } from './fit';

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
