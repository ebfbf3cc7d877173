/**
 * Units of measure (storefront.md §9 "Units") and conversion between units of one type.
 *
 * Every factor is a power of ten relative to the base unit of its type, so conversions done in
 * exact decimals (../money/decimal) are exact and round-trip.
 */
import { commerceMessages } from '../i18n/commerce';
import { add, decimal, divide, multiply, toNumber, type Decimal } from '../money/decimal';
import { UNIT_IDS, type UnitId } from './ids';

export type UnitType = 'amount' | 'serving' | 'pair' | 'person' | 'package' | 'weight' | 'volume' | 'length' | 'area' | 'cubic';

export { UNIT_IDS, type UnitId } from './ids';

export interface UnitDefinition {
  id: UnitId;
  /** German name, e.g. "Kilogramm". */
  name: string;
  /** German short name shown next to amounts, e.g. "kg". */
  shortName: string;
  type: UnitType;
  /** How many base units of its type one of this unit is (gram, milliliter, millimeter, …). */
  factor: number;
}

const FACTORS: Record<UnitId, [UnitType, number]> = {
  amount: ['amount', 1],
  serving: ['serving', 1],
  pair: ['pair', 1],
  person: ['person', 1],
  package: ['package', 1],
  gram: ['weight', 1],
  decagram: ['weight', 10],
  kilogram: ['weight', 1000],
  milliliter: ['volume', 1],
  centiliter: ['volume', 10],
  deciliter: ['volume', 100],
  liter: ['volume', 1000],
  millimeter: ['length', 1],
  centimeter: ['length', 10],
  decimeter: ['length', 100],
  meter: ['length', 1000],
  kilometer: ['length', 1e6],
  'square-millimeter': ['area', 1],
  'square-centimeter': ['area', 100],
  'square-decimeter': ['area', 1e4],
  'square-meter': ['area', 1e6],
  'cubic-millimeter': ['cubic', 1],
  'cubic-centimeter': ['cubic', 1e3],
  'cubic-decimeter': ['cubic', 1e6],
  'cubic-meter': ['cubic', 1e9],
};

/** Every unit, in the order of the spec (for unit selects). */
export const UNITS: readonly UnitDefinition[] = UNIT_IDS.map((id) => ({
  id,
  name: commerceMessages[`unit.${id}.name`],
  shortName: commerceMessages[`unit.${id}.short`],
  type: FACTORS[id][0],
  factor: FACTORS[id][1],
}));

const BY_ID = new Map<string, UnitDefinition>(UNITS.map((unit) => [unit.id, unit]));

export function isUnitId(id: string): id is UnitId {
  return BY_ID.has(id);
}

/** Thrown for an unknown unit, a conversion between types, or a unit a product does not offer. */
export class UnitError extends Error {
  constructor(
    readonly code: 'unit.unknown' | 'unit.incompatible' | 'unit.notOffered',
    message: string,
  ) {
    super(message);
    this.name = 'UnitError';
  }
}

export function getUnit(id: string): UnitDefinition {
  const unit = BY_ID.get(id);
  if (!unit) throw new UnitError('unit.unknown', commerceMessages['unit.error.unknown'].replace('{unit}', id));
  return unit;
}

/** Weight, volume and length units: their amounts are measured rather than counted. */
export const MEASURED_UNIT_TYPES: readonly UnitType[] = ['weight', 'volume', 'length'];

export function areUnitsCompatible(from: string, to: string): boolean {
  return getUnit(from).type === getUnit(to).type;
}

/** Exact conversion of `amount` between two units of one type; throws UnitError otherwise. */
export function convertDecimal(amount: Decimal, from: string, to: string): Decimal {
  const source = getUnit(from);
  const target = getUnit(to);
  if (source.type !== target.type) {
    throw new UnitError('unit.incompatible', commerceMessages['unit.error.incompatible'].replace('{from}', source.name).replace('{to}', target.name));
  }
  if (source.id === target.id) return amount;
  // Factors are powers of ten up to 1e9: nine more places keep the division exact.
  return divide(multiply(amount, decimal(source.factor)), decimal(target.factor), amount.scale + 9);
}

/** `convertDecimal` for plain numbers, e.g. convertUnit(250, 'gram', 'kilogram') === 0.25. */
export function convertUnit(amount: number, from: string, to: string): number {
  return toNumber(convertDecimal(decimal(amount), from, to));
}

/**
 * The number shown on the cart badge (storefront.md §9 "Cart counter"): items in weight, volume
 * or length units add their amount, every other item counts 1. Implemented as the spec words it
 * (so 500 g count 500); exact decimal sum, so 0.1 kg + 0.2 kg shows 0.3.
 */
export function cartCount(items: readonly { amount: number; unit: string }[]): number {
  let total = decimal(0);
  for (const item of items) {
    const measured = MEASURED_UNIT_TYPES.includes(getUnit(item.unit).type);
    total = add(total, measured ? decimal(item.amount) : decimal(1));
  }
  return toNumber(total);
}
