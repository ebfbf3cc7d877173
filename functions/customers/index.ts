/** /api/customers: the generic resource shape; the list filters by search term. */
import { contactListQuerySchema, customerInputSchema } from '../../shared/schemas/crm';
import { matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies['customers'];

export const handler = createGroupHandler(
  'customers',
  resourceRoutes({
    policy,
    input: customerInputSchema,
    list: { query: contactListQuerySchema, filter: (record, query) => matchesSearch(record, policy.searchFields, query.search) },
  }),
);
