import { describe, expect, it } from 'vitest';
import type { Menu } from '#shared/schemas/catalogue.ts';
import {
  addCategory,
  addProduct,
  categoriesToAdd,
  dateTimeInputOf,
  formatAvailableFrom,
  instantOfDateTimeInput,
  menuCountByCategory,
  menuStatus,
  moveCategory,
  moveCategoryTo,
  moveProduct,
  moveProductTo,
  removeCategory,
  removeProduct,
  type MenuCatalog,
} from './menu-catalog';

const catalog: MenuCatalog = [
  { id: 'wurst', products: ['extrawurst', 'salami', 'leberkaese'] },
  { id: 'grill', products: ['kotelett'] },
  { id: 'getraenke', products: [] },
];

describe('editing a menu’s catalog', () => {
  it('appends a new category with no products, and never a category twice', () => {
    expect(addCategory(catalog, 'party')).toEqual([...catalog, { id: 'party', products: [] }]);
    expect(addCategory(catalog, 'grill')).toEqual(catalog);
    expect(addCategory([], 'party')).toEqual([{ id: 'party', products: [] }]);
  });

  it('removes and moves categories with their products', () => {
    expect(removeCategory(catalog, 0).map((entry) => entry.id)).toEqual(['grill', 'getraenke']);
    expect(moveCategory(catalog, 1, -1)).toEqual([catalog[1], catalog[0], catalog[2]]);
    expect(moveCategory(catalog, 0, 1).map((entry) => entry.id)).toEqual(['grill', 'wurst', 'getraenke']);
    expect(moveCategory(catalog, 0, -1)).toEqual(catalog);
    expect(moveCategoryTo(catalog, 0, 2).map((entry) => entry.id)).toEqual(['grill', 'getraenke', 'wurst']);
  });

  it('appends a product to one category, not twice to the same one', () => {
    expect(addProduct(catalog, 2, 'almdudler')[2]).toEqual({ id: 'getraenke', products: ['almdudler'] });
    expect(addProduct(catalog, 0, 'salami')[0]!.products).toEqual(['extrawurst', 'salami', 'leberkaese']);
    // The same product may stand in two categories (e.g. Leberkäse in Wurst and Heiße Theke).
    expect(addProduct(catalog, 1, 'leberkaese')[1]!.products).toEqual(['kotelett', 'leberkaese']);
    expect(addProduct(catalog, 5, 'almdudler')).toEqual(catalog);
  });

  it('removes and moves products inside their category only', () => {
    expect(removeProduct(catalog, 0, 1)[0]!.products).toEqual(['extrawurst', 'leberkaese']);
    expect(moveProduct(catalog, 0, 2, -1)[0]!.products).toEqual(['extrawurst', 'leberkaese', 'salami']);
    expect(moveProduct(catalog, 0, 0, 1)[0]!.products).toEqual(['salami', 'extrawurst', 'leberkaese']);
    expect(moveProduct(catalog, 0, 0, -1)[0]!.products).toEqual(['extrawurst', 'salami', 'leberkaese']);
    expect(moveProductTo(catalog, 0, 2, 0)[0]!.products).toEqual(['leberkaese', 'extrawurst', 'salami']);
    expect(moveProductTo(catalog, 0, 2, 0).slice(1)).toEqual(catalog.slice(1));
  });

  it('leaves the input catalog untouched', () => {
    const before = JSON.stringify(catalog);
    addProduct(catalog, 0, 'blutwurst');
    moveProduct(catalog, 0, 0, 1);
    removeCategory(catalog, 1);
    expect(JSON.stringify(catalog)).toBe(before);
  });
});

describe('categories to add and where categories are used', () => {
  it('offers the categories not in the menu, in German alphabetical order', () => {
    const categories = [
      { id: 'wurst', name: 'Wurst & Aufschnitt' },
      { id: 'party', name: 'Party & Catering' },
      { id: 'feinkost', name: 'Feinkost & Salate' },
      { id: 'ofen', name: 'Ofenfrisch' },
    ];
    expect(categoriesToAdd(categories, catalog).map((category) => category.name)).toEqual(['Feinkost & Salate', 'Ofenfrisch', 'Party & Catering']);
  });

  it('counts the menus that list each category', () => {
    const counts = menuCountByCategory([{ catalog }, { catalog: [{ id: 'wurst', products: [] }] }, { catalog: [] }]);
    expect(Object.fromEntries(counts)).toEqual({ wurst: 2, grill: 1, getraenke: 1 });
  });
});

const menu = (id: string, branchIds: string[], availableFrom?: string): Pick<Menu, 'id' | 'availableFrom' | 'branches'> => ({
  id,
  availableFrom,
  branches: branchIds.map((branchId) => ({ id: branchId })),
});

describe('where a menu stands in the storefront', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const standing = menu('standard', ['graz', 'weiz']);
  const christmas = menu('christmas', ['graz'], '2026-12-20T05:00:00Z');
  const autumn = menu('autumn', ['weiz'], '2026-10-01T04:00:00Z');
  const spare = menu('spare', []);
  const menus = [standing, christmas, autumn, spare];

  it('is active for the branches whose current menu it is', () => {
    // Graz still shows the standing menu (Christmas starts later); Weiz shows the autumn menu.
    expect(menuStatus(standing, menus, now)).toEqual({ kind: 'active', branchIds: ['graz'] });
    expect(menuStatus(autumn, menus, now)).toEqual({ kind: 'active', branchIds: ['weiz'] });
  });

  it('is scheduled before its start, replaced once a later one began, and never shown without branches', () => {
    expect(menuStatus(christmas, menus, now)).toEqual({ kind: 'scheduled' });
    expect(menuStatus(standing, menus, new Date('2026-12-20T05:00:00Z'))).toEqual({ kind: 'replaced' });
    expect(menuStatus(christmas, menus, new Date('2026-12-20T05:00:00Z'))).toEqual({ kind: 'active', branchIds: ['graz'] });
    expect(menuStatus(spare, menus, now)).toEqual({ kind: 'noBranches' });
  });
});

describe('"Gültig ab" in the shop’s time zone', () => {
  const zone = 'Europe/Vienna';

  it('shows an instant as the local date and time of the input', () => {
    // Winter: UTC+1; summer: UTC+2.
    expect(dateTimeInputOf('2026-12-24T05:00:00.000Z', zone)).toBe('2026-12-24T06:00');
    expect(dateTimeInputOf('2026-07-01T04:30:00Z', zone)).toBe('2026-07-01T06:30');
    expect(dateTimeInputOf(undefined, zone)).toBe('');
    expect(dateTimeInputOf('kein Datum', zone)).toBe('');
  });

  it('reads the input as local date and time, and nothing from an empty or half value', () => {
    expect(instantOfDateTimeInput('2026-12-24T06:00', zone)).toBe('2026-12-24T05:00:00.000Z');
    expect(instantOfDateTimeInput('2026-07-01T06:30', zone)).toBe('2026-07-01T04:30:00.000Z');
    expect(instantOfDateTimeInput('', zone)).toBeUndefined();
    expect(instantOfDateTimeInput('2026-02-30T06:00', zone)).toBeUndefined();
    expect(instantOfDateTimeInput('2026-12-24', zone)).toBeUndefined();
  });

  it('formats it for the list', () => {
    expect(formatAvailableFrom('2026-12-24T05:00:00.000Z', zone)).toBe('24.12.2026 06:00');
  });
});
