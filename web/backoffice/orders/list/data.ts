/**
 * The order lists' reads: GET /api/orders/current (polled every 5 s, also in a background tab, so
 * a new order shows and sounds without a reload), /missed (every 30 s: the missed-orders job
 * marks orders once a minute) and /api/orders?{filters} (the history), plus the branches the
 * signed-in user may filter by. Every read passes its German fallback to the feedback layer.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { branchSchema } from '#shared/schemas/branch.ts';
import type { Me } from '#shared/schemas/user.ts';
import { queryKeys } from '#web/common/query.ts';
import { api } from '../../client';
import { t } from '../../i18n';
import { orderListSchema } from './rows';

export type OrderListView = 'current' | 'missed' | 'history';

export const CURRENT_POLL_MS = 5_000;
const MISSED_POLL_MS = 30_000;

export function useOrderList(view: OrderListView, search: string) {
  const url = view === 'history' ? `/api/orders${search ? `?${search}` : ''}` : `/api/orders/${view}`;
  const queryKey = view === 'history' ? queryKeys.orderHistory(search) : view === 'current' ? queryKeys.currentOrders() : queryKeys.missedOrders();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get(url, { signal, schema: orderListSchema, fallback: t('backoffice.ordersLoadFailed') }),
    meta: { errorMessage: t('backoffice.ordersLoadFailed') },
    // Orders change all the time: never serve a cached list without asking again.
    staleTime: 0,
    refetchInterval: view === 'current' ? CURRENT_POLL_MS : view === 'missed' ? MISSED_POLL_MS : false,
    refetchIntervalInBackground: view === 'current',
    // New filters keep the old rows on screen (with the loader) until the new ones arrive.
    placeholderData: view === 'history' ? keepPreviousData : undefined,
  });
}

const branchOptionSchema = branchSchema.pick({ id: true, name: true });

/**
 * The branches the user sees (all for an administrator, their own for an employee), by name.
 * GET /api/branches is shared with other pages under one key, so it is read raw and narrowed here.
 */
export function useVisibleBranches(me: Me | undefined) {
  return useQuery({
    queryKey: queryKeys.branches(),
    meta: { errorMessage: t('backoffice.branchesLoadFailed') },
    enabled: me !== undefined,
    select: (data: unknown) => {
      const branches = (Array.isArray(data) ? data : []).flatMap((branch: unknown) => {
        const parsed = branchOptionSchema.safeParse(branch);
        return parsed.success ? [parsed.data] : [];
      });
      const own = new Set(me?.branches.map((branch) => branch.id));
      const visible = me?.roles.includes('ROLE_ADMIN') ? branches : branches.filter((branch) => own.has(branch.id));
      return [...visible].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    },
  });
}
