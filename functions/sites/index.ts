/** /api/sites: the generic resource shape (backoffice.md §7). */
import { siteInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('sites', crudHandlers({ policy: policies.sites, input: siteInputSchema }));
