/** /api/customers: the generic resource shape; the list filters by search term. */
import { contactListQuerySchema, customerInputSchema } from '#shared/schemas/crm.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['customers'];

export const handler = createGroupHandler(
  'customers',
  crudHandlers({
    policy,
    input: customerInputSchema,
    list: { query: contactListQuerySchema },
  }),
);
