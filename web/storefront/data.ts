/**
 * What the storefront reads from the query cache (filled by GET /api/init). Each hook names its
 * endpoint through the query-key factory.
 *
 * The types are the shared API schemas' (shared/schemas). Decision: the storefront does not run
 * the zod schemas at runtime — zod would add about 100 KB of gzipped JS to a page whose budget is
 * 120 KB (DESIGN.md §9); the server parses every record it stores and returns, the back office
 * parses what it reads.
 */
import { useQuery } from '@tanstack/react-query';
import type { Branch as BranchRecord, Table } from '#shared/schemas/branch.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import type { Category, Menu, Product } from '#shared/schemas/catalogue.ts';
import type { PublicConfig as PublicConfigRecord } from '#shared/schemas/config.ts';
import type { Division } from '#shared/schemas/organisation.ts';
import type { Tag } from '#shared/schemas/catalogue.ts';
import type { Donatee, Navigation, NavigationItem } from '#shared/schemas/content.ts';
import type { StoreCatalogue as StoreCatalogueLists } from '#shared/schemas/init.ts';
import { keyForUrl, queryKeys } from '../common/query';

/** Public settings; `timeZone`, when the server sends it, overrides the default zone. */
export type PublicConfig = PublicConfigRecord & { timeZone?: string };

/** A branch as the public list returns it (without the staff-only `hasApiKey`). */
export type Branch = Omit<BranchRecord, 'hasApiKey'>;

export type { Category, Division, ImageRef, Menu, Product };
export type { Donatee, Navigation, NavigationItem, Table, Tag };

/**
 * `fetch: false` only reads the cache (for the header, which shows while GET /api/init is still
 * loading: fetching there would send a second request for what init is about to deliver).
 */
export function useConfig({ fetch = true }: { fetch?: boolean } = {}) {
  return useQuery<PublicConfig>({ queryKey: queryKeys.config(), enabled: fetch });
}

export function useBranches() {
  return useQuery<Branch[]>({ queryKey: queryKeys.branches() });
}

export function useDivisions() {
  return useQuery<Division[]>({ queryKey: queryKeys.divisions() });
}

export function useTags() {
  return useQuery<Tag[]>({ queryKey: queryKeys.tags() });
}

export function useNavigations() {
  return useQuery<Navigation[]>({ queryKey: queryKeys.navigations() });
}

/** The menus, categories and products of one branch's store page (GET /api/init/store/{id}). */
export type StoreCatalogue = StoreCatalogueLists<Menu, Category, Product>;

export const storeCatalogueKey = (branchId: string) => keyForUrl(`/api/init/store/${encodeURIComponent(branchId)}`);

/**
 * The catalogue of a branch's store page, checkout and cart. Decision: a visitor's /api/init
 * carries no catalogue (it would grow with the chain); this loads the one branch they look at.
 */
export function useStoreCatalogue(branchId: string) {
  return useQuery<StoreCatalogue>({ queryKey: storeCatalogueKey(branchId) });
}

/** All menus and products: loaded on first use (GET /api/menus, /api/products), e.g. by an offers block. */
export function useMenus() {
  return useQuery<Menu[]>({ queryKey: queryKeys.menus() });
}

export function useCategories() {
  return useQuery<Category[]>({ queryKey: queryKeys.categories() });
}

export function useProducts() {
  return useQuery<Product[]>({ queryKey: queryKeys.products() });
}

export function useTables() {
  return useQuery<Table[]>({ queryKey: queryKeys.tables() });
}

export function useDonatees() {
  return useQuery<Donatee[]>({ queryKey: queryKeys.donatees() });
}
