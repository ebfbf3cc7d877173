import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../schemas/catalogue';
import { ALLERGEN_CODES, containsAny, formatAllergenCodes, isAllergenCode, normaliseAllergens, withoutAllergens } from './allergens';

describe('ALLERGEN_CODES', () => {
  it('are the 14 letters of the Austrian menus, without I, J, K and Q', () => {
    expect(ALLERGEN_CODES.join('')).toBe('ABCDEFGHLMNOPR');
  });

  it.each([
    ['G', true],
    ['R', true],
    ['I', false],
    ['g', false],
    ['AG', false],
    ['', false],
    [7, false],
    [null, false],
  ])('isAllergenCode(%j) → %s', (value, expected) => {
    expect(isAllergenCode(value)).toBe(expected);
  });
});

describe('normaliseAllergens / formatAllergenCodes', () => {
  it.each([
    [['G', 'A', 'M'], ['A', 'G', 'M'], 'A, G, M'],
    [['C', 'C', 'A', 'C'], ['A', 'C'], 'A, C'],
    [['R', 'L', 'O'], ['L', 'O', 'R'], 'L, O, R'],
    [['A', 'x', 'K', ' G', 3, null], ['A'], 'A'],
    [[], [], ''],
    ['A, G', [], ''],
    [undefined, [], ''],
  ])('%j → %j ("%s")', (input, codes, text) => {
    expect(normaliseAllergens(input)).toEqual(codes);
    expect(formatAllergenCodes(input as string[])).toBe(text);
  });
});

describe('containsAny', () => {
  it.each([
    [['A', 'G', 'M'], ['G'], true],
    [['A', 'G', 'M'], ['C', 'M'], true],
    [['A', 'C'], ['G'], false],
    [[], ['G'], false],
    [undefined, ['G'], false],
    [null, ['A'], false],
    [['A', 'G'], [], false],
  ])('%j with %j hidden → %s', (product, hidden, expected) => {
    expect(containsAny(product, hidden)).toBe(expected);
  });
});

describe('withoutAllergens', () => {
  type Product = { id: string; allergenCodes?: string[] };
  const semmel: Product = { id: 'semmel', allergenCodes: ['A', 'G', 'M'] };
  const liptauer: Product = { id: 'liptauer', allergenCodes: ['G'] };
  const bosna: Product = { id: 'bosna', allergenCodes: ['A', 'M'] };
  const schnitzel: Product = { id: 'schnitzel', allergenCodes: [] };
  const stelze: Product = { id: 'stelze' };
  const groups = [
    { category: 'Heiße Theke', available: true, products: [semmel, bosna, stelze].map((product) => ({ product, available: true })) },
    { category: 'Feinkost', available: false, products: [{ product: liptauer, available: false }] },
    { category: 'Frischfleisch', available: true, products: [{ product: schnitzel, available: true }] },
  ];
  const ids = (filtered: { groups: typeof groups }) => filtered.groups.map((group) => [group.category, group.products.map(({ product }) => product.id)]);

  it('hides the products with a chosen allergen and drops the category it empties', () => {
    const filtered = withoutAllergens(groups, ['G']);
    expect(ids(filtered)).toEqual([
      ['Heiße Theke', ['bosna', 'stelze']],
      ['Frischfleisch', ['schnitzel']],
    ]);
    expect(filtered.hiddenCount).toBe(2);
  });

  it('hides a product containing any of several chosen allergens', () => {
    const filtered = withoutAllergens(groups, ['M', 'C']);
    expect(ids(filtered)).toEqual([
      ['Heiße Theke', ['stelze']],
      ['Feinkost', ['liptauer']],
      ['Frischfleisch', ['schnitzel']],
    ]);
    expect(filtered.hiddenCount).toBe(2);
    // The group's own fields are kept.
    expect(filtered.groups[1]).toEqual({ category: 'Feinkost', available: false, products: [{ product: liptauer, available: false }] });
  });

  it('keeps everything without a filter', () => {
    const filtered = withoutAllergens(groups, []);
    expect(filtered.groups).toEqual(groups);
    expect(filtered.hiddenCount).toBe(0);
  });

  const codes = fc.uniqueArray(fc.constantFrom(...ALLERGEN_CODES), { maxLength: 14 });
  const arbitraryGroups = fc.array(
    fc.record({ products: fc.array(fc.record({ product: fc.record({ id: fc.uuid(), allergenCodes: codes }) }), { minLength: 1, maxLength: 6 }) }),
    { maxLength: 6 },
  );

  it('never shows a product containing a hidden allergen and never hides one without', () => {
    fc.assert(
      fc.property(arbitraryGroups, codes, (input, hidden) => {
        const filtered = withoutAllergens(input, hidden);
        const shown = filtered.groups.flatMap((group) => group.products.map(({ product }) => product));
        const all = input.flatMap((group) => group.products.map(({ product }) => product));
        for (const product of shown) expect(product.allergenCodes.some((code) => hidden.includes(code))).toBe(false);
        const expectedShown = all.filter((product) => !product.allergenCodes.some((code) => hidden.includes(code)));
        expect(shown).toEqual(expectedShown);
        expect(filtered.hiddenCount).toBe(all.length - expectedShown.length);
        expect(filtered.groups.every((group) => group.products.length > 0)).toBe(true);
      }),
    );
  });
});

describe("the product schema's allergenCodes", () => {
  const stored = {
    id: '01J0000000000000000000000A',
    entityType: 'Product',
    version: 3,
    createdAt: '2024-03-01T08:00:00.000Z',
    updatedAt: '2024-03-01T08:00:00.000Z',
    name: 'Liptauer',
    price: 4.2,
    allergens: 'Kann Spuren von Senf enthalten.',
  };

  it('reads a product stored before the codes existed as declaring none, keeping its note', () => {
    const product = productSchema.parse(stored);
    expect(product.allergenCodes).toEqual([]);
    expect(product.allergens).toBe('Kann Spuren von Senf enthalten.');
  });

  it('stores the codes as a set in list order', () => {
    expect(productSchema.parse({ ...stored, allergenCodes: ['G', 'A', 'G'] }).allergenCodes).toEqual(['A', 'G']);
  });

  it.each([[['I']], [['g']], ['G'], [[...ALLERGEN_CODES, 'A']]])('refuses %j', (allergenCodes) => {
    expect(productSchema.safeParse({ ...stored, allergenCodes }).success).toBe(false);
  });
});
