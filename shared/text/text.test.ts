import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledText, hasText } from './text';

describe('hasText / filledText', () => {
  it.each([
    ['Graz', true, 'Graz'],
    ['  Graz \n', true, 'Graz'],
    ['', false, undefined],
    [' \t\n', false, undefined],
    [undefined, false, undefined],
    [null, false, undefined],
    [42, false, undefined],
    [['Graz'], false, undefined],
  ])('%j → %s, %j', (value, has, filled) => {
    expect(hasText(value)).toBe(has);
    expect(filledText(value)).toBe(filled);
  });

  it('filledText is the trimmed value exactly when hasText holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(filledText(value)).toBe(value.trim() === '' ? undefined : value.trim());
        expect(hasText(value)).toBe(filledText(value) !== undefined);
      }),
    );
  });
});
