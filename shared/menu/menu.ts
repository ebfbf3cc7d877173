/**
 * A branch's menu as the store page shows it (storefront.md §2 "Branch store page", §3 "Menu",
 * §4 "Product availability"): which menu applies now, and its product groups per category with
 * the availability of each product.
 *
 * Decisions where the spec is silent:
 * - The current menu of a branch is, among the menus that list the branch and whose availableFrom
 *   is unset or not after `now`, the one with the latest availableFrom (an unset availableFrom
 *   counts as the earliest: a menu with a start date replaces the standing one from that date).
 *   Equal start dates: the first in list order.
 * - A category or product id in the menu that the catalogue does not deliver (deleted, or hidden
 *   from visitors) is skipped; so is a category without a listed product.
 */
import { isAvailable, isListed, productAvailability, soldOutToday, type Schedulable, type SoldOutAt } from '../availability';

export interface MenuCategoryRef {
  id: string;
  /** Product ids in display order. */
  products?: readonly string[] | null;
}

export interface MenuLike {
  id: string;
  /** ISO date-time from which the menu applies. */
  availableFrom?: string | null;
  branches?: readonly { id: string }[] | null;
  catalog?: readonly MenuCategoryRef[] | null;
}

export function currentMenu<M extends MenuLike>(menus: readonly M[], branchId: string, now: Date): M | null {
  let best: { menu: M; from: number } | null = null;
  for (const menu of menus) {
    if (!menu.branches?.some((branch) => branch.id === branchId)) continue;
    const from = menu.availableFrom ? Date.parse(menu.availableFrom) : Number.NEGATIVE_INFINITY;
    // An unreadable date cannot say when the menu starts: not a menu to show.
    if (Number.isNaN(from) || from > now.getTime()) continue;
    if (!best || from > best.from) best = { menu, from };
  }
  return best?.menu ?? null;
}

export interface MenuProduct<P> {
  product: P;
  /** May be put in the cart now; otherwise it is shown disabled. */
  available: boolean;
}

export interface MenuGroup<C, P> {
  category: C;
  /** The category itself is available now (an unavailable one is shown greyed out). */
  available: boolean;
  products: MenuProduct<P>[];
}

/**
 * The product groups of a menu in its order: one per listed category, each with its listed
 * products (available ones and those kept visible while unavailable). A product sold out at the
 * branch today (`branch.soldOutProductIds` of `branch.soldOutDate`, shared/availability
 * `soldOutToday`) stays listed where it would be, but is not available.
 */
export function menuGroups<C extends Schedulable & { id: string }, P extends Schedulable & { id: string }>(
  menu: MenuLike | null | undefined,
  categories: readonly C[],
  products: readonly P[],
  now: Date,
  timeZone: string,
  branch?: SoldOutAt | null,
): MenuGroup<C, P>[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const productById = new Map(products.map((product) => [product.id, product]));
  const soldOut = soldOutToday(branch, now, timeZone);
  const groups: MenuGroup<C, P>[] = [];
  for (const ref of menu?.catalog ?? []) {
    const category = categoryById.get(ref.id);
    if (!category || !isListed(category, now, timeZone)) continue;
    const listed: MenuProduct<P>[] = [];
    for (const id of ref.products ?? []) {
      const product = productById.get(id);
      if (!product) continue;
      const availability = productAvailability(product, category, now, timeZone);
      if (availability.listed) listed.push({ product, available: availability.available && !soldOut.includes(product.id) });
    }
    if (listed.length > 0) groups.push({ category, available: isAvailable(category, now, timeZone), products: listed });
  }
  return groups;
}
