/** /api/divisions: the generic resource shape (backoffice.md §7). */
import { divisionInputSchema } from '#shared/schemas/organisation.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('divisions', crudHandlers({ policy: policies.divisions, input: divisionInputSchema }));
