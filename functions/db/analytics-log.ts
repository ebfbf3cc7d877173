/**
 * The analytics log's storage (ACCESS_PATTERNS.md §3 #15, docs/analytics.md): entries on gsi1 in
 * one partition per UTC day, sorted by creation time; the day's visitor salt; the visitors counted
 * per day; the roll-up job's watermark and claims.
 */
import { randomBytes } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { documentClient, tableName } from './client';
import { indexAttributes } from './entities';
import {
  ANALYTICS_ROLLUP_WATERMARK_KEY,
  analyticsLogDayPartition,
  analyticsRollupChunkKey,
  analyticsSaltKey,
  analyticsVisitorKey,
  createdAtBound,
  entityKey,
} from './keys';
import { parseStoredRecord, type StoredEntity } from './records';
import { queryItems, toRecord } from './repository';
import type { RollupUpdate } from './rollups';

const DAY_MS = 86_400_000;

/** A stored entry as its readers use it (the type is not among the typed records of ./records.ts, which every Lambda carries). */
export type AnalyticsEntry = StoredEntity<{ type: string; action?: string; category?: string; data: Record<string, unknown> }>;

function toEntry(item: Record<string, unknown>): AnalyticsEntry {
  const record = toRecord('AnalyticsLogEntry', item);
  const data = typeof record.data === 'object' && record.data !== null && !Array.isArray(record.data) ? (record.data as Record<string, unknown>) : {};
  return {
    ...record,
    type: String(record.type ?? ''),
    ...(typeof record.action === 'string' ? { action: record.action } : {}),
    ...(typeof record.category === 'string' ? { category: record.category } : {}),
    data,
  };
}

/** Entries of the UTC day `YYYY-MM-DD` created in [from, to], newest first. */
export async function queryAnalyticsLogDay(day: string, from: string, to: string): Promise<AnalyticsEntry[]> {
  const items = await queryItems({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': analyticsLogDayPartition(day),
      ':from': createdAtBound(from, 'from'),
      ':to': createdAtBound(to, 'to'),
    },
    ScanIndexForward: false,
  });
  return items.map((item) => toEntry(item));
}

/** The UTC days `yyyy-mm-dd` an instant range touches, oldest first. */
export function utcDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(from.slice(0, 10)); day <= Date.parse(to); day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

export interface LogPage {
  entries: AnalyticsEntry[];
  /** The sort key of the page's last entry while more follow (the next page reads below it). */
  next?: string;
}

/**
 * One page of the entries created in [from, to], newest first, that `keep` accepts: day partition
 * by day, each read in pages of the index, until `limit` entries are found. `before` (a previous
 * page's `next`) continues below that entry.
 */
export async function pageAnalyticsLog(options: {
  from: string;
  to: string;
  limit: number;
  before?: string;
  keep: (entry: AnalyticsEntry) => boolean;
}): Promise<LogPage> {
  const entries: AnalyticsEntry[] = [];
  const sortKeys: string[] = [];
  const upper = options.before && options.before < createdAtBound(options.to, 'to') ? options.before : createdAtBound(options.to, 'to');
  for (const day of utcDaysBetween(options.from, options.to).reverse()) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': analyticsLogDayPartition(day), ':from': createdAtBound(options.from, 'from'), ':to': upper },
          ScanIndexForward: false,
          Limit: Math.max(50, options.limit * 2),
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        // BETWEEN includes its upper bound: the entry a cursor names was on the previous page.
        if (options.before && String(item.gsi1sk) >= options.before) continue;
        const entry = toEntry(item);
        if (!options.keep(entry)) continue;
        entries.push(entry);
        sortKeys.push(String(item.gsi1sk));
        // One more than asked tells that a next page exists.
        if (entries.length > options.limit) return { entries: entries.slice(0, options.limit), next: sortKeys[options.limit - 1] };
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return { entries };
}

/** Entries created in [from, to) (instants), oldest first, over the day partitions: what the roll-up job reads. */
export async function analyticsEntriesBetween(from: string, to: string): Promise<AnalyticsEntry[]> {
  const entries: AnalyticsEntry[] = [];
  for (const day of utcDaysBetween(from, new Date(Date.parse(to) - 1).toISOString())) {
    const items = await queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': analyticsLogDayPartition(day), ':from': createdAtBound(from, 'from'), ':to': `CREATED#${to}` },
    });
    for (const item of items) if (String(item.createdAt) < to) entries.push(toEntry(item));
  }
  return entries;
}

export interface NewAnalyticsEntry {
  type: string;
  action?: string;
  category?: string;
  data: Record<string, unknown>;
}

/** Most items of one BatchWriteItem. */
const BATCH_WRITE_MAX = 25;

/**
 * Stores entries with one BatchWriteItem per 25 (the ingest sends at most 20: one request), each
 * with its 90-day `ttl`. Plain puts: a new ULID per entry cannot collide. Items DynamoDB leaves
 * unprocessed (throttling) are sent again with a short back-off.
 */
