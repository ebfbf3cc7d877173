/**
 * /api/analytics-log: the back office lists and reads the log (filters type, action, category,
 * from, to). Writing entries from the storefront (`POST`) is not built: it answers 501.
 */
import { analyticsLogQuerySchema } from '#shared/schemas/analytics.ts';
import { queryAnalyticsLogDay } from '../db/analytics-log';
import { ApiError } from '../lib/errors';
import { rangeBounds } from '../lib/filters';
import { idParams, readableRecord } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, notImplemented, route } from '../lib/router';

const policy = policies['analytics-log'];
const DAY_MS = 86_400_000;
/** Decision: without a range the last 7 days; at most 31 days (one query per day). */
const DEFAULT_DAYS = 7;
const MAX_DAYS = 31;

export const handler = createGroupHandler('analytics-log', {
  'GET /api/analytics-log': route({
    query: analyticsLogQuerySchema,
    handle: async ({ query }) => {
      const bounds = rangeBounds(query.from, query.to);
      const to = bounds.to ?? new Date().toISOString();
      const from = bounds.from ?? new Date(Date.parse(to) - DEFAULT_DAYS * DAY_MS).toISOString();
      if (Date.parse(to) - Date.parse(from) > MAX_DAYS * DAY_MS) throw ApiError.of(400, 'api.validation.dateRangeTooLong', { days: MAX_DAYS }, 'from');
      const days: string[] = [];
      for (let day = Date.parse(from.slice(0, 10)); day <= Date.parse(to); day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
      const entries = (await Promise.all(days.reverse().map((day) => queryAnalyticsLogDay(day, from, to)))).flat();
      return entries.filter(
        (entry) =>
          (!query.type || entry.type === query.type) &&
          (!query.action || entry.action === query.action) &&
          (!query.category || entry.category === query.category),
      );
    },
  }),
  'GET /api/analytics-log/{id}': route({
    params: idParams,
    handle: (context) => readableRecord(policy, context.params.id, context),
  }),
  'POST /api/analytics-log': notImplemented(),
});
