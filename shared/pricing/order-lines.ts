/**
 * Pricing the lines of an order: once at order create (functions/orders/checks.ts) and again when
 * staff enter the real weight or count at the counter (functions/orders/items.ts). Both run the
 * same priceCart, so a line priced again with its ordered amount gives the same figures.
 *
 * Decision: a stored line keeps a snapshot of what its price was computed from (the product's
 * price, tax rates, units and configuration with their modifiers), and a delivery order keeps the
 * terms of its delivery area. Weighing at the counter then charges the prices the customer was
 * shown when ordering, even if the catalogue changed since.
 */
import type { CartItemPart } from '../items/parts';
import { moneyToNumber } from '../money/money';
import type { DeliveryArea, PricedProduct, PricingContext, PricingModel } from './pricing';
import { priceCart, pricingSummary, type PricingResult, type PricingSummary } from './totals';

/** The product fields a line's price depends on. */
export const PRODUCT_SNAPSHOT_FIELDS = [
  'unit',
  'price',
  'tax',
  'dineInTax',
  'takeawayTax',
  'pricing',
  'calculationModel',
  'alternativeUnits',
  'config',
] as const;

export type ProductSnapshot = Pick<PricedProduct, (typeof PRODUCT_SNAPSHOT_FIELDS)[number]>;

const pick = <T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> =>
  Object.fromEntries(fields.filter((field) => source[field] !== undefined && source[field] !== null).map((field) => [field, source[field]])) as Pick<T, K>;

/** What a stored line keeps of its product to be priced again later. */
export function productSnapshot(product: PricedProduct): ProductSnapshot {
  return pick(product, PRODUCT_SNAPSHOT_FIELDS);
}

const DELIVERY_AREA_FIELDS = ['area', 'price', 'tax', 'free', 'freeFromOrderValue', 'minimumOrderValue'] as const;

/** The delivery area's fee terms as a delivery order keeps them (without the area's zip codes or geometry). */
export function deliveryAreaTerms(area: DeliveryArea): DeliveryArea {
  return pick(area, DELIVERY_AREA_FIELDS);
}

export interface OrderLineToPrice {
  product: PricedProduct;
  amount: number;
  unit: string;
  parts?: readonly (CartItemPart | null | undefined)[] | null;
}

/** The figures stored on a line: its gross in currency units and its pricing model. */
export interface LineFigures {
  price: number;
  pricingModel: PricingModel;
}

export interface PricedOrderLines {
  lines: LineFigures[];
  /** The order's stored totals (subtotal, delivery fee, total, taxes per rate). */
  pricing: PricingSummary;
  /** The full result (minimum order value check, Money amounts). */
  result: PricingResult;
}

/** Prices every line and the order's totals with the shared cart pricing. */
export function priceOrderLines(lines: readonly OrderLineToPrice[], context: PricingContext & { currency?: string }): PricedOrderLines {
  const result = priceCart(lines, context);
  return {
    lines: result.lines.map((line) => ({ price: moneyToNumber(line.gross), pricingModel: line.model })),
    pricing: pricingSummary(result),
    result,
  };
}
