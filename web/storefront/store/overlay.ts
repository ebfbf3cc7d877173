/**
 * The configuration overlay's state rules that are not in shared/ already: where a draft starts,
 * what a +/- button does, and how an option's price change reads.
 */
import type { CartItem, CartProduct } from '#shared/cart/cart.ts';
import { emptyPartEntries, productParts, type CartItemPart, type ConfigPartOption } from '#shared/items/parts.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { clampQuantity, initialQuantity, type QuantityBounds } from '#shared/quantity/quantity.ts';

export interface Draft {
  amount: number;
  unit: string;
  parts: CartItemPart[];
}

/**
 * A new item starts with the product's initial quantity and one empty entry per part; editing
 * starts from the item (its parts padded to one entry per part of the product).
 */
export function startDraft(product: CartProduct, item?: CartItem | null): Draft {
  if (!item) return { ...initialQuantity(product), parts: emptyPartEntries(product) };
  const parts = productParts(product).map((part, index) => item.parts?.[index] ?? { name: part.name });
  return { amount: item.amount, unit: item.unit, parts };
}

/** +1 or −1 step (the unit's quantityStepSize, else 1), clamped and snapped. */
export function stepAmount(amount: number, direction: 1 | -1, bounds: QuantityBounds): number {
  const step = bounds.quantityStepSize && bounds.quantityStepSize > 0 ? bounds.quantityStepSize : 1;
  return clampQuantity(amount + direction * step, bounds);
}

/** Whether the − / + buttons can change the amount. */
export function canStep(amount: number, direction: 1 | -1, bounds: QuantityBounds): boolean {
  return stepAmount(amount, direction, bounds) !== amount;
}

/**
 * The price change an option makes, next to its name: "+0,20 €", "−0,80 €", "9,50 €" for an
 * overwrite (the new price), '' for none.
 */
export function optionPriceText(option: ConfigPartOption, currency?: string): string {
  if (option.value == null || !option.modifier) return '';
  const amount = formatMoney(money(Math.abs(option.value)), currency);
  if (option.modifier === 'overwrite') return formatMoney(money(option.value), currency);
  if (option.value === 0) return '';
  const adds = (option.modifier === 'add') === option.value > 0;
  return `${adds ? '+' : '\u2212'}${amount}`;
}
