/**
 * Prices as every order view writes them (storefront, back office, receipt, e-mails): the amount
 * with its pricing model's short label, and the model of a sum of lines.
 */
import { formatMoney, type Money } from '../money/money';
import { pricingModelLabel, type PricingModel } from './pricing';

/** A price with its pricing model's short label: "12,99 €", "ca. 12,99 €", "ab 289,00 €". */
export function formatPrice(value: Money, model: PricingModel, currency?: string): string {
  const price = formatMoney(value, currency);
  return model === 'fixed' ? price : `${pricingModelLabel(model).short} ${price}`;
}

/**
 * The pricing model of a sum of lines (cart and order totals; spec silent): fixed when every line
 * is fixed; "ab" when the variable lines are all minimum prices (the sum can only grow);
 * otherwise "ca." (approximate lines can end up higher or lower).
 */
export function totalPricingModel(lines: readonly { model: PricingModel }[]): PricingModel {
  const variable = lines.filter((line) => line.model !== 'fixed');
  if (variable.length === 0) return 'fixed';
  return variable.every((line) => line.model === 'minimum') ? 'minimum' : 'approximate';
}

/** The models of stored order lines (a line without one was priced fixed). */
export function lineModels(items: readonly { pricingModel?: PricingModel | null }[]): { model: PricingModel }[] {
  return items.map((item) => ({ model: item.pricingModel ?? 'fixed' }));
}
