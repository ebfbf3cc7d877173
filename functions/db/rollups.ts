/**
 * Roll-up counters of the statistics (docs/statistics.md): every order, page view, event and QR
 * scan adds to counters as it happens, and a statistic reads a few hundred counter items instead
 * of scanning orders or log entries. A counter is a count and an amount (cents; 0 where the
 * metric has none) per metric, scope (a branch, and always ALL branches), local day or month of
 * the shop's time zone, and dimension key ('' for a plain total, else e.g. a product id, a path
 * or `origin|label`).
 *
 * Each increment adds to the day and the month item of its scope and of ALL, with `ADD` (atomic,
 * no read first). A year of one statistic is one query per year partition: month items for the
 * whole months of a range, day items for its ragged ends (readRollups).
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { ROLLUP_ALL_BRANCHES, rollupKey, rollupPartition } from './keys';

export interface RollupIncrement {
  metric: string;
  /** The branch the counted thing belongs to; counted for ALL branches as well. */
  branchId?: string;
  /** The shop-local day `yyyy-mm-dd` (shared/time/zone.ts `localDateOf`). */
  day: string;
  /** The dimension, '' (default) for the metric's total. */
  key?: string;
  /** Default 1. */
  count?: number;
  /** Cents, default 0. */
  amount?: number;
}

export interface RollupRow {
  /** `yyyy-mm-dd` of a day item or `yyyy-mm` of a month item. */
  bucket: string;
  key: string;
  count: number;
  amount: number;
}

/** Writes in flight at once: enough to fill DynamoDB Local, few enough for a Lambda's sockets. */
const WRITE_CONCURRENCY = 16;

/** Sums the increments of the same metric, branch, day and key: a batch's many page views become one write each. */
export function mergeIncrements(increments: readonly RollupIncrement[]): Required<RollupIncrement>[] {
  const merged = new Map<string, Required<RollupIncrement>>();
  for (const increment of increments) {
    const whole = { key: '', count: 1, amount: 0, branchId: '', ...increment };
    const id = JSON.stringify([whole.metric, whole.branchId, whole.day, whole.key]);
    const previous = merged.get(id);
    if (previous) {
      previous.count += whole.count;
      previous.amount += whole.amount;
    } else merged.set(id, whole);
  }
  return [...merged.values()];
}

/** One counter write: the key and what to ADD (./rollups.ts `rollupUpdates`). */
export interface RollupUpdate {
  Key: ReturnType<typeof rollupKey>;
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The counter writes of the increments (day and month, their branch and ALL), one per counter, as
 * UpdateItem inputs without the table name: addRollups sends them one by one; a writer that must
 * add exactly once puts them into a transaction with its claim (events/jobs/analytics-rollup.ts).
 */
export function rollupUpdates(increments: readonly RollupIncrement[]): RollupUpdate[] {
  const updates: RollupUpdate[] = [];
  const scoped = mergeIncrements(
    increments.flatMap((increment) =>
      increment.branchId ? [increment, { ...increment, branchId: ROLLUP_ALL_BRANCHES }] : [{ ...increment, branchId: ROLLUP_ALL_BRANCHES }],
    ),
  );
  const update = (key: ReturnType<typeof rollupKey>, count: number, amount: number): RollupUpdate => ({
    Key: key,
    UpdateExpression: 'ADD #count :count, amount :amount SET entityType = :type',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':count': count, ':amount': amount, ':type': 'Rollup' },
  });
  for (const { metric, branchId, day, key, count, amount } of scoped) {
    if (count === 0 && amount === 0) continue;
    updates.push(update(rollupKey(metric, branchId, 'D', day, key), count, amount));
    updates.push(update(rollupKey(metric, branchId, 'M', day.slice(0, 7), key), count, amount));
  }
  return updates;
}

/** Adds the increments to their day and month counters, for their branch and for ALL. */
export async function addRollups(increments: readonly RollupIncrement[]): Promise<void> {
  const updates = rollupUpdates(increments);
  for (let start = 0; start < updates.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      updates.slice(start, start + WRITE_CONCURRENCY).map((update) => documentClient().send(new UpdateCommand({ TableName: tableName(), ...update }))),
    );
  }
}

/**
 * The counters of a metric and scope between two local days (both included). `days`: every day
 * item (for a series per day); `months`: month items for the months the range covers whole and
 * day items for the rest (for totals and top lists, about 12 + 60 items per key for a year).
 */
export async function readRollups(metric: string, scope: string, fromDay: string, toDay: string, granularity: 'days' | 'months'): Promise<RollupRow[]> {
  const ranges: { period: 'D' | 'M'; from: string; to: string }[] = [];
  if (granularity === 'days') ranges.push({ period: 'D', from: fromDay, to: toDay });
  else {
    const firstWholeMonth = fromDay.endsWith('-01') ? fromDay.slice(0, 7) : nextMonth(fromDay.slice(0, 7));
    const lastWholeMonth = toDay === lastDayOf(toDay.slice(0, 7)) ? toDay.slice(0, 7) : previousMonth(toDay.slice(0, 7));
    if (firstWholeMonth > lastWholeMonth) ranges.push({ period: 'D', from: fromDay, to: toDay });
    else {
      if (fromDay < `${firstWholeMonth}-01`) ranges.push({ period: 'D', from: fromDay, to: lastDayOf(previousMonth(firstWholeMonth)) });
      ranges.push({ period: 'M', from: firstWholeMonth, to: lastWholeMonth });
      if (toDay > lastDayOf(lastWholeMonth)) ranges.push({ period: 'D', from: `${nextMonth(lastWholeMonth)}-01`, to: toDay });
    }
  }
  const queries = ranges.flatMap((range) => yearsBetween(range.from, range.to).map((year) => ({ ...range, year })));
  const pages = await Promise.all(queries.map((query) => queryRange(metric, scope, query.year, query.period, query.from, query.to)));
  return pages.flat();
}

async function queryRange(metric: string, scope: string, year: string, period: 'D' | 'M', from: string, to: string): Promise<RollupRow[]> {
  const rows: RollupRow[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': rollupPartition(metric, scope, year), ':from': `${period}#${from}#`, ':to': `${period}#${to}#\uffff` },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const sk = String(item.sk);
      const bucketEnd = sk.indexOf('#', 2);
      rows.push({ bucket: sk.slice(2, bucketEnd), key: sk.slice(bucketEnd + 1), count: Number(item.count ?? 0), amount: Number(item.amount ?? 0) });
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return rows;
}

const yearsBetween = (from: string, to: string): string[] => {
  const years: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) years.push(String(year));
  return years;
};

const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const nextMonth = (month: string): string => monthOf(monthIndex(month) + 1);
const previousMonth = (month: string): string => monthOf(monthIndex(month) - 1);
/** `yyyy-mm-dd` of a month's last day (day 0 of the next month in UTC). */
const lastDayOf = (month: string): string => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
