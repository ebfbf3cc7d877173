/** /api/blocks: the generic resource shape (backoffice.md §7). */
import { blockInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('blocks', crudHandlers({ policy: policies.blocks, input: blockInputSchema }));
