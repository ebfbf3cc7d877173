/**
 * /api/statistics (backoffice.md §7 "Statistics", docs/statistics.md).
 *
 * `GET /api/statistics/{name}?from&to&branch`: one of the 22 statistics of
 * shared/statistics/catalog.ts over the shop-local days `from`–`to` (both included, at most
 * MAX_RANGE_DAYS), read from roll-up counters (functions/db/rollups.ts), never from orders or logs.
 * - series: day counters, every day of the range with zeros; top, share and heatmap: month
 *   counters and day counters summed per key, a partly covered month read as its days or as
 *   its month counter minus the days left out, whichever reads fewer (rangeReads).
 * - Scope: administrators read ALL branches, or one with `branch`. An employee reads one of their
 *   branches with `branch` (another one: 403), and without it the sum of their branches' counters
 *   (never ALL, which holds the other branches too).
 * - Unknown name: 404. The working-time names of the spec (working-activities,
 *   working-schedules; with `user`) and the profile routes are not roll-up statistics: they are
 *   computed from schedules and activities (./working-time.ts).
 * - `Cache-Control: private, max-age=60` for a range of past days: the answer depends on the
 *   caller (branch scope), so no shared cache may keep it, while the back office's screens ask for
 *   the same ranges again when switching between statistics; counters a minute old are good
 *   enough. A range that includes today answers `private, no-cache`: the dashboard refreshes
 *   today's orders and revenue every 30 s, and a browser cache would hold them back.
 */
import { ROLLUP_ALL_BRANCHES } from '../db/keys';
import { readRollups, type RollupRow } from '../db/rollups';
import { getEntities, getEntity } from '../db/repository';
import { ApiError, notFound } from '../lib/errors';
import { Reply, createGroupHandler, route } from '../lib/router';
import { readConfig } from '../lib/config';
import type { Caller } from '../lib/auth';
import { STATISTICS, STATISTIC_NAMES, statisticQuerySchema, type StatisticAnswer, type StatisticName } from '#shared/statistics/catalog.ts';
import {
  MAX_RANGE_DAYS,
  heatmapCells,
  rangeDays,
  rangeReads,
  rankedRows,
  recordIdsOf,
  rowLabel,
  seriesOf,
  sumByKey,
  totalOf,
  type RecordNames,
} from '#shared/statistics/answer.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { statisticsMessages } from '#shared/i18n/statistics.ts';
import * as z from 'zod';
import { WORKING_TIME_STATISTICS, userProfileDaysQuerySchema, userProfileQuerySchema, type WorkingTimeStatisticName } from '#shared/schemas/time-sheets.ts';
import { userProfile, userProfileDays, workingTimeStatistic } from './working-time';

/** How long the caller's browser may reuse an answer (see the header comment). */
export const STATISTICS_MAX_AGE_SECONDS = 60;

/** Names of the spec's statistic list that belong to time tracking, not to the roll-ups. */
const isWorkingTimeName = (name: string): name is WorkingTimeStatisticName => (WORKING_TIME_STATISTICS as readonly string[]).includes(name);

const isStatisticName = (name: string): name is StatisticName => (STATISTIC_NAMES as readonly string[]).includes(name);

const unknownStatistic = (): ApiError => new ApiError(404, [{ code: 'statistics.unknown', message: statisticsMessages['api.statistics.unknown'] }]);

/** The counter scopes the caller reads: ALL, one branch, or an employee's branches. */
async function scopesOf(caller: Caller, branch: string | undefined): Promise<string[]> {
  if (caller.kind !== 'staff') throw ApiError.of(403, 'api.auth.forbidden');
  if (branch !== undefined) {
    if (!caller.isAdmin && !caller.branchIds.has(branch)) throw ApiError.of(403, 'api.auth.branchForbidden', undefined, 'branch');
    if (caller.isAdmin && !(await getEntity('Branch', branch))) throw notFound('branches');
    return [branch];
  }
  return caller.isAdmin ? [ROLLUP_ALL_BRANCHES] : [...caller.branchIds].sort();
}

async function readScopes(metric: string, scopes: readonly string[], from: string, to: string, granularity: 'days' | 'months'): Promise<RollupRow[]> {
  const pages = await Promise.all(scopes.map((scope) => readRollups(metric, scope, from, to, granularity)));
  return pages.flat();
}

