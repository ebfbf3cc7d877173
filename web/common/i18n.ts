/**
 * The storefront's way to a German text: the typed lookup over the customer catalogue
 * (shared/i18n/customer.ts), which demands exactly the `{name}` parameters a text names and
 * refuses staff keys at compile time, so the storefront bundle never carries back-office texts.
 * Back-office code uses web/backoffice/i18n (the whole catalogue).
 */
export { t, pluralKey, type CustomerMessageKey as MessageKey, type CustomerPlainMessageKey as PlainMessageKey } from '#shared/i18n/customer.ts';
