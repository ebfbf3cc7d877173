/**
 * The 14 allergens of Regulation (EU) 1169/2011 Annex II as a product carries them, with the
 * letter codes of the Austrian Allergeninformationsverordnung (BGBl. II Nr. 175/2014) that
 * Austrian menus print, and the storefront's allergen filter.
 *
 * Decisions:
 * - A product's codes are a set: duplicates are dropped, the order is the list's (A…R), so
 *   "A, C, G" reads the same on every product and in the shop's printed allergen table.
 * - The filter hides a product that contains any chosen allergen. A product without codes is
 *   never hidden: the shop has declared nothing for it (plain meat), and the free-text note on
 *   the product still tells about traces.
 */

/** The codes in the order menus list them; the letters I, J, K and Q are not used. */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

export type AllergenCode = (typeof ALLERGEN_CODES)[number];

const CODE_SET: ReadonlySet<string> = new Set(ALLERGEN_CODES);

export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && CODE_SET.has(value);
}

/**
 * The allergen codes among `values`, each once and in list order. Anything else is dropped: a
 * stored filter or a product from an older or foreign writer never breaks the page.
 */
export function normaliseAllergens(values: unknown): AllergenCode[] {
  if (!Array.isArray(values)) return [];
  const present = new Set(values.filter(isAllergenCode));
  return ALLERGEN_CODES.filter((code) => present.has(code));
}

/** Whether the product's allergens include any of the hidden ones. */
export function containsAny(productAllergens: readonly string[] | null | undefined, hidden: readonly string[]): boolean {
  return hidden.length > 0 && (productAllergens ?? []).some((code) => hidden.includes(code));
}

/** The codes as menus print them: "A, C, G". */
export function formatAllergenCodes(codes: readonly string[] | null | undefined): string {
  return normaliseAllergens(codes).join(', ');
}

export interface AllergenFiltered<G> {
  groups: G[];
  /** How many products the filter took out. */
  hiddenCount: number;
}

/**
 * The product groups of a menu without the products that contain a hidden allergen; a group
 * left without products is dropped (an empty category heading would only puzzle the customer).
 * Groups and their other fields stay as they are.
 */
export function withoutAllergens<P extends { allergenCodes?: readonly string[] | null }, G extends { products: readonly { product: P }[] }>(
  groups: readonly G[],
  hidden: readonly string[],
): AllergenFiltered<G> {
  if (hidden.length === 0) return { groups: [...groups], hiddenCount: 0 };
  let hiddenCount = 0;
  const kept: G[] = [];
  for (const group of groups) {
    const products = group.products.filter(({ product }) => !containsAny(product.allergenCodes, hidden));
    hiddenCount += group.products.length - products.length;
    if (products.length > 0) kept.push({ ...group, products });
  }
  return { groups: kept, hiddenCount };
}
