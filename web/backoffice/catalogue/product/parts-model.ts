/**
 * The rules of the parts editor (storefront.md §3 "Config part", §9 "Pricing models"): which
 * fields a part's type shows, new parts and options, changing a part's type, the names its
 * buttons and legends carry, the hints about set-ups the server accepts but the shop would not
 * run as meant, and where the server's messages go.
 *
 * Prices follow shared/pricing/pricing.ts (modifiedPrice): the modifiers of the chosen options
 * and of filled-in parts change the gross price per product unit; every "overwrite" applies
 * first, then every add and subtract; the result never goes below 0.
 */
import { PART_TYPES, type PartType } from '#shared/items/part-types.ts';
import { acceptedExtensions } from '#shared/items/parts.ts';
import { DEFAULT_CURRENCY, formatMoney, money } from '#shared/money/money.ts';
import { PRICE_MODIFIERS, type ProductPart } from '#shared/schemas/catalogue.ts';
import { pluralKey, t, type PlainMessageKey } from '../../i18n';
import type { FieldErrors } from '../../data/record-form';

export type PartOption = ProductPart['options'][number];
export type PartModifier = NonNullable<ProductPart['modifiers']>[number];
export type PriceModifierKind = (typeof PRICE_MODIFIERS)[number];

const OPTION_TYPES: readonly PartType[] = ['select', 'multiselect'];

/** Select and multiselect parts offer options; the other types take text or uploads. */
export function usesOptions(type: PartType): boolean {
  return OPTION_TYPES.includes(type);
}

export interface PartFields {
  /** The options list with its price changes. */
  options: boolean;
  /** Options stored on a part whose type has none (after a type change): shown as a notice with a way to remove them. */
  leftoverOptions: number;
  /** The part's own price changes ("when filled in"). */
  modifiers: boolean;
  /** The upload formats a customer may use (image and file types). */
  uploadTypes: boolean;
}

/**
 * The fields a part shows. Decision: price changes of a select or multiselect belong to its
 * options, so such a part offers no part-level price change; one it already carries (imported
 * or older data) stays visible, because it still changes the price. Options left on a part whose
 * type changed to text or upload are kept (a slip of the type select must not delete them) and
 * announced, with a button to remove them.
 */
export function partFields(part: Pick<ProductPart, 'type' | 'options' | 'modifiers'>): PartFields {
  const options = usesOptions(part.type);
  return {
    options,
    leftoverOptions: options ? 0 : (part.options?.length ?? 0),
    modifiers: !options || (part.modifiers?.length ?? 0) > 0,
    uploadTypes: !options && part.type !== 'text' && part.type !== 'textarea',
  };
}

/** A new part: a required select, the most common part of a butcher's product ("Soße", "Beilage"). */
export function newPart(): ProductPart {
  return { name: '', type: 'select', optional: false, options: [] };
}

export function newOption(): PartOption {
  return { name: '' };
}

/**
 * A new part-level price change: an add whose amount is still to be typed. A required amount
 * left empty is kept as NaN (see requiredAmount).
 */
export function newModifier(): PartModifier {
  return { modifier: 'add', value: Number.NaN };
}

/**
 * The value of a required amount field: an empty field (undefined) becomes NaN, which keeps the
 * draft's type a number, is sent as null, and gets the server's German message at the field.
 */
export function requiredAmount(value: number | undefined): number {
  return value ?? Number.NaN;
}

/** A part with another type; options and price changes stay (see partFields). */
export function changePartType(part: ProductPart, type: PartType): ProductPart {
  return { ...part, type };
}

/** 'Teil „Soße“', or 'Teil 3' while the part has no name yet (for buttons and announcements). */
export function partLabel(part: Pick<ProductPart, 'name'>, index: number): string {
  const name = part.name.trim();
  return name ? t('productEditor.part.named', { name }) : t('productEditor.part.untitled', { position: index + 1 });
}

/** The legend of a part's group: 'Teil 1: Soße', or 'Teil 1' without a name. */
export function partLegend(part: Pick<ProductPart, 'name'>, index: number): string {
  const name = part.name.trim();
  return name ? t('productEditor.part.legend', { position: index + 1, name }) : t('productEditor.part.untitled', { position: index + 1 });
}

export function optionLabel(option: Pick<PartOption, 'name'>, index: number): string {
  const name = option.name.trim();
  return name ? t('productEditor.option.named', { name }) : t('productEditor.option.untitled', { position: index + 1 });
}

export function modifierLabel(index: number): string {
  return t('productEditor.modifier.item', { position: index + 1 });
}

const PART_TYPE_LABELS: Record<PartType, PlainMessageKey> = {
  text: 'productEditor.partType.text',
  textarea: 'productEditor.partType.textarea',
  image: 'productEditor.partType.image',
  images: 'productEditor.partType.images',
  file: 'productEditor.partType.file',
  files: 'productEditor.partType.files',
  select: 'productEditor.partType.select',
  multiselect: 'productEditor.partType.multiselect',
};

