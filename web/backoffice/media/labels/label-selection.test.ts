import { describe, expect, it } from 'vitest';
import type { Category, Menu, Product } from '#shared/schemas/catalogue.ts';
import { categoryOptions, filterProducts, isValidAmount, printRun, setAmount, toggleChoice } from './label-selection';

const product = (id: string, name: string, fields: Partial<Product> = {}) => ({ id, name, unit: 'amount', price: 1, ...fields }) as Product;
const products = [product('p1', 'Extrawurst', { unit: 'decagram', price: 0.149 }), product('p2', 'Käsekrainer'), product('p3', 'Beiried')];
const menus = [
  { id: 'm1', name: 'Graz', catalog: [{ id: 'c1', products: ['p1', 'p2'] }] },
  { id: 'm2', name: 'Weiz', catalog: [{ id: 'c2', products: ['p3'] }] },
] as Menu[];
const categories = [
  { id: 'c2', name: 'Rind' },
  { id: 'c1', name: 'Wurst' },
  { id: 'c9', name: 'Leer' },
] as Category[];

describe('label selection', () => {
  it('filters by name (case-insensitive), menu and category, sorted by name', () => {
    expect(filterProducts(products, menus, { search: '' }).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
    expect(filterProducts(products, menus, { search: 'KÄSE' }).map((p) => p.id)).toEqual(['p2']);
    expect(filterProducts(products, menus, { search: '', menuId: 'm2' }).map((p) => p.id)).toEqual(['p3']);
    expect(filterProducts(products, menus, { search: '', categoryId: 'c1' }).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(filterProducts(products, menus, { search: '', menuId: 'm2', categoryId: 'c1' })).toEqual([]);
  });

  it('offers the categories of the chosen menu, or of all menus', () => {
    expect(categoryOptions(menus, categories, undefined).map((c) => c.name)).toEqual(['Rind', 'Wurst']);
    expect(categoryOptions(menus, categories, 'm1').map((c) => c.name)).toEqual(['Wurst']);
  });

  it('chooses with 1 label, changes amounts and repeats each label as often as chosen, in the order chosen', () => {
    let chosen = toggleChoice([], 'p2', true);
    chosen = toggleChoice(chosen, 'p1', true);
    chosen = setAmount(chosen, 'p1', 2);
    expect(chosen).toEqual([
      { id: 'p2', amount: 1 },
      { id: 'p1', amount: 2 },
    ]);
    const run = printRun(chosen, products, 'https://theke.at/store/graz');
    expect(run.map((label) => label.name)).toEqual(['Käsekrainer', 'Extrawurst', 'Extrawurst']);
    expect(run[1].basePrice).toBe('14,90\u00a0€ / kg');
    expect(run[0].qrUrl).toBe('https://theke.at/store/graz');
    expect(printRun(setAmount(chosen, 'p1', Number.NaN), products, null)).toHaveLength(1);
    expect(printRun([{ id: 'gone', amount: 1 }], products, null)).toEqual([]);
    expect(toggleChoice(chosen, 'p2', false)).toEqual([{ id: 'p1', amount: 2 }]);
  });

  it('accepts whole amounts from 1 to 500', () => {
    expect([1, 500].every(isValidAmount)).toBe(true);
    expect([0, 501, 1.5, Number.NaN, undefined].some(isValidAmount)).toBe(false);
  });
});
