/**
 * The rules of the alternative-units editor (storefront.md §3 "Product", §5 "Quantity", §9
 * "Pricing models", "Units"), after shared/quantity and shared/pricing:
 * - `ratio` says how many product units one alternative unit is; the price of one alternative
 *   unit is the product price times the ratio (1 Stück = 0,15 kg of a product at 22 €/kg costs
 *   3,30 €);
 * - an alternative unit of the product unit's own type (dag for a product sold per kg) converts
 *   by the unit factors and its ratio is not used;
 * - the alternative's min/max/step are its own, in its unit;
 * - a product whose pricing is not fixed wins over the unit's calculation model.
 */
import { compare, decimal, multiply, roundToMultiple } from '#shared/money/decimal.ts';
import { formatMoney, moneyFromDecimal } from '#shared/money/money.ts';
import { PRICING_MODELS, pricingModelLabel, type PricingModel } from '#shared/pricing/pricing.ts';
import type { QuantityBounds } from '#shared/quantity/quantity.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { MEASURED_UNIT_TYPES, UNITS, convertUnit, getUnit, type UnitId } from '#shared/units/units.ts';
import { t } from '../../i18n';

export type AlternativeUnitDraft = Product['alternativeUnits'][number];

const isAmount = (value: number | undefined | null): value is number => typeof value === 'number' && Number.isFinite(value);

/** Ratios and bounds can have more decimals than an order amount (0,0625 kg): up to 6, German digits. */
const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** The unit select's options: "Kilogramm (kg)", "Paar" (where name and short name are the same). */
export function unitSelectOptions(): { value: UnitId; label: string }[] {
  return UNITS.map((unit) => ({ value: unit.id, label: unit.name === unit.shortName ? unit.name : `${unit.name} (${unit.shortName})` }));
}

/** 'Exakt', 'Ungefähr', 'Minimum' (storefront.md §9). */
export function pricingModelOptions(): { value: PricingModel; label: string }[] {
  return PRICING_MODELS.map((model) => ({ value: model, label: pricingModelLabel(model).label }));
}

export function isSameUnitType(unit: UnitId, baseUnit: UnitId): boolean {
  return getUnit(unit).type === getUnit(baseUnit).type;
}

/** The ratio of a unit of the base unit's type: 1 dag = 0.01 kg. */
function derivedRatio(unit: UnitId, baseUnit: UnitId): number {
  return convertUnit(1, unit, baseUnit);
}

/**
 * A new alternative unit. Decision: a product sold by weight, volume or length is most often
 * offered per piece too ("1 Stück Leberkäse = 0,15 kg"), and a counted product per kilogram;
 * after that the first unit of the list that the product does not offer yet. The ratio of a
 * unit of another type is left to type in (NaN: see parts-model requiredAmount).
 */
export function newAlternativeUnit(baseUnit: UnitId, existing: readonly { unit: string }[]): AlternativeUnitDraft {
  const taken = new Set<string>([baseUnit, ...existing.map((alternative) => alternative.unit)]);
  const preferred: UnitId = MEASURED_UNIT_TYPES.includes(getUnit(baseUnit).type) ? 'amount' : 'kilogram';
  const unit = [preferred, ...UNITS.map((candidate) => candidate.id)].find((candidate) => !taken.has(candidate)) ?? preferred;
  return withUnit({ unit, ratio: Number.NaN }, unit, baseUnit);
}

/**
 * The alternative with another unit: a unit of the base unit's type gets its derived ratio (the
 * schema asks for one, pricing does not use it); leaving that type clears the derived ratio,
 * which means nothing for a unit of another type; between units of other types the typed ratio
 * stays.
 */
export function withUnit(alternative: AlternativeUnitDraft, unit: UnitId, baseUnit: UnitId): AlternativeUnitDraft {
  if (isSameUnitType(unit, baseUnit)) return { ...alternative, unit, ratio: derivedRatio(unit, baseUnit) };
  if (isSameUnitType(alternative.unit, baseUnit)) return { ...alternative, unit, ratio: Number.NaN };
  return { ...alternative, unit };
}

