/**
 * The one error type of the API and its mapping to HTTP, in one place (DESIGN.md §3). Handlers
 * throw `ApiError`; data-layer errors are translated here; anything else is a 500 with a generic
 * German message while the cause goes to the log.
 */
import { apiError, apiText, type ApiErrorEntry } from '#shared/schemas/errors.ts';
import type { ApiMessageKey } from '#shared/i18n/api.ts';
import { apiMessages } from '#shared/i18n/api.ts';
import { EntityExistsError, EntityNotFoundError, UniqueConflictError, VersionConflictError } from '../db/errors';
import { resourceOfType } from './policies';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors.map((entry) => entry.code).join(', '));
  }

  /** An error with one German message from the catalogue. */
  static of(status: number, key: ApiMessageKey, params?: Record<string, string | number>, field?: string): ApiError {
    return new ApiError(status, [apiError(key, params, field)]);
  }
}

/** German name of a resource (`api.resource.branches` → "Filiale"). */
export function resourceLabel(resource: string): string {
  const key = `api.resource.${resource}`;
  return key in apiMessages ? apiMessages[key as ApiMessageKey] : apiMessages['api.resource.record'];
}

export const notFound = (resource: string): ApiError => ApiError.of(404, 'api.entity.notFound', { resource: resourceLabel(resource) });

function fieldLabel(field: string): string {
  const key = `api.field.${field}`;
  return key in apiMessages ? apiMessages[key as ApiMessageKey] : field;
}

/** DynamoDB refuses items over 400 KB with a ValidationException naming the size. */
const isItemTooLarge = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ValidationException' && /item size|size has exceeded/i.test(error.message);

/**
 * An error of @middy/http-json-body-parser (the router's JSON body; it names itself in `cause`).
 * Recognised by the package, not by its status code, which changed within middy 7 (415, then 422).
 */
const isJsonBodyError = (error: unknown): boolean =>
  error instanceof Error && (error.cause as { package?: unknown } | undefined)?.package === '@middy/http-json-body-parser';

export interface MappedError {
  error: ApiError;
  /** True for failures the caller did not cause (logged with their cause as errors). */
  unexpected: boolean;
}

export function toApiError(error: unknown): MappedError {
  if (error instanceof ApiError) return { error, unexpected: false };
  if (error instanceof EntityNotFoundError) return { error: notFound(resourceOfType(error.entityType)), unexpected: false };
  if (error instanceof EntityExistsError) {
    return { error: ApiError.of(409, 'api.entity.exists', { resource: resourceLabel(resourceOfType(error.entityType)) }), unexpected: false };
  }
  if (error instanceof VersionConflictError) {
    return {
      error: ApiError.of(409, 'api.entity.versionConflict', { resource: resourceLabel(resourceOfType(error.entityType)) }, 'version'),
      unexpected: false,
    };
  }
  if (error instanceof UniqueConflictError) {
    return {
      error: ApiError.of(409, 'api.entity.uniqueConflict', { field: fieldLabel(error.field), value: error.value }, error.field),
      unexpected: false,
    };
  }
  if (isJsonBodyError(error)) return { error: ApiError.of(400, 'api.request.invalidJson'), unexpected: false };
  if (isItemTooLarge(error)) return { error: ApiError.of(413, 'api.request.tooLarge'), unexpected: false };
  return { error: ApiError.of(500, 'api.internal'), unexpected: true };
}

/** The German text of the generic failure (used where no mapping applies). */
export const internalMessage = (): string => apiText('api.internal');
