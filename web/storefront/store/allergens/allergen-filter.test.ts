import { describe, expect, it } from 'vitest';
// The pages that use these texts load them (web/common/i18n.ts).
import '../../order-texts';
import { ALLERGEN_FILTER_KEY, allergenName, allergenNamesOr, readAllergenFilter, writeAllergenFilter } from './allergen-filter';

/** A Storage stand-in over a Map; `broken` throws like a browser with storage blocked. */
function memoryStorage(entries: Record<string, string> = {}, broken = false) {
  const values = new Map(Object.entries(entries));
  const guard = () => {
    if (broken) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    values,
    getItem: (key: string) => (guard(), values.get(key) ?? null),
    setItem: (key: string, value: string) => void (guard(), values.set(key, value)),
    removeItem: (key: string) => void (guard(), values.delete(key)),
  };
}

describe('readAllergenFilter', () => {
  it.each([
    ['["G","M"]', ['G', 'M']],
    ['["M","G","M"]', ['G', 'M']],
    ['["G","X",7]', ['G']],
    ['[]', []],
    ['"G"', []],
    ['{"G":true}', []],
    ['not json', []],
  ])('%s → %j', (stored, expected) => {
    expect(readAllergenFilter(memoryStorage({ [ALLERGEN_FILTER_KEY]: stored }))).toEqual(expected);
  });

  it('is empty without a stored choice, without storage and with storage blocked', () => {
    expect(readAllergenFilter(memoryStorage())).toEqual([]);
    expect(readAllergenFilter(null)).toEqual([]);
    expect(readAllergenFilter(memoryStorage({ [ALLERGEN_FILTER_KEY]: '["G"]' }, true))).toEqual([]);
  });
});

describe('writeAllergenFilter', () => {
  it('stores the codes under theke.allergenFilter and removes the key for no choice', () => {
    const storage = memoryStorage();
    writeAllergenFilter(storage, ['A', 'G']);
    expect(storage.values.get('theke.allergenFilter')).toBe('["A","G"]');
    expect(readAllergenFilter(storage)).toEqual(['A', 'G']);
    writeAllergenFilter(storage, []);
    expect(storage.values.has('theke.allergenFilter')).toBe(false);
  });

  it('does not throw when storage is blocked', () => {
    expect(() => writeAllergenFilter(memoryStorage({}, true), ['G'])).not.toThrow();
    expect(() => writeAllergenFilter(null, ['G'])).not.toThrow();
  });
});

describe('allergen names', () => {
  it('names an allergen as menus do', () => {
    expect(allergenName('A')).toBe('Gluten');
    expect(allergenName('G')).toBe('Milch');
    expect(allergenName('O')).toBe('Sulfite');
    // With a soft hyphen: the word may break in a narrow column.
    expect(allergenName('H')).toBe('Schalen\u00ADfrüchte');
  });

  it('joins a choice with "oder"', () => {
    expect(allergenNamesOr(['G'])).toBe('Milch');
    expect(allergenNamesOr(['G', 'M'])).toBe('Milch oder Senf');
    expect(allergenNamesOr(['A', 'G', 'M'])).toBe('Gluten, Milch oder Senf');
  });
});