export interface RatioInfo {
  /** The unit converts by the unit factors. */
  derived: boolean;
  /**
   * Whether the ratio field shows: for a unit of another type always; for one of the same type
   * only while its stored ratio is unusable (the schema asks for one above 0), so the server's
   * message about it can be fixed where it shows.
   */
  field: boolean;
  /** What the ratio means, or the derived conversion. */
  help: string;
  /** "Derzeit: 1 Stk. = 0,15 kg, also 3,30 € je Stk." once a ratio is typed. */
  example?: string;
  /** The hint while no usable ratio is typed. */
  missing?: string;
}

/** The texts around an alternative unit's ratio; `price` (the product price) adds the unit's price to the example. */
export function ratioInfo(alternative: AlternativeUnitDraft, baseUnit: UnitId, price?: number, currency?: string): RatioInfo {
  const unit = getUnit(alternative.unit);
  const base = getUnit(baseUnit);
  const usable = isAmount(alternative.ratio) && alternative.ratio > 0;
  if (unit.type === base.type) {
    const ratio = formatNumber(derivedRatio(unit.id, base.id));
    return { derived: true, field: !usable, help: t('productEditor.unit.ratioDerived', { unit: unit.shortName, ratio, baseUnit: base.shortName }) };
  }
  const help = t('productEditor.unit.ratioHelp', { baseUnit: base.name, unit: unit.name });
  if (!usable) {
    return { derived: false, field: true, help, missing: t('productEditor.hint.ratioMissing', { baseUnit: base.name, unit: unit.name }) };
  }
  const ratio = formatNumber(alternative.ratio);
  const names = { unit: unit.shortName, ratio, baseUnit: base.shortName };
  const example = isAmount(price)
    ? t('productEditor.unit.ratioExamplePrice', {
        ...names,
        price: formatMoney(moneyFromDecimal(multiply(decimal(price), decimal(alternative.ratio))), currency),
      })
    : t('productEditor.unit.ratioExample', names);
  return { derived: false, field: true, help, example };
}

/**
 * Hints for one alternative unit: it is the product's own unit (never used: the product's own
 * bounds apply), or an earlier entry has the same unit (only the first is used), plus its bounds.
 */
export function alternativeUnitHints(alternatives: readonly AlternativeUnitDraft[], index: number, baseUnit: UnitId): string[] {
  const alternative = alternatives[index];
  if (!alternative) return [];
  const name = getUnit(alternative.unit).name;
  if (alternative.unit === baseUnit) return [t('productEditor.hint.unitIsBase', { unit: name })];
  if (alternatives.slice(0, index).some((earlier) => earlier.unit === alternative.unit)) return [t('productEditor.hint.duplicateUnit', { unit: name })];
  return quantityBoundsHints(alternative);
}

/**
 * Hints for min/max/step (shared/quantity clampQuantity): a minimum above the maximum, and a
 * bound that is no multiple of the step, which a customer can reach only by typing it exactly.
 * A maximum of 0 means "no maximum".
 */
export function quantityBoundsHints(bounds: QuantityBounds): string[] {
  const { minimumQuantity: minimum, maximumQuantity: maximum, quantityStepSize: step } = bounds;
  const hints: string[] = [];
  if (isAmount(minimum) && isAmount(maximum) && maximum > 0 && minimum > maximum) hints.push(t('productEditor.hint.minimumAboveMaximum'));
  if (isAmount(step) && step > 0) {
    for (const bound of [minimum, maximum]) {
      if (!isAmount(bound) || bound <= 0) continue;
      if (compare(roundToMultiple(decimal(bound), decimal(step)), decimal(bound)) !== 0) {
        hints.push(t('productEditor.hint.boundOffStep', { amount: formatNumber(bound), step: formatNumber(step) }));
      }
    }
  }
  return hints;
}

/** The note that the product's pricing model wins over the unit's (null while the product is priced exactly). */
export function productPricingNote(pricing: PricingModel | undefined): string | null {
  return pricing && pricing !== 'fixed' ? t('productEditor.hint.productPricingWins', { model: pricingModelLabel(pricing).label }) : null;
}

/** The label of an alternative unit for buttons and announcements: 'Einheit „Stück“'. */
export function alternativeUnitLabel(alternative: Pick<AlternativeUnitDraft, 'unit'>): string {
  return t('productEditor.unit.item', { name: getUnit(alternative.unit).name });
}

export function alternativeUnitLegend(alternative: Pick<AlternativeUnitDraft, 'unit'>, index: number): string {
  return t('productEditor.unit.legend', { position: index + 1, name: getUnit(alternative.unit).name });
}
