/** /api/products: the generic resource shape (backoffice.md §7). */
import { productInputSchema } from '../../shared/schemas/catalogue';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('products', resourceRoutes({ policy: policies.products, input: productInputSchema }));
