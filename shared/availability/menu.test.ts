import { describe, expect, it } from 'vitest';
import { categoriesOfProduct, currentMenus, menuCatalog, type MenuLike } from './menu';

const GRAZ = 'B-GRAZ';
const WEIZ = 'B-WEIZ';
const now = new Date('2026-05-04T10:00:00.000Z');

const menu = (id: string, fields: Partial<MenuLike> = {}): MenuLike => ({
  id,
  branches: [{ id: GRAZ }],
  catalog: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('the current menus of a branch', () => {
  it('takes only menus that list the branch', () => {
    const graz = menu('M1');
    const weiz = menu('M2', { branches: [{ id: WEIZ }] });
    expect(currentMenus([graz, weiz], GRAZ, now)).toEqual([graz]);
    expect(currentMenus([graz, weiz], WEIZ, now)).toEqual([weiz]);
    expect(currentMenus([graz, weiz], 'B-OTHER', now)).toEqual([]);
  });

  it('a menu with a later availableFrom replaces the earlier one once it starts', () => {
    const old = menu('M1');
    const summer = menu('M2', { availableFrom: '2026-05-04T10:00:00.000Z' });
    const autumn = menu('M3', { availableFrom: '2026-09-01T00:00:00.000Z' });
    expect(currentMenus([old, summer, autumn], GRAZ, now)).toEqual([summer]);
    expect(currentMenus([old, summer, autumn], GRAZ, new Date('2026-05-04T09:59:59.999Z'))).toEqual([old]);
    expect(currentMenus([old, summer, autumn], GRAZ, new Date('2026-09-01T00:00:00.000Z'))).toEqual([autumn]);
  });

  it('keeps every menu of the latest start, oldest first', () => {
    const second = menu('M22', { createdAt: '2026-02-01T00:00:00.000Z' });
    const first = menu('M1', { createdAt: '2026-01-01T00:00:00.000Z' });
    expect(currentMenus([second, first], GRAZ, now)).toEqual([first, second]);
  });

  it('has nothing before the only menu starts', () => {
    expect(currentMenus([menu('M1', { availableFrom: '2026-06-01T00:00:00.000Z' })], GRAZ, now)).toEqual([]);
  });
});

describe('the catalog of the current menus', () => {
  it('merges categories in menu order, products once each', () => {
    const meat = menu('M1', { catalog: [{ id: 'C-WURST', products: ['P1', 'P2'] }, { id: 'C-FLEISCH', products: ['P3'] }] });
    const lunch = menu('M22', { catalog: [{ id: 'C-MITTAG', products: ['P4'] }, { id: 'C-WURST', products: ['P2', 'P5'] }, { id: 'C-LEER' }] });
    const catalog = menuCatalog([meat, lunch]);
    expect(catalog).toEqual([
      { id: 'C-WURST', products: ['P1', 'P2', 'P5'] },
      { id: 'C-FLEISCH', products: ['P3'] },
      { id: 'C-MITTAG', products: ['P4'] },
      { id: 'C-LEER', products: [] },
    ]);
    expect(categoriesOfProduct(catalog, 'P2')).toEqual(['C-WURST']);
    expect(categoriesOfProduct([...catalog, { id: 'C-ANGEBOT', products: ['P2'] }], 'P2')).toEqual(['C-WURST', 'C-ANGEBOT']);
    expect(categoriesOfProduct(catalog, 'P9')).toEqual([]);
  });
});
