/** /api/navigations: the generic resource shape (backoffice.md §7). */
import { navigationInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('navigations', resourceRoutes({ policy: policies.navigations, input: navigationInputSchema }));
