/** /api/scenes: the generic resource shape (backoffice.md §7). */
import { sceneInputSchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('scenes', crudHandlers({ policy: policies.scenes, input: sceneInputSchema }));
