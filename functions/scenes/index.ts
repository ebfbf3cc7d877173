/** /api/scenes: the generic resource shape (backoffice.md §7) and the editor's live preview of a draft. */
import { sceneInputSchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, notImplemented } from '../lib/router';

export const handler = createGroupHandler('scenes', {
  ...crudHandlers({ policy: policies.scenes, input: sceneInputSchema }),
  'POST /api/scenes/preview': notImplemented(),
});
