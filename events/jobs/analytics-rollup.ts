/**
 * Scheduled job `analytics-rollup` (events/rules.ts, every minute; docs/analytics.md): adds the
 * analytics log's new entries to the roll-up counters of the statistics (unique-visitors,
 * page-views, pages, events, event-flow, resolutions, device-pixel-ratios, color-schemes,
 * referrers, browsers, operating-systems, visitor-times; keys: shared/statistics/catalog.ts).
 *
 * What a run reads: the entries created between the watermark (the end of the last minute rolled
 * up) and the start of the minute ROLLUP_LAG_MS before now, at most MAX_RUN_MINUTES of them (a job
 * that was down catches up over several runs); the first run ever starts FIRST_RUN_MINUTES back.
 *
 * Exactly once, minute by minute (UTC minutes of `createdAt`):
 * 1. unique visitors: per visitor hash and shop-local day a conditional put of
 *    `VISITOR#{day}#{hash}` that names the minute; it counts when the put succeeds, or when the
 *    item names this same minute (a run repeated after a crash);
 * 2. the minute's increments are merged into counter writes (functions/db/rollups.ts
 *    `rollupUpdates`), sorted, and cut into chunks of 99; each chunk is one transaction with its
 *    claim `ANALYTICS_ROLLUP#{minute}` / `CHUNK#{n}` (attribute_not_exists): a chunk is added
 *    once or not at all, whoever runs it;
 * 3. after every minute of the run the watermark moves to the run's end (never back).
 * A crash anywhere leaves the watermark behind; the next run does the same minutes again, and
 * the claims skip what was added. Overlapping runs do the same.
 *
 * The bound (written down in docs/analytics.md): an entry counts only if it is stored within
 * ROLLUP_LAG_MS of its `createdAt` (the ingest takes `createdAt` just before its one write, which
 * takes milliseconds); an entry stored later than that is never counted, never counted twice.
 * A repeated minute reads the same entries as the first try, since its window closed
 * ROLLUP_LAG_MS before either run, so its chunks are the same.
 */
import { entryIncrements, type AnalyticsIncrement } from '#shared/analytics/entry.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { listEntities } from '#functions/db/repository.ts';
import { rollupUpdates } from '#functions/db/rollups.ts';
import {
  addRollupChunkOnce,
  advanceRollupWatermark,
  analyticsEntriesBetween,
  countVisitor,
  readRollupWatermark,
  ROLLUP_CHUNK_SIZE,
  type AnalyticsEntry,
} from '#functions/db/analytics-log.ts';
import { localDateOf, zonedInstant } from '#shared/time/zone.ts';
import { addDays } from '#shared/time/calendar.ts';

const MINUTE_MS = 60_000;
/** How long after its minute an entry may still be stored and counted. */
export const ROLLUP_LAG_MS = 2 * MINUTE_MS;
/** Most minutes one run rolls up (six hours: a day's backlog in four runs). */
export const MAX_RUN_MINUTES = 6 * 60;
/** Where the first run ever starts (the log is written only since the ingest exists). */
export const FIRST_RUN_MINUTES = 60;
/** Claims are kept a week: far longer than a minute can be repeated. */
const CLAIM_KEEP_SECONDS = 7 * 86_400;
/** Writes in flight at once: the SDK's 50 sockets, with room for the run's queries. */
const CONCURRENCY = 32;

type Entry = AnalyticsEntry;

export interface AnalyticsRollupRun {
  from: string;
  to: string;
  entries: number;
  minutes: number;
  /** Chunks added by this run; skipped: added before (claimed). */
  chunksAdded: number;
  chunksSkipped: number;
  visitors: number;
}

const floorMinute = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(work))));
  return results;
}

/** The branch ids by identifier (lower case), read once per run and only when an entry names a branch. */
async function branchIdsByIdentifier(entries: readonly Entry[]): Promise<Map<string, string>> {
  if (!entries.some((entry) => typeof entry.data.branch === 'string')) return new Map();
  const branches = await listEntities('Branch');
  return new Map(branches.flatMap((branch) => (typeof branch.identifier === 'string' ? [[branch.identifier.toLowerCase(), branch.id] as const] : [])));
}

