/**
 * The contract between back-office pages and the global feedback layer (backoffice.md §4
 * "Loading indicators", §8): every query and mutation made through the back office's queryClient
 * (web/backoffice/client.ts) shows the loader while it runs, and a failure becomes an error entry
 * with 'Erneut versuchen'. What a page does:
 *
 *   useQuery({ queryKey, queryFn, meta: { errorMessage: t('backoffice.ordersLoadFailed') } })
 *   useMutation({ mutationFn, onSuccess, meta: { errorMessage: t('backoffice.order.cancelFailed') } })
 *
 * - The entry shows the first message of the response's errors list, else `meta.errorMessage`
 *   (the spec's German fallback), else a generic German text. A 401 shows no entry: the client
 *   sends the browser to the sign-in.
 * - Retry re-runs the query (refetch) or the mutation with the same variables. A mutation's
 *   follow-ups (invalidating, navigating) belong in the useMutation options, not in the options
 *   of a single `mutate(…)` call, so that a retry runs them too.
 * - An entry goes away when the user dismisses it, retries, or the query or mutation succeeds
 *   later (e.g. the next poll of a list).
 */
import { ApiError } from '../../common/api';

/**
 * `meta` of every back-office query and mutation. `shownInPlace`: the page shows the failure
 * itself where the user acted (a form's save with its field messages, a delete confirmation), so
 * the global layer records no entry for it.
 */
export type FeedbackMeta = { errorMessage: string; shownInPlace?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/** The German message of a failed call: the server's first message, else the fallbacks. */
export function feedbackMessage(error: unknown, meta: Partial<FeedbackMeta> | undefined, generic: string): string {
  if (error instanceof ApiError && error.errors[0]) return error.errors[0].message;
  return meta?.errorMessage || generic;
}

/** A refused session: the API client is already on its way to the sign-in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
