/**
 * What an order is checked and priced with — its branch, the shop configuration, the menus, the
 * products it names and their categories in the branch's current menu — kept per Lambda instance,
 * so a warm orders Lambda prices an order with one DynamoDB read instead of six.
 *
 * Freshness (the bound): the kept records are used only while the catalogue generation
 * (functions/db/catalogue-generation.ts) is the one they were read at. Every order reads the
 * generation strongly consistent (the caller, batched with its own lookups), and every saved branch, menu, category, product or
 * configuration raises it right after its write. So an order is priced with the catalogue as it
 * stands when the order arrives, except during the one DynamoDB call between a save and the raise
 * (a few milliseconds, before the storefront can have shown the new price: its start-up data is
 * read after the save and kept up to 5 s). Should a raise be lost (the saving Lambda dies in
 * between), kept records are read again after MAX_AGE_MS at the latest.
 *
 * Records are kept as promises: orders arriving together at a cold instance share one load.
 */
import { currentMenu, type MenuLike } from '#shared/menu/index.ts';
import type { Category, Product } from '#shared/schemas/catalogue.ts';
import type { Config } from '#shared/schemas/config.ts';
import { loadShopConfig } from '../config/service';
import { getEntities, getEntity, listEntities, type StoredEntity, type StoredRecord } from '../db/repository';
import type { Logger } from '../lib/logger';

/** The longest kept records are used without a raise of the generation (only matters when a raise was lost). */
export const MAX_AGE_MS = 60_000;

export interface PriceBasis {
  branch: StoredRecord<'Branch'> | undefined;
  config: Config;
  /** The branch's current menu, null when it has none (or the branch is unknown). */
  menu: MenuLike | null;
  /** The products of the order that exist, by id. */
  products: ReadonlyMap<string, StoredEntity<Product>>;
  /** The categories of the current menu that list one of the order's products, by id. */
  categories: ReadonlyMap<string, StoredEntity<Category>>;
  /** The generation the records were read at. */
  generation: number;
}

interface Kept {
  generation: number;
  loadedAt: number;
  config: Promise<Config>;
  menus: Promise<StoredEntity<MenuLike>[]>;
  branches: Map<string, Promise<StoredRecord<'Branch'> | undefined>>;
  products: Map<string, Promise<StoredEntity<Product> | undefined>>;
  categories: Map<string, Promise<StoredEntity<Category> | undefined>>;
}

let kept: Kept | undefined;

function fresh(generation: number, now: number, log: Logger): Kept {
  return {
    generation,
    loadedAt: now,
    config: loadShopConfig(log).then((shop) => shop.config),
    menus: listEntities('Menu') as Promise<StoredEntity<MenuLike>[]>,
    branches: new Map(),
    products: new Map(),
    categories: new Map(),
  };
}

/**
 * The kept promise of each id, reading the missing ones in one batch. A failed read is not kept,
 * so the next order reads it again.
 */
function recordsOf<T extends { id: string }>(
  cache: Map<string, Promise<T | undefined>>,
  ids: readonly string[],
  read: (ids: string[]) => Promise<T[]>,
): Promise<Array<T | undefined>> {
  const missing = [...new Set(ids)].filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const batch = read(missing);
    for (const id of missing) {
      const one = batch.then((records) => records.find((record) => record.id === id));
      cache.set(id, one);
      one.catch(() => cache.delete(id));
    }
  }
  return Promise.all(ids.map((id) => cache.get(id)!));
}

/** The kept records of `generation`, replacing them when it moved on or they are too old. */
function currentKept(generation: number, log: Logger): Kept {
  const now = Date.now();
  // A lower generation than kept is a read that passed another: the kept records are newer.
  if (!kept || generation > kept.generation || now - kept.loadedAt > MAX_AGE_MS) {
    const next = fresh(generation, now, log);
    const forget = () => {
      if (kept === next) kept = undefined;
    };
    next.config.catch(forget);
    next.menus.catch(forget);
    kept = next;
  }
  return kept;
}

const byId = <T extends { id: string }>(records: ReadonlyArray<T | undefined>): Map<string, T> =>
  new Map(records.flatMap((record) => (record ? [[record.id, record] as const] : [])));

/**
 * The records to check and price an order at `branchId` of `productIds` with, at `now`, given the
 * catalogue generation just read (readCatalogueGeneration).
 */
export async function loadPriceBasis(generation: number, branchId: string, productIds: readonly string[], now: Date, log: Logger): Promise<PriceBasis> {
  const records = currentKept(generation, log);
  const [config, menus, [branch], products] = await Promise.all([
    records.config,
    records.menus,
    recordsOf(records.branches, [branchId], (ids) => getEntity('Branch', ids[0]!).then((found) => (found ? [found] : []))),
    recordsOf(records.products, productIds, (ids) => getEntities('Product', ids) as Promise<StoredEntity<Product>[]>),
  ]);
  const menu = branch ? currentMenu(menus, branch.id, now) : null;
  const listing = new Set(productIds);
  const categoryIds = (menu?.catalog ?? []).filter((category) => category.products?.some((id) => listing.has(id))).map((category) => category.id);
  const categories = await recordsOf(records.categories, categoryIds, (ids) => getEntities('Category', ids) as Promise<StoredEntity<Category>[]>);
  return { branch, config, menu, products: byId(products), categories: byId(categories), generation: records.generation };
}

/** Forgets the kept records (tests that write the table behind the repository's back). */
export function forgetPriceBasis(): void {
  kept = undefined;
}
