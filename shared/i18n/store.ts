/** Texts of the branch store page, cart and product configuration overlay (storefront.md §2, §4, §5). */
export const storeMessages = {} as const;
