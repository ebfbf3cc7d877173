/**
 * The category bar's highlight rule (storefront.md §2): a group is highlighted when its top is
 * above 25 % of the viewport height; of several such groups the last one (the one being read).
 */
export const CATEGORY_HIGHLIGHT_RATIO = 0.25;

/** Index of the group to highlight, given the groups' tops relative to the viewport; -1 for none. */
export function activeGroupIndex(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * CATEGORY_HIGHLIGHT_RATIO;
  let active = -1;
  tops.forEach((top, index) => {
    if (top < line) active = index;
  });
  return active;
}

/** The DOM id of a product group, the target of its category-bar link. */
export function groupElementId(categoryId: string): string {
  return `kategorie-${categoryId}`;
}
