/**
 * Cart rules (storefront.md §3 "Cart", §4 "Cart", "Delivery type"; backoffice.md §4 "Cart").
 * Every function returns a new cart and leaves its input untouched.
 */
import type { CartItemPart } from '../items/parts';
import { ORDER_TYPES, type DeliveryArea, type OrderType, type PricedProduct } from '../pricing/pricing';

/** The product snapshot a cart item keeps (what the stale-item rule compares). */
export interface CartProduct extends PricedProduct {
  id: string;
  description?: string | null;
}

export interface CartItem<P extends CartProduct = CartProduct> {
  product: P;
  amount: number;
  unit: string;
  /** One entry per configurable part, at the part's position. */
  parts?: readonly (CartItemPart | null | undefined)[] | null;
}

export interface CartOrder {
  /** ISO date-time of the wished appointment, or null. */
  appointment: string | null;
  comment: string;
}

export interface Cart<I = CartItem> {
  items: I[];
  isDelivery: boolean;
  isDineIn: boolean;
  /** The `area` name of the chosen delivery area. */
  deliveryArea: string | null;
  order: CartOrder;
}

export function emptyOrder(): CartOrder {
  return { appointment: null, comment: '' };
}

/** The state after a reload with nothing stored: empty list, false, false, empty order. */
export function emptyCart<I = CartItem>(): Cart<I> {
  return { items: [], isDelivery: false, isDineIn: false, deliveryArea: null, order: emptyOrder() };
}

/** Adds an item at the end. */
export function addItem<I>(cart: Cart<I>, item: I): Cart<I> {
  return { ...cart, items: [...cart.items, item] };
}

/** Replaces the item at `index` (the configuration overlay editing an item); other indexes: no change. */
export function replaceItem<I>(cart: Cart<I>, index: number, item: I): Cart<I> {
  if (!Number.isInteger(index) || index < 0 || index >= cart.items.length) return cart;
  return { ...cart, items: cart.items.map((current, position) => (position === index ? item : current)) };
}

/** Removes the item at `index`; other indexes: no change. */
export function removeItem<I>(cart: Cart<I>, index: number): Cart<I> {
  if (!Number.isInteger(index) || index < 0 || index >= cart.items.length) return cart;
  return { ...cart, items: cart.items.filter((_, position) => position !== index) };
}

/** Empties the items and resets the order's appointment and comment; the order type stays. */
export function clearCart<I>(cart: Cart<I>): Cart<I> {
  return { ...cart, items: [], order: emptyOrder() };
}

// ---------------------------------------------------------------------------------------------
// Order type (storefront.md §4 "Delivery type"): delivery and dine-in are independent booleans in
// the cart; neither set means takeaway.

/** The order type of a cart or a stored order (whose flags may be missing: read as false). */
export function orderTypeOf(flags: { isDelivery?: boolean | null; isDineIn?: boolean | null }): OrderType {
  // Both set cannot come from the UI; delivery wins because it is the stricter checkout.
  if (flags.isDelivery) return 'delivery';
  return flags.isDineIn ? 'dineIn' : 'takeaway';
}

export function withOrderType<I>(cart: Cart<I>, type: OrderType): Cart<I> {
  return { ...cart, isDelivery: type === 'delivery', isDineIn: type === 'dineIn' };
}

export interface BranchOrderTypes {
  isTakeawayEnabled?: boolean | null;
  isDeliveryEnabled?: boolean | null;
  isDineInEnabled?: boolean | null;
  deliveryAreas?: readonly DeliveryArea[] | null;
}

/** The order types a branch offers, in the order takeaway, delivery, dine-in. */
export function availableOrderTypes(branch: BranchOrderTypes): OrderType[] {
  return ORDER_TYPES.filter((type) =>
    type === 'takeaway' ? branch.isTakeawayEnabled : type === 'delivery' ? branch.isDeliveryEnabled : branch.isDineInEnabled,
  );
}

/**
 * Reads config.defaultDeliveryMethod. The spec does not fix its spelling, so "dineIn", "dine-in"
 * and "DINE_IN" all mean dine-in; anything unknown means no default.
 */
export function parseOrderType(value: string | null | undefined): OrderType | null {
  const key = (value ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return ORDER_TYPES.find((type) => type.toLowerCase() === key) ?? null;
}

/**
 * The order type a cart starts with. A persisted choice the branch still offers is kept;
 * otherwise config.defaultDeliveryMethod when the branch offers it; otherwise the first type the
 * branch offers; null when it offers none.
 */
export function resolveOrderType(input: { branch: BranchOrderTypes; defaultDeliveryMethod?: string | null; persisted?: OrderType | null }): OrderType | null {
  const available = availableOrderTypes(input.branch);
  if (input.persisted && available.includes(input.persisted)) return input.persisted;
  const preferred = parseOrderType(input.defaultDeliveryMethod);
  if (preferred && available.includes(preferred)) return preferred;
  return available[0] ?? null;
}

/** The chosen delivery area if the branch has it, else the branch's first area, else null. */
export function resolveDeliveryArea(branch: BranchOrderTypes, selected: string | null | undefined): DeliveryArea | null {
  const areas = branch.deliveryAreas ?? [];
  return areas.find((area) => area.area === selected) ?? areas[0] ?? null;
}

/**
 * Brings a (re)loaded cart in line with the branch: order type (see resolveOrderType; the flags
 * count as a persisted choice only if the storage had one) and delivery area.
 */
export function applyBranchDefaults<I>(
  cart: Cart<I>,
  input: { branch: BranchOrderTypes; defaultDeliveryMethod?: string | null; isDeliveryMethodPersisted: boolean },
): Cart<I> {
  const type = resolveOrderType({
    branch: input.branch,
    defaultDeliveryMethod: input.defaultDeliveryMethod,
    persisted: input.isDeliveryMethodPersisted ? orderTypeOf(cart) : null,
  });
  const typed = type ? withOrderType(cart, type) : withOrderType(cart, 'takeaway');
  return { ...typed, deliveryArea: resolveDeliveryArea(input.branch, cart.deliveryArea)?.area ?? null };
}

// ---------------------------------------------------------------------------------------------
// Stale items (storefront.md §4 "Cart"): after the catalogue reload, items whose product no
// longer matches in id, name, description and price are removed.

export interface CatalogProduct {
  id: string;
  name?: string | null;
  description?: string | null;
  price?: number | null;
}

/** 4 hours between catalogue reloads, checked every 10 s. */
export const CATALOG_RELOAD_INTERVAL_MS = 4 * 60 * 60 * 1000;
export const CATALOG_CHECK_INTERVAL_MS = 10 * 1000;

/** Whether the periodic check at `now` (ms) should reload the catalogue loaded at `loadedAt`. */
export function isCatalogReloadDue(loadedAt: number, now: number): boolean {
  return now - loadedAt >= CATALOG_RELOAD_INTERVAL_MS;
}

function sameProduct(snapshot: CatalogProduct, current: CatalogProduct): boolean {
  return (
    snapshot.id === current.id &&
    (snapshot.name ?? null) === (current.name ?? null) &&
    (snapshot.description ?? null) === (current.description ?? null) &&
    (snapshot.price ?? null) === (current.price ?? null)
  );
}

export function removeStaleItems<I extends { product: CatalogProduct }>(
  items: readonly I[],
  products: readonly CatalogProduct[],
): { items: I[]; removed: I[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const kept: I[] = [];
  const removed: I[] = [];
  for (const item of items) {
    const current = byId.get(item.product.id);
    (current && sameProduct(item.product, current) ? kept : removed).push(item);
  }
  return { items: kept, removed };
}
