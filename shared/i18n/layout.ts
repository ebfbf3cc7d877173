/** Texts of the global layout, home page, cookie banner and kiosk (storefront.md §1, §2 Global layout, Division, Opening-hours dialog). */
export const layoutMessages = {} as const;
