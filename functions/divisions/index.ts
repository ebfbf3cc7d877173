/** /api/divisions: the generic resource shape (backoffice.md §7). */
import { divisionInputSchema } from '../../shared/schemas/organisation';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('divisions', resourceRoutes({ policy: policies.divisions, input: divisionInputSchema }));
