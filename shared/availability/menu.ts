/**
 * Which menu (Produktkatalog) a branch sells from at a moment (storefront.md §3 "Menu":
 * availableFrom, branches, catalog). The storefront shows it and the order API accepts only its
 * products, so both use this one rule.
 *
 * Decision (the spec is silent): a menu applies to the branches it lists from its availableFrom
 * on (always, without one). A new menu with a later availableFrom replaces the previous one, which
 * is how a shop prepares next season's range in advance. Menus that share the latest applicable
 * availableFrom (e.g. several without one) are all current: their categories are shown one after
 * the other, in the order the menus were created, a category listed twice keeps its first place
 * and gets the products of both.
 */

export interface MenuCategoryRef {
  id: string;
  products?: readonly string[] | null;
}

export interface MenuLike {
  id: string;
  /** ISO instant from which the menu applies. */
  availableFrom?: string | null;
  branches?: readonly { id: string }[] | null;
  catalog?: readonly MenuCategoryRef[] | null;
  /** ISO instant; orders menus of the same availableFrom. */
  createdAt?: string | null;
}

const startOf = (menu: MenuLike): number => (menu.availableFrom ? Date.parse(menu.availableFrom) : -Infinity);

const byCreation = (a: MenuLike, b: MenuLike): number =>
  (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id);

/** The menus of the branch in effect at `now` (see above), oldest first; empty when none applies. */
export function currentMenus<M extends MenuLike>(menus: readonly M[], branchId: string, now: Date): M[] {
  const applicable = menus.filter(
    (menu) => (menu.branches ?? []).some((branch) => branch.id === branchId) && startOf(menu) <= now.getTime(),
  );
  if (applicable.length === 0) return [];
  const latest = Math.max(...applicable.map(startOf));
  return applicable.filter((menu) => startOf(menu) === latest).sort(byCreation);
}

/** The categories of the menus, merged as described above, each with its product ids in order. */
export function menuCatalog(menus: readonly MenuLike[]): { id: string; products: string[] }[] {
  const categories = new Map<string, string[]>();
  for (const menu of menus) {
    for (const category of menu.catalog ?? []) {
      const products = categories.get(category.id) ?? [];
      for (const product of category.products ?? []) if (!products.includes(product)) products.push(product);
      categories.set(category.id, products);
    }
  }
  return [...categories.entries()].map(([id, products]) => ({ id, products }));
}

/** The categories of a catalog that list the product (a product may appear in several). */
export function categoriesOfProduct(catalog: readonly { id: string; products: readonly string[] }[], productId: string): string[] {
  return catalog.filter((category) => category.products.includes(productId)).map((category) => category.id);
}
