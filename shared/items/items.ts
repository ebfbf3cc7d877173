/**
 * Item validity and step-by-step configuration (storefront.md §4 "Configuration overlay",
 * §5 "Item validity").
 */
import { commerceMessages } from '../i18n/commerce';
import { partError, productParts, type CartItemPart, type ConfigurableProduct } from './parts';

export interface ConfiguredItem<P extends ConfigurableProduct = ConfigurableProduct> {
  product: P;
  amount: number;
  unit: string;
  /** One entry per configurable part, at the part's position. */
  parts?: readonly (CartItemPart | null | undefined)[] | null;
}

/** Every reason the item cannot be saved or ordered, in German; empty when it is valid. */
export function itemErrors(item: ConfiguredItem): string[] {
  const errors: string[] = [];
  if (!(item.amount > 0)) errors.push(commerceMessages['item.error.amount'].replace('{product}', item.product.name ?? ''));
  productParts(item.product).forEach((part, index) => {
    const error = partError(part, item.parts?.[index]);
    if (error) errors.push(error);
  });
  return errors;
}

/** An item is valid when its amount is greater than 0 and every configurable part is valid. */
export function isItemValid(item: ConfiguredItem): boolean {
  return itemErrors(item).length === 0;
}

/** Step-by-step products show one configurable part per step (at least one step). */
export function stepCount(product: ConfigurableProduct): number {
  return Math.max(1, productParts(product).length);
}

export type StepMove = { type: 'step'; step: number } | { type: 'save' } | { type: 'cancel' };

/** Whether the part shown on `step` is valid (a step without a part always is). */
export function isStepValid(item: ConfiguredItem, step: number): boolean {
  const part = productParts(item.product)[step];
  return part === undefined || partError(part, item.parts?.[step]) === null;
}

/**
 * "Next": stays on the step while it is not valid; moves on when it is; on the last step it
 * saves, but only a valid item (the save action is shown only for valid items).
 */
export function stepForward(item: ConfiguredItem, step: number): StepMove {
  if (!isStepValid(item, step)) return { type: 'step', step };
  if (step < stepCount(item.product) - 1) return { type: 'step', step: step + 1 };
  return isItemValid(item) ? { type: 'save' } : { type: 'step', step };
}

/** "Back": one step back; on step 0 it cancels the configuration. */
export function stepBack(step: number): StepMove {
  return step <= 0 ? { type: 'cancel' } : { type: 'step', step: step - 1 };
}
