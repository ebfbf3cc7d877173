/**
 * What the storefront reads from the query cache (filled by GET /api/init). Each hook names its
 * endpoint through the query-key factory; the data itself comes from the init call.
 */
import { useQuery } from '@tanstack/react-query';
import type { BranchStatusInput } from '../../shared/hours';
import { queryKeys } from '../common/query';

/** The public settings the storefront uses (storefront.md §3 "Config (public settings)"). */
export interface PublicConfig {
  title?: string;
  description?: string;
  seoTitle?: string;
  seoDescription?: string;
  shopName?: string;
  timeZone?: string;
}

export interface ImageRef {
  id: string;
  version: number;
  extension: string;
}

/** Branch fields the division page shows (storefront.md §3 "Branch"), incl. its opening hours. */
export interface Branch extends BranchStatusInput {
  id: string;
  identifier: string;
  name: string;
  street?: string;
  zipCode?: string;
  city?: string;
  images?: ImageRef[];
  logo?: ImageRef | null;
}

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

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

/** /image/{size}/{id}-{version}.{extension} (storefront.md §7 "Client asset paths"). */
export function imageUrl(image: ImageRef, size: 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large'): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}
