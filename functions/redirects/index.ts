/** /api/redirects: the generic resource shape (backoffice.md §7). */
import { redirectInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('redirects', crudHandlers({ policy: policies.redirects, input: redirectInputSchema }));
