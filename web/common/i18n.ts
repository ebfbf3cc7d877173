/**
 * The storefront's way to a German text: the typed lookup over the customer catalogue
 * (shared/i18n/customer.ts), which demands exactly the `{name}` parameters a text names and
 * refuses staff keys at compile time, so the storefront bundle never carries back-office texts.
 * Back-office code uses web/backoffice/i18n (the whole catalogue).
 *
 * The lookup accepts every customer key, but the entry carries only the areas of the layout and
 * the home page (shared/i18n/customer-entry.ts); the ordering pages add theirs when their chunk
 * loads (web/storefront/order-texts.ts). The build refuses a chunk that uses a key of an area it
 * does not load (web/build/lazy-texts.ts).
 */
import type { CustomerMessages } from '#shared/i18n/customer.ts';
import { customerEntryAreas } from '#shared/i18n/customer-entry.ts';
import { createLookup, type Catalogue } from '#shared/i18n/lookup.ts';

export type { CustomerMessageKey as MessageKey, CustomerPlainMessageKey as PlainMessageKey } from '#shared/i18n/customer.ts';
export { pluralKey } from '#shared/i18n/lookup.ts';

const loaded: Record<string, string> = Object.assign({}, ...customerEntryAreas);

/** The German text of a customer-catalogue key with its `{name}` placeholders filled in. */
export const t = createLookup(loaded as unknown as CustomerMessages);

/** Adds the areas a lazily loaded chunk brings (web/storefront/order-texts.ts). */
export function addCustomerAreas(areas: readonly Catalogue[]): void {
  Object.assign(loaded, ...areas);
}
