/** /api/blocks: the generic resource shape (backoffice.md §7); rich text is sanitised when saved (../lib/rich-text.ts). */
import { blockInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { sanitizeBlock } from '../lib/rich-text';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('blocks', crudHandlers({ policy: policies.blocks, input: blockInputSchema, prepare: sanitizeBlock }));
