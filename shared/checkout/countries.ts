/**
 * The countries an order address may be in (storefront.md §3 "Order (create)": DE, LI, AT, CH, in
 * the spec's order). Apart from the checkout's labelled options (./fields.ts), so the schemas every
 * Lambda loads do not carry the checkout's German texts.
 */
export const COUNTRY_CODES = ['DE', 'LI', 'AT', 'CH'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'AT';
