/** /api/image-templates: the generic resource shape plus the layers of a template. */
import { imageTemplateInputSchema } from '#shared/schemas/media.ts';
import { idParams, readableRecord, crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, route } from '../lib/router';

const policy = policies['image-templates'];

export const handler = createGroupHandler('image-templates', {
  ...crudHandlers({ policy, input: imageTemplateInputSchema }),
  'GET /api/image-templates/{id}/layers': route({
    params: idParams,
    handle: async (context) => (await readableRecord(policy, context.params.id, context)).layers ?? [],
  }),
});
