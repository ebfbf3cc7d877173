/** /api/categories: the generic resource shape (backoffice.md §7). */
import { categoryInputSchema } from '#shared/schemas/catalogue.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('categories', crudHandlers({ policy: policies.categories, input: categoryInputSchema }));
