/** /api/donatees: the generic resource shape (backoffice.md §7). */
import { donateeInputSchema } from '#shared/schemas/content.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('donatees', crudHandlers({ policy: policies.donatees, input: donateeInputSchema }));
