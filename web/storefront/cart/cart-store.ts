/**
 * The storefront's carts, one per branch, kept in session storage under the spec's keys
 * (shared/cart/storage.ts: 'theke.{branch identifier}.items' …) and shared by every component
 * through `useCart`. The rules themselves (add, replace, remove, clear, defaults) live in
 * shared/cart; this module only holds the current value and writes it after every change.
 *
 * Decision (online payments, spec silent): the cart is cleared only when an order is placed
 * without a payment redirect. Before the browser leaves for Mollie or Datatrans the checkout
 * remembers the order's uid (`rememberPendingPayment`); the status page of that order clears the
 * cart (`settlePendingPayment`), and a failed payment returns to checkout/error with the cart intact.
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  addItem,
  applyBranchDefaults,
  clearCart,
  emptyCart,
  removeItem,
  replaceItem,
  withOrderType,
  type BranchOrderTypes,
  type Cart,
  type CartItem,
  type CartOrder,
} from '#shared/cart/cart.ts';
import { cartStorageKeys, loadCart, serializeCart } from '#shared/cart/storage.ts';
import type { OrderType } from '#shared/pricing/pricing.ts';
import { isPriceable } from './pricing';

/** The product prefix of every storage key. */
export const CART_STORAGE_PREFIX = 'theke';

export interface CartBranch extends BranchOrderTypes {
  identifier: string;
}

type Listener = () => void;

const carts = new Map<string, Cart>();
const listeners = new Map<string, Set<Listener>>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the cart then lives for this page only.
    return null;
  }
}

function read(branch: CartBranch, defaultDeliveryMethod: string | null | undefined): Cart {
  const keys = cartStorageKeys(CART_STORAGE_PREFIX, branch.identifier);
  const store = storage();
  const loaded = loadCart((key) => store?.getItem(key), keys);
  const cart = { ...loaded.cart, items: loaded.cart.items.filter(isPriceable) };
  return applyBranchDefaults(cart, { branch, defaultDeliveryMethod, isDeliveryMethodPersisted: loaded.isDeliveryMethodPersisted });
}

function write(identifier: string, cart: Cart): void {
  carts.set(identifier, cart);
  const store = storage();
  try {
    for (const [key, value] of serializeCart(cart, cartStorageKeys(CART_STORAGE_PREFIX, identifier))) store?.setItem(key, value);
  } catch {
    // Quota exceeded: the in-memory cart still works for this visit.
  }
  listeners.get(identifier)?.forEach((listener) => listener());
}

function current(branch: CartBranch, defaultDeliveryMethod: string | null | undefined): Cart {
  let cart = carts.get(branch.identifier);
  if (!cart) {
    cart = read(branch, defaultDeliveryMethod);
    carts.set(branch.identifier, cart);
  }
  return cart;
}

function subscribe(identifier: string, listener: Listener): () => void {
  let set = listeners.get(identifier);
  if (!set) listeners.set(identifier, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export interface CartActions {
  cart: Cart;
  add: (item: CartItem) => void;
  replace: (index: number, item: CartItem) => void;
  remove: (index: number) => void;
  clear: () => void;
  setOrderType: (type: OrderType) => void;
  setDeliveryArea: (area: string) => void;
  setOrder: (order: Partial<CartOrder>) => void;
  /** Drops items, e.g. those the periodic catalogue check found stale. */
  setItems: (items: CartItem[]) => void;
}

/** The cart of a branch; every change is saved at once and seen by every component using it. */
export function useCart(branch: CartBranch, defaultDeliveryMethod?: string | null): CartActions {
  const { identifier } = branch;
  const cart = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(identifier, listener), [identifier]),
    () => current(branch, defaultDeliveryMethod),
    () => emptyCart(),
  );
  const update = (change: (cart: Cart) => Cart) => write(identifier, change(current(branch, defaultDeliveryMethod)));
  return {
    cart,
    add: (item) => update((c) => addItem(c, item)),
    replace: (index, item) => update((c) => replaceItem(c, index, item)),
    remove: (index) => update((c) => removeItem(c, index)),
    clear: () => update(clearCart),
    setOrderType: (type) => update((c) => withOrderType(c, type)),
    setDeliveryArea: (area) => update((c) => ({ ...c, deliveryArea: area })),
    setOrder: (order) => update((c) => ({ ...c, order: { ...c.order, ...order } })),
    setItems: (items) => update((c) => ({ ...c, items })),
  };
}

const pendingPaymentKey = (identifier: string) => `${CART_STORAGE_PREFIX}.${identifier}.pendingPayment`;

/** Called by the checkout right before the browser leaves for the payment provider. */
export function rememberPendingPayment(identifier: string, uid: string): void {
  storage()?.setItem(pendingPaymentKey(identifier), uid);
}

/** Called by the status page: clears the cart whose pending payment is this order. */
export function settlePendingPayment(identifier: string, uid: string): void {
  const store = storage();
  if (store?.getItem(pendingPaymentKey(identifier)) !== uid) return;
  store.removeItem(pendingPaymentKey(identifier));
  const keys = cartStorageKeys(CART_STORAGE_PREFIX, identifier);
  const stored = loadCart((key) => store.getItem(key), keys).cart;
  write(identifier, clearCart(carts.get(identifier) ?? stored));
}
