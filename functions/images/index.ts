/** /api/images: the generic resource shape (backoffice.md §7). */
import { imageInputSchema } from '../../shared/schemas/media';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('images', resourceRoutes({ policy: policies.images, input: imageInputSchema }));
