/** /api/tables: the generic resource shape (backoffice.md §7). */
import { tableInputSchema } from '../../shared/schemas/branch';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('tables', resourceRoutes({ policy: policies.tables, input: tableInputSchema }));
