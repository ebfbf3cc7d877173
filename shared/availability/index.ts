/**
 * Product and category availability (storefront.md §4 "Product availability"): enabled when
 * isEnabled and either no schedule or the schedule is open now; otherwise shown disabled, and
 * listed at all only with isVisibleWhenUnavailable. A schedule is a list of opening-hours rules;
 * an empty list counts as no schedule (nothing was configured).
 */
import { isOpenAt, type OpeningHoursRules } from '../hours';
import { localDateOf } from '../time/zone';

export interface Schedulable {
  isEnabled?: boolean | null;
  schedule?: OpeningHoursRules;
  isVisibleWhenUnavailable?: boolean | null;
}

export function isAvailable(item: Schedulable, now: Date, timeZone: string): boolean {
  if (!item.isEnabled) return false;
  return !item.schedule?.length || isOpenAt(item.schedule, now, timeZone);
}

/** Shown on the menu: available, or unavailable but visible (then disabled). */
export function isListed(item: Schedulable, now: Date, timeZone: string): boolean {
  return isAvailable(item, now, timeZone) || Boolean(item.isVisibleWhenUnavailable);
}

/**
 * A branch's sold-out list (PUT /api/branches/{id}/sold-out): the products and the day they are
 * sold out on (`YYYY-MM-DD` in the shop's time zone).
 */
export interface SoldOutAt {
  soldOutProductIds?: readonly string[] | null;
  soldOutDate?: string | null;
}

/**
 * The products sold out at the branch on the day of `now` in the shop's time zone: the stored list
 * while its date is that day, else none. A counter employee marks a product sold out for today;
 * the next morning it is back by itself, and nobody has to remember to clear the list. A list
 * without a date (stored before lists had one) is no longer in effect.
 */
export function soldOutToday(branch: SoldOutAt | null | undefined, now: Date, timeZone: string): readonly string[] {
  if (!branch?.soldOutProductIds || !branch.soldOutDate) return [];
  return branch.soldOutDate === localDateOf(now, timeZone) ? branch.soldOutProductIds : [];
}

/**
 * The branch's sold-out fields after one product is marked sold out (or available again) on the
 * day of `now`: today's list with the product added or removed, dated today. Yesterday's list is
 * dropped, not carried over.
 */
export function withSoldOut(
  branch: SoldOutAt,
  productId: string,
  soldOut: boolean,
  now: Date,
  timeZone: string,
): { soldOutProductIds: string[]; soldOutDate: string } {
  const others = soldOutToday(branch, now, timeZone).filter((id) => id !== productId);
  return { soldOutProductIds: soldOut ? [...others, productId] : others, soldOutDate: localDateOf(now, timeZone) };
}

/** Whether the product is sold out at the branch on the day of `now`: it then cannot be ordered there but stays on the menu (shown disabled). */
export function isSoldOutAt(branch: SoldOutAt | null | undefined, productId: string, now: Date, timeZone: string): boolean {
  return soldOutToday(branch, now, timeZone).includes(productId);
}

export interface Availability {
  /** May be put in the cart. */
  available: boolean;
  /** Appears on the menu (disabled when not available). */
  listed: boolean;
}

/**
 * A product inside its category. The spec does not say how the two combine; a shop expects the
 * category to govern its products: a product of an unavailable category cannot be ordered, and it
 * is listed only when the category is listed too.
 */
export function productAvailability(product: Schedulable, category: Schedulable | null | undefined, now: Date, timeZone: string): Availability {
  const categoryAvailable = !category || isAvailable(category, now, timeZone);
  const categoryListed = !category || categoryAvailable || Boolean(category.isVisibleWhenUnavailable);
  const productAvailable = isAvailable(product, now, timeZone);
  return {
    available: categoryAvailable && productAvailable,
    listed: categoryListed && (productAvailable || Boolean(product.isVisibleWhenUnavailable)),
  };
}
