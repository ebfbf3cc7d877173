/** /api/menus: the generic resource shape (backoffice.md §7). */
import { menuInputSchema } from '#shared/schemas/catalogue.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('menus', crudHandlers({ policy: policies.menus, input: menuInputSchema }));
