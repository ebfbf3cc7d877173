/**
 * Reading the audit log (ACCESS_PATTERNS.md §3): newest first from gsi1 (every entry by time) or,
 * with a record filter, from gsi2 (one record's entries by time); the time range is the key
 * condition, user, area and name filters are applied on top while paging.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntrySchema, type AuditEntry, type AuditListQuery } from '#shared/audit/entry.ts';
import { documentClient, tableName } from '../db/client';
import { AUDIT_TIME_PARTITION, auditEntryKey, auditRecordPartition, auditTimeBound } from '../db/keys';

/** Rows of a page when the caller names no limit. */
const DEFAULT_PAGE = 50;
/** Items one request reads at most while filters drop rows: the answer then ends early with a cursor, so a rare filter never makes one slow request. */
const MAX_EXAMINED = 2000;
/** Items read per DynamoDB query page. */
const QUERY_PAGE = 200;

const ITEM_ONLY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl', 'entityType'];

function toEntry(item: Record<string, unknown>): AuditEntry {
  const record = { ...item };
  for (const name of ITEM_ONLY_ATTRIBUTES) delete record[name];
  return auditEntrySchema.parse(record);
}

export async function getAuditEntry(id: string): Promise<AuditEntry | undefined> {
  const result = await documentClient().send(new GetCommand({ TableName: tableName(), Key: auditEntryKey(id) }));
  return result.Item ? toEntry(result.Item) : undefined;
}

function matches(entry: AuditEntry, query: AuditListQuery): boolean {
  if (query.resource && entry.resource !== query.resource) return false;
  if (query.user) {
    const user = query.user.toLocaleLowerCase('de');
    if (entry.userId !== query.user && !entry.userName.toLocaleLowerCase('de').includes(user)) return false;
  }
  if (query.search && !(entry.recordName ?? '').toLocaleLowerCase('de').includes(query.search.toLocaleLowerCase('de'))) return false;
  return true;
}

export interface AuditPage {
  rows: AuditEntry[];
  /** The sort key to continue below (X-Next-Cursor); absent when nothing older is left. */
  nextCursor?: string;
}

/** One page of entries matching the query, newest first. */
export async function listAuditEntries(query: AuditListQuery): Promise<AuditPage> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const byRecord = Boolean(query.record);
  const index = byRecord ? 'gsi2' : 'gsi1';
  const partition = byRecord ? auditRecordPartition(query.record!) : AUDIT_TIME_PARTITION;
  const lower = query.from ? auditTimeBound(query.from, 'from') : 'AT#';
  const toBound = query.to ? auditTimeBound(query.to, 'to') : 'AT#~';
  // The cursor is the last row's sort key; BETWEEN includes it, so that one item is skipped.
  const upper = query.cursor && query.cursor < toBound ? query.cursor : toBound;
  const rows: AuditEntry[] = [];
  let examined = 0;
  let lastSort: string | undefined;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk AND ${index}sk BETWEEN :lower AND :upper`,
        ExpressionAttributeValues: { ':pk': partition, ':lower': lower, ':upper': upper },
        ScanIndexForward: false,
        Limit: QUERY_PAGE,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const sort = String(item[`${index}sk`]);
      if (sort === query.cursor) continue;
      examined++;
      lastSort = sort;
      const entry = toEntry(item);
      if (matches(entry, query)) rows.push(entry);
      if (rows.length === limit || examined >= MAX_EXAMINED) return { rows, nextCursor: lastSort };
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { rows };
}
