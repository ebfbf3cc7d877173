/** /api/images: the generic resource shape (backoffice.md §7). */
import { imageInputSchema } from '#shared/schemas/media.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('images', crudHandlers({ policy: policies.images, input: imageInputSchema }));
