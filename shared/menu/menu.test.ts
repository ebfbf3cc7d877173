import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '../hours';
import { VIENNA, vienna } from '../hours/test-fixtures';
import { currentMenu, menuGroups, type MenuLike } from './index';

const monday = (time: string) => vienna(`2026-05-04 ${time}`);

describe('currentMenu: the menu of a branch that applies now', () => {
  const standing: MenuLike = { id: 'standing', branches: [{ id: 'graz' }, { id: 'weiz' }] };
  const summer: MenuLike = { id: 'summer', availableFrom: '2026-06-01T00:00:00.000Z', branches: [{ id: 'graz' }] };
  const may: MenuLike = { id: 'may', availableFrom: '2026-05-01T00:00:00.000Z', branches: [{ id: 'graz' }] };
  const other: MenuLike = { id: 'other', branches: [{ id: 'leibnitz' }] };

  it('takes only menus that list the branch', () => {
    expect(currentMenu([other, standing], 'weiz', monday('10:00'))?.id).toBe('standing');
    expect(currentMenu([other], 'weiz', monday('10:00'))).toBeNull();
    expect(currentMenu([{ id: 'none' }], 'weiz', monday('10:00'))).toBeNull();
  });

  it('a menu with a start date replaces the standing one from that instant on', () => {
    expect(currentMenu([standing, summer, may], 'graz', monday('10:00'))?.id).toBe('may');
    expect(currentMenu([standing, summer], 'graz', monday('10:00'))?.id).toBe('standing');
    expect(currentMenu([standing, summer, may], 'graz', new Date('2026-06-01T00:00:00.000Z'))?.id).toBe('summer');
    expect(currentMenu([standing, summer, may], 'graz', new Date('2026-05-31T23:59:59.999Z'))?.id).toBe('may');
  });

  it('equal start dates keep the first; an unreadable date is skipped', () => {
    const second: MenuLike = { ...standing, id: 'second' };
    expect(currentMenu([standing, second], 'graz', monday('10:00'))?.id).toBe('standing');
    expect(currentMenu([{ ...may, availableFrom: 'soon' }, standing], 'graz', monday('10:00'))?.id).toBe('standing');
  });
});

describe('menuGroups: product groups per menu category', () => {
  const lunch: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '14:00' }];
  const categories = [
    { id: 'meat', name: 'Frischfleisch', isEnabled: true },
    { id: 'lunch', name: 'Mittagsmenü', isEnabled: true, schedule: lunch, isVisibleWhenUnavailable: true },
    { id: 'grill', name: 'Grill', isEnabled: true, schedule: lunch },
    { id: 'empty', name: 'Leer', isEnabled: true },
  ];
  const products = [
    { id: 'schnitzel', isEnabled: true },
    { id: 'steak', isEnabled: false, isVisibleWhenUnavailable: true },
    { id: 'hidden', isEnabled: false },
    { id: 'menu', isEnabled: true },
    { id: 'ribs', isEnabled: true },
  ];
  const menu: MenuLike = {
    id: 'm',
    catalog: [
      { id: 'lunch', products: ['menu'] },
      { id: 'meat', products: ['steak', 'unknown', 'schnitzel', 'hidden'] },
      { id: 'grill', products: ['ribs'] },
      { id: 'deleted', products: ['schnitzel'] },
      { id: 'empty', products: ['hidden'] },
    ],
  };
  const shape = (at: Date) =>
    menuGroups(menu, categories, products, at, VIENNA).map((group) => ({
      id: group.category.id,
      available: group.available,
      products: group.products.map(({ product, available }) => `${product.id}${available ? '' : ' (disabled)'}`),
    }));

  it('keeps the menu order and the product order, drops unknown, hidden and empty entries', () => {
    expect(shape(monday('12:00'))).toEqual([
      { id: 'lunch', available: true, products: ['menu'] },
      { id: 'meat', available: true, products: ['steak (disabled)', 'schnitzel'] },
      { id: 'grill', available: true, products: ['ribs'] },
    ]);
  });

  it('outside its schedule a category stays listed (disabled) only with isVisibleWhenUnavailable', () => {
    expect(shape(monday('09:00'))).toEqual([
      { id: 'lunch', available: false, products: ['menu (disabled)'] },
      { id: 'meat', available: true, products: ['steak (disabled)', 'schnitzel'] },
    ]);
  });

  it('no menu: no groups', () => {
    expect(menuGroups(null, categories, products, monday('12:00'), VIENNA)).toEqual([]);
  });

  it("a product sold out at the branch today stays listed but is not available; other days' and branches' lists do not matter", () => {
    const soldOut = (branch: { soldOutProductIds?: string[]; soldOutDate?: string } | null) =>
      menuGroups(menu, categories, products, monday('12:00'), VIENNA, branch).flatMap((group) =>
        group.products.map(({ product, available }) => `${product.id}${available ? '' : ' (disabled)'}`),
      );
    expect(soldOut({ soldOutProductIds: ['schnitzel', 'ribs'], soldOutDate: '2026-05-04' })).toEqual([
      'menu',
      'steak (disabled)',
      'schnitzel (disabled)',
      'ribs (disabled)',
    ]);
    // Sunday's list is over on Monday; a list without a date is not in effect.
    expect(soldOut({ soldOutProductIds: ['schnitzel', 'ribs'], soldOutDate: '2026-05-03' })).toEqual(['menu', 'steak (disabled)', 'schnitzel', 'ribs']);
    expect(soldOut({ soldOutProductIds: ['schnitzel', 'ribs'] })).toEqual(['menu', 'steak (disabled)', 'schnitzel', 'ribs']);
    expect(soldOut({ soldOutProductIds: [], soldOutDate: '2026-05-04' })).toEqual(['menu', 'steak (disabled)', 'schnitzel', 'ribs']);
    expect(soldOut(null)).toEqual(['menu', 'steak (disabled)', 'schnitzel', 'ribs']);
  });
});
