/** /api/digital-signage-segments: the generic resource shape; the list filters by search term. */
import { digitalSignageSegmentInputSchema, signageListQuerySchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-segments'];

export const handler = createGroupHandler(
  'digital-signage-segments',
  crudHandlers({
    policy,
    input: digitalSignageSegmentInputSchema,
    list: { query: signageListQuerySchema },
  }),
);
