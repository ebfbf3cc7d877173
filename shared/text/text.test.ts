import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledText, hasText, slug } from './text';

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

describe('slug', () => {
  it('writes umlauts and ß out and joins words with one hyphen', () => {
    expect(slug('Sabine Höller')).toBe('sabine-hoeller');
    expect(slug('Grüße aus Großwilfersdorf')).toBe('gruesse-aus-grosswilfersdorf');
    expect(slug('  Käse & Wurst, 1 kg!  ')).toBe('kaese-wurst-1-kg');
    expect(slug('')).toBe('');
  });

  it('gives only lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = slug(text);
        expect(result).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slug(result)).toBe(result);
      }),
    );
  });
});
