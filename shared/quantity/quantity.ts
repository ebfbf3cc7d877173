/**
 * Quantities (storefront.md §5 "Quantity"): bounds per unit, clamping and snapping to the step,
 * amount input parsing, and converting an amount when the customer changes the unit.
 *
 * All arithmetic runs in exact decimals (../money/decimal), so 0.1-kg steps stay on the step
 * (0.1 + 0.2 is 0.3, not 0.30000000000000004). The only inexact step is dividing by an
 * alternative unit's ratio when the unit changes; that result is rounded to QUANTITY_DECIMALS
 * places before it is clamped and snapped.
 */
import { commerceMessages } from '../i18n/commerce';
import { compare, decimal, divide, multiply, roundToMultiple, toNumber, type Decimal } from '../money/decimal';
import { UnitError, convertDecimal, getUnit } from '../units/units';

export const QUANTITY_DECIMALS = 6;

/** Min, max and step of a product's unit or of one alternative unit. */
export interface QuantityBounds {
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
}

export interface AlternativeUnit extends QuantityBounds {
  unit: string;
  /** How many product units one of this unit is; its price is the product price times ratio. */
  ratio?: number | null;
}

export interface QuantityProduct extends QuantityBounds {
  name?: string | null;
  unit: string;
  alternativeUnits?: readonly AlternativeUnit[] | null;
  defaultQuantity?: number | null;
  defaultUnit?: string | null;
}

/** The units a customer can choose for a product: its own unit first, then the alternatives. */
export function offeredUnits(product: QuantityProduct): string[] {
  const units = [product.unit];
  for (const alternative of product.alternativeUnits ?? []) {
    if (!units.includes(alternative.unit)) units.push(alternative.unit);
  }
  return units;
}

function notOffered(product: QuantityProduct, unit: string): UnitError {
  return new UnitError('unit.notOffered', commerceMessages['unit.error.notOffered'].replace('{unit}', unit).replace('{product}', product.name ?? ''));
}

function alternativeFor(product: QuantityProduct, unit: string): AlternativeUnit | undefined {
  return product.alternativeUnits?.find((alternative) => alternative.unit === unit);
}

/**
 * The bounds that apply to an amount in `unit`: the product's own for its unit, otherwise those
 * of the matching alternative unit. An alternative unit does not inherit the product's bounds,
 * which are expressed in another unit.
 */
export function quantityBounds(product: QuantityProduct, unit: string): QuantityBounds {
  if (unit === product.unit) return product;
  const alternative = alternativeFor(product, unit);
  if (!alternative) throw notOffered(product, unit);
  return alternative;
}

/**
 * Clamps and snaps an amount (storefront.md §5):
 * - at or below the minimum gives the minimum (no minimum set: 0, amounts are never negative);
 * - at or above a set maximum gives the maximum (a maximum of 0 or none means "no maximum");
 * - otherwise it snaps to a multiple of the step: a remainder under half a step rounds down,
 *   else up (no step or a step of 0: no snapping);
 * - a snapped value that leaves [minimum, maximum] gives that bound again, so the result always
 *   lies within the bounds. With a minimum and maximum that are multiples of the step (the
 *   normal set-up) the result is always on the step.
 */
export function clampQuantity(amount: number, bounds: QuantityBounds): number {
  return toNumber(clampDecimal(decimal(amount), bounds));
}

function positive(value: number | null | undefined): Decimal | null {
  return value != null && value > 0 ? decimal(value) : null;
}

function clampDecimal(amount: Decimal, bounds: QuantityBounds): Decimal {
  const minimum = positive(bounds.minimumQuantity) ?? decimal(0);
  const maximum = positive(bounds.maximumQuantity);
  const step = positive(bounds.quantityStepSize);
  if (compare(amount, minimum) <= 0) return minimum;
  if (maximum && compare(amount, maximum) >= 0) return maximum;
  if (!step) return amount;
  const snapped = roundToMultiple(amount, step);
  if (compare(snapped, minimum) < 0) return minimum;
  if (maximum && compare(snapped, maximum) > 0) return maximum;
  return snapped;
}

