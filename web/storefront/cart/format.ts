/**
 * How the storefront writes amounts, prices and an item's configuration (store page, overlay,
 * checkout summary). Pure: the rules come from shared/, this only turns them into German text.
 */
import { t } from '../../common/i18n';
import { pluralKey } from '../../common/i18n';
import { hasPartValue, partFiles, partText, productParts, selectedOptions, type CartItemPart, type ConfigurableProduct } from '../../../shared/items/parts';
import { formatMoney, type Money } from '../../../shared/money/money';
import { pricingModelLabel, type PricingModel } from '../../../shared/pricing/pricing';
import { getUnit } from '../../../shared/units/units';

const amountFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** 2.5 → "2,5"; 1000 → "1.000". */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

/** For the amount input: no thousands separator, so the text parses back (1000 → "1000", 0.5 → "0,5"). */
export function amountInputText(amount: number): string {
  return String(amount).replace('.', ',');
}

/** 20 dag, 2 Stk., 0,5 kg. */
export function formatQuantity(amount: number, unit: string): string {
  return `${formatAmount(amount)} ${getUnit(unit).shortName}`;
}

/** A price with its pricing model's short label: "12,99 €", "ca. 12,99 €", "ab 289,00 €". */
export function formatPrice(value: Money, model: PricingModel, currency?: string): string {
  const price = formatMoney(value, currency);
  return model === 'fixed' ? price : `${pricingModelLabel(model).short} ${price}`;
}

/**
 * The pricing model of a sum of lines (cart totals; spec silent): fixed when every line is
 * fixed; "ab" when the variable lines are all minimum prices (the sum can only grow); otherwise
 * "ca." (approximate lines can end up higher or lower).
 */
export function totalPricingModel(lines: readonly { model: PricingModel }[]): PricingModel {
  const variable = lines.filter((line) => line.model !== 'fixed');
  if (variable.length === 0) return 'fixed';
  return variable.every((line) => line.model === 'minimum') ? 'minimum' : 'approximate';
}

export interface PartSection {
  name: string;
  text: string;
}

function filesText(type: string, count: number): string {
  const isImage = type === 'image' || type === 'images';
  const key = isImage
    ? pluralKey(count, 'store.part.images.one', 'store.part.images.other')
    : pluralKey(count, 'store.part.files.one', 'store.part.files.other');
  return t(key, { count });
}

/**
 * The description sections of a cart item: one per filled-in part, in part order, e.g.
 * {name: 'Gebäck', text: 'Schwarzbrot'}, {name: 'Extras', text: 'Senf süß, Gurkerl'},
 * {name: 'Foto', text: '2 Bilder'}.
 */
export function partSections(product: ConfigurableProduct, entries: readonly (CartItemPart | null | undefined)[] | null | undefined): PartSection[] {
  const sections: PartSection[] = [];
  productParts(product).forEach((part, index) => {
    const entry = entries?.[index];
    if (!hasPartValue(part, entry)) return;
    const text =
      part.type === 'text' || part.type === 'textarea'
        ? partText(entry).trim()
        : part.type === 'select' || part.type === 'multiselect'
          ? selectedOptions(entry).join(', ')
          : filesText(part.type, partFiles(entry).length);
    sections.push({ name: part.name, text });
  });
  return sections;
}
