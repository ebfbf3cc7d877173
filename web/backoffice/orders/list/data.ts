/**
 * The order lists' reads: GET /api/orders/current (paged, polled every 5 s, also in a background
 * tab, so a new order shows and sounds without a reload), /missed (paged, every 30 s: the
 * missed-orders job marks orders once a minute) and /api/orders?{filters} (the history), plus the
 * branches the signed-in user may filter by, and the bulk reject of the current list. Every read
 * passes its German fallback to the feedback layer.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { branchSchema } from '#shared/schemas/branch.ts';
import { NEXT_CURSOR_HEADER, ORDER_LIST_PAGE_DEFAULT, bulkRejectResultSchema } from '#shared/schemas/order.ts';
import type { Me } from '#shared/schemas/user.ts';
import { keyForUrl, queryKeys } from '#web/common/query.ts';
import { api } from '../../client';
import { t } from '../../i18n';
import { orderListSchema, type ListOrder } from './rows';

export type OrderListView = 'current' | 'missed' | 'history';

export const CURRENT_POLL_MS = 5_000;
const MISSED_POLL_MS = 30_000;

/** The history: GET /api/orders?{filters}, one answer. */
export function useOrderHistory(search: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orderHistory(search),
    queryFn: ({ signal }) =>
      api.get(`/api/orders${search ? `?${search}` : ''}`, { signal, schema: orderListSchema, fallback: t('backoffice.ordersLoadFailed') }),
    meta: { errorMessage: t('backoffice.ordersLoadFailed') },
    enabled,
    // Orders change all the time: never serve a cached list without asking again.
    staleTime: 0,
    // New filters keep the old rows on screen (with the loader) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export interface OrderListPage {
  rows: ListOrder[];
  /** The next page's cursor (the answer's X-Next-Cursor); absent on the last page. */
  nextCursor?: string;
}

async function fetchOpenPage(view: 'current' | 'missed', cursor: string | undefined, signal: AbortSignal): Promise<OrderListPage> {
  const query = new URLSearchParams({ limit: String(ORDER_LIST_PAGE_DEFAULT) });
  if (cursor) query.set('cursor', cursor);
  let nextCursor: string | undefined;
  const rows = await api.get(`/api/orders/${view}?${query.toString()}`, {
    signal,
    schema: orderListSchema,
    fallback: t('backoffice.ordersLoadFailed'),
    onHeaders: (headers) => {
      nextCursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    },
  });
  return nextCursor ? { rows, nextCursor } : { rows };
}

/**
 * The current and missed lists, paged (docs/order-limits.md): the first page holds the most
 * urgent orders (current: earliest due first; missed: latest due first); 'Mehr laden' adds the next
 * page. Every poll reloads the pages on screen, so the first page always shows the newest state.
 */
export function useOpenOrderList(view: 'current' | 'missed', enabled: boolean) {
  return useInfiniteQuery({
    queryKey: view === 'current' ? queryKeys.currentOrders() : queryKeys.missedOrders(),
    queryFn: ({ pageParam, signal }) => fetchOpenPage(view, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: t('backoffice.ordersLoadFailed') },
    enabled,
    staleTime: 0,
    refetchInterval: view === 'current' ? CURRENT_POLL_MS : MISSED_POLL_MS,
    refetchIntervalInBackground: view === 'current',
  });
}

/** POST /api/orders/bulk-reject; the lists load again afterwards. */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderIds: string[]; rejectionMessage: string }) =>
      api.post(
        '/api/orders/bulk-reject',
        { orderIds: input.orderIds, ...(input.rejectionMessage ? { rejectionMessage: input.rejectionMessage } : {}) },
        { schema: bulkRejectResultSchema, fallback: t('orderList.bulkReject.failed') },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyForUrl('/api/orders') }),
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
