/** /api/nodes: the generic resource shape (backoffice.md §7); rich text is sanitised when saved (../lib/rich-text.ts). */
import { nodeInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { sanitizeNode } from '../lib/rich-text';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('nodes', crudHandlers({ policy: policies.nodes, input: nodeInputSchema, prepare: sanitizeNode }));
