/**
 * The kinds of configurable part a product may have (storefront.md §3 "Product config"). Apart from
 * the rules of ./parts.ts, so the catalogue schema every Lambda loads does not carry their texts.
 */
export const PART_TYPES = ['text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect'] as const;
export type PartType = (typeof PART_TYPES)[number];
