/**
 * The text of a filled-in part of an ordered line, as the status page, the back office, the
 * counter screen, the receipt and the e-mails write it: "Schwarzbrot", "Senf süß, Gurkerl", "Ja",
 * "2 Dateien". (The cart, which knows the product's configuration, says "Bilder" for image parts:
 * web/storefront/cart/format.ts.)
 *
 * Decision: a number (no part type stores one today) is written in German notation, "1.234,5",
 * like every other amount of an order.
 */
import { createLookup, pluralKey } from '../i18n/lookup';
import { storefrontMessages } from '../i18n/storefront';
import { storeMessages } from '../i18n/store';
import { formatAmount } from '../quantity/format';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup({ ...storefrontMessages, ...storeMessages });

/** A part's value as one text: options joined by ", ", yes/no, trimmed text; '' when empty. */
export function partValueText(value: unknown): string {
  if (Array.isArray(value))
    return value
      .filter((entry): entry is string => typeof entry === 'string')
      .join(', ')
      .trim();
  if (typeof value === 'boolean') return value ? t('field.boolean.yes') : t('field.boolean.no');
  if (typeof value === 'number') return formatAmount(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** "1 Datei", "2 Dateien". */
export function partFilesText(count: number): string {
  return t(pluralKey(count, 'store.part.files.one', 'store.part.files.other'), { count });
}

/** An ordered part's entry: the count of its uploads when it has any, else its value's text. */
export function orderPartText(part: { value?: unknown; files?: readonly unknown[] | null; fileCount?: number | null }): string {
  const files = part.files?.length ?? part.fileCount ?? 0;
  return files > 0 ? partFilesText(files) : partValueText(part.value);
}
