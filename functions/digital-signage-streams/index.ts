/** /api/digital-signage-streams: the generic resource shape; the list filters by search term. */
import { digitalSignageStreamInputSchema, signageListQuerySchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-streams'];

export const handler = createGroupHandler(
  'digital-signage-streams',
  crudHandlers({
    policy,
    input: digitalSignageStreamInputSchema,
    list: { query: signageListQuerySchema },
  }),
);
