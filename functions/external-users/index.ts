/** /api/external-users: the generic resource shape; the list filters by search term and whether the contact is active. */
import { externalUserInputSchema, externalUserListQuerySchema } from '#shared/schemas/crm.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['external-users'];

export const handler = createGroupHandler(
  'external-users',
  crudHandlers({
    policy,
    input: externalUserInputSchema,
    list: {
      query: externalUserListQuerySchema,
      // Records stored before the field existed count as active (the schema's default).
      filter: (user, query) => !query.active || (user.isActive !== false) === (query.active === 'true'),
    },
  }),
);
