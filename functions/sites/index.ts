/** /api/sites: the generic resource shape (backoffice.md §7). */
import { siteInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('sites', resourceRoutes({ policy: policies.sites, input: siteInputSchema }));
