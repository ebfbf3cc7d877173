/** /api/sites: the generic resource shape (backoffice.md §7); rich text is sanitised when saved (../lib/rich-text.ts). */
import { siteInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { sanitizeSite } from '../lib/rich-text';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('sites', crudHandlers({ policy: policies.sites, input: siteInputSchema, prepare: sanitizeSite }));
