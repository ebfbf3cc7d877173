/**
 * The reads and the one write of "Neue Bestellung":
 * - the branches (the viewer's own; every branch for administrators), their menus
 *   (GET /api/branches/{id}/menus), the catalogue's products and categories, the branch's tables
 *   and the shop settings (currency, payment switches, time zone), through the back office's
 *   resource modules and keys, so what another page loaded is not asked for again;
 * - the customer search (GET /api/customers?search=…), only where the viewer may call it;
 * - POST /api/orders; the created order goes into the cache of its detail page, and the order
 *   lists are read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { MenuLike } from '#shared/menu/index.ts';
import type { StaffOrderCreateInput } from '#shared/schemas/order.ts';
import { keyForUrl } from '#web/common/query.ts';
import { api } from '../../client';
import { t } from '../../i18n';
import { orderKey } from '../detail/api';
import type { StaffOrder } from '../detail/order-view';

const menuSchema = z.object({
  id: z.string(),
  availableFrom: z.string().nullish(),
  branches: z.array(z.object({ id: z.string() })).nullish(),
  catalog: z.array(z.object({ id: z.string(), products: z.array(z.string()).nullish() })).nullish(),
});

export function useBranchMenus(branchId: string | undefined) {
  const errorMessage = t('phoneOrder.loadFailed');
  return useQuery({
    queryKey: keyForUrl(`/api/branches/${encodeURIComponent(branchId ?? '')}/menus`),
    select: (data: unknown): MenuLike[] => (Array.isArray(data) ? data : []).flatMap((menu: unknown) => menuSchema.safeParse(menu).data ?? []),
    meta: { errorMessage },
    enabled: branchId !== undefined,
  });
}

const customerMatchSchema = z.object({
  id: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  street: z.string().nullish(),
  zipCode: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/** At most this many matches: the counter picks from a short list or types on. */
const CUSTOMER_MATCHES = 8;

/** Customers whose name, e-mail or phone match the term (two characters at least). */
export function useCustomerSearch(term: string, enabled: boolean) {
  const errorMessage = t('phoneOrder.customer.searchFailed');
  const search = term.trim();
  const url = `/api/customers?${new URLSearchParams({ search, limit: String(CUSTOMER_MATCHES) })}`;
  return useQuery({
    queryKey: keyForUrl(url),
    queryFn: ({ signal }) => api.get(url, { signal, schema: z.array(customerMatchSchema), fallback: errorMessage }),
    meta: { errorMessage, shownInPlace: true },
    enabled: enabled && search.length >= 2,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderCreateInput) => api.post<StaffOrder>('/api/orders', body, { fallback: t('phoneOrder.createFailed') }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: keyForUrl('/api/orders') });
    },
    // The page shows the server's messages at their fields; no global error entry.
    meta: { errorMessage: t('phoneOrder.createFailed'), shownInPlace: true },
  });
}
