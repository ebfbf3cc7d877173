/** /api/scenes: the generic resource shape (backoffice.md §7) and the editor's live preview of a draft. */
import { sceneInputSchema, scenePreviewBodySchema } from '#shared/schemas/signage.ts';
import { serverNow } from '../lib/clock';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, route } from '../lib/router';
import { sceneWithData } from '../signage-player/program';

/** A draft has no id yet: its preview carries this one. */
const DRAFT_SCENE_ID = '0'.repeat(26);

export const handler = createGroupHandler('scenes', {
  ...crudHandlers({ policy: policies.scenes, input: sceneInputSchema }),
  // The draft with the live data of the branch's current menu, its opening hours and the templates.
  'POST /api/scenes/preview': route({
    body: scenePreviewBodySchema,
    handle: async ({ body }) => sceneWithData({ ...body.scene, id: DRAFT_SCENE_ID }, body.branch?.id, serverNow()),
  }),
});
