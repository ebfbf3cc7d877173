/**
 * Prices of products and cart lines (storefront.md §9 "Pricing models", "Money and tax").
 *
 * Prices stored on products, options and delivery areas are gross (Austrian shop prices include
 * VAT) and per product unit; tax rates are percentages (10, 13, 20). Amounts are computed in
 * exact decimals and kept as Money (integer ten-thousandths, see ../money/money).
 */
import { commerceMessages } from '../i18n/commerce';
import { hasPartValue, productParts, selectedOptions, type CartItemPart, type ConfigurableProduct, type PriceModifier } from '../items/parts';
import { add, decimal, multiply, subtract, type Decimal } from '../money/decimal';
import { moneyFromDecimal, splitGross, type Money, type MoneyBreakdown } from '../money/money';
import { amountInProductUnit, type AlternativeUnit, type QuantityProduct } from '../quantity/quantity';
import { getUnit } from '../units/units';
import type { OrderType } from './order-types';

export type PricingModel = 'fixed' | 'approximate' | 'minimum';
export const PRICING_MODELS: readonly PricingModel[] = ['fixed', 'approximate', 'minimum'];

export { ORDER_TYPES, type OrderType } from './order-types';

/**
 * Austrian standard VAT rate. Used where a rate is missing in the data (a product without `tax`,
 * a delivery area without `tax` for its fee): never declaring less VAT than may be due.
 */
export const STANDARD_VAT_RATE = 20;

export interface PricedAlternativeUnit extends AlternativeUnit {
  calculationModel?: PricingModel | null;
}

export interface PricedProduct extends QuantityProduct, ConfigurableProduct {
  /** Gross price per product unit; a product without a price costs 0. */
  price?: number | null;
  tax?: number | null;
  dineInTax?: number | null;
  takeawayTax?: number | null;
  pricing?: PricingModel | null;
  /** Pricing model of the product's own unit. */
  calculationModel?: PricingModel | null;
  alternativeUnits?: readonly PricedAlternativeUnit[] | null;
}

export interface DeliveryArea {
  area: string;
  /** Gross delivery fee. */
  price?: number | null;
  tax?: number | null;
  free?: boolean | null;
  freeFromOrderValue?: number | null;
  minimumOrderValue?: number | null;
}

/**
 * The pricing model of a line: a product whose `pricing` is not fixed wins; otherwise the model
 * of the chosen unit applies: the product's `calculationModel` for its own unit, else the
 * alternative unit's (matched by unit id, else by unit type). Missing everywhere: fixed.
 */
export function effectivePricingModel(product: PricedProduct, unit: string): PricingModel {
  if (product.pricing && product.pricing !== 'fixed') return product.pricing;
  if (unit === product.unit) return product.calculationModel ?? 'fixed';
  const alternatives = product.alternativeUnits ?? [];
  const type = getUnit(unit).type;
  const alternative = alternatives.find((candidate) => candidate.unit === unit) ?? alternatives.find((candidate) => getUnit(candidate.unit).type === type);
  return alternative?.calculationModel ?? 'fixed';
}

/** A line is 'variable' if its effective model is not fixed (the final price may differ). */
export function isVariablePrice(product: PricedProduct, unit: string): boolean {
  return effectivePricingModel(product, unit) !== 'fixed';
}

/** German label and short label: Exakt/Fix, Ungefähr/ca., Minimum/ab. */
export function pricingModelLabel(model: PricingModel): { label: string; short: string } {
  return { label: commerceMessages[`pricing.model.${model}`], short: commerceMessages[`pricing.model.${model}.short`] };
}

function modifiersOf(source: PriceModifier | readonly PriceModifier[] | null | undefined): readonly PriceModifier[] {
  if (!source) return [];
  return Array.isArray(source) ? source : [source as PriceModifier];
}

/**
 * The gross price per product unit after the modifiers of the chosen options and of filled-in
 * parts. Order (spec silent): overwrites first, the last one in part order winning, then every
 * add and subtract; a modifier without a value does nothing; the result never goes below 0.
 */
export function modifiedPrice(product: PricedProduct, entries?: readonly (CartItemPart | null | undefined)[] | null): Decimal {
  const modifiers: PriceModifier[] = [];
  productParts(product).forEach((part, index) => {
    const entry = entries?.[index];
    if (!hasPartValue(part, entry)) return;
    modifiers.push(...modifiersOf(part.modifiers));
    if (part.type === 'select' || part.type === 'multiselect') {
      for (const name of selectedOptions(entry)) {
        const option = part.options?.find((candidate) => candidate.name === name);
        if (option) modifiers.push(option);
      }
    }
  });
  let price = decimal(product.price ?? 0);
  for (const { modifier, value } of modifiers) {
    if (modifier === 'overwrite' && value != null) price = decimal(value);
  }
  for (const { modifier, value } of modifiers) {
    if (value == null) continue;
    if (modifier === 'add') price = add(price, decimal(value));
    if (modifier === 'subtract') price = subtract(price, decimal(value));
  }
  return price.coefficient < 0n ? decimal(0) : price;
}

/**
 * Gross price of one chosen unit: the (modified) product price times one unit converted to the
 * product unit; for an alternative unit of another type that is price × ratio.
 */
export function unitPrice(product: PricedProduct, unit: string, entries?: readonly (CartItemPart | null | undefined)[] | null): Money {
  return moneyFromDecimal(multiply(modifiedPrice(product, entries), amountInProductUnit(1, unit, product)));
}

/**
 * VAT rate of a product line by order type: dine-in uses dineInTax, takeaway takeawayTax and
 * delivery the delivery area's tax (storefront.md §9). Each falls back to the product's `tax`
 * when the specific rate is missing, and that to STANDARD_VAT_RATE.
 */
export function taxRate(product: PricedProduct, orderType: OrderType, deliveryArea?: DeliveryArea | null): number {
  const specific = orderType === 'dineIn' ? product.dineInTax : orderType === 'takeaway' ? product.takeawayTax : deliveryArea?.tax;
  return specific ?? product.tax ?? STANDARD_VAT_RATE;
}

export interface PricedLine {
  product: PricedProduct;
  amount: number;
  unit: string;
  parts?: readonly (CartItemPart | null | undefined)[] | null;
}

export interface PricingContext {
  orderType: OrderType;
  /** The chosen delivery area; used for delivery orders only. */
  deliveryArea?: DeliveryArea | null;
}

export interface LinePrice extends MoneyBreakdown {
  /** Gross price of one chosen unit, modifiers included. */
  unitPrice: Money;
  rate: number;
  model: PricingModel;
  isVariable: boolean;
}

/**
 * One cart line: gross = modified unit price × amount converted to the product unit, rounded to
 * 4 decimals; net and tax from the line's rate.
 */
export function priceLine(line: PricedLine, context: PricingContext): LinePrice {
  const price = modifiedPrice(line.product, line.parts);
  const gross = moneyFromDecimal(multiply(price, amountInProductUnit(line.amount, line.unit, line.product)));
  const rate = taxRate(line.product, context.orderType, context.orderType === 'delivery' ? context.deliveryArea : null);
  const model = effectivePricingModel(line.product, line.unit);
  return {
    ...splitGross(gross, rate),
    unitPrice: moneyFromDecimal(multiply(price, amountInProductUnit(1, line.unit, line.product))),
    rate,
    model,
    isVariable: model !== 'fixed',
  };
}
