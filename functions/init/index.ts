/**
 * /api/init: the start-up data of storefront and back office in one call (backoffice.md §7
 * "Start-up and configuration"): `{"data": [{url, data}, …]}` with the entries the client knows.
 * Every list is one query, all run in parallel; anonymous callers get the public records and
 * public config fields without the catalogue lists, a signed-in staff member additionally
 * `/api/users/me`, the catalogue and what the list endpoints would show them.
 *
 * /api/init/store/{id}: the catalogue of one branch's store page (its menus, and the categories
 * and products they list), loaded when a visitor opens that page. So what a visitor downloads
 * grows with the pages they open, not with the size of the chain (docs/performance.md
 * "Start-up data").
 */
import { createGroupHandler, route, sharedForSeconds, type RouteContext } from '../lib/router';
import { idParams, readableRecord, visibleRecords } from '../lib/crud-routes';
import type { EntityData } from '../db/entities';
import { CATALOGUE_RESOURCES, INIT_RESOURCES, PUBLIC_INIT_RESOURCES, type StoreCatalogue } from '#shared/schemas/init.ts';
import { policies, clientView } from '../lib/policies';
import type { Caller } from '../lib/auth';
import { configFor, loadShopConfig } from '../config/service';
import { me } from '../users/service';
import { readCatalogueGeneration } from '../db/catalogue-generation';

/**
 * Decision: the anonymous answers are the same for every visitor, so each Lambda instance reuses
 * them for PUBLIC_SECONDS and CloudFront may cache them as long. A rush on the storefront then
 * costs one set of table queries per instance, not one per visitor; a change in the back office
 * reaches the storefront within PUBLIC_SECONDS. Signed-in staff always get fresh data: they are
 * editing it.
 */
const PUBLIC_SECONDS = 5;
let publicAnswer: { expires: number; entries: unknown[] } | undefined;

/**
 * Decision: a store's catalogue (menus, categories, products: 550–650 products on a big chain's
 * store, the heaviest read a visitor causes) is kept per instance beyond PUBLIC_SECONDS while the
 * catalogue generation (functions/db/catalogue-generation.ts, raised after every write of a
 * branch, menu, category, product or the configuration) is unchanged: one small consistent read
 * instead of three lists. A lost raise is bounded by STORE_MAX_AGE_MS, as for the order's price
 * basis. The server-rendered store page reads it for its first screen (functions/pages), so its
 * HTML does not wait for the whole catalogue again after every 5 s.
 */
const STORE_MAX_AGE_MS = 60_000;
/** Per branch id or identifier as requested; only found branches are kept (at most two keys per branch). */
const publicStoreAnswers = new Map<string, { expires: number; readAt: number; generation: number; catalogue: StoreCatalogue }>();

type ListResource = (typeof INIT_RESOURCES)[number];

const listFor = async (resource: ListResource, caller: Caller) =>
  (await visibleRecords(policies[resource], caller, 'public')).map((record) => clientView(policies[resource], record));

const refIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((entry) => (typeof entry === 'string' ? entry : String((entry as { id?: unknown } | null)?.id))) : [];

/** The branch's menus and the categories and products they list, in the lists' own order. */
export function storeCatalogue(
  branchId: string,
  menus: EntityData[],
  categories: EntityData[],
  products: EntityData[],
): StoreCatalogue<EntityData, EntityData, EntityData> {
  const branchMenus = menus.filter((menu) => refIds(menu.branches).includes(branchId));
  const categoryIds = new Set<string>();
  const productIds = new Set<string>();
  for (const menu of branchMenus) {
    for (const entry of Array.isArray(menu.catalog) ? (menu.catalog as { id?: unknown; products?: unknown }[]) : []) {
      categoryIds.add(String(entry?.id));
      for (const id of refIds(entry?.products)) productIds.add(id);
    }
  }
  return {
    menus: branchMenus,
    categories: categories.filter((category) => categoryIds.has(String(category.id))),
    products: products.filter((product) => productIds.has(String(product.id))),
  };
}

/** The catalogue of the store page of the branch `context.params.id` as its caller may see it. */
async function readStoreCatalogue(context: Pick<RouteContext<unknown, { id: string }, unknown>, 'caller' | 'route' | 'params'>): Promise<StoreCatalogue> {
  const [branch, [menus, categories, products]] = await Promise.all([
    readableRecord(policies.branches, context.params.id, context),
    Promise.all(CATALOGUE_RESOURCES.map((resource) => listFor(resource, context.caller))),
  ]);
  return storeCatalogue(String(branch.id), menus!, categories!, products!);
}

export const handler = createGroupHandler('init', {
  'GET /api/init': route({
    handle: async ({ caller, log }) => {
      if (caller.kind === 'anonymous' && publicAnswer && publicAnswer.expires > Date.now()) {
        return sharedForSeconds(publicAnswer.entries, PUBLIC_SECONDS);
      }
      const resources: readonly ListResource[] = caller.kind === 'staff' ? INIT_RESOURCES : PUBLIC_INIT_RESOURCES;
      const [config, ...lists] = await Promise.all([loadShopConfig(log), ...resources.map((resource) => listFor(resource, caller))]);
      const entries = [
        { url: '/api/config', data: configFor(caller, config) },
        ...(caller.kind === 'staff' ? [{ url: '/api/users/me', data: me(caller) }] : []),
        ...resources.map((resource, index) => ({ url: `/api/${resource}`, data: lists[index]! })),
      ];
      if (caller.kind !== 'anonymous') return entries;
      publicAnswer = { expires: Date.now() + PUBLIC_SECONDS * 1000, entries };
      return sharedForSeconds(entries, PUBLIC_SECONDS);
    },
  }),
  'GET /api/init/store/{id}': route({
    params: idParams,
    handle: async (context) => {
      const { caller, params } = context;
      if (caller.kind !== 'anonymous') return readStoreCatalogue(context);
      const cached = publicStoreAnswers.get(params.id);
      const now = Date.now();
      if (cached && cached.expires > now) return sharedForSeconds(cached.catalogue, PUBLIC_SECONDS);
      // Read before the lists: a write during them raises it past what is kept, and the next request reads again.
      const { generation } = await readCatalogueGeneration();
      const current = cached && cached.generation === generation && now - cached.readAt < STORE_MAX_AGE_MS ? cached : undefined;
      const catalogue = current?.catalogue ?? (await readStoreCatalogue(context));
      publicStoreAnswers.set(params.id, { expires: now + PUBLIC_SECONDS * 1000, readAt: current?.readAt ?? now, generation, catalogue });
      return sharedForSeconds(catalogue, PUBLIC_SECONDS);
    },
  }),
});