/** The type select's options, in the spec's order of types. */
export function partTypeOptions(): { value: PartType; label: string }[] {
  return PART_TYPES.map((type) => ({ value: type, label: t(PART_TYPE_LABELS[type]) }));
}

const MODIFIER_LABELS: Record<PriceModifierKind, PlainMessageKey> = {
  add: 'productEditor.modifier.add',
  subtract: 'productEditor.modifier.subtract',
  overwrite: 'productEditor.modifier.overwrite',
};

export function modifierOptions(): { value: PriceModifierKind; label: string }[] {
  return PRICE_MODIFIERS.map((kind) => ({ value: kind, label: t(MODIFIER_LABELS[kind]) }));
}

/** "JPG, JPEG, PNG, GIF": what a customer may upload for an image or file part (shared/items/parts.ts). */
export function uploadTypesText(type: PartType): string {
  return t('productEditor.part.uploadTypes', {
    types: acceptedExtensions(type)
      .map((extension) => extension.toUpperCase())
      .join(', '),
  });
}

/** The sign next to amount fields: "€" for EUR, "CHF" for CHF. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  const parts = new Intl.NumberFormat('de-DE', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

const isAmount = (value: number | undefined | null): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Hints for one price change (of an option or of a part): a half-filled change does nothing, a
 * negative add or subtract works backwards, a new price below 0 ends at 0, and a subtract above
 * the product price (when known) makes the product free.
 */
export function modifierHints(change: { modifier?: PriceModifierKind | null; value?: number | null }, productPrice?: number, currency?: string): string[] {
  const { modifier, value } = change;
  if (!modifier) return isAmount(value) ? [t('productEditor.hint.valueWithoutModifier')] : [];
  if (!isAmount(value)) return [t('productEditor.hint.modifierWithoutValue')];
  if (value < 0) {
    if (modifier === 'add') return [t('productEditor.hint.negativeAdd')];
    if (modifier === 'subtract') return [t('productEditor.hint.negativeSubtract')];
    return [t('productEditor.hint.negativePrice')];
  }
  if (modifier === 'subtract' && isAmount(productPrice) && value > productPrice) {
    return [t('productEditor.hint.subtractAbovePrice', { price: formatMoney(money(productPrice), currency) })];
  }
  return [];
}

/** Positions of the items whose trimmed name (not empty) another item of the list has too. */
export function duplicateNames(items: readonly { name: string }[]): Set<number> {
  const positions = new Map<string, number[]>();
  items.forEach((item, index) => {
    const name = item.name.trim();
    if (name) positions.set(name, [...(positions.get(name) ?? []), index]);
  });
  return new Set([...positions.values()].filter((list) => list.length > 1).flat());
}

/**
 * Hints for a whole part: a select without options (a required one makes the product
 * unorderable), and several "new price" options in a multiselect, of which only one can apply.
 * Duplicate names are shown at the option or part itself (duplicateNames).
 */
export function partHints(part: ProductPart): string[] {
  const hints: string[] = [];
  if (usesOptions(part.type) && !part.options.some((option) => option.name.trim() !== '')) {
    hints.push(t(part.optional ? 'productEditor.hint.noOptions.optional' : 'productEditor.hint.noOptions.required'));
  }
  if (part.type === 'multiselect' && part.options.filter((option) => option.modifier === 'overwrite').length > 1) {
    hints.push(t('productEditor.hint.overwriteInMultiselect'));
  }
  return hints;
}

/** The notice for options left on a part whose type has none. */
export function leftoverOptionsText(count: number): string {
  return t(pluralKey(count, 'productEditor.part.leftoverOptions.one', 'productEditor.part.leftoverOptions.other'), { count });
}

/** `config.parts.2` + `options.0.name` → `config.parts.2.options.0.name`. */
export function fieldPathOf(prefix: string, ...segments: (string | number)[]): string {
  return [prefix, ...segments].join('.');
}

/** The paths of everything a part shows, its own path included (its lists' and their items' fields). */
export function partFieldPaths(part: ProductPart, path: string): string[] {
  const fields = partFields(part);
  const paths = [path, ...['name', 'type', 'description', 'optional'].map((field) => fieldPathOf(path, field))];
  if (fields.options) {
    paths.push(fieldPathOf(path, 'options'));
    part.options.forEach((_, index) => paths.push(...['name', 'modifier', 'value'].map((field) => fieldPathOf(path, 'options', index, field))));
  }
  if (fields.modifiers) {
    paths.push(fieldPathOf(path, 'modifiers'));
    (part.modifiers ?? []).forEach((_, index) => paths.push(...['modifier', 'value'].map((field) => fieldPathOf(path, 'modifiers', index, field))));
  }
  return paths;
}

/**
 * The server's messages at `prefix` or below it that no shown field displays (e.g. an option's
 * price of a part whose type no longer shows options), so none is lost.
 */
export function unclaimedMessages(errors: FieldErrors, prefix: string, shown: readonly string[]): string[] {
  const claimed = new Set(shown);
  return Object.entries(errors)
    .filter(([field]) => (field === prefix || field.startsWith(`${prefix}.`)) && !claimed.has(field))
    .map(([, message]) => message);
}
