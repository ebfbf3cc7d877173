/**
 * The placeholders of a text layer (`{product.name}`) and their values. Prices are written as
 * everywhere else in the shop (shared/pricing/format.ts: "ca. 24,90 €"), the unit with the
 * catalogue's short names.
 *
 * Decisions: a placeholder whose data is not given (no product chosen yet) stays as written, so
 * the editor shows where it sits; a known placeholder with data but no value (the Grundpreis of a
 * piece product, a hidden price) becomes empty; an unknown one (a typo) stays as written.
 */
import { decimal, multiply, type Decimal } from '../money/decimal';
import { moneyFromDecimal } from '../money/money';
import { formatPrice } from '../pricing/format';
import { effectivePricingModel, type PricedProduct } from '../pricing/pricing';
import { storeMessages } from '../i18n/store';
import { convertDecimal, getUnit, isUnitId, type UnitType } from '../units/units';

/** What a template reads of a product (a catalogue product satisfies it). */
export interface TemplateProduct extends PricedProduct {
  name: string;
  description?: string | null;
  isPriceHidden?: boolean | null;
  images?: readonly { id: string; version: number; extension: string; alt?: string }[] | null;
}

export interface TemplateData {
  product?: TemplateProduct | null;
  branch?: { name: string } | null;
  /** ISO 4217 code of the shop (config), e.g. 'EUR'. */
  currency: string;
}

export const TEMPLATE_PLACEHOLDERS = [
  'product.name',
  'product.price',
  'product.unit',
  'product.pricePerUnit',
  'product.unitPrice',
  'product.description',
  'branch.name',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER_PATTERN = /\{([a-zA-Z]+\.[a-zA-Z]+)\}/g;

/** The units a Grundpreis is given in (per kg for goods sold by weight, per litre by volume). */
const BASE_UNITS: readonly { type: UnitType; unit: 'kilogram' | 'liter' }[] = [
  { type: 'weight', unit: 'kilogram' },
  { type: 'volume', unit: 'liter' },
];

const pricePer = (price: string, unit: string) => storeMessages['store.product.pricePerUnit'].replace('{price}', price).replace('{unit}', unit);

/**
 * The Grundpreis: the price of one kilogram (or litre) of a product sold by weight (volume), or of
 * one that also offers a weight unit (a piece with its ratio); undefined for the others.
 */
export function basePrice(product: TemplateProduct): { price: Decimal; unit: 'kilogram' | 'liter' } | undefined {
  if (!isUnitId(product.unit)) return undefined;
  const price = decimal(product.price ?? 0);
  for (const base of BASE_UNITS) {
    if (getUnit(product.unit).type === base.type) return { price: multiply(price, convertDecimal(decimal(1), base.unit, product.unit)), unit: base.unit };
    const alternative = (product.alternativeUnits ?? []).find(
      (candidate) => isUnitId(candidate.unit) && getUnit(candidate.unit).type === base.type && (candidate.ratio ?? 0) > 0,
    );
    if (alternative) {
      const perAlternative = multiply(price, decimal(alternative.ratio ?? 0));
      return { price: multiply(perAlternative, convertDecimal(decimal(1), base.unit, alternative.unit)), unit: base.unit };
    }
  }
  return undefined;
}

/** The value of every placeholder whose data is given. */
export function placeholderValues(data: TemplateData): Partial<Record<TemplatePlaceholder, string>> {
  const values: Partial<Record<TemplatePlaceholder, string>> = {};
  const { product, branch, currency } = data;
  if (product) {
    const unit = isUnitId(product.unit) ? getUnit(product.unit).shortName : '';
    const hidden = Boolean(product.isPriceHidden);
    const price = formatPrice(moneyFromDecimal(decimal(product.price ?? 0)), effectivePricingModel(product, product.unit), currency);
    const base = hidden ? undefined : basePrice(product);
    values['product.name'] = product.name;
    values['product.price'] = hidden ? '' : price;
    values['product.unit'] = unit;
    values['product.pricePerUnit'] = hidden ? '' : pricePer(price, unit);
    values['product.unitPrice'] = base ? pricePer(formatPrice(moneyFromDecimal(base.price), 'fixed', currency), getUnit(base.unit).shortName) : '';
    values['product.description'] = product.description ?? '';
  }
  if (branch) values['branch.name'] = branch.name;
  return values;
}

/** `text` with its placeholders replaced (see the module's comment for the ones left as written). */
export function fillPlaceholders(text: string, data: TemplateData): string {
  const values = placeholderValues(data);
  return text.replace(PLACEHOLDER_PATTERN, (written, name: string) => values[name as TemplatePlaceholder] ?? written);
}
