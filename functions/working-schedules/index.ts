/**
 * /api/working-schedules: the generic resource shape; the list filters by user, branch and the
 * days a schedule is valid (`from`/`to`: schedules valid on at least one of those days).
 */
import { timeListQuerySchema, workingScheduleInputSchema } from '#shared/schemas/time-tracking.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { ApiError } from '../lib/errors';
import { matchesRef } from '../lib/filters';

/** Whether a validity [validFrom, validTo] overlaps the days of a `from`/`to` filter (dates or instants; their day counts). */
function validWithin(schedule: Record<string, unknown>, from: string | undefined, to: string | undefined): boolean {
  const first = from?.slice(0, 10);
  const last = to?.slice(0, 10);
  if (first && last && last < first) throw ApiError.of(400, 'api.validation.dateRange', undefined, 'to');
  const validFrom = typeof schedule.validFrom === 'string' ? schedule.validFrom : '';
  const validTo = typeof schedule.validTo === 'string' ? schedule.validTo : undefined;
  return (!last || validFrom <= last) && (!first || validTo === undefined || validTo >= first);
}

export const handler = createGroupHandler(
  'working-schedules',
  crudHandlers({
    policy: policies['working-schedules'],
    input: workingScheduleInputSchema,
    list: {
      query: timeListQuerySchema,
      filter: (schedule, query) =>
        matchesRef(schedule.user, query.user) && matchesRef(schedule.branch, query.branch) && validWithin(schedule, query.from, query.to),
    },
  }),
);
