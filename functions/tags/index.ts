/** /api/tags: the generic resource shape (backoffice.md §7). */
import { tagInputSchema } from '../../shared/schemas/catalogue';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('tags', resourceRoutes({ policy: policies.tags, input: tagInputSchema }));
