import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart, type CartItem } from '#shared/cart/cart.ts';
import { money } from '#shared/money/money.ts';
import { cartPricing, isPriceable } from './pricing';

const branch = {
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  deliveryAreas: [
    { area: 'Lend', price: 2.9, tax: 20, freeFromOrderValue: 40, minimumOrderValue: 15 },
    { area: 'Innenstadt', price: 3.9, tax: 20, freeFromOrderValue: 50, minimumOrderValue: 20 },
  ],
};
const extrawurst: CartItem = {
  product: { id: 'p1', name: 'Extrawurst', price: 1.49, tax: 10, takeawayTax: 10, unit: 'decagram', alternativeUnits: [{ unit: 'kilogram', ratio: 100 }] },
  amount: 20,
  unit: 'decagram',
};
const cart = (fields: Partial<Cart>): Cart => ({ ...emptyCart(), items: [extrawurst], ...fields });

describe('cartPricing', () => {
  it('takeaway: items only, no delivery fee, no minimum', () => {
    const { orderType, area, result } = cartPricing(cart({}), branch);
    expect(orderType).toBe('takeaway');
    expect(area).toBeNull();
    // 20 dag × 1,49 € = 29,80 €
    expect(result.gross).toBe(money(29.8));
    expect(result.delivery.gross).toBe(0);
    expect(result.total.gross).toBe(money(29.8));
    expect(result.minimumOrderValue.isReached).toBe(true);
  });

  it('delivery: the chosen area (else the first) adds its fee and its minimum', () => {
    const chosen = cartPricing(cart({ isDelivery: true, deliveryArea: 'Innenstadt' }), branch);
    expect(chosen.area?.area).toBe('Innenstadt');
    expect(chosen.result.delivery.gross).toBe(money(3.9));
    expect(chosen.result.total.gross).toBe(money(33.7));
    expect(chosen.result.minimumOrderValue.isReached).toBe(true);

    const fallback = cartPricing(cart({ isDelivery: true, deliveryArea: 'gone', items: [{ ...extrawurst, amount: 5 }] }), branch);
    expect(fallback.area?.area).toBe('Lend');
    // 5 dag = 7,45 € < 15 € minimum; fee 2,90 €
    expect(fallback.result.total.gross).toBe(money(10.35));
    expect(fallback.result.minimumOrderValue.isReached).toBe(false);
  });
});

describe('isPriceable', () => {
  it('accepts an item in a unit the product offers', () => {
    expect(isPriceable(extrawurst)).toBe(true);
    expect(isPriceable({ ...extrawurst, unit: 'kilogram', amount: 0.5 })).toBe(true);
  });

  it('rejects unknown or not offered units and non-positive amounts', () => {
    expect(isPriceable({ ...extrawurst, unit: 'gram' })).toBe(false);
    expect(isPriceable({ ...extrawurst, unit: 'bushel' })).toBe(false);
    expect(isPriceable({ ...extrawurst, amount: 0 })).toBe(false);
    expect(isPriceable({ ...extrawurst, amount: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
