/**
 * The product the preview hands to the storefront's configuration overlay, made from the
 * editor's draft. The draft may be half typed (no name, an amount field holding NaN, a unit
 * listed twice, an option without a name); the overlay expects a product as the shop serves it,
 * so the draft is read the way the shop would read the saved product:
 * - numbers that are not finite are left out (the shop then uses its defaults), a missing price is 0;
 * - alternative units: the first entry per unit, not the product's own unit, and one of another
 *   type only with a ratio above 0 (it could not be priced otherwise);
 * - options: only named ones, the first per name (the shop chooses options by name);
 * - options of a part whose type has none are ignored, as the shop ignores them;
 * - a part or product without a name gets the editor's placeholder, so the overlay has a title.
 * Tax rates are left out: the preview shows gross prices, which do not depend on them.
 */
import type { productInputSchema } from '#shared/schemas/catalogue.ts';
import { PRICING_MODELS, type PricingModel } from '#shared/pricing/pricing.ts';
import { getUnit, isUnitId, type UnitId } from '#shared/units/units.ts';
import type * as z from 'zod';
import type { OverlayTarget } from '../../../storefront/store/ProductOverlay';
import { t } from '../../i18n';
import { usesOptions } from './parts-model';

/**
 * The editor's draft: the record as the API returns it, or a new one still being filled in. The
 * schedule is left out: the overlay shows the product as orderable, whatever its availability,
 * and the editor holds the schedule as the opening-hours editor's rules.
 */
export type ProductDraft = Partial<Omit<z.input<typeof productInputSchema>, 'schedule'>>;

export type PreviewProduct = OverlayTarget['product'];

/** The id the previewed product carries (the overlay's cart item needs one; nothing is stored). */
export const PREVIEW_PRODUCT_ID = 'preview';

const finite = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const nonNegative = (value: number | null | undefined): number | undefined => {
  const number = finite(value);
  return number !== undefined && number >= 0 ? number : undefined;
};
const positive = (value: number | null | undefined): number | undefined => {
  const number = finite(value);
  return number !== undefined && number > 0 ? number : undefined;
};
const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
const pricingModel = (value: string | null | undefined): PricingModel | undefined => PRICING_MODELS.find((model) => model === value);

type DraftPart = NonNullable<NonNullable<ProductDraft['config']>['parts']>[number];
type DraftAlternative = NonNullable<ProductDraft['alternativeUnits']>[number];

function previewAlternatives(alternatives: readonly DraftAlternative[], unit: UnitId): NonNullable<PreviewProduct['alternativeUnits']> {
  const seen = new Set<string>([unit]);
  const usable: NonNullable<PreviewProduct['alternativeUnits']>[number][] = [];
  for (const alternative of alternatives) {
    if (!isUnitId(alternative.unit) || seen.has(alternative.unit)) continue;
    const sameType = getUnit(alternative.unit).type === getUnit(unit).type;
    const ratio = positive(alternative.ratio);
    if (!sameType && ratio === undefined) continue;
    seen.add(alternative.unit);
    usable.push({
      unit: alternative.unit,
      ratio: ratio ?? null,
      minimumQuantity: nonNegative(alternative.minimumQuantity),
      maximumQuantity: nonNegative(alternative.maximumQuantity),
      quantityStepSize: positive(alternative.quantityStepSize),
      calculationModel: pricingModel(alternative.calculationModel),
    });
  }
  return usable;
}

function previewPart(part: DraftPart, index: number): NonNullable<NonNullable<PreviewProduct['config']>['parts']>[number] {
  const names = new Set<string>();
  const options = usesOptions(part.type)
    ? (part.options ?? []).flatMap((option) => {
        const name = option.name.trim();
        if (!name || names.has(name)) return [];
        names.add(name);
        return [{ name, modifier: option.modifier, value: finite(option.value) }];
      })
    : [];
  const modifiers = (part.modifiers ?? []).flatMap((change) => {
    const value = finite(change.value);
    return value === undefined ? [] : [{ modifier: change.modifier, value }];
  });
  return {
    name: part.name.trim() || t('productEditor.part.untitled', { position: index + 1 }),
    description: text(part.description),
    type: part.type,
    optional: Boolean(part.optional),
    options,
    modifiers,
  };
}

/** The overlay's product for a draft; it always has a name (the overlay's title). */
export function previewProduct(draft: ProductDraft): PreviewProduct & { name: string } {
  const unit: UnitId = draft.unit && isUnitId(draft.unit) ? draft.unit : 'amount';
  const alternativeUnits = previewAlternatives(draft.alternativeUnits ?? [], unit);
  const offered = new Set<string>([unit, ...alternativeUnits.map((alternative) => alternative.unit)]);
  return {
    id: PREVIEW_PRODUCT_ID,
    name: text(draft.name) ?? t('productEditor.preview.unnamed'),
    description: text(draft.description),
    images: (draft.images ?? []).map(({ id, version, extension, alt }) => ({ id, version, extension, alt })),
    allergens: text(draft.allergens),
    allergenCodes: draft.allergenCodes ?? [],
    price: nonNegative(draft.price) ?? 0,
    pricing: pricingModel(draft.pricing),
    calculationModel: pricingModel(draft.calculationModel),
    unit,
    alternativeUnits,
    minimumQuantity: nonNegative(draft.minimumQuantity),
    maximumQuantity: nonNegative(draft.maximumQuantity),
    quantityStepSize: positive(draft.quantityStepSize),
    defaultQuantity: positive(draft.defaultQuantity),
    defaultUnit: draft.defaultUnit && offered.has(draft.defaultUnit) ? draft.defaultUnit : undefined,
    isStepByStep: Boolean(draft.isStepByStep),
    config: { parts: (draft.config?.parts ?? []).map(previewPart) },
  };
}

/**
 * What the overlay's own state depends on: its chosen unit must stay offered, and its step and
 * part entries are kept by position. A change here starts the preview afresh; other changes
 * (names, prices, texts) show in the running preview without losing what was tried out.
 */
export function previewStructureKey(product: PreviewProduct): string {
  return JSON.stringify([
    product.unit,
    (product.alternativeUnits ?? []).map((alternative) => alternative.unit),
    product.defaultUnit ?? null,
    Boolean(product.isStepByStep),
    (product.config?.parts ?? []).map((part) => part.type),
  ]);
}
