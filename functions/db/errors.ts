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
