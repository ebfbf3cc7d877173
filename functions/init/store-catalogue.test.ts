import { describe, expect, it } from 'vitest';
import { storeCatalogue } from './index';

describe("the store page's catalogue of one branch", () => {
  const menus = [
    { id: 'm1', branches: [{ id: 'b1' }], catalog: [{ id: 'c1', products: ['p1', 'p2'] }] },
    { id: 'm2', branches: [{ id: 'b2' }, { id: 'b1' }], catalog: [{ id: 'c2', products: ['p3'] }] },
    { id: 'm3', branches: [{ id: 'b2' }], catalog: [{ id: 'c3', products: ['p4'] }] },
  ];
  const categories = ['c1', 'c2', 'c3', 'c4'].map((id) => ({ id }));
  const products = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => ({ id }));

  it("keeps the branch's menus and what they list, in the lists' order", () => {
    const catalogue = storeCatalogue('b1', menus, categories, products);
    expect(catalogue.menus.map((menu) => menu.id)).toEqual(['m1', 'm2']);
    expect(catalogue.categories).toEqual([{ id: 'c1' }, { id: 'c2' }]);
    expect(catalogue.products).toEqual([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }]);
  });

  it('leaves out ids the lists do not have (hidden from the caller) and answers empty lists for a branch without menu', () => {
    expect(storeCatalogue('b2', menus, categories.slice(0, 2), products.slice(0, 3)).products).toEqual([{ id: 'p3' }]);
    expect(storeCatalogue('b9', menus, categories, products)).toEqual({ menus: [], categories: [], products: [] });
  });
});
