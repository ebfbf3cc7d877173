/** /api/nodes: the generic resource shape (backoffice.md §7). */
import { nodeInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('nodes', crudHandlers({ policy: policies.nodes, input: nodeInputSchema }));
