/**
 * How an order can be paid (storefront.md §3 "Order (create)"). Apart from the checkout's offers
 * and labels (./options.ts), so the order schema and the event contracts that every Lambda loads
 * do not pull in the cart, pricing and unit rules with their German texts.
 */
export const PAYMENT_METHODS = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