export async function putAnalyticsEntries(entries: readonly NewAnalyticsEntry[], now: Date = new Date()): Promise<string[]> {
  const createdAt = now.toISOString();
  // Ids ascending in the batch's order: the log lists a batch as it was sent.
  const nextId = monotonicFactory();
  const items = entries.map((entry) => {
    const id = nextId(now.getTime());
    const record = parseStoredRecord('AnalyticsLogEntry', { ...entry, id, entityType: 'AnalyticsLogEntry', version: 1, createdAt, updatedAt: createdAt }, id);
    return { ...record, ...entityKey('AnalyticsLogEntry', id), ...indexAttributes('AnalyticsLogEntry', record) };
  });
  for (let start = 0; start < items.length; start += BATCH_WRITE_MAX) {
    let requests: Array<Record<string, unknown>> = items.slice(start, start + BATCH_WRITE_MAX).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 25 * 2 ** attempt)));
      if (attempt > 6) throw new Error('BatchWrite of analytics entries left items unprocessed');
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as Array<Record<string, unknown>>;
    }
  }
  return items.map((item) => item.id);
}

/** The salts of this Lambda instance: one per shop-local day, older days dropped. */
const salts = new Map<string, Promise<string>>();

/**
 * The visitor salt of a shop-local day: read from the table, or made (32 random bytes) by the
 * first request of the day with a conditional put, so every instance uses the same one. It
 * expires (`ttl`) `keepSeconds` after the day's end, and instances keep only today's.
 */
export function daySalt(day: string, expiresAt: number): Promise<string> {
  const cached = salts.get(day);
  if (cached) return cached;
  for (const old of salts.keys()) if (old !== day) salts.delete(old);
  const made = loadOrMakeSalt(day, expiresAt);
  salts.set(day, made);
  made.catch(() => salts.delete(day));
  return made;
}

async function loadOrMakeSalt(day: string, expiresAt: number): Promise<string> {
  const key = analyticsSaltKey(day);
  const found = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (typeof found.Item?.salt === 'string') return found.Item.salt;
  const salt = randomBytes(32).toString('hex');
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entityType: 'AnalyticsSalt', salt, ttl: expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return salt;
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    // Another instance made the day's salt first: use that one.
    const winner = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (typeof winner.Item?.salt !== 'string') throw new Error(`analytics salt of ${day} vanished`, { cause: error });
    return winner.Item.salt;
  }
}

/** Forgets the cached salts (tests that change the day). */
export function forgetSalts(): void {
  salts.clear();
}

/**
 * Counts a visitor once per shop-local day: a conditional put of `VISITOR#{day}#{hash}` naming the
 * roll-up window that counted it. True when this window counts it: the put succeeded, or the item
 * was put by this same window before (a run repeated after a crash counts it again, and its
 * claimed chunks decide whether the counter is added).
 */
export async function countVisitor(day: string, visitorHash: string, window: string, expiresAt: number): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...analyticsVisitorKey(day, visitorHash), entityType: 'AnalyticsVisitor', window, ttl: expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    const old = (error as { Item?: Record<string, unknown> }).Item;
    return old?.window === window;
  }
}

/** The end (exclusive, ISO) of the last minute the roll-up job finished, if it ever ran. */
export async function readRollupWatermark(): Promise<string | undefined> {
  const found = await documentClient().send(new GetCommand({ TableName: tableName(), Key: ANALYTICS_ROLLUP_WATERMARK_KEY, ConsistentRead: true }));
  return typeof found.Item?.through === 'string' ? found.Item.through : undefined;
}

/** Moves the watermark forward (never back: a slower overlapping run cannot undo a faster one). */
export async function advanceRollupWatermark(through: string): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ANALYTICS_ROLLUP_WATERMARK_KEY, entityType: 'AnalyticsRollupWatermark', through },
        ConditionExpression: 'attribute_not_exists(pk) OR through < :through',
        ExpressionAttributeValues: { ':through': through },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/** Most items of one transaction: 99 counter writes and the chunk's claim. */
export const ROLLUP_CHUNK_SIZE = 99;

/**
 * Adds one chunk of a minute's counter writes exactly once: the chunk's claim is put
 * (`attribute_not_exists`) in the same transaction as its writes. False when the chunk was added
 * before (its claim exists): nothing is added twice.
 */
export async function addRollupChunkOnce(minute: string, chunk: number, updates: readonly RollupUpdate[], expiresAt: number): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: { ...analyticsRollupChunkKey(minute, chunk), entityType: 'AnalyticsRollupClaim', writes: updates.length, ttl: expiresAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...updates.map((update) => ({ Update: { TableName: tableName(), ...update } })),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TransactionCanceledException')) throw error;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      // A conflict with another transaction on the same counters: try again shortly.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));
    }
  }
}
