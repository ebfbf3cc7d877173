/**
 * What one price label says (storefront.md §3 Product; Austrian Preisauszeichnungsgesetz): the
 * product's name, its price per unit as the shop sells it, the price per kilogram or litre
 * (Grundpreis) where the law asks for it, the allergen letters and the shop address for the QR
 * code. Prices are computed exactly with ../pricing, ../quantity and ../units and written with
 * ../money's formatMoney, as everywhere else in the shop.
 *
 * Decisions:
 * - The price is per product unit: counted units by their full name ("3,90 € / Stück"), measured
 *   units by their short name ("14,90 € / kg"). Gram and decagram prices are shown per 100 g and
 *   millilitre and centilitre prices per 100 ml, as a counter quotes them ("2,49 € / 100 g").
 * - Grundpreis: goods sold by weight show the price per kg, by volume per l; a counted product
 *   (a piece, a pack) shows it when it has an alternative unit of weight or volume with a ratio
 *   (pre-packed goods). A product already priced per kg or l has no second line.
 * - 'ca.' / 'ab' (the pricing model) stands before prices per piece, pack or serving only: a price
 *   per kg is exact even when the weight of the piece the customer takes is not.
 * - A product whose price is hidden (market price of the day) shows 'Tagespreis' and no Grundpreis.
 * - The storefront has no address that opens one product, so the QR code leads to the store page
 *   of the branch the screen chooses (`storePageUrl`).
 */
import { createLookup } from '../i18n/lookup';
import { labelSheetsAdminMessages } from '../i18n/label-sheets-admin';
import { formatAllergenCodes } from '../menu/allergens';
import { decimal, multiply, type Decimal } from '../money/decimal';
import { moneyFromDecimal } from '../money/money';
import { formatPrice } from '../pricing/format';
import { effectivePricingModel, modifiedPrice, type PricedProduct, type PricingModel } from '../pricing/pricing';
import { amountInProductUnit } from '../quantity/quantity';
import { convertDecimal, getUnit, MEASURED_UNIT_TYPES, type UnitId } from '../units/units';

const t = createLookup(labelSheetsAdminMessages);

export interface LabelProduct extends PricedProduct {
  name: string;
  allergenCodes?: readonly string[] | null;
  isPriceHidden?: boolean | null;
}

export interface LabelOptions {
  /** The address the QR code leads to; none: no QR code. */
  qrUrl?: string | null;
  currency?: string;
}

export interface LabelContent {
  name: string;
  /** "3,90 € / Stück", "ca. 4,50 € / Stück", "2,49 € / 100 g", "Tagespreis". */
  price: string;
  /** The Grundpreis alone: "24,90 € / kg"; null where the label needs none. */
  basePrice: string | null;
  /** The Grundpreis as printed: "Grundpreis: 24,90 € / kg". */
  basePriceLine: string | null;
  /** "Allergene: A, G"; null without declared allergens. */
  allergens: string | null;
  qrUrl: string | null;
}

/** Small units are quoted per 100 of their base unit. */
const QUOTED_PER_HUNDRED: Partial<Record<UnitId, UnitId>> = {
  gram: 'gram',
  decagram: 'gram',
  milliliter: 'milliliter',
  centiliter: 'milliliter',
};

/** The reference unit of a Grundpreis by unit type. */
const BASE_UNIT: Partial<Record<string, UnitId>> = { weight: 'kilogram', volume: 'liter' };

function unitLabel(unitId: string): string {
  const unit = getUnit(unitId);
  return MEASURED_UNIT_TYPES.includes(unit.type) || unit.type === 'area' || unit.type === 'cubic' ? unit.shortName : unit.name;
}

function priceText(price: Decimal, model: PricingModel, currency: string | undefined): string {
  return formatPrice(moneyFromDecimal(price), model, currency);
}

function isMeasured(unitId: string): boolean {
  return MEASURED_UNIT_TYPES.includes(getUnit(unitId).type);
}

