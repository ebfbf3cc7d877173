/**
 * Delivery fee, minimum order value and cart totals (storefront.md §3 "Pricing result", §5
 * "Minimum order value", §9 "Money and tax").
 */
import { commerceMessages } from '../i18n/commerce';
import {
  DEFAULT_CURRENCY,
  ZERO_BREAKDOWN,
  addBreakdowns,
  formatMoney,
  money,
  moneyToNumber,
  splitGross,
  type Money,
  type MoneyBreakdown,
} from '../money/money';
import { STANDARD_VAT_RATE, priceLine, type DeliveryArea, type LinePrice, type PricedLine, type PricingContext } from './pricing';

export interface DeliveryFee extends MoneyBreakdown {
  /** VAT rate of the fee: the area's tax, else STANDARD_VAT_RATE. */
  rate: number;
  isFree: boolean;
}

/** Only a positive amount counts as set: 0 in a number field means "none". */
function setAmount(value: number | null | undefined): Money | null {
  return value != null && value > 0 ? money(value) : null;
}

/**
 * The area's delivery fee (gross), free if the area is free or the items' gross exceeds
 * freeFromOrderValue (strictly: exactly reaching it still pays the fee).
 */
export function deliveryFee(area: DeliveryArea, itemsGross: Money): DeliveryFee {
  const rate = area.tax ?? STANDARD_VAT_RATE;
  const freeFrom = setAmount(area.freeFromOrderValue);
  const isFree = Boolean(area.free) || (freeFrom !== null && itemsGross > freeFrom);
  return { ...splitGross(isFree ? 0 : money(area.price ?? 0), rate), rate, isFree };
}

export interface MinimumOrderValueCheck {
  isReached: boolean;
  /** The area's minimum order value (0 when none is set). */
  minimum: Money;
  /** German notice while it is not reached. */
  message: string | null;
}

/**
 * Delivery orders must reach the area's minimumOrderValue with the gross of the items (the
 * delivery fee does not count towards it: it is a minimum value of goods).
 */
export function checkMinimumOrderValue(area: DeliveryArea | null | undefined, itemsGross: Money, currency: string = DEFAULT_CURRENCY): MinimumOrderValueCheck {
  const minimum = setAmount(area?.minimumOrderValue) ?? 0;
  const isReached = itemsGross >= minimum;
  return {
    isReached,
    minimum,
    message: isReached ? null : commerceMessages['pricing.error.minimumOrderValue'].replace('{amount}', formatMoney(minimum, currency)),
  };
}

export interface TaxBucket extends MoneyBreakdown {
  rate: number;
}

/** The spec's Pricing result: items, delivery, total and taxes per rate, all in Money. */
export interface PricingResult extends MoneyBreakdown {
  lines: LinePrice[];
  delivery: DeliveryFee;
  total: MoneyBreakdown;
  /** One entry per VAT rate (items and delivery fee), ascending by rate. */
  taxes: TaxBucket[];
  /** True if any line is variable (approximate or minimum): the total is not final. */
  isVariable: boolean;
  minimumOrderValue: MinimumOrderValueCheck;
}

const NO_DELIVERY: DeliveryFee = { ...ZERO_BREAKDOWN, rate: 0, isFree: false };

/**
 * Totals of a cart. Item totals are sums of the lines' net, tax and gross (so net + tax = gross
 * holds for every line and every sum). A delivery order with a chosen area and at least one item
 * adds the area's fee; other orders have no fee and no minimum order value.
 */
export function priceCart(items: readonly PricedLine[], context: PricingContext & { currency?: string }): PricingResult {
  const lines = items.map((item) => priceLine(item, context));
  const itemTotals = lines.reduce<MoneyBreakdown>((sum, line) => addBreakdowns(sum, line), ZERO_BREAKDOWN);
  const area = context.orderType === 'delivery' ? context.deliveryArea : null;
  const delivery = area && lines.length > 0 ? deliveryFee(area, itemTotals.gross) : NO_DELIVERY;

  const buckets = new Map<number, MoneyBreakdown>();
  const collect = (rate: number, amounts: MoneyBreakdown) => buckets.set(rate, addBreakdowns(buckets.get(rate) ?? ZERO_BREAKDOWN, amounts));
  for (const line of lines) collect(line.rate, line);
  if (delivery.gross !== 0) collect(delivery.rate, delivery);

  return {
    net: itemTotals.net,
    tax: itemTotals.tax,
    gross: itemTotals.gross,
    lines,
    delivery,
    total: addBreakdowns(itemTotals, delivery),
    taxes: [...buckets.entries()].sort(([a], [b]) => a - b).map(([rate, amounts]) => ({ rate, net: amounts.net, tax: amounts.tax, gross: amounts.gross })),
    isVariable: lines.some((line) => line.isVariable),
    minimumOrderValue: checkMinimumOrderValue(area, itemTotals.gross, context.currency),
  };
}

/** The Pricing result as stored on an order and sent over the API: flat fields, currency units. */
export interface PricingSummary {
  net: number;
  tax: number;
  gross: number;
  deliveryNet: number;
  deliveryTax: number;
  deliveryGross: number;
  totalNet: number;
  totalTax: number;
  totalGross: number;
  taxes: { rate: number; net: number; tax: number; gross: number }[];
}

/** Money (ten-thousandths) to currency-unit numbers with up to 4 decimals: 129 900 → 12.99. */
export function pricingSummary(result: PricingResult): PricingSummary {
  const amounts = ({ net, tax, gross }: MoneyBreakdown) => ({
    net: moneyToNumber(net),
    tax: moneyToNumber(tax),
    gross: moneyToNumber(gross),
  });
  const delivery = amounts(result.delivery);
  const total = amounts(result.total);
  return {
    ...amounts(result),
    deliveryNet: delivery.net,
    deliveryTax: delivery.tax,
    deliveryGross: delivery.gross,
    totalNet: total.net,
    totalTax: total.tax,
    totalGross: total.gross,
    taxes: result.taxes.map((bucket) => ({ rate: bucket.rate, ...amounts(bucket) })),
  };
}
