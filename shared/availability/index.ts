/**
 * Product and category availability (storefront.md §4 "Product availability"): enabled when
 * isEnabled and either no schedule or the schedule is open now; otherwise shown disabled, and
 * listed at all only with isVisibleWhenUnavailable. A schedule is a list of opening-hours rules;
 * an empty list counts as no schedule (nothing was configured).
 */
import { isOpenAt, type OpeningHoursRules } from '../hours';

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

/** A branch's sold-out list (PUT /api/branches/{id}/sold-out). */
export interface SoldOutAt {
  soldOutProductIds?: readonly string[] | null;
}

/**
 * Whether the product is sold out at the branch: set by the branch's staff until they clear it;
 * the product then cannot be ordered there but stays on the menu (shown disabled).
 */
export function isSoldOutAt(branch: SoldOutAt | null | undefined, productId: string): boolean {
  return Boolean(branch?.soldOutProductIds?.includes(productId));
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