/** The price of one label's quoted amount and that amount's text ("Stück", "100 g", "kg"). */
function quotedPrice(product: LabelProduct, price: Decimal): { price: Decimal; unit: string } {
  const perHundred = QUOTED_PER_HUNDRED[product.unit as UnitId];
  if (!perHundred) return { price, unit: unitLabel(product.unit) };
  const hundred = convertDecimal(decimal(100), perHundred, product.unit);
  return { price: multiply(price, hundred), unit: `100 ${getUnit(perHundred).shortName}` };
}

/**
 * The price per kg or l: from the product's own unit when it is a weight or volume, else from its
 * first alternative unit of weight or volume with a ratio. Null when there is none, or when the
 * product is priced per kg or l already.
 */
function basePriceOf(product: LabelProduct, price: Decimal): { price: Decimal; unit: UnitId } | null {
  const ownBase = BASE_UNIT[getUnit(product.unit).type];
  if (ownBase) {
    if (product.unit === ownBase) return null;
    return { price: multiply(price, convertDecimal(decimal(1), ownBase, product.unit)), unit: ownBase };
  }
  const alternative = (product.alternativeUnits ?? []).find((candidate) => BASE_UNIT[getUnit(candidate.unit).type] && (candidate.ratio ?? 0) > 0);
  if (!alternative) return null;
  const base = BASE_UNIT[getUnit(alternative.unit).type] as UnitId;
  const oneBaseInAlternative = convertDecimal(decimal(1), base, alternative.unit);
  return { price: multiply(price, amountInProductUnit(oneBaseInAlternative, alternative.unit, product)), unit: base };
}

/** The texts of one product's label. */
export function labelContent(product: LabelProduct, options: LabelOptions = {}): LabelContent {
  const codes = formatAllergenCodes(product.allergenCodes);
  const common = {
    name: product.name.trim(),
    allergens: codes ? t('labelSheetsAdmin.label.allergens', { codes }) : null,
    qrUrl: options.qrUrl ?? null,
  };
  if (product.isPriceHidden) return { ...common, price: t('labelSheetsAdmin.label.priceHidden'), basePrice: null, basePriceLine: null };

  const unitPrice = modifiedPrice(product);
  // Prices per kg, l or 100 g are exact; the model's 'ca.' / 'ab' belongs to counted units.
  const model = isMeasured(product.unit) ? 'fixed' : effectivePricingModel(product, product.unit);
  const quoted = quotedPrice(product, unitPrice);
  const base = basePriceOf(product, unitPrice);
  const basePrice = base ? t('labelSheetsAdmin.label.price', { price: priceText(base.price, model, options.currency), unit: unitLabel(base.unit) }) : null;
  return {
    ...common,
    price: t('labelSheetsAdmin.label.price', { price: priceText(quoted.price, model, options.currency), unit: quoted.unit }),
    basePrice,
    basePriceLine: basePrice ? t('labelSheetsAdmin.label.basePrice', { price: basePrice }) : null,
  };
}

/**
 * The texts of a label that carries one of the shop's QR codes (a sheet for a flyer run or the
 * shop window): the invitation, the shop's host large, the whole address the code opens small
 * (for a phone without a camera app), and the code's name, so staff can tell the sheets apart.
 * `address` is the scan address.
 */
export function qrCodeLabelContent(code: { name: string }, address: string): LabelContent {
  const shown = address.replace(/^https?:\/\//, '');
  return {
    name: t('labelSheetsAdmin.qrLabel.invitation'),
    price: shown.split('/')[0]!,
    basePrice: null,
    basePriceLine: shown,
    allergens: code.name.trim(),
    qrUrl: address,
  };
}

/** The storefront's page of a branch (web/storefront/layout/routes.ts: /store/:branchIdentifier). */
export function storePageUrl(origin: string, branchIdentifier: string): string {
  return `${origin.replace(/\/+$/, '')}/store/${encodeURIComponent(branchIdentifier)}`;
}
