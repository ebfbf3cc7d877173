/** /api/digital-signage-segments: the generic resource shape; the list filters by search term. */
import { digitalSignageSegmentInputSchema, signageListQuerySchema } from '../../shared/schemas/signage';
import { matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-segments'];

export const handler = createGroupHandler(
  'digital-signage-segments',
  resourceRoutes({
    policy,
    input: digitalSignageSegmentInputSchema,
    list: { query: signageListQuerySchema, filter: (record, query) => matchesSearch(record, policy.searchFields, query.search) },
  }),
);
