/** /api/scenes: the generic resource shape (backoffice.md §7). */
import { sceneInputSchema } from '../../shared/schemas/signage';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('scenes', resourceRoutes({ policy: policies.scenes, input: sceneInputSchema }));
