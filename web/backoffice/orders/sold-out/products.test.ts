import { describe, expect, it } from 'vitest';
import { branchMenuProducts, matchingProducts, type NamedProduct } from './products';

const named = (id: string, name: string): [string, NamedProduct] => [id, { id, name }];
const catalogue = new Map([
  named('p1', 'Käsekrainer'),
  named('p2', 'Ćevapčići'),
  named('p3', 'Kantwurst'),
  named('p4', 'Extrawurst'),
  named('p5', 'Bosna'),
  named('p6', 'Grillwürstel 10 Stück'),
  named('p7', 'Grillwürstel 6 Stück'),
]);

describe('branchMenuProducts', () => {
  it("takes every menu of the branch, each product once, by German name; others' menus and unknown ids are left out", () => {
    const menus = [
      { branches: [{ id: 'graz' }], catalog: [{ products: ['p3', 'p1'] }, { products: ['p2', 'p1', 'gone'] }] },
      { branches: [{ id: 'graz' }, { id: 'weiz' }], catalog: [{ products: ['p6', 'p7'] }, { products: null }] },
      { branches: [{ id: 'weiz' }], catalog: [{ products: ['p4'] }] },
      { catalog: [{ products: ['p5'] }] },
    ];
    expect(branchMenuProducts(menus, 'graz', catalogue).map((product) => product.name)).toEqual([
      'Ćevapčići',
      'Grillwürstel 6 Stück',
      'Grillwürstel 10 Stück',
      'Kantwurst',
      'Käsekrainer',
    ]);
    expect(branchMenuProducts(menus, 'leibnitz', catalogue)).toEqual([]);
  });
});

describe('matchingProducts', () => {
  const all = [...catalogue.values()];

  it('finds names holding every word, without regard to case and accents', () => {
    expect(matchingProducts(all, 'kase').map((product) => product.id)).toEqual(['p1']);
    expect(matchingProducts(all, 'CEVAP').map((product) => product.id)).toEqual(['p2']);
    // "Grillwürstel" holds "wurst" once the umlaut is folded.
    expect(matchingProducts(all, 'wurst').map((product) => product.id)).toEqual(['p3', 'p4', 'p6', 'p7']);
    expect(matchingProducts(all, ' grill  6 ').map((product) => product.id)).toEqual(['p7']);
    expect(matchingProducts(all, 'leberkäse')).toEqual([]);
  });

  it('an empty term keeps every product', () => {
    expect(matchingProducts(all, '  ')).toEqual(all);
  });
});
