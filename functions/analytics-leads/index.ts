/** /api/analytics-leads: the generic resource shape; the list filters by status, search and creation date. */
import { analyticsLeadInputSchema, leadListQuerySchema } from '#shared/schemas/crm.ts';
import { inRange, rangeBounds } from '../lib/filters';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['analytics-leads'];

export const handler = createGroupHandler(
  'analytics-leads',
  crudHandlers({
    policy,
    input: analyticsLeadInputSchema,
    list: {
      query: leadListQuerySchema,
      filter: (lead, query) => (!query.status || lead.status === query.status) && inRange(lead.createdAt, rangeBounds(query.from, query.to)),
    },
  }),
);
