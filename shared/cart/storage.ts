/**
 * Cart persistence (backoffice.md §4 "Cart"): session-storage keys made of a product prefix, the
 * context (the branch, so each branch has its own cart), then items, isDelivery, isDineIn and
 * order. Pure: the caller passes a `get(key)` reader and writes the returned entries itself.
 *
 * Decision: one key more than the spec names, `deliveryArea`. Without it a reload (or a phone
 * that drops the tab) silently puts the customer back into the branch's first area, with its fee
 * and minimum order value, and the order would go out priced for the wrong place. An area the
 * branch no longer has still falls back to the first one (resolveDeliveryArea).
 */
import { emptyCart, emptyOrder, type Cart, type CartItem, type CartOrder } from './cart';

export interface CartStorageKeys {
  items: string;
  isDelivery: string;
  isDineIn: string;
  order: string;
  deliveryArea: string;
}

/** e.g. cartStorageKeys('theke', 'wien-mitte').items === 'theke.wien-mitte.items' */
export function cartStorageKeys(prefix: string, context: string): CartStorageKeys {
  const key = (name: keyof CartStorageKeys) => `${prefix}.${context}.${name}`;
  return {
    items: key('items'),
    isDelivery: key('isDelivery'),
    isDineIn: key('isDineIn'),
    order: key('order'),
    deliveryArea: key('deliveryArea'),
  };
}

export type StorageGet = (key: string) => string | null | undefined;

export interface LoadedCart {
  cart: Cart;
  /** "A delivery method counts as persisted if either flag is stored." */
  isDeliveryMethodPersisted: boolean;
}

function parseJson(text: string | null | undefined): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Keeps only entries shaped like cart items; anything else in storage is dropped. */
function isStoredItem(value: unknown): value is CartItem {
  return (
    isObject(value) &&
    isObject(value.product) &&
    typeof value.product.id === 'string' &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    typeof value.unit === 'string' &&
    (value.parts == null || Array.isArray(value.parts))
  );
}

function parseOrder(value: unknown): CartOrder {
  if (!isObject(value)) return emptyOrder();
  return {
    appointment: typeof value.appointment === 'string' && value.appointment !== '' ? value.appointment : null,
    comment: typeof value.comment === 'string' ? value.comment : '',
  };
}

const parseArea = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads a stored cart; missing or unreadable values give the defaults (empty list, false, false, empty order). */
export function loadCart(get: StorageGet, keys: CartStorageKeys): LoadedCart {
  const items = parseJson(get(keys.items));
  const isDelivery = get(keys.isDelivery);
  const isDineIn = get(keys.isDineIn);
  return {
    cart: {
      ...emptyCart(),
      items: Array.isArray(items) ? items.filter(isStoredItem) : [],
      isDelivery: parseJson(isDelivery) === true,
      isDineIn: parseJson(isDineIn) === true,
      deliveryArea: parseArea(parseJson(get(keys.deliveryArea))),
      order: parseOrder(parseJson(get(keys.order))),
    },
    isDeliveryMethodPersisted: isDelivery != null || isDineIn != null,
  };
}

/** The entries to write after every change, as [key, value] pairs. */
export function serializeCart<I>(cart: Cart<I>, keys: CartStorageKeys): [string, string][] {
  return [
    [keys.items, JSON.stringify(cart.items)],
    [keys.isDelivery, JSON.stringify(cart.isDelivery)],
    [keys.isDineIn, JSON.stringify(cart.isDineIn)],
    [keys.order, JSON.stringify(cart.order)],
    [keys.deliveryArea, JSON.stringify(cart.deliveryArea)],
  ];
}
