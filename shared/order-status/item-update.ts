/**
 * Entering the real weight or count of an order line at the counter (backoffice.md §4 "item
 * update"; the API is functions/orders/items.ts): when it is allowed, which amounts are sane, and
 * the line and order totals priced again with the shared pricing (../pricing/order-lines.ts).
 *
 * Decisions (the spec is silent):
 * - Allowed while the order is open or confirmed; not once it is on its way or ready for pickup
 *   (the goods are packed and the customer may have been told the price), nor after it ended.
 * - Not for orders paid online (mollie, datatrans; paid, pending or refunded): the provider
 *   charges the amount of the order create, which cannot change afterwards. Those stay as ordered.
 * - The amount is what the scale or the count says, so it need not lie on the product's step grid
 *   nor within its order minimum and maximum. Sane bounds instead: more than 0, at most three
 *   decimals (a gram on a kilogram scale), whole numbers for units that are counted (Stück,
 *   Portion, Paar, Person, Packung), and at most ten times the ordered amount: a larger value is
 *   almost always a unit typo (523 kg for 523 g).
 * - The unit may change to another unit of the line's product (weighed in g, ordered in kg).
 * - The line keeps what was ordered in `orderedAmount` / `orderedUnit` (set at the first change).
 * - The minimum order value is not checked again: the goods were ordered and are weighed now.
 */
import { commerceMessages } from '../i18n/commerce';
import { orderActionMessages, type OrderActionMessageKey } from '../i18n/order-actions';
import type { CartItemPart } from '../items/parts';
import { compare, decimal, multiply } from '../money/decimal';
import type { DeliveryArea, OrderType, PricedProduct } from '../pricing/pricing';
import { priceOrderLines, type LineFigures } from '../pricing/order-lines';
import type { PricingSummary } from '../pricing/totals';
import { amountInProductUnit, offeredUnits } from '../quantity/quantity';
import { getUnit, type UnitType } from '../units/units';
import { isOnlinePaymentMethod, orderStage, type OrderStatusState } from './transitions';

export type ItemUpdateRefusal = 'orderItem.closed' | 'orderItem.onlinePayment';

/** Why the order's lines cannot be changed now, or null when they can. */
export function itemUpdateRefusal(order: OrderStatusState): ItemUpdateRefusal | null {
  const stage = orderStage(order);
  if (stage !== 'open' && stage !== 'confirmed' && stage !== 'awaitingPayment') return 'orderItem.closed';
  return isOnlinePaymentMethod(order.paymentMethod) ? 'orderItem.onlinePayment' : null;
}

/** At most this many times the ordered amount (in the product's unit). */
export const MAX_AMOUNT_FACTOR = 10;
export const MAX_AMOUNT_DECIMALS = 3;
const COUNTED: readonly UnitType[] = ['amount', 'serving', 'pair', 'person', 'package'];

/** A refusal: its code (the catalogue key) and German text. */
export interface ItemError {
  code: string;
  message: string;
}

const itemError = (key: OrderActionMessageKey, unit?: string): ItemError => ({
  code: key,
  message: orderActionMessages[key].replace('{unit}', unit ? getUnit(unit).name : ''),
});

/**
 * Whether `amount` in `unit` is a sane counter amount for a line of `product` ordered as
 * `ordered`; the German reason when not. The unit must be one of the product's (checked before).
 */
export function counterAmountError(amount: number, unit: string, product: PricedProduct, ordered: { amount: number; unit: string }): ItemError | null {
  const value = decimal(amount);
  if (value.scale > MAX_AMOUNT_DECIMALS) return itemError('orderItem.amountPrecision');
  if (COUNTED.includes(getUnit(unit).type) && value.scale > 0) return itemError('orderItem.amountWhole', unit);
  const limit = multiply(amountInProductUnit(ordered.amount, ordered.unit, product), decimal(MAX_AMOUNT_FACTOR));
  if (compare(amountInProductUnit(value, unit, product), limit) > 0) return itemError('orderItem.amountTooLarge');
  return null;
}

/** A stored line as far as pricing it again needs. */
export interface RepricedLine {
  product: PricedProduct;
  amount: number;
  unit: string;
  parts?: readonly (CartItemPart | null | undefined)[] | null;
  orderedAmount?: number;
  orderedUnit?: string;
}

export interface OrderToReprice {
  orderType: OrderType;
  deliveryArea: DeliveryArea | null;
  currency?: string;
  lines: readonly RepricedLine[];
}

export interface LineChange {
  index: number;
  amount: number;
  unit?: string;
}

export type RepriceResult =
  | {
      ok: true;
      line: { amount: number; unit: string; orderedAmount: number; orderedUnit: string } & LineFigures;
      lines: LineFigures[];
      pricing: PricingSummary;
    }
  | { ok: false; status: 400 | 404; error: ItemError; field?: string };

/**
 * The order priced again with line `index` at the counter amount: the changed line's new fields
 * and every line's figures and the order's totals. Pure; the caller has checked itemUpdateRefusal.
 */
export function repriceWithCounterAmount(order: OrderToReprice, change: LineChange): RepriceResult {
  const line = order.lines[change.index];
  if (!line) return { ok: false, status: 404, error: itemError('orderItem.unknown') };
  const unit = change.unit ?? line.unit;
  if (!offeredUnits(line.product).includes(unit)) {
    // The storefront's text for a unit the product lacks.
    const message = commerceMessages['unit.error.notOffered'].replace('{unit}', getUnit(unit).name).replace('{product}', line.product.name ?? '');
    return { ok: false, status: 400, error: { code: 'orderItem.unit', message }, field: 'unit' };
  }
  const ordered = { amount: line.orderedAmount ?? line.amount, unit: line.orderedUnit ?? line.unit };
  const error = counterAmountError(change.amount, unit, line.product, ordered);
  if (error) return { ok: false, status: 400, error, field: 'amount' };
  const lines = order.lines.map((candidate, index) => (index === change.index ? { ...candidate, amount: change.amount, unit } : candidate));
  const priced = priceOrderLines(lines, { orderType: order.orderType, deliveryArea: order.deliveryArea, currency: order.currency });
  return {
    ok: true,
    line: { amount: change.amount, unit, orderedAmount: ordered.amount, orderedUnit: ordered.unit, ...priced.lines[change.index]! },
    lines: priced.lines,
    pricing: priced.pricing,
  };
}
