/**
 * /api/nodes: the generic resource shape (backoffice.md §7); rich text is sanitised when saved
 * (../lib/rich-text.ts). The list filters by node type (`?type=form`), for the back office's list.
 */
import * as z from 'zod';
import { NODE_TYPES, nodeInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { sanitizeNode } from '../lib/rich-text';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler(
  'nodes',
  crudHandlers({
    policy: policies.nodes,
    input: nodeInputSchema,
    prepare: sanitizeNode,
    list: { query: z.object({ type: z.enum(NODE_TYPES).optional() }), filter: (node, query) => !query.type || node.type === query.type },
  }),
);
