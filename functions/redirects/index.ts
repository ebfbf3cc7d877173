/** /api/redirects: the generic resource shape (backoffice.md §7). */
import { redirectInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('redirects', resourceRoutes({ policy: policies.redirects, input: redirectInputSchema }));