/** Rolls up one UTC minute's entries exactly once (see the module comment). */
async function rollUpMinute(minute: string, entries: Entry[], timeZone: string, branchIds: Map<string, string>, run: AnalyticsRollupRun): Promise<void> {
  const sorted = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const increments: AnalyticsIncrement[] = [];
  const visitors = new Map<string, { day: string; hash: string }>();
  for (const entry of sorted) {
    const branchId = typeof entry.data.branch === 'string' ? branchIds.get(entry.data.branch) : undefined;
    increments.push(...entryIncrements(entry, timeZone, branchId));
    if (typeof entry.data.visitor === 'string') {
      const day = localDateOf(new Date(entry.createdAt), timeZone);
      visitors.set(`${day}#${entry.data.visitor}`, { day, hash: entry.data.visitor });
    }
  }
  const counted = await inBatches([...visitors.values()], async ({ day, hash }) => {
    const expires = Math.floor(zonedInstant(addDays(day, 2), 0, timeZone).getTime() / 1000);
    return (await countVisitor(day, hash, minute, expires)) ? day : undefined;
  });
  for (const day of counted) if (day) increments.push({ metric: 'unique-visitors', day, key: '' });
  run.visitors += counted.filter(Boolean).length;

  const updates = rollupUpdates(increments).sort((a, b) => {
    const left = `${a.Key.pk}|${a.Key.sk}`;
    const right = `${b.Key.pk}|${b.Key.sk}`;
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const chunks: (typeof updates)[] = [];
  for (let start = 0; start < updates.length; start += ROLLUP_CHUNK_SIZE) chunks.push(updates.slice(start, start + ROLLUP_CHUNK_SIZE));
  const claimExpires = Math.floor(Date.now() / 1000) + CLAIM_KEEP_SECONDS;
  const added = await inBatches(
    chunks.map((chunk, index) => ({ chunk, index })),
    ({ chunk, index }) => addRollupChunkOnce(minute, index, chunk, claimExpires),
  );
  run.chunksAdded += added.filter(Boolean).length;
  run.chunksSkipped += added.filter((value) => !value).length;
}

/** Rolls up the entries from the watermark to ROLLUP_LAG_MS before `now` (at most MAX_RUN_MINUTES). */
export async function rollUpAnalytics(options: { now: Date; timeZone: string; log: Logger }): Promise<AnalyticsRollupRun> {
  const end = floorMinute(options.now.getTime() - ROLLUP_LAG_MS);
  const watermark = await readRollupWatermark();
  const start = watermark ? Date.parse(watermark) : end - FIRST_RUN_MINUTES * MINUTE_MS;
  const until = Math.min(end, start + MAX_RUN_MINUTES * MINUTE_MS);
  const run: AnalyticsRollupRun = {
    from: new Date(start).toISOString(),
    to: new Date(Math.max(start, until)).toISOString(),
    entries: 0,
    minutes: 0,
    chunksAdded: 0,
    chunksSkipped: 0,
    visitors: 0,
  };
  if (until <= start) return run;
  const entries = await analyticsEntriesBetween(run.from, run.to);
  run.entries = entries.length;
  const byMinute = new Map<string, Entry[]>();
  for (const entry of entries) {
    const minute = entry.createdAt.slice(0, 16);
    const list = byMinute.get(minute);
    if (list) list.push(entry);
    else byMinute.set(minute, [entry]);
  }
  const branchIds = await branchIdsByIdentifier(entries);
  // Minutes one after another: their counters overlap (the day, the month), chunks of one minute do not.
  for (const minute of [...byMinute.keys()].sort()) {
    await rollUpMinute(minute, byMinute.get(minute)!, options.timeZone, branchIds, run);
    run.minutes += 1;
  }
  await advanceRollupWatermark(run.to);
  return run;
}

export async function handler(): Promise<void> {
  const log = createLogger({ group: 'analytics-log', step: 'analytics-rollup' });
  const run = await rollUpAnalytics({ now: new Date(), timeZone: readConfig().timeZone, log });
  log.info('analytics rolled up', { ...run });
}
