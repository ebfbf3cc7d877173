/**
 * The store page's first render on a big menu: only the groups (and cards) that fill the first
 * screen, the rest right after the first paint. On a chain's branch with 600 products, rendering
 * every card before the first paint kept a returning visitor's phone (4× CPU) busy for seconds
 * after the network was done.
 */

/** Cards in the first render: more than the first screen of a phone (one column) or a desktop (two columns) shows. */
export const FIRST_SCREEN_CARDS = 12;

/**
 * The leading groups holding the first `cards` products, the last one cut to what is left; the
 * groups themselves (same objects) when they hold no more than that.
 */
export function firstScreenGroups<G extends { products: readonly unknown[] }>(groups: readonly G[], cards = FIRST_SCREEN_CARDS): readonly G[] {
  if (groups.reduce((total, group) => total + group.products.length, 0) <= cards) return groups;
  const shown: G[] = [];
  let left = cards;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.products.length <= left ? group : { ...group, products: group.products.slice(0, left) });
    left -= group.products.length;
  }
  return shown;
}
