/** The three ways an order is served (storefront.md §3); taxes and fees depend on it (./pricing.ts). */
export type OrderType = 'takeaway' | 'delivery' | 'dineIn';
export const ORDER_TYPES: readonly OrderType[] = ['takeaway', 'delivery', 'dineIn'];
