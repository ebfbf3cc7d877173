/** /api/tables: the generic resource shape (backoffice.md §7). */
import { tableInputSchema } from '#shared/schemas/branch.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('tables', crudHandlers({ policy: policies.tables, input: tableInputSchema }));
