/** /api/working-activities: the generic resource shape; the list filters by user, branch and start. */
import { timeListQuerySchema, workingActivityInputSchema } from '#shared/schemas/time-tracking.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { inRange, matchesRef, rangeBounds } from '../lib/filters';

export const handler = createGroupHandler(
  'working-activities',
  crudHandlers({
    policy: policies['working-activities'],
    input: workingActivityInputSchema,
    list: {
      query: timeListQuerySchema,
      filter: (activity, query) =>
        matchesRef(activity.user, query.user) && matchesRef(activity.branch, query.branch) && inRange(activity.start, rangeBounds(query.from, query.to)),
    },
  }),
);
