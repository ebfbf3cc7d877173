/**
 * The rules of the menu editor (Produktkatalog): editing its catalog (categories in display order,
 * each with its products in display order), which categories may still be added, which menu the
 * storefront shows for a branch (shared/menu `currentMenu`), and the "Gültig ab" instant as the
 * date and time of the shop's time zone.
 *
 * Every edit returns a new catalog and leaves its input untouched; a position outside the list
 * changes nothing (./list-edit.ts), so a stale click cannot damage the draft.
 */
import { currentMenu } from '#shared/menu/menu.ts';
import type { Menu } from '#shared/schemas/catalogue.ts';
import { formatDateTime, formatTime, localDateOf, parseLocalDate, parseTimeOfDay, zonedInstant, MINUTES_PER_DAY } from '#shared/time/index.ts';
import { insertAt, moveAt, removeAt, replaceAt } from '../../data/list-edit';
import { moveTo } from '../../data/sortable';

export type MenuCatalog = Menu['catalog'];
export type MenuCatalogEntry = MenuCatalog[number];

/** The catalog with the category appended (new categories go to the end); a category already listed is not added twice. */
export function addCategory(catalog: MenuCatalog, categoryId: string): MenuCatalog {
  if (catalog.some((entry) => entry.id === categoryId)) return [...catalog];
  return insertAt(catalog, catalog.length, { id: categoryId, products: [] });
}

export function removeCategory(catalog: MenuCatalog, index: number): MenuCatalog {
  return removeAt(catalog, index);
}

/** One place up (-1) or down (+1): the buttons' move. */
export function moveCategory(catalog: MenuCatalog, index: number, direction: -1 | 1): MenuCatalog {
  return moveAt(catalog, index, direction);
}

/** To a position: the drag's move. */
export function moveCategoryTo(catalog: MenuCatalog, from: number, to: number): MenuCatalog {
  return moveTo(catalog, from, to);
}

function withProducts(catalog: MenuCatalog, index: number, change: (products: string[]) => string[]): MenuCatalog {
  const entry = catalog[index];
  return entry ? replaceAt(catalog, index, { ...entry, products: change(entry.products) }) : [...catalog];
}

/** The product appended to the category at `index`; a product already in that category is not added twice. */
export function addProduct(catalog: MenuCatalog, index: number, productId: string): MenuCatalog {
  return withProducts(catalog, index, (products) => (products.includes(productId) ? [...products] : insertAt(products, products.length, productId)));
}

export function removeProduct(catalog: MenuCatalog, index: number, productIndex: number): MenuCatalog {
  return withProducts(catalog, index, (products) => removeAt(products, productIndex));
}

export function moveProduct(catalog: MenuCatalog, index: number, productIndex: number, direction: -1 | 1): MenuCatalog {
  return withProducts(catalog, index, (products) => moveAt(products, productIndex, direction));
}

export function moveProductTo(catalog: MenuCatalog, index: number, from: number, to: number): MenuCatalog {
  return withProducts(catalog, index, (products) => moveTo(products, from, to));
}

/** The categories not yet in the catalog, by name (German order), for the "add category" choice. */
export function categoriesToAdd<C extends { id: string; name: string }>(categories: readonly C[], catalog: MenuCatalog): C[] {
  const listed = new Set(catalog.map((entry) => entry.id));
  return categories.filter((category) => !listed.has(category.id)).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** How many menus list each category (the categories list's "in N Produktkatalogen"). */
export function menuCountByCategory(menus: readonly Pick<Menu, 'catalog'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const menu of menus) {
    for (const id of new Set(menu.catalog.map((entry) => entry.id))) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * Where a menu stands in the storefront now (the menus list's "Im Shop" column):
 * - active: the storefront shows it for these branches (it is their current menu);
 * - scheduled: its "Gültig ab" lies ahead;
 * - noBranches: no branch is assigned, the storefront never shows it;
 * - replaced: a menu of the same branches with a later start that has begun is shown instead.
 */
export type MenuStatus = { kind: 'active'; branchIds: string[] } | { kind: 'scheduled' } | { kind: 'noBranches' } | { kind: 'replaced' };

type PlacedMenu = Pick<Menu, 'id' | 'availableFrom' | 'branches'>;

export function menuStatus(menu: PlacedMenu, menus: readonly PlacedMenu[], now: Date): MenuStatus {
  const branchIds = menu.branches.map((branch) => branch.id);
  if (branchIds.length === 0) return { kind: 'noBranches' };
  const active = branchIds.filter((branchId) => currentMenu(menus, branchId, now)?.id === menu.id);
  if (active.length > 0) return { kind: 'active', branchIds: active };
  if (menu.availableFrom && Date.parse(menu.availableFrom) > now.getTime()) return { kind: 'scheduled' };
  return { kind: 'replaced' };
}

/** The value of a `datetime-local` input ('2026-12-24T06:00') of an instant, in the shop's zone; '' for none. */
export function dateTimeInputOf(iso: string | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${localDateOf(instant, timeZone)}T${formatTime(instant, timeZone)}`;
}

/**
 * The instant (ISO, UTC) of a `datetime-local` value read in the shop's zone; undefined when the
 * field is empty or not a complete date and time (the browser hands '' for a half-typed value).
 */
export function instantOfDateTimeInput(value: string, timeZone: string): string | undefined {
  const [date = '', time = ''] = value.split('T');
  const minute = parseTimeOfDay(time.slice(0, 5));
  if (parseLocalDate(date) === null || minute === null || minute >= MINUTES_PER_DAY) return undefined;
  return zonedInstant(date, minute, timeZone).toISOString();
}

/** 'DD.MM.YYYY HH:mm' of an instant in the shop's zone, for lists. */
export function formatAvailableFrom(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatDateTime(instant, timeZone);
}
