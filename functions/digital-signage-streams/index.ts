/** /api/digital-signage-streams: the generic resource shape; the list filters by search term. */
import { digitalSignageStreamInputSchema, signageListQuerySchema } from '../../shared/schemas/signage';
import { matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-streams'];

export const handler = createGroupHandler(
  'digital-signage-streams',
  resourceRoutes({
    policy,
    input: digitalSignageStreamInputSchema,
    list: { query: signageListQuerySchema, filter: (record, query) => matchesSearch(record, policy.searchFields, query.search) },
  }),
);