/** The counters whose sum per key is the range's (shared/statistics/answer.ts rangeReads), all read at once. */
async function readSums(metric: string, scopes: readonly string[], from: string, to: string): Promise<RollupRow[]> {
  const plan = rangeReads(from, to);
  const reads = [
    ...(plan.months ? [readScopes(metric, scopes, plan.months.from, plan.months.to, 'months')] : []),
    ...plan.days.map(async (days) => {
      const rows = await readScopes(metric, scopes, days.from, days.to, 'days');
      return days.sign === 1 ? rows : rows.map((row) => ({ ...row, count: -row.count, amount: -row.amount }));
    }),
  ];
  return (await Promise.all(reads)).flat();
}

/** Names of the products and QR codes the keys point at (one batch read each). */
async function recordNames(name: StatisticName, keys: Iterable<string>): Promise<RecordNames> {
  const ids = recordIdsOf(name, keys);
  const [products, qrCodes] = await Promise.all([
    ids.products.length > 0 ? getEntities('Product', ids.products) : [],
    ids.qrCodes.length > 0 ? getEntities('QrCode', ids.qrCodes) : [],
  ]);
  const named = (records: Array<{ id: string; name?: unknown }>) => new Map(records.map((record) => [record.id, String(record.name ?? record.id)]));
  return { products: named(products), qrCodes: named(qrCodes) };
}

/** The answer of a statistic over the scopes' counters (exported for the bench's direct timing). */
export async function statisticAnswer(name: StatisticName, scopes: readonly string[], from: string, to: string): Promise<Omit<StatisticAnswer, 'branch'>> {
  const definition = STATISTICS[name];
  const base = { name, kind: definition.kind, value: definition.value, from, to, timeZone: readConfig().timeZone };
  if (definition.kind === 'series') {
    const series = seriesOf(await readScopes(definition.metric, scopes, from, to, 'days'), from, to);
    return { ...base, total: totalOf(series), series };
  }
  const sums = sumByKey(await readSums(definition.metric, scopes, from, to));
  const total = totalOf([...sums.values()]);
  if (definition.kind === 'heatmap') return { ...base, total, cells: heatmapCells(sums) };
  const names = await recordNames(name, sums.keys());
  return { ...base, total, rows: rankedRows(sums, definition.value, (key) => rowLabel(name, key, names)) };
}

/** A range that includes today changes with every order: the dashboard's refresh must reach the server. */
function cacheControlOf(to: string): string {
  const today = localDateOf(new Date(), readConfig().timeZone);
  return to >= today ? 'private, no-cache' : `private, max-age=${STATISTICS_MAX_AGE_SECONDS}`;
}

export const handler = createGroupHandler('statistics', {
  'GET /api/statistics/user-profile': route({
    query: userProfileQuerySchema,
    handle: async ({ caller, query }) => new Reply(200, await userProfile(caller, query), { 'cache-control': 'private, no-cache' }),
  }),
  'GET /api/statistics/user-profile-working-activities': route({
    query: userProfileDaysQuerySchema,
    handle: async ({ caller, query }) => new Reply(200, await userProfileDays(caller, query), { 'cache-control': 'private, no-cache' }),
  }),
  'GET /api/statistics/{name}': route({
    params: z.object({ name: z.string() }),
    // `user`: the working-time statistics only.
    query: statisticQuerySchema.extend({ user: z.string().min(1).optional() }),
    async handle({ params, query, caller }) {
      if (isWorkingTimeName(params.name)) {
        return new Reply(200, await workingTimeStatistic(params.name, caller, query), { 'cache-control': 'private, no-cache' });
      }
      if (!isStatisticName(params.name)) throw unknownStatistic();
      if (query.to < query.from) throw ApiError.of(400, 'api.validation.dateRange', undefined, 'to');
      if (rangeDays(query.from, query.to) > MAX_RANGE_DAYS) throw ApiError.of(400, 'api.validation.dateRangeTooLong', { days: MAX_RANGE_DAYS }, 'to');
      const scopes = await scopesOf(caller, query.branch);
      const answer = await statisticAnswer(params.name, scopes, query.from, query.to);
      return new Reply(200, { ...answer, ...(query.branch ? { branch: query.branch } : {}) }, { 'cache-control': cacheControlOf(query.to) });
    },
  }),
});
