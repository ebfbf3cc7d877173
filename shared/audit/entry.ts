/**
 * An audit log entry as `GET /api/logs` and `GET /api/logs/{id}` answer it, and the list's query
 * (docs/audit-log.md). Entries are written by the server only, never through the API.
 */
import * as z from 'zod';
import { rangeQuery, trimmedText } from '../schemas/common';
import { LIST_PAGE_MAX } from '../schemas/list-page';

/** What a staff write did: the generic create/update/delete, or a route's own action (`status/confirm`). */
export const auditActionSchema = z.string().min(1).max(100);

export const fieldChangeSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  redacted: z.literal(true).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Entries never change; the version lets the back office treat them like any stored record. */
  version: z.number().int(),
  at: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** The API area the write came through (`products`, `orders` …: the route group). */
  resource: z.string(),
  /** The stored entity type of the record (`Product`). */
  recordType: z.string(),
  recordId: z.string(),
  /** The record's name when it has one, as it was after the write (before a delete). */
  recordName: z.string().optional(),
  action: auditActionSchema,
  /** The API route of the write, e.g. `PUT /api/products/{id}`. */
  route: z.string().optional(),
  changes: z.array(fieldChangeSchema),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /api/logs?user=&resource=&record=&from=&to=&search=&limit=&cursor=`: newest first.
 * `user` matches the user id or, case-insensitively, part of the user's name; `search` part of
 * the record's name; `from`/`to` are dates (whole UTC days) or instants.
 */
export const auditListQuerySchema = z.object({
  user: trimmedText(200).optional(),
  resource: trimmedText(100).optional(),
  record: trimmedText(200).optional(),
  search: trimmedText(200).optional(),
  ...rangeQuery,
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
  cursor: z.string().min(1).max(200).optional(),
});

export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** Days an entry is kept when the deployment sets nothing else (THEKE_AUDIT_RETENTION_DAYS). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
