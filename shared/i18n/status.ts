/** Texts of the public order status page (storefront.md §2 status, §4) beyond shared/i18n/order-status.ts. */
export const statusMessages = {} as const;
