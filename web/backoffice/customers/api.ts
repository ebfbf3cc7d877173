/**
 * The customers' API module (../data/resource-api.ts) and a customer's orders with totals
 * (`GET /api/customers/{id}/orders`, newest first, paged by `X-Next-Cursor`).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { customerSchema, type Customer } from '#shared/schemas/crm.ts';
import { customerOrdersAnswerSchema, type CustomerOrdersAnswer } from '#shared/schemas/customers.ts';
import { NEXT_CURSOR_HEADER } from '#shared/schemas/list-page.ts';
import { keyForUrl } from '../../common/query';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export const customersApi = defineResource<Customer>({
  resource: 'customers',
  schema: customerSchema,
  messages: {
    loadFailed: t(crudFailedKey('customer', 'load')),
    createFailed: t(crudFailedKey('customer', 'create')),
    updateFailed: t(crudFailedKey('customer', 'update')),
    deleteFailed: t(crudFailedKey('customer', 'delete')),
  },
});

/** Orders per page of the customer page. */
const ORDERS_PAGE = 20;

export interface CustomerOrdersPage extends CustomerOrdersAnswer {
  nextCursor?: string;
}

export function useCustomerOrders(id: string | undefined) {
  const base = `/api/customers/${encodeURIComponent(id ?? '')}/orders`;
  return useInfiniteQuery({
    // Under the customers' key: saving or deleting a customer refreshes it with the lists.
    queryKey: [...keyForUrl(base), `?limit=${ORDERS_PAGE}`],
    queryFn: async ({ pageParam, signal }): Promise<CustomerOrdersPage> => {
      let headers: Headers | undefined;
      const query = new URLSearchParams({ limit: String(ORDERS_PAGE), ...(pageParam ? { cursor: pageParam } : {}) });
      const answer = await api.get(`${base}?${query.toString()}`, {
        signal,
        schema: customerOrdersAnswerSchema,
        fallback: t('backoffice.ordersLoadFailed'),
        onHeaders: (received) => (headers = received),
      });
      return { ...answer, nextCursor: headers?.get(NEXT_CURSOR_HEADER) ?? undefined };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(id),
    meta: { errorMessage: t('backoffice.ordersLoadFailed'), shownInPlace: true },
  });
}
