/** List filters shared by the resources (search term, reference, date ranges). */
import type { EntityData } from '../db/entities';
// The modules, not the index: the index's formatting pulls the whole storefront catalogue into every CRUD Lambda.
import { addDays } from '#shared/time/calendar.ts';
import { zonedInstant } from '#shared/time/zone.ts';
import { inRangeYears } from '#shared/schemas/common.ts';
import { readConfig } from './config';
import { ApiError } from './errors';

const searchText = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase() : '');

/** Case-insensitive: every word of the term appears in one of the fields. */
export function matchesSearch(record: EntityData, fields: readonly string[] | undefined, term: string | undefined): boolean {
  if (!term) return true;
  if (!fields) return false;
  const haystack = fields.map((field) => searchText(record[field])).join('\n');
  return term
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * Start and end instants of a `from`/`to` filter. A date means the whole day in the shop's time
 * zone (THEKE_TIME_ZONE), so "2 November" in the back office is the Austrian 2 November.
 * Dates outside the years 2000–2100 (RANGE_YEARS; the query schemas refuse them already) answer
 * 400: `9999-12-31` has no next day to end at, and year 0 none before it.
 */
export function rangeBounds(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const { timeZone } = readConfig();
  if (from && !inRangeYears(from)) throw ApiError.of(400, 'api.validation.dateOutOfRange', undefined, 'from');
  if (to && !inRangeYears(to)) throw ApiError.of(400, 'api.validation.dateOutOfRange', undefined, 'to');
  const isDay = (value: string) => value.length === 10;
  const start = from ? (isDay(from) ? zonedInstant(from, 0, timeZone) : new Date(from)).toISOString() : undefined;
  const end = to ? (isDay(to) ? new Date(zonedInstant(addDays(to, 1), 0, timeZone).getTime() - 1) : new Date(to)).toISOString() : undefined;
  if (start && end && end < start) throw ApiError.of(400, 'api.validation.dateRange', undefined, 'to');
  return { from: start, to: end };
}

/** Whether an ISO instant lies in [from, to]. */
export const inRange = (value: unknown, bounds: { from?: string; to?: string }): boolean => {
  if (!bounds.from && !bounds.to) return true;
  if (typeof value !== 'string') return false;
  const instant = new Date(value).toISOString();
  return (!bounds.from || instant >= bounds.from) && (!bounds.to || instant <= bounds.to);
};

/** Whether a `{ id }` reference points at `id` (no id asked: always). */
export function matchesRef(reference: unknown, id: string | undefined): boolean {
  if (!id) return true;
  return typeof reference === 'object' && reference !== null && (reference as { id?: unknown }).id === id;
}

/** Whether a `YYYY-MM-DD` day lies in the days of a `from`/`to` filter. */
export function inDateRange(day: unknown, from: string | undefined, to: string | undefined): boolean {
  if (!from && !to) return true;
  if (typeof day !== 'string') return false;
  if (from && to && to.slice(0, 10) < from.slice(0, 10)) throw ApiError.of(400, 'api.validation.dateRange', undefined, 'to');
  return (!from || day >= from.slice(0, 10)) && (!to || day <= to.slice(0, 10));
}
