/**
 * The back office's QueryClient: the shared one of web/common/query.ts (same default query
 * function, stale time and retry rule as the storefront) with query and mutation caches that
 * record every failure in the feedback store and drop the entry once the call succeeds.
 * The storefront keeps its client unchanged.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { feedbackMessage, isUnauthorized } from './meta';
import type { FeedbackStore } from './store';

export function withFeedback(base: QueryClient, store: FeedbackStore, genericMessage: string): QueryClient {
  const queryCache = new QueryCache({
    // Called once per failed fetch, after the query's own retries.
    onError: (error, query) => {
      if (isUnauthorized(error) || query.meta?.shownInPlace) return;
      store.report({
        id: `query:${query.queryHash}`,
        message: feedbackMessage(error, query.meta, genericMessage),
        retry: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }),
      });
    },
    onSuccess: (_data, query) => store.remove(`query:${query.queryHash}`),
  });
  const mutationCache = new MutationCache({
    onError: (error, variables, _context, mutation) => {
      if (isUnauthorized(error) || mutation.meta?.shownInPlace) return;
      store.report({
        id: `mutation:${mutation.mutationId}`,
        message: feedbackMessage(error, mutation.meta, genericMessage),
        // The same mutation again: its observer (the page's useMutation) sees the new attempt, and
        // a renewed failure lands here again. The rejection is the entry, not an unhandled error.
        retry: () => void mutation.execute(variables).catch(() => undefined),
      });
    },
    onSuccess: (_data, _variables, _context, mutation) => store.remove(`mutation:${mutation.mutationId}`),
  });
  const client: QueryClient = new QueryClient({ queryCache, mutationCache, defaultOptions: base.getDefaultOptions() });
  return client;
}
