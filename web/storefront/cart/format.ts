/**
 * How the storefront writes a cart item's configuration (store page, overlay, checkout summary).
 * Amounts, quantities and prices are written by shared/quantity/format.ts and
 * shared/pricing/format.ts; this one knows the product's parts, so it can say "Bilder" for images.
 */
import { pluralKey, t } from '../../common/i18n';
import { partFilesText } from '#shared/items/part-text.ts';
import { hasPartValue, partFiles, partText, productParts, selectedOptions, type CartItemPart, type ConfigurableProduct } from '#shared/items/parts.ts';

export interface PartSection {
  name: string;
  text: string;
}

function filesText(type: string, count: number): string {
  const isImage = type === 'image' || type === 'images';
  return isImage ? t(pluralKey(count, 'store.part.images.one', 'store.part.images.other'), { count }) : partFilesText(count);
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
