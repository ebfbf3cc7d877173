/**
 * Reads of the Statistik screen and the dashboard: GET /api/statistics/{name}?from&to&branch,
 * parsed with the shared answer schema (shared/statistics/catalog.ts). A failure is shown in place
 * by the chart that asked ('Statistik konnte nicht geladen werden.' with 'Erneut versuchen'), not
 * as a global entry: twenty charts must not stack twenty entries.
 *
 * The shop's time zone comes from the config (its `timeZone`, else Europe/Vienna), so "Heute" is
 * the shop's day wherever the browser is.
 */
import { useQuery } from '@tanstack/react-query';
import { statisticAnswerSchema, type StatisticName, type StatisticQuery } from '#shared/statistics/catalog.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { queryKeys, urlForKey } from '#web/common/query.ts';
import { api } from '../client';
import { t } from '../i18n';

export function statisticSearch(query: StatisticQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.branch) search.set('branch', query.branch);
  return search.toString();
}

/** The statistic's key: its url, the query as the last segment (as the order history's key). */
export const statisticKey = (name: StatisticName, query: StatisticQuery) => ['api', 'statistics', name, `?${statisticSearch(query)}`] as const;

export function fetchStatistic(name: StatisticName, query: StatisticQuery, signal?: AbortSignal) {
  return api.get(`/api/statistics/${name}?${statisticSearch(query)}`, {
    signal,
    schema: statisticAnswerSchema,
    fallback: t('statisticsAdmin.loadFailed'),
  });
}

export function statisticQueryOptions(name: StatisticName, query: StatisticQuery, options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return {
    queryKey: statisticKey(name, query),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchStatistic(name, query, signal),
    meta: { errorMessage: t('statisticsAdmin.loadFailed'), shownInPlace: true },
    ...options,
  };
}

export function useStatistic(name: StatisticName, query: StatisticQuery, options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery(statisticQueryOptions(name, query, options));
}

/** The shop's time zone (GET /api/config), Europe/Vienna until it is known. */
export function useShopTimeZone(): string {
  const config = useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => api.get<{ timeZone?: string }>(urlForKey(queryKeys.config()), { signal, fallback: t('statisticsAdmin.loadFailed') }),
    meta: { errorMessage: t('statisticsAdmin.loadFailed'), shownInPlace: true },
  });
  return typeof config.data?.timeZone === 'string' && config.data.timeZone ? config.data.timeZone : DEFAULT_TIME_ZONE;
}
