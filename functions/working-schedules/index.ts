/** /api/working-schedules: the generic resource shape; the list filters by user, branch and day. */
import { timeListQuerySchema, workingScheduleInputSchema } from '#shared/schemas/time-tracking.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { inDateRange, matchesRef } from '../lib/filters';

export const handler = createGroupHandler(
  'working-schedules',
  crudHandlers({
    policy: policies['working-schedules'],
    input: workingScheduleInputSchema,
    list: {
      query: timeListQuerySchema,
      filter: (schedule, query) =>
        matchesRef(schedule.user, query.user) && matchesRef(schedule.branch, query.branch) && inDateRange(schedule.date, query.from, query.to),
    },
  }),
);
