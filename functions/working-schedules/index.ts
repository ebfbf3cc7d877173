/** /api/working-schedules: the generic resource shape; the list filters by user, branch and day. */
import { timeListQuerySchema, workingScheduleInputSchema } from '../../shared/schemas/time-tracking';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';
import { inDateRange, matchesRef } from '../lib/filters';

export const handler = createGroupHandler(
  'working-schedules',
  resourceRoutes({
    policy: policies['working-schedules'],
    input: workingScheduleInputSchema,
    list: {
      query: timeListQuerySchema,
      filter: (schedule, query) =>
        matchesRef(schedule.user, query.user) &&
        matchesRef(schedule.branch, query.branch) &&
        inDateRange(schedule.date, query.from, query.to),
    },
  }),
);
