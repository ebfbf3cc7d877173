/**
 * Scheduled job `upload-cleanup` (events/rules.ts, hourly at minute 17): deletes the uploads no
 * order used within a day (UPLOAD_RETENTION_HOURS), record and files, so the anonymous
 * `POST /api/uploads` is no file hosting.
 *
 * Which uploads: the sparse unused-uploads index (ACCESS_PATTERNS.md #30: every upload carries it
 * from its creation until an order uses it, functions/db/uploads.ts markUploadsUsed), created
 * more than a day ago. Each one is deleted in three steps, so neither a used upload loses its
 * files nor a file outlives its record unnoticed:
 *   1. `deletingAt` is set on the record, on the condition that no order used it (from now on
 *      order create refuses it: functions/orders/checks.ts, db/uploads.ts);
 *   2. its objects are deleted from the media bucket, of every version (a staff rename copied them);
 *   3. the record is deleted.
 * A run that fails after step 1 leaves the record with `deletingAt` on the index, and the next
 * run finishes it. One upload failing is logged and the others go on.
 *
 * Decision: a day, because the cart keeps files while the customer shops and an unfinished
 * checkout may be picked up later the same day; a cart older than that loses its files (the order
 * then refuses them with the spec's upload alert).
 */
import { beginUploadDeletion, deleteUploadRecord, findUnusedUploads } from '#functions/db/uploads.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';
import { deleteUploadFiles } from '#functions/uploads/storage.ts';

export const UPLOAD_RETENTION_HOURS = 24;

export interface UploadCleanupRun {
  /** Ids of the uploads deleted. */
  deleted: string[];
  failed: number;
}

/** Deletes every upload no order used that was created more than UPLOAD_RETENTION_HOURS before `now`. */
export async function cleanUpUploads(options: { now: Date; log: Logger }): Promise<UploadCleanupRun> {
  const { now, log } = options;
  const before = new Date(now.getTime() - UPLOAD_RETENTION_HOURS * 3_600_000);
  const run: UploadCleanupRun = { deleted: [], failed: 0 };
  for (const upload of await findUnusedUploads(before)) {
    try {
      // An order used it since the query: it stays.
      if (!(await beginUploadDeletion(upload.id, now))) continue;
      const { publicHash, extension } = upload;
      // A record without its address has no files to delete.
      if (typeof publicHash === 'string' && typeof extension === 'string')
        await deleteUploadFiles({ id: upload.id, version: upload.version, publicHash, extension });
      await deleteUploadRecord(upload.id);
      run.deleted.push(upload.id);
    } catch (error) {
      run.failed++;
      log.error('unused upload not deleted', { uploadId: upload.id, error });
    }
  }
  return run;
}

export async function handler(): Promise<void> {
  const log = createLogger({ group: 'uploads', step: 'upload-cleanup' });
  const run = await failOnInvalidRecord(log, () => cleanUpUploads({ now: new Date(), log }));
  log.info('unused uploads deleted', { deleted: run.deleted.length, failed: run.failed });
  if (run.failed > 0) throw new Error(`${run.failed} unused uploads not deleted`);
}
