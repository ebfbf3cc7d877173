/**
 * Paging, search and sort of the generic lists (`GET /api/{resource}`, functions/lib/crud-routes.ts):
 * `limit` rows (1 to 200) after `cursor` (the opaque value of the previous page's `X-Next-Cursor`
 * answer header), sorted by `sort` (a field name, `-` before it for descending; default `name`).
 * A paged answer also carries `X-Total-Count`, the number of rows matching search and filters.
 * Without `limit` a list answers every visible record, as /api/init and the storefront read it.
 *
 * A module of its own (not ./common.ts or ./order.ts), so every CRUD Lambda loads only these few
 * schemas, not the order schemas.
 */
import * as z from 'zod';
import { searchQuery } from './common';

/** Most rows of one page. */
export const LIST_PAGE_MAX = 200;

/** Fields every generic list sorts by; a resource's policy may add its own (`sortFields`). */
export const BASE_SORT_FIELDS = ['name', 'updatedAt', 'createdAt'] as const;

/** The sort of a paged list without `sort`: by name, A to Z. */
export const DEFAULT_SORT = 'name';

/** The answer header of a paged list that names the next page's `cursor` (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The answer header of a paged generic list: rows matching search and filters, on every page. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The `sort` values a list accepts: each field ascending and, with `-`, descending. */
export const sortValues = (fields: readonly string[]): string[] => fields.flatMap((field) => [field, `-${field}`]);

/** The query fields the generic list adds to a resource's own list query (`sortFields`: all sortable fields). */
export function listPageQuery(sortFields: readonly [string, ...string[]]) {
  const [first, ...rest] = sortFields;
  return {
    ...searchQuery,
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    cursor: z.string().min(1).max(2000).optional(),
    sort: z.enum([first, `-${first}`, ...sortValues(rest)], { error: 'api.validation.sort' }).optional(),
  };
}
