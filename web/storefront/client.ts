/** The storefront's API client and query cache (anonymous: no token, no sign-in redirect). */
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../common/api';
import { t } from '../common/i18n';
import { loadInit } from '../common/init';
import { createQueryClient, queryKeys } from '../common/query';

// An overloaded shop answers 503 with Retry-After: reads wait and try twice more, and so does the
// checkout's order (its idempotency key makes a repeat safe); then the German text shows.
export const api = createApiClient({ fallback: t('error.unknown'), busyRetries: 2, overloaded: t('api.request.overloaded') });
export const queryClient = createQueryClient(api);

/** GET /api/init, which every page waits for (App.tsx); main.tsx starts it before the first render. */
export const initQuery = queryOptions({
  queryKey: queryKeys.init(),
  queryFn: () => loadInit(api, queryClient, t('backoffice.initialLoadFailed')),
  // The init data seeds the other queries; they refresh themselves, init never needs to.
  staleTime: Infinity,
  retry: 1,
});
