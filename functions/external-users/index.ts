/** /api/external-users: the generic resource shape; the list filters by search term. */
import { contactListQuerySchema, externalUserInputSchema } from '../../shared/schemas/crm';
import { matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies['external-users'];

export const handler = createGroupHandler(
  'external-users',
  resourceRoutes({
    policy,
    input: externalUserInputSchema,
    list: { query: contactListQuerySchema, filter: (record, query) => matchesSearch(record, policy.searchFields, query.search) },
  }),
);
