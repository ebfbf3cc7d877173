/**
 * The prices the cart shows (store page and checkout): the shared pricing (shared/pricing) of the
 * cart's items for its order type and, for delivery, its area. Display only: the server prices
 * every order again from stored data.
 */
import { orderTypeOf, resolveDeliveryArea, type BranchOrderTypes, type Cart, type CartItem } from '#shared/cart/cart.ts';
import { priceLine, type DeliveryArea, type OrderType } from '#shared/pricing/pricing.ts';
import { priceCart, type PricingResult } from '#shared/pricing/totals.ts';

export interface CartPricing {
  orderType: OrderType;
  /** The chosen delivery area (delivery orders only). */
  area: DeliveryArea | null;
  result: PricingResult;
}

export function cartPricing(cart: Cart, branch: BranchOrderTypes, currency?: string): CartPricing {
  const orderType = orderTypeOf(cart);
  const area = orderType === 'delivery' ? resolveDeliveryArea(branch, cart.deliveryArea) : null;
  return { orderType, area, result: priceCart(cart.items, { orderType, deliveryArea: area, currency }) };
}

/**
 * Whether the shared rules can price the item: a known unit the product offers and a positive,
 * finite amount. Session storage is the customer's to edit; an item that fails here would break
 * every price on the page, so the cart drops it when it loads.
 */
export function isPriceable(item: CartItem): boolean {
  if (!(item.amount > 0) || !Number.isFinite(item.amount)) return false;
  try {
    priceLine(item, { orderType: 'takeaway' });
    return true;
  } catch {
    return false;
  }
}
