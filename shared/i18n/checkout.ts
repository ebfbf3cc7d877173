/** Texts of the checkout page (storefront.md §2 Checkout, §4, §5, §8). */
export const checkoutMessages = {} as const;
