/**
 * The print jobs of a device (ACCESS_PATTERNS.md #22, #23, #26): items `PRINT_JOB#<ulid>` in the
 * device's partition, first in, first out.
 *
 *   queued ──GET (printer fetches)──▶ printing ──DELETE code 2xx / OK──▶ done
 *                                         └────DELETE other code─────▶ failed (code kept)
 *
 * Decisions:
 * - The job's document is rendered when the job is queued (print blocks, shared/print): the
 *   receipt shows the order as it was when it was confirmed or requested, and a poll needs no
 *   order, branch or configuration reads.
 * - A job fetched but not acknowledged within REOFFER_AFTER_MS (the printer lost power or its
 *   connection while printing) is offered again: a receipt printed twice is better than one
 *   that never comes out. After MAX_ATTEMPTS fetches it is no longer offered.
 * - Jobs expire JOB_LIFETIME_MS after they were queued (DynamoDB TTL; until DynamoDB removes them,
 *   the queue skips them): a printer that was off overnight must not print yesterday's orders.
 * - A job item is parsed when it is read (printJobSchema); one that does not parse is a
 *   StoredRecordInvalidError (functions/db/errors.ts), as an entity that does not parse is.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import * as z from 'zod';
import type { PrintBlock } from '#shared/print/index.ts';
import { documentClient, tableName } from '../db/client';
import { StoredRecordInvalidError, issuePaths } from '../db/errors';
import { PRINT_JOB_PREFIX, entityKey, printJobKey } from '../db/keys';

export const REOFFER_AFTER_MS = 60_000;
export const MAX_ATTEMPTS = 5;
export const JOB_LIFETIME_MS = 12 * 60 * 60_000;

/** Job ids in the order jobs were queued, also within one millisecond (FIFO by sort key). */
const nextId = monotonicFactory();

const printBlockSchema: z.ZodType<PrintBlock> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: z.string(),
    align: z.enum(['left', 'center', 'right']).optional(),
    bold: z.boolean().optional(),
    large: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('rule') }),
  z.object({ kind: z.literal('qr'), data: z.string() }),
]);

/** A stored print job, without its key attributes. */
const printJobSchema = z.object({
  jobId: z.string(),
  deviceId: z.string(),
  kind: z.enum(['receipt', 'test', 'notification']),
  orderId: z.string().optional(),
  blocks: z.array(printBlockSchema),
  status: z.enum(['queued', 'printing', 'done', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  fetchedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** The printer's code of the acknowledgement ("OK", "200 OK", "520 …"). */
  code: z.string().optional(),
  /** Epoch seconds (DynamoDB TTL). */
  ttl: z.number(),
});

export type PrintJob = z.infer<typeof printJobSchema>;
export type PrintJobKind = PrintJob['kind'];
export type PrintJobStatus = PrintJob['status'];

/** A new job for a device (not stored yet: see `jobPut` / `enqueue`). */
export function newJob(deviceId: string, kind: PrintJobKind, blocks: PrintBlock[], now: Date, orderId?: string): PrintJob {
  return {
    jobId: nextId(now.getTime()),
    deviceId,
    kind,
    ...(orderId ? { orderId } : {}),
    blocks,
    status: 'queued',
    attempts: 0,
    createdAt: now.toISOString(),
    ttl: Math.floor((now.getTime() + JOB_LIFETIME_MS) / 1000),
  };
}

/** The Put of a job, for a transaction (the receipt consumer writes its claim with it). */
export function jobPut(job: PrintJob) {
  return {
    TableName: tableName(),
    Item: { ...printJobKey(job.deviceId, job.jobId), entityType: 'PrintJob', ...job },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

export async function enqueue(job: PrintJob): Promise<PrintJob> {
  await documentClient().send(new PutCommand(jobPut(job)));
  return job;
}

function toJob(item: Record<string, unknown>): PrintJob {
  const parsed = printJobSchema.safeParse(item);
  if (!parsed.success) {
    throw new StoredRecordInvalidError('PrintJob', `${String(item.pk)}/${String(item.sk)}`, issuePaths(parsed.error.issues));
  }
  return parsed.data;
}

const isLive = (job: PrintJob, now: Date): boolean => job.ttl * 1000 > now.getTime();

/** Whether the poll offers the job: queued, or fetched long ago without an acknowledgement. */
export function isOffered(job: PrintJob, now: Date): boolean {
  if (!isLive(job, now)) return false;
  if (job.status === 'queued') return true;
  if (job.status !== 'printing' || job.attempts >= MAX_ATTEMPTS) return false;
  return Date.parse(job.fetchedAt ?? job.createdAt) + REOFFER_AFTER_MS <= now.getTime();
}

/** Every job of a device that is still in its partition, oldest first. */
export async function deviceJobs(deviceId: string): Promise<PrintJob[]> {
  const jobs: PrintJob[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': entityKey('Device', deviceId).pk, ':prefix': PRINT_JOB_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    jobs.push(...(page.Items ?? []).map(toJob));
    start = page.LastEvaluatedKey;
  } while (start);
  return jobs;
}

/** The job the printer should print next, if any. */
export async function nextJob(deviceId: string, now: Date): Promise<PrintJob | undefined> {
  return (await deviceJobs(deviceId)).find((job) => isOffered(job, now));
}

/** The oldest job being printed (for printers that fetch and confirm without a job token). */
export async function currentJob(deviceId: string, now: Date): Promise<PrintJob | undefined> {
  const jobs = (await deviceJobs(deviceId)).filter((job) => isLive(job, now));
  return jobs.find((job) => job.status === 'printing') ?? jobs.find((job) => isOffered(job, now));
}

/** A job of this device by its token (the job id), in any state; another device's job is not in this partition. */
export async function findJob(deviceId: string, jobId: string): Promise<PrintJob | undefined> {
  if (!/^[0-9A-Z]{26}$/.test(jobId)) return undefined;
  const result = await documentClient().send(new GetCommand({ TableName: tableName(), Key: printJobKey(deviceId, jobId), ConsistentRead: true }));
  return result.Item ? toJob(result.Item) : undefined;
}

/** A job of this device by its token while it still waits or prints. */
export async function openJob(deviceId: string, jobId: string, now: Date): Promise<PrintJob | undefined> {
  const job = await findJob(deviceId, jobId);
  return job && isLive(job, now) && (job.status === 'queued' || job.status === 'printing') ? job : undefined;
}

/** The printer fetched the job (GET): it is printing now. */
export async function markFetched(job: PrintJob, now: Date): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: printJobKey(job.deviceId, job.jobId),
      UpdateExpression: 'SET #status = :printing, fetchedAt = :now ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':printing': 'printing', ':now': now.toISOString(), ':one': 1 },
    }),
  );
}

/** CloudPRNT reports success as "OK" (newer firmware) or an HTTP-like "200 OK"/"2xx …". */
export function isSuccessCode(code: string): boolean {
  const trimmed = code.trim();
  return /^ok$/i.test(trimmed) || /^2\d\d\b/.test(trimmed);
}

/** The printer confirmed the job (DELETE): done, or failed with its code. Answers the new status. */
export async function acknowledge(job: PrintJob, code: string, now: Date): Promise<PrintJobStatus> {
  const status: PrintJobStatus = isSuccessCode(code) ? 'done' : 'failed';
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: printJobKey(job.deviceId, job.jobId),
      UpdateExpression: 'SET #status = :status, #code = :code, finishedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status', '#code': 'code' },
      ExpressionAttributeValues: { ':status': status, ':code': code.slice(0, 100), ':now': now.toISOString() },
    }),
  );
  return status;
}
