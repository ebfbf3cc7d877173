/** /api/analytics-leads: the generic resource shape; the list filters by status, search and creation date. */
import { analyticsLeadInputSchema, leadListQuerySchema } from '../../shared/schemas/crm';
import { inRange, matchesSearch, rangeBounds } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies['analytics-leads'];

export const handler = createGroupHandler(
  'analytics-leads',
  resourceRoutes({
    policy,
    input: analyticsLeadInputSchema,
    list: {
      query: leadListQuerySchema,
      filter: (lead, query) =>
        (!query.status || lead.status === query.status) &&
        matchesSearch(lead, policy.searchFields, query.search) &&
        inRange(lead.createdAt, rangeBounds(query.from, query.to)),
    },
  }),
);