/** True when the amount is already what clamping would make of it (server-side check). */
export function isQuantityAllowed(amount: number, bounds: QuantityBounds): boolean {
  return Number.isFinite(amount) && compare(clampDecimal(decimal(amount), bounds), decimal(amount)) === 0;
}

/** German message for an amount the product does not allow in that unit. */
export function quantityNotAllowedMessage(amount: number, unit: string, product: QuantityProduct): string {
  return commerceMessages['quantity.error.notAllowed']
    .replace('{amount}', String(amount).replace('.', ','))
    .replace('{unit}', getUnit(unit).shortName)
    .replace('{product}', product.name ?? '');
}

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Amount input of the configuration overlay: commas become dots, anything that is not a plain
 * decimal number becomes 0, then the value is clamped ("2,5" → 2.5; "abc", "", "1.2.3" → 0).
 */
export function parseAmountInput(text: string, bounds: QuantityBounds): number {
  const normalized = text.trim().replace(/,/g, '.');
  const amount = NUMBER_TEXT.test(normalized) ? decimal(normalized) : decimal(0);
  return toNumber(clampDecimal(amount, bounds));
}

/**
 * The amount expressed in the product's own unit, exactly:
 * - the product unit: unchanged;
 * - an alternative unit of the same type (250 g of a product sold per kg): unit conversion; the
 *   ratio is not used because the unit factors already define it exactly;
 * - an alternative unit of another type (pieces of a product sold per kg): amount × ratio.
 * A unit the product does not offer throws a UnitError ('unit.notOffered').
 */
export function amountInProductUnit(amount: number | Decimal, unit: string, product: QuantityProduct): Decimal {
  const value = decimal(amount);
  if (unit === product.unit) return value;
  const alternative = alternativeFor(product, unit);
  if (!alternative) throw notOffered(product, unit);
  if (getUnit(unit).type === getUnit(product.unit).type) return convertDecimal(value, unit, product.unit);
  return multiply(value, decimal(alternative.ratio ?? 0));
}

/** Inverse of amountInProductUnit; a ratio of 0 gives 0 (nothing can be converted). */
function amountFromProductUnit(amount: Decimal, unit: string, product: QuantityProduct): Decimal {
  if (unit === product.unit) return amount;
  const alternative = alternativeFor(product, unit);
  if (!alternative) throw notOffered(product, unit);
  if (getUnit(unit).type === getUnit(product.unit).type) return convertDecimal(amount, product.unit, unit);
  const ratio = decimal(alternative.ratio ?? 0);
  return ratio.coefficient === 0n ? decimal(0) : divide(amount, ratio, QUANTITY_DECIMALS);
}

/**
 * Changing the unit converts the amount (storefront.md §5) and applies the new unit's bounds:
 * 0.5 kg → 500 g; 1 kg → 4 Stück when one piece is 0.25 kg.
 */
export function changeUnit(amount: number, from: string, to: string, product: QuantityProduct): number {
  const converted = amountFromProductUnit(amountInProductUnit(amount, from, product), to, product);
  return toNumber(clampDecimal(converted, quantityBounds(product, to)));
}

/**
 * What the configuration overlay starts with: the default unit if the product offers it (else its
 * own unit) and the default quantity (else the minimum, else 1), clamped to that unit's bounds.
 */
export function initialQuantity(product: QuantityProduct): { amount: number; unit: string } {
  const unit = product.defaultUnit && offeredUnits(product).includes(product.defaultUnit) ? product.defaultUnit : product.unit;
  const bounds = quantityBounds(product, unit);
  const start = product.defaultQuantity ?? positive(bounds.minimumQuantity) ?? 1;
  return { amount: toNumber(clampDecimal(decimal(start), bounds)), unit };
}
