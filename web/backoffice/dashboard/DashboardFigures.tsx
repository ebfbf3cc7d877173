/**
 * The dashboard's figures (backoffice.md §7): today per branch (orders, revenue, open and missed
 * orders) and the revenue of the last 7 days. Only the branches the user sees (an employee: their
 * own; the week of an employee is the sum of their branches, as the API answers it). Refreshed every 30 s while the tab is visible (TanStack Query's refetchInterval pauses in a
 * background tab). Today's orders and revenue are the statistics' roll-ups; open and missed are
 * the first page of the order lists (200 orders: beyond that the figure says '200+').
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { NEXT_CURSOR_HEADER, ORDER_LIST_PAGE_MAX } from '#shared/schemas/order.ts';
import type { Me } from '#shared/schemas/user.ts';
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { addDays, formatLocalDate } from '#shared/time/calendar.ts';
import { formatTime } from '#shared/time/format.ts';
import { useNow } from '../../common/time';
import { ErrorState, Loading } from '../../common/ui';
import { api } from '../client';
import { mayCall, viewerOf } from '../data/access';
import { t } from '../i18n';
import { useVisibleBranches } from '../orders/list/data';
import { orderListSchema } from '../orders/list/rows';
import { statisticQueryOptions, useShopTimeZone } from '../statistics/api';
import { seriesSpec } from '../statistics/chart-spec';
import { formatCount, formatValue, valueOf } from '../statistics/numbers';
import { todayOf } from '../statistics/range';
import { StatisticChart } from '../statistics/StatisticChart';
import { StatisticTableView } from '../statistics/StatisticTableView';
import { statisticTable } from '../statistics/table';
import { countByBranch } from './figures';
import '../statistics/statistics.css';

export const DASHBOARD_REFRESH_MS = 30_000;

/** The first page of the current or missed list (its own key: the lists page with useInfiniteQuery). */
function useOpenCounts(view: 'current' | 'missed') {
  return useQuery({
    queryKey: ['api', 'orders', view, `?limit=${ORDER_LIST_PAGE_MAX}`],
    queryFn: async ({ signal }) => {
      let more = false;
      const rows = await api.get(`/api/orders/${view}?limit=${ORDER_LIST_PAGE_MAX}`, {
        signal,
        schema: orderListSchema,
        fallback: t('backoffice.ordersLoadFailed'),
        onHeaders: (headers) => {
          more = headers.get(NEXT_CURSOR_HEADER) !== null;
        },
      });
      return { counts: countByBranch(rows), more };
    },
    meta: { errorMessage: t('backoffice.ordersLoadFailed'), shownInPlace: true },
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function DashboardFigures({ me }: { me: Me }) {
  const viewer = viewerOf(me);
  const mayReadStatistics = mayCall(viewer, 'GET', '/api/statistics/{name}');
  const branches = useVisibleBranches(me);
  const timeZone = useShopTimeZone();
  const now = useNow(DASHBOARD_REFRESH_MS);
  const today = todayOf(now, timeZone);
  const branchList = branches.data ?? [];

  const todays = useQueries({
    queries: branchList.flatMap((branch) =>
      (['orders', 'revenue'] as const).map((name) =>
        statisticQueryOptions(name, { from: today, to: today, branch: branch.id }, { refetchInterval: DASHBOARD_REFRESH_MS, enabled: mayReadStatistics }),
      ),
    ),
  });
  const open = useOpenCounts('current');
  const missed = useOpenCounts('missed');

  // The week: all branches for an administrator; for an employee the API sums their own branches.
  const week = useQuery(
    statisticQueryOptions('revenue', { from: addDays(today, -6), to: today }, { refetchInterval: DASHBOARD_REFRESH_MS, enabled: mayReadStatistics }),
  );

  if (branches.isError) return <ErrorState message={t('backoffice.branchesLoadFailed')} onRetry={() => void branches.refetch()} />;
  if (!branches.data) return <Loading />;
  if (branchList.length === 0) return <p className="db-note">{t('statisticsAdmin.dashboard.noBranches')}</p>;

  const failed = [...(mayReadStatistics ? todays : []), open, missed].filter((query) => query.isError);
  const updatedAt = Math.max(open.dataUpdatedAt, missed.dataUpdatedAt, ...todays.map((query) => query.dataUpdatedAt));
  const figure = (value: number | undefined, more = false) =>
    value === undefined ? '…' : more ? t('statisticsAdmin.dashboard.more', { count: formatCount(value) }) : formatCount(value);

  return (
    <>
      <section aria-labelledby="db-today-title">
        <h2 id="db-today-title" className="db-section-title">
          {t('statisticsAdmin.dashboard.today')}
        </h2>
        <p className="db-note">
          {t('statisticsAdmin.dashboard.todayIntro', { time: formatTime(new Date(updatedAt > 0 ? updatedAt : now.getTime()), timeZone) })}
        </p>
        {failed.length > 0 && <ErrorState message={t('statisticsAdmin.loadFailed')} onRetry={() => failed.forEach((query) => void query.refetch())} />}
        <div className="db-today">
          {branchList.map((branch, index) => {
            const orders = todays[index * 2]?.data;
            const revenue = todays[index * 2 + 1]?.data;
            const openCount = open.data ? (open.data.counts.get(branch.id) ?? 0) : undefined;
            const missedCount = missed.data ? (missed.data.counts.get(branch.id) ?? 0) : undefined;
            return (
              <article key={branch.id} className="db-branch" aria-labelledby={`db-branch-${branch.id}`} data-testid="dashboard-branch">
                <h3 id={`db-branch-${branch.id}`} className="db-branch__name">
                  {branch.name}
                </h3>
                <dl className="db-figures">
                  {mayReadStatistics && (
                    <>
                      <div>
                        <dt>{t('statisticsAdmin.dashboard.orders')}</dt>
                        <dd>{figure(orders && valueOf(orders.total, 'count'))}</dd>
                      </div>
                      <div>
                        <dt>{t('statisticsAdmin.dashboard.revenue')}</dt>
                        <dd>{revenue ? formatValue(revenue.total.amount, 'amount') : '…'}</dd>
                      </div>
                    </>
                  )}
                  <div>
                    <dt>{t('statisticsAdmin.dashboard.open')}</dt>
                    <dd>
                      <Link to="/orders/current">{figure(openCount, open.data?.more)}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('statisticsAdmin.dashboard.missed')}</dt>
                    <dd>
                      <Link to="/orders/missed">{figure(missedCount, missed.data?.more)}</Link>
                    </dd>
                  </div>
                </dl>
              </article>
            );
          })}
        </div>
      </section>
      {mayReadStatistics && (
        <section className="st-card db-week" aria-labelledby="db-week-title">
          <h2 id="db-week-title" className="st-card__title">
            {t('statisticsAdmin.dashboard.week')}
          </h2>
          {week.isError ? (
            <ErrorState message={t('statisticsAdmin.loadFailed')} onRetry={() => void week.refetch()} />
          ) : week.data ? (
            <WeekRevenue answer={week.data} />
          ) : (
            <Loading label={t('statisticsAdmin.loading')} />
          )}
          <p>
            <Link to="/statistics">{t('statisticsAdmin.dashboard.toStatistics')}</Link>
          </p>
        </section>
      )}
    </>
  );
}

function WeekRevenue({ answer }: { answer: StatisticAnswer }) {
  const title = t('statisticsAdmin.dashboard.week');
  // A refetch with the same numbers keeps the drawn chart.
  const same = JSON.stringify(answer);
  const spec = useMemo(() => seriesSpec(answer, undefined, t('statisticsAdmin.stat.revenue')), [same]);
  const summary = t('statisticsAdmin.chart.seriesOnly', {
    title,
    from: formatLocalDate(answer.from),
    to: formatLocalDate(answer.to),
    total: formatValue(answer.total.amount, 'amount'),
  });
  return (
    <>
      <p className="st-total">
        <span className="st-total__label">{t('statisticsAdmin.total')}</span>{' '}
        <strong className="st-total__value">{formatValue(answer.total.amount, 'amount')}</strong>
      </p>
      <StatisticChart spec={spec} summary={summary} height={220} />
      <details className="st-details">
        <summary>{t('statisticsAdmin.table')}</summary>
        <StatisticTableView table={statisticTable(answer)} caption={title} />
      </details>
    </>
  );
}
