/** /api/menus: the generic resource shape (backoffice.md §7). */
import { menuInputSchema } from '../../shared/schemas/catalogue';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('menus', resourceRoutes({ policy: policies.menus, input: menuInputSchema }));
