/**
 * The audit entry of one staff write, as the item the repository puts into the same
 * TransactWriteItems as the write itself (docs/audit-log.md): the entry exists exactly when the
 * write does. Its values are the changed fields without secrets (shared/audit/diff.ts), long
 * texts cut, and a TTL of THEKE_AUDIT_RETENTION_DAYS (default 365) days.
 */
import { ulid } from 'ulid';
import { boundedChanges, diff, type FieldChange } from '#shared/audit/diff.ts';
import { DEFAULT_AUDIT_RETENTION_DAYS, type AuditEntry } from '#shared/audit/entry.ts';
import { MINUTES_PER_DAY, formatLocalDate, formatMinuteOfDay, localDateOfDayIndex, parseLocalDate } from '#shared/time/calendar.ts';
import { DEFAULT_TIME_ZONE, localMinuteOf } from '#shared/time/zone.ts';
import { auditEntryIndexKeys, auditEntryKey } from '../db/keys';
import { auditAction, type AuditActor } from './context';
import { auditValuesWithheld, valuelessChanges } from './forget';

/** The item's `entityType` (records of the table name their type there; ACCESS_PATTERNS.md). */
export const AUDIT_ENTITY_TYPE = 'AuditEntry';

/** Fields the repository manages; a save changes them every time, so they are not "changes". */
const MANAGED_FIELDS = new Set(['id', 'entityType', 'version', 'createdAt', 'updatedAt']);

/** Largest size of an entry's changes; beyond it only the changed paths are kept (an item holds 400 KB). */
const MAX_CHANGES_BYTES = 200_000;

/** Days to keep an entry: THEKE_AUDIT_RETENTION_DAYS, a whole number from 1 on, else the default. */
export function auditRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.THEKE_AUDIT_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_AUDIT_RETENTION_DAYS;
}

function content(record: object | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !MANAGED_FIELDS.has(key)));
}

/**
 * The record's human name: name, title, user name, identifier or path, whichever it has first.
 * Records without any (working activities and schedules) are named by their time: the shop-local
 * start ('30.11.2026 06:55') or the first day a schedule applies ('01.12.2026'); the log's area
 * column says what they are. Numbers only, so no message catalogue reaches every Lambda.
 */
function recordName(record: Record<string, unknown>): string | undefined {
  for (const field of ['name', 'title', 'username', 'identifier', 'path']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  const start = typeof record.start === 'string' ? new Date(record.start) : undefined;
  if (start && !Number.isNaN(start.getTime())) {
    const minute = localMinuteOf(start, DEFAULT_TIME_ZONE);
    return `${formatLocalDate(localDateOfDayIndex(Math.floor(minute / MINUTES_PER_DAY)))} ${formatMinuteOfDay(minute)}`;
  }
  if (typeof record.validFrom === 'string' && parseLocalDate(record.validFrom) !== null) return formatLocalDate(record.validFrom);
  return undefined;
}

function sized(changes: FieldChange[]): FieldChange[] {
  const bounded = boundedChanges(changes);
  if (JSON.stringify(bounded).length <= MAX_CHANGES_BYTES) return bounded;
  return changes.map((change) => (change.redacted ? change : { path: change.path }));
}

export interface AuditWrite {
  operation: 'create' | 'update' | 'delete';
  recordType: string;
  recordId: string;
  before?: object;
  after?: object;
  now: Date;
}

/**
 * The item of the entry, or undefined when nothing is to be logged: no staff actor, or an update
 * that changed no field (a save without edits only bumps version and updatedAt).
 */
export function auditItem(actor: AuditActor | undefined, write: AuditWrite, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> | undefined {
  if (!actor) return undefined;
  const before = content(write.before);
  const after = content(write.after);
  const changes = diff(before, after);
  if (write.operation === 'update' && changes.length === 0) return undefined;
  const id = ulid(write.now.getTime());
  const at = write.now.toISOString();
  const entry: AuditEntry = {
    id,
    version: 1,
    at,
    userId: actor.userId,
    userName: actor.userName,
    resource: actor.resource,
    recordType: write.recordType,
    recordId: write.recordId,
    recordName: auditValuesWithheld() ? undefined : recordName(write.operation === 'delete' ? before : after),
    action: auditAction(actor, write.operation),
    route: `${actor.method} ${actor.path}`,
    changes: auditValuesWithheld() ? valuelessChanges(changes) : sized(changes),
  };
  return {
    ...entry,
    ...auditEntryKey(id),
    ...auditEntryIndexKeys(at, id, write.recordId),
    entityType: AUDIT_ENTITY_TYPE,
    ttl: Math.floor(write.now.getTime() / 1000) + auditRetentionDays(env) * 86_400,
  };
}
