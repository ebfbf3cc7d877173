/**
 * `GET /api/init` (backoffice.md §7 "Start-up and configuration"): a list of entries
 * `{url, data}`, each standing for a GET of that url. The order is `/api/config`,
 * `/api/users/me` (signed-in staff only), then the lists below; each `data` parses with the
 * schema of its resource (e.g. `z.array(branchSchema)` for `/api/branches`).
 *
 * Decision (start-up data that grows with what a visitor looks at, docs/performance.md): an
 * anonymous visitor's init leaves out the catalogue lists (CATALOGUE_RESOURCES); the store page
 * loads its branch's menus, categories and products with `GET /api/init/store/{branchId}`.
 * Signed-in staff keep every list.
 */
import * as z from 'zod';

/** The lists /init delivers, in this order, after config and the current user. */
export const INIT_RESOURCES = [
  'divisions',
  'branches',
  'menus',
  'categories',
  'products',
  'tags',
  'tables',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'donatees',
] as const;

/** The lists that grow with the chain's catalogue: in a visitor's init only through the store page's load. */
export const CATALOGUE_RESOURCES = ['menus', 'categories', 'products'] as const satisfies readonly (typeof INIT_RESOURCES)[number][];

/** The lists of an anonymous visitor's init, in INIT_RESOURCES order. */
export const PUBLIC_INIT_RESOURCES = INIT_RESOURCES.filter((resource) => !(CATALOGUE_RESOURCES as readonly string[]).includes(resource));

/**
 * `GET /api/init/store/{branchId}`: what the store page of one branch needs, each list as its
 * list endpoint would show it to the caller: the branch's menus (as `GET /api/branches/{id}/menus`),
 * the categories and the products those menus list.
 */
export interface StoreCatalogue<Menu = unknown, Category = unknown, Product = unknown> {
  menus: Menu[];
  categories: Category[];
  products: Product[];
}

export const storeCatalogueSchema = z.object({ menus: z.array(z.unknown()), categories: z.array(z.unknown()), products: z.array(z.unknown()) });

export const initEntrySchema = z.object({ url: z.string(), data: z.unknown() });
export type InitEntry = z.infer<typeof initEntrySchema>;

/** The payload of `data` in the response. */
export const initResponseSchema = z.array(initEntrySchema);
