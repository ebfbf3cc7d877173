/** /api/blocks: the generic resource shape (backoffice.md §7). */
import { blockInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('blocks', resourceRoutes({ policy: policies.blocks, input: blockInputSchema }));
