/** /api/navigations: the generic resource shape (backoffice.md §7). */
import { navigationInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('navigations', crudHandlers({ policy: policies.navigations, input: navigationInputSchema }));
