/** /api/nodes: the generic resource shape (backoffice.md §7). */
import { nodeInputSchema } from '../../shared/schemas/content';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('nodes', resourceRoutes({ policy: policies.nodes, input: nodeInputSchema }));
