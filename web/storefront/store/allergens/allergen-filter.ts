/**
 * The customer's allergen filter on the store page: which allergens to hide, kept in
 * localStorage, and the menu's product groups without the products containing them.
 *
 * Decisions: the choice belongs to the person, not to a branch, so one key serves every branch
 * of the shop and it outlives the visit (an allergy does not change between orders). Without
 * storage (blocked by privacy settings) the filter lasts as long as the page.
 */
import { useCallback, useMemo, useState } from 'react';
import { t } from '../../../common/i18n';
import { normaliseAllergens, withoutAllergens, type AllergenCode } from '#shared/menu/allergens.ts';

export const ALLERGEN_FILTER_KEY = 'theke.allergenFilter';

type FilterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): FilterStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice; anything unreadable counts as no choice. */
export function readAllergenFilter(storage: FilterStorage | null): AllergenCode[] {
  try {
    const stored = storage?.getItem(ALLERGEN_FILTER_KEY);
    return stored ? normaliseAllergens(JSON.parse(stored)) : [];
  } catch {
    return [];
  }
}

/** Stores the choice as a JSON array of codes; no choice removes the key. */
export function writeAllergenFilter(storage: FilterStorage | null, codes: readonly AllergenCode[]): void {
  try {
    if (codes.length === 0) storage?.removeItem(ALLERGEN_FILTER_KEY);
    else storage?.setItem(ALLERGEN_FILTER_KEY, JSON.stringify(codes));
  } catch {
    // Quota exceeded or storage blocked: the choice holds for this page.
  }
}

/** The German name of an allergen ("Milch"). */
export function allergenName(code: AllergenCode): string {
  return t(`allergen.${code}`);
}

/** The names joined as German lists a choice: "Gluten, Milch oder Senf". */
export function allergenNamesOr(codes: readonly AllergenCode[]): string {
  return new Intl.ListFormat('de', { type: 'disjunction' }).format(codes.map(allergenName));
}

export interface AllergenFilter<G> {
  /** The chosen allergens, in list order. */
  hidden: AllergenCode[];
  setHidden: (codes: readonly AllergenCode[]) => void;
  /** The groups to show: without the products containing a chosen allergen, nor emptied groups. */
  groups: G[];
  hiddenCount: number;
}

export function useAllergenFilter<P extends { allergenCodes?: readonly string[] | null }, G extends { products: readonly { product: P }[] }>(
  groups: readonly G[],
): AllergenFilter<G> {
  const [hidden, setState] = useState(() => readAllergenFilter(browserStorage()));
  const setHidden = useCallback((codes: readonly AllergenCode[]) => {
    const next = normaliseAllergens(codes);
    setState(next);
    writeAllergenFilter(browserStorage(), next);
  }, []);
  const filtered = useMemo(() => withoutAllergens(groups, hidden), [groups, hidden]);
  return { hidden, setHidden, ...filtered };
}
