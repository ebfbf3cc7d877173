/** /api/categories: the generic resource shape (backoffice.md §7). */
import { categoryInputSchema } from '../../shared/schemas/catalogue';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('categories', resourceRoutes({ policy: policies.categories, input: categoryInputSchema }));
