/**
 * The periodic catalogue check of a page with a cart (storefront.md §4 "Cart", §9 "Timing"):
 * every 10 s it looks whether the branch's catalogue (menus, categories and products, one load:
 * GET /api/init/store/{id}) was loaded 4 hours ago or earlier and reloads it; whenever the
 * products change (and when the page opens) cart items whose product no longer matches in id,
 * name, description and price are removed.
 *
 * Decision (spec silent): the customer is told which items were removed (`removed`, shown by the
 * page until dismissed); an item silently vanishing from a cart looks like a bug.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_CHECK_INTERVAL_MS, isCatalogReloadDue, removeStaleItems, type CartItem } from '#shared/cart/cart.ts';
import { storeCatalogueKey, useStoreCatalogue } from '../data';
import type { CartActions } from './cart-store';

export interface CatalogRefresh {
  /** The items the last check removed (empty when none). */
  removed: CartItem[];
  dismiss: () => void;
}

export function useCatalogRefresh(cart: CartActions, branchId: string): CatalogRefresh {
  const queryClient = useQueryClient();
  const products = useStoreCatalogue(branchId).data?.products;
  const [removed, setRemoved] = useState<CartItem[]>([]);

  useEffect(() => {
    const queryKey = storeCatalogueKey(branchId);
    const check = () => {
      const state = queryClient.getQueryState(queryKey);
      // A failed reload counts as a try: the next one follows 4 hours later, not every 10 s.
      const loadedAt = Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
      if (isCatalogReloadDue(loadedAt, Date.now())) {
        void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
      }
    };
    const timer = window.setInterval(check, CATALOG_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, branchId]);

  const { items } = cart.cart;
  const { setItems } = cart;
  useEffect(() => {
    if (!products || items.length === 0) return;
    const result = removeStaleItems(items, products);
    if (result.removed.length === 0) return;
    setItems(result.items);
    setRemoved(result.removed);
    // setItems is a new function on every render; the check depends only on the data.
  }, [products, items]);

  return { removed, dismiss: () => setRemoved([]) };
}
