/**
 * The products the sold-out panel offers: those of the branch's menus (every menu that lists the
 * branch, so a menu starting later today is covered too), each once, in German name order; and
 * the search over their names.
 */

export interface MenuProducts {
  branches?: readonly { id: string }[] | null;
  catalog?: readonly { products?: readonly string[] | null }[] | null;
}

export interface NamedProduct {
  id: string;
  name: string;
}

const collator = new Intl.Collator('de', { numeric: true });

/** The products of the branch's menus that the catalogue knows, by name. */
export function branchMenuProducts(menus: readonly MenuProducts[], branchId: string, products: ReadonlyMap<string, NamedProduct>): NamedProduct[] {
  const ids = new Set(
    menus
      .filter((menu) => menu.branches?.some((branch) => branch.id === branchId))
      .flatMap((menu) => (menu.catalog ?? []).flatMap((category) => category.products ?? [])),
  );
  return [...ids].flatMap((id) => products.get(id) ?? []).sort((a, b) => collator.compare(a.name, b.name));
}

/** Lower case without accents, so "kase" finds "Käsekrainer" and "cevapcici" finds "Ćevapčići". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The products whose name holds every word of the term (an empty term: all). */
export function matchingProducts(products: readonly NamedProduct[], term: string): NamedProduct[] {
  const words = folded(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const name = folded(product.name);
    return words.every((word) => name.includes(word));
  });
}
