/** Texts of the order-create API and online payments (storefront.md §4, §5, §7, §8): German errors the server returns. */
export const orderingMessages = {} as const;
