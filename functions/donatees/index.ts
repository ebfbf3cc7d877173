/** /api/donatees: the generic resource shape (backoffice.md §7). */
import { donateeInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('donatees', resourceRoutes({ policy: policies.donatees, input: donateeInputSchema }));
