/** /api/tags: the generic resource shape (backoffice.md §7). */
import { tagInputSchema } from '#shared/schemas/catalogue.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('tags', crudHandlers({ policy: policies.tags, input: tagInputSchema }));
