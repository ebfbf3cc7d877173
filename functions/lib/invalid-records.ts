/**
 * Event consumers and scheduled jobs have no answer to fall back on when a stored record no longer parses
 * (functions/db/records.ts): the record is logged with its key and the error fails the event, so
 * EventBridge retries it and finally keeps it in the rule's dead-letter queue (a scheduled run
 * fails and the next one tries again). Nothing goes on with half-typed data.
 */
import { StoredRecordInvalidError } from '../db/errors';
import type { Logger } from './logger';

export async function failOnInvalidRecord<T>(log: Logger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoredRecordInvalidError) {
      log.error('stored record does not match its schema', { recordType: error.recordType, key: error.key, paths: error.paths, error });
    }
    throw error;
  }
}
