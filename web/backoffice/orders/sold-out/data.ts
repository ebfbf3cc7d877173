/**
 * The sold-out panel's reads and its one write:
 * - the branch (GET /api/branches/{id}) for its sold-out list, read again every 15 s while the
 *   panel is open, so another employee's marks show up;
 * - its menus (GET /api/branches/{id}/menus) and the products (GET /api/products) for the names;
 * - PUT /api/branches/{id}/sold-out with one product and its new state; the answer (the branch)
 *   goes straight into the cache.
 *
 * The keys are shared with other pages (web/common/query.ts), so each is read raw and narrowed
 * here with small schemas: the order screens load no catalogue or editor schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { keyForUrl, queryKeys } from '#web/common/query.ts';
import { api } from '../../client';
import { t } from '../../i18n';
import type { MenuProducts, NamedProduct } from './products';

const BRANCH_POLL_MS = 15_000;

const soldOutBranchSchema = z.object({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  soldOutProductIds: z.array(z.string()).optional(),
  soldOutDate: z.string().optional(),
});
export type SoldOutBranch = z.infer<typeof soldOutBranchSchema>;

const menuProductsSchema = z.object({
  branches: z.array(z.object({ id: z.string() })).nullish(),
  catalog: z.array(z.object({ products: z.array(z.string()).nullish() })).nullish(),
});
const namedProductSchema = z.object({ id: z.string(), name: z.string() });

/** Entries of a raw list that parse; the others are left out. */
function parsedEntries<T>(data: unknown, schema: z.ZodType<T>): T[] {
  return (Array.isArray(data) ? data : []).flatMap((entry: unknown) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const branchPath = (branchId: string) => `/api/branches/${encodeURIComponent(branchId)}`;

export function useSoldOutBranch(branchId: string) {
  return useQuery({
    queryKey: queryKeys.branch(branchId),
    select: (data: unknown) => soldOutBranchSchema.parse(data),
    meta: { errorMessage: t('soldOut.loadFailed') },
    refetchInterval: BRANCH_POLL_MS,
    staleTime: 0,
  });
}

export function useBranchMenus(branchId: string) {
  return useQuery({
    queryKey: keyForUrl(`${branchPath(branchId)}/menus`),
    select: (data: unknown): MenuProducts[] => parsedEntries(data, menuProductsSchema),
    meta: { errorMessage: t('soldOut.loadFailed') },
  });
}

/** Every product by id (the names of the menus' products and of today's list). */
export function useProductNames() {
  return useQuery({
    queryKey: queryKeys.products(),
    select: (data: unknown): Map<string, NamedProduct> => new Map(parsedEntries(data, namedProductSchema).map((product) => [product.id, product])),
    meta: { errorMessage: t('soldOut.loadFailed') },
  });
}

export interface SoldOutChange {
  branchId: string;
  productId: string;
  soldOut: boolean;
}

/**
 * Marks or clears one product. The answer replaces the cached branch unless a newer version is
 * there already (two quick taps may be answered in the other order).
 */
export function useSoldOutChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchId, productId, soldOut }: SoldOutChange) => api.put<unknown>(`${branchPath(branchId)}/sold-out`, { productId, soldOut }),
    onSuccess: (branch, { branchId }) => {
      const version = soldOutBranchSchema.safeParse(branch).data?.version ?? 0;
      queryClient.setQueryData(queryKeys.branch(branchId), (cached: unknown) =>
        (soldOutBranchSchema.safeParse(cached).data?.version ?? 0) > version ? cached : branch,
      );
    },
    meta: { errorMessage: t('soldOut.saveFailed') },
  });
}
