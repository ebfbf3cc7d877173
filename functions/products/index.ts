/** /api/products: the generic resource shape (backoffice.md §7). */
import { productInputSchema } from '#shared/schemas/catalogue.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('products', crudHandlers({ policy: policies.products, input: productInputSchema }));
