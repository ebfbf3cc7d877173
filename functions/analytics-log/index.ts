/**
 * /api/analytics-log (docs/analytics.md): the storefront writes readings (`POST`, public,
 * ./ingest.ts); the back office lists and reads the entries (administrators).
 *
 * The list filters by type, action, category, `search` (a part of the path) and time range
 * (`from`, `to`), newest first. With `limit` it answers one page and, while entries follow,
 * `X-Next-Cursor` (the next request's `cursor`); without it every matching entry of the range.
 */
import { NEXT_CURSOR_HEADER } from '#shared/schemas/list-page.ts';
import { analyticsLogQuerySchema } from '#shared/schemas/analytics.ts';
import { pageAnalyticsLog, queryAnalyticsLogDay, utcDaysBetween } from '../db/analytics-log';
import { ApiError } from '../lib/errors';
import { rangeBounds } from '../lib/filters';
import { idParams, readableRecord } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, Reply, route } from '../lib/router';
import { ingestRoute } from './ingest';

const policy = policies['analytics-log'];
const DAY_MS = 86_400_000;
/** Decision: without a range the last 7 days; at most 31 days (one query per day). */
const DEFAULT_DAYS = 7;
const MAX_DAYS = 31;

/** A cursor is the sort key of the last entry of a page, as the index holds it. */
const CURSOR_PATTERN = /^CREATED#[^#]+#ANALYTICS_LOG#[0-9A-Z]+$/;

export const handler = createGroupHandler('analytics-log', {
  'GET /api/analytics-log': route({
    query: analyticsLogQuerySchema,
    handle: async ({ query }) => {
      const bounds = rangeBounds(query.from, query.to);
      const to = bounds.to ?? new Date().toISOString();
      const from = bounds.from ?? new Date(Date.parse(to) - DEFAULT_DAYS * DAY_MS).toISOString();
      if (Date.parse(to) - Date.parse(from) > MAX_DAYS * DAY_MS) throw ApiError.of(400, 'api.validation.dateRangeTooLong', { days: MAX_DAYS }, 'from');
      if (query.cursor !== undefined && !CURSOR_PATTERN.test(query.cursor)) throw ApiError.of(400, 'api.validation.invalid', {}, 'cursor');
      const search = query.search?.toLowerCase();
      const keep = (entry: { type: string; action?: string; category?: string; data: Record<string, unknown> }) =>
        (!query.type || entry.type === query.type) &&
        (!query.action || entry.action === query.action) &&
        (!query.category || entry.category === query.category) &&
        (!search ||
          String(entry.data.path ?? '')
            .toLowerCase()
            .includes(search));
      if (query.limit === undefined) {
        const days = utcDaysBetween(from, to).reverse();
        const entries = (await Promise.all(days.map((day) => queryAnalyticsLogDay(day, from, to)))).flat();
        return entries.filter(keep);
      }
      const page = await pageAnalyticsLog({ from, to, limit: query.limit, before: query.cursor, keep });
      return new Reply(200, page.entries, page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {});
    },
  }),
  'GET /api/analytics-log/{id}': route({
    params: idParams,
    handle: (context) => readableRecord(policy, context.params.id, context),
  }),
  'POST /api/analytics-log': ingestRoute,
});
