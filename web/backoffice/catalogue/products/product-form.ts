/**
 * The product editor's rules that are not layout (./ProductEditorPage.tsx, ./ProductsPage.tsx):
 * the draft of a new product, pasting a copied product, where the product stands in the menus
 * (Produktkataloge), the choices of its selects, and the price as the list shows it.
 *
 * A product belongs to categories only through the menus (`catalog[].products`), which also hold
 * its place among the category's products: the product record has neither a category nor a sort
 * order, so the editor shows both read-only and the menus change them.
 */
import type * as z from 'zod';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import { money } from '#shared/money/money.ts';
import { formatPrice } from '#shared/pricing/format.ts';
import { effectivePricingModel, STANDARD_VAT_RATE } from '#shared/pricing/pricing.ts';
import { LEAD_TIME_TYPES, PRODUCT_TYPES, type Menu, type Product, type productInputSchema } from '#shared/schemas/catalogue.ts';
import { getUnit, isUnitId } from '#shared/units/units.ts';
import type { SelectOption } from '../../data/fields';
import { t } from '../../i18n';
import { taxRateOptions } from '../../branches/branch-form';

type ProductInput = z.output<typeof productInputSchema>;

/** The fields the server manages; a pasted product keeps the target's. */
const META_FIELDS = ['id', 'entityType', 'version', 'createdAt', 'updatedAt'] as const;
type MetaField = (typeof META_FIELDS)[number];

/**
 * What the editor edits: the product as the API returns it (with its managed fields once loaded),
 * the schedule as the opening-hours editor hands it (shared/hours rules; the server reads it with
 * the product's schema), and a price that a new product does not have yet.
 */
export type ProductFormDraft = Omit<ProductInput, 'schedule' | 'price'> & {
  price?: number;
  schedule?: OpeningHoursRule[];
} & Partial<Pick<Product, MetaField>>;

/**
 * A new product: enabled, sold by the piece at a fixed price, nothing declared yet. Decision: the
 * tax rate starts at 10 %, Austria's reduced rate for food, which is most of what a butcher sells
 * (a drink is changed to 20 %); dine-in and takeaway follow it until they are set apart.
 */
export function newProductDraft(): ProductFormDraft {
  return {
    name: '',
    type: 'simple',
    allergenCodes: [],
    images: [],
    tags: [],
    isPriceHidden: false,
    tax: 10,
    unit: 'amount',
    alternativeUnits: [],
    pricing: 'fixed',
    isStepByStep: false,
    isEnabled: true,
    schedule: [],
    isVisibleWhenUnavailable: false,
    config: { parts: [] },
    isLeadTimeEnabled: false,
  };
}

/**
 * A copied product pasted into the form: everything of the copy (name included: "a product as the
 * start of a new one", the owner renames it), but the target's own id and version, so pasting
 * into an existing product changes that product and a new one stays new.
 */
export function pasteProduct(current: ProductFormDraft, copied: ProductFormDraft): ProductFormDraft {
  const pasted: Record<string, unknown> = { ...copied };
  for (const field of META_FIELDS) {
    if (current[field] === undefined) delete pasted[field];
    else pasted[field] = current[field];
  }
  return pasted as ProductFormDraft;
}

export interface ProductListing {
  menu: { id: string; name: string };
  /** The categories of the menu that list the product, in the menu's order. */
  categories: { id: string; name: string }[];
}

/** The menus that list the product, each with the categories it stands in there (menus in their given order). */
export function productListings(
  menus: readonly Pick<Menu, 'id' | 'name' | 'catalog'>[],
  categoryNames: ReadonlyMap<string, string>,
  productId: string,
): ProductListing[] {
  return menus.flatMap((menu) => {
    const categories = menu.catalog
      .filter((entry) => entry.products.includes(productId))
      .map((entry) => ({ id: entry.id, name: categoryNames.get(entry.id) ?? t('catalogueAdmin.menus.catalog.unknownCategory') }));
    return categories.length > 0 ? [{ menu: { id: menu.id, name: menu.name }, categories }] : [];
  });
}

/** "10 %", "7,5 %". */
export function taxRateText(rate: number): string {
  return t('catalogueAdmin.products.taxRate', { rate: String(rate).replace('.', ',') });
}

/** The Austrian VAT rates (and a stored rate outside them, so opening the editor never changes it), highest first. */
export function taxSelectOptions(current: number | undefined): SelectOption[] {
  return taxRateOptions(current).map((rate) => ({ value: String(rate), label: taxRateText(rate) }));
}

/** What the shop charges when a rate is left empty: dine-in and takeaway fall back to `tax`, `tax` to the standard rate (shared/pricing taxRate). */
export function fallbackTaxRate(tax: number | undefined): number {
  return tax ?? STANDARD_VAT_RATE;
}

export function productTypeOptions(): SelectOption[] {
  return PRODUCT_TYPES.map((type) => ({ value: type, label: t(`catalogueAdmin.products.type.${type}`) }));
}

export function leadTimeTypeOptions(): SelectOption[] {
  return LEAD_TIME_TYPES.map((type) => ({ value: type, label: t(`catalogueAdmin.products.leadTime.${type}`) }));
}

/**
 * Switching the lead time on or off. Decision: switched on without a unit it counts in days, the
 * usual notice a butcher asks for (a suckling pig, a party platter); the value and unit stay when
 * it is switched off, so switching back restores them.
 */
export function withLeadTime(draft: ProductFormDraft, enabled: boolean): ProductFormDraft {
  return { ...draft, isLeadTimeEnabled: enabled, ...(enabled && !draft.leadTimeType ? { leadTimeType: 'days' as const } : {}) };
}

/** The units a product opens with: its own unit and its alternative units, each once. */
export function defaultUnitOptions(draft: Pick<ProductFormDraft, 'unit' | 'alternativeUnits'>): SelectOption[] {
  const units = [...new Set([draft.unit, ...draft.alternativeUnits.map((alternative) => alternative.unit)])].filter(isUnitId);
  return units.map((unit) => ({ value: unit, label: getUnit(unit).name }));
}

/** The price as the storefront shows it for the product's own unit: "3,90 €", "ca. 22,90 €". */
export function listPrice(product: Pick<Product, 'price' | 'unit' | 'pricing' | 'calculationModel' | 'alternativeUnits'>, currency?: string): string {
  return formatPrice(money(product.price), effectivePricingModel(product, product.unit), currency);
}
