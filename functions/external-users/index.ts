/** /api/external-users: the generic resource shape; the list filters by search term. */
import { contactListQuerySchema, externalUserInputSchema } from '#shared/schemas/crm.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['external-users'];

export const handler = createGroupHandler(
  'external-users',
  crudHandlers({
    policy,
    input: externalUserInputSchema,
    list: { query: contactListQuerySchema },
  }),
);
