/**
 * The label screen's choices as plain data: which products the filters show, how many labels of
 * each product are chosen, and the print run (one label content per label, in the order the
 * products were chosen).
 *
 * Decisions:
 * - Products carry no category; a category is a group of a menu (Produktkatalog). The category
 *   filter therefore offers the categories of the chosen menu (of every menu when none is chosen)
 *   and shows the products listed under it.
 * - Amounts are whole labels from 1 to MAX_LABELS_PER_PRODUCT; a new choice starts at 1.
 */
import type { Category, Menu, Product } from '#shared/schemas/catalogue.ts';
import { labelContent, type LabelContent } from '#shared/labels/index.ts';

export const MAX_LABELS_PER_PRODUCT = 500;

export interface ChosenProduct {
  id: string;
  /** Typed amount; undefined or NaN while the field is empty or not a number. */
  amount: number | undefined;
}

export interface ProductFilter {
  search: string;
  menuId?: string;
  categoryId?: string;
}

function normalised(text: string): string {
  return text.toLocaleLowerCase('de').normalize('NFC').trim();
}

/** The menus in view: the chosen one, or all. */
function menusInView(menus: readonly Menu[], menuId: string | undefined): readonly Menu[] {
  return menuId ? menus.filter((menu) => menu.id === menuId) : menus;
}

/** The categories the filter offers: those used by the menus in view, by name. */
export function categoryOptions(menus: readonly Menu[], categories: readonly Category[], menuId: string | undefined): Category[] {
  const used = new Set(menusInView(menus, menuId).flatMap((menu) => menu.catalog.map((group) => group.id)));
  return categories.filter((category) => used.has(category.id)).sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** The products the filters show, by name. */
export function filterProducts(products: readonly Product[], menus: readonly Menu[], filter: ProductFilter): Product[] {
  const search = normalised(filter.search);
  let ids: Set<string> | null = null;
  if (filter.menuId || filter.categoryId) {
    const groups = menusInView(menus, filter.menuId).flatMap((menu) => menu.catalog);
    ids = new Set(groups.filter((group) => !filter.categoryId || group.id === filter.categoryId).flatMap((group) => group.products));
  }
  return products
    .filter((product) => (!ids || ids.has(product.id)) && (!search || normalised(product.name).includes(search)))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export function isValidAmount(amount: number | undefined): amount is number {
  return amount !== undefined && Number.isInteger(amount) && amount >= 1 && amount <= MAX_LABELS_PER_PRODUCT;
}

/** Adds or removes a product from the choice; a new one gets 1 label. */
export function toggleChoice(chosen: readonly ChosenProduct[], id: string, selected: boolean): ChosenProduct[] {
  const without = chosen.filter((entry) => entry.id !== id);
  return selected ? [...without, { id, amount: 1 }] : without;
}

export function setAmount(chosen: readonly ChosenProduct[], id: string, amount: number | undefined): ChosenProduct[] {
  return chosen.map((entry) => (entry.id === id ? { ...entry, amount } : entry));
}

/** The labels to print: each chosen product's content, as often as its valid amount says. */
export function printRun(chosen: readonly ChosenProduct[], products: readonly Product[], qrUrl: string | null): LabelContent[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return chosen.flatMap(({ id, amount }) => {
    const product = byId.get(id);
    if (!product || !isValidAmount(amount)) return [];
    const content = labelContent(product, { qrUrl });
    return Array.from({ length: amount }, () => content);
  });
}
