/**
 * Typed failures of the data layer. They carry what happened, not how to say it: the HTTP layer
 * (functions/lib/errors.ts) maps each to a status code and a German message in one place.
 */
import type { EntityType, UniqueField } from './keys';

/** No entity of this type and id (or it vanished between read and write). */
export class EntityNotFoundError extends Error {
  override readonly name = 'EntityNotFoundError';
  constructor(
    readonly entityType: EntityType,
    readonly id: string,
  ) {
    super(`${entityType} ${id} not found`);
  }
}

/** An entity with this id already exists (create is conditional on attribute_not_exists). */
export class EntityExistsError extends Error {
  override readonly name = 'EntityExistsError';
  constructor(
    readonly entityType: EntityType,
    readonly id: string,
  ) {
    super(`${entityType} ${id} already exists`);
  }
}

/** The stored version differs from the one the caller read (optimistic locking). */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
  constructor(
    readonly entityType: EntityType,
    readonly id: string,
  ) {
    super(`${entityType} ${id} was changed concurrently`);
  }
}

/** Another entity already holds this unique value (identifier, path, username, uid). */
export class UniqueConflictError extends Error {
  override readonly name = 'UniqueConflictError';
  constructor(
    readonly entityType: EntityType,
    readonly field: UniqueField,
    readonly value: string,
  ) {
    super(`${entityType}.${field} "${value}" is taken`);
  }
}

/**
 * A stored record no longer matches its schema (./records.ts). It names the record (type and id,
 * or the item's key) and where it fails, as field paths with the zod issue code, never the
 * values: they may be personal data, and the message is logged. Callers do not map it to an
 * answer of its own: the API answers the generic 500 and logs it; consumers and jobs fail.
 */
export class StoredRecordInvalidError extends Error {
  override readonly name = 'StoredRecordInvalidError';
  constructor(
    /** An entity type, or the kind of a plain item (`PrintJob`). */
    readonly recordType: string,
    readonly key: string,
    readonly paths: readonly string[],
  ) {
    super(`stored ${recordType} ${key} does not match its schema: ${paths.join(', ')}`);
  }
}

/** The paths of schema issues with their zod code (`items.0.amount (invalid_type)`), without values. */
export const issuePaths = (issues: readonly { path: readonly PropertyKey[]; code: string }[]): string[] =>
  issues.map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(record)'} (${issue.code})`);
