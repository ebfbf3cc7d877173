/**
 * TanStack Query setup shared by both apps. A query key is the API url split into segments
 * ('/api/branches/42' → ['api', 'branches', '42']), so
 * - the default query function can fetch any key without a per-endpoint function,
 * - the entries of GET /api/init land under the same keys as the calls they stand for,
 * - invalidating ['api', 'branches'] refreshes the list and every branch.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './api';
import { ApiError } from './api';

export type ApiQueryKey = readonly ['api', ...string[]];

/** '/api/users/me' → ['api', 'users', 'me']. Urls outside /api are a programming error. */
export function keyForUrl(url: string): ApiQueryKey {
  const [path = ''] = url.split('?');
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments[0] !== 'api') throw new Error(`not an API url: ${url}`);
  return ['api', ...segments.slice(1)];
}

/** The inverse of keyForUrl. */
export function urlForKey(key: QueryKey): string {
  if (key[0] !== 'api' || !key.every((segment) => typeof segment === 'string')) {
    throw new Error(`not an API query key: ${JSON.stringify(key)}`);
  }
  return '/' + (key as string[]).map(encodeURIComponent).join('/');
}

/** The query-key factory: the one place that names the endpoints the web app reads. */
export const queryKeys = {
  all: ['api'] as const,
  init: () => keyForUrl('/api/init'),
  config: () => keyForUrl('/api/config'),
  me: () => keyForUrl('/api/users/me'),
  divisions: () => keyForUrl('/api/divisions'),
  branches: () => keyForUrl('/api/branches'),
  branch: (id: string) => keyForUrl(`/api/branches/${encodeURIComponent(id)}`),
  tags: () => keyForUrl('/api/tags'),
  navigations: () => keyForUrl('/api/navigations'),
  menus: () => keyForUrl('/api/menus'),
  categories: () => keyForUrl('/api/categories'),
  products: () => keyForUrl('/api/products'),
  tables: () => keyForUrl('/api/tables'),
  donatees: () => keyForUrl('/api/donatees'),
  currentOrders: () => keyForUrl('/api/orders/current'),
  missedOrders: () => keyForUrl('/api/orders/missed'),
  /** The history with its filters: GET /api/orders?{search} (a search string without '?'). */
  orderHistory: (search: string) => ['api', 'orders', `?${search}`] as const,
  publicOrder: (uid: string, hash: string) => keyForUrl(`/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`),
} as const;

export function createQueryClient(api: ApiClient): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal }) => api.get(urlForKey(queryKey), { signal }),
        // Catalogue data changes a few times a day; a minute avoids refetching on every mount.
        staleTime: 60_000,
        // 4xx answers do not get better by asking again; network errors and 5xx may.
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
