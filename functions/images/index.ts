/**
 * /api/images (backoffice.md §7): the generic resource shape for name and alt text, the two
 * upload routes (./uploads.ts) and a delete that removes the files too. The file fields are the
 * server's (shared/schemas/media.ts `imageServerFields`): a PUT keeps their stored values.
 */
import { IMAGE_SERVER_FIELDS, imageInputSchema, imageUploadRequestSchema } from '#shared/schemas/media.ts';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import { deleteEntity, getEntity } from '../db/repository';
import { crudHandlers, idParams, canWrite, keepServerFields, refuseDanglingReferences } from '../lib/crud-routes';
import { ApiError, notFound } from '../lib/errors';
import { policies } from '../lib/policies';
import { created, createGroupHandler, route } from '../lib/router';
import { deleteImageFiles } from './files';
import { requestNewImage, requestReplacement } from './uploads';

const policy = policies.images;

const crud = crudHandlers({
  policy,
  input: imageInputSchema,
  // A record made without an upload has no file yet; a PUT keeps the stored file fields.
  prepare: (input, _context, previous) => (previous ? keepServerFields(input, previous, IMAGE_SERVER_FIELDS) : { ...input, fileVersion: 0, status: 'pending' }),
});

export const handler = createGroupHandler('images', {
  ...crud,
  'POST /api/images/uploads': route({
    body: imageUploadRequestSchema,
    handle: async ({ body }) => created(await requestNewImage(body)),
  }),
  'POST /api/images/{id}/upload': route({
    params: idParams,
    body: imageUploadRequestSchema,
    handle: async ({ params, body }) => requestReplacement(params.id, body),
  }),
  // Deleting an image deletes its files of every version; records still showing it refuse (409).
  'DELETE /api/images/{id}': route({
    params: idParams,
    handle: async ({ caller, params }) => {
      const previous = ULID_PATTERN.test(params.id) ? await getEntity(policy.type, params.id, { consistent: true }) : undefined;
      if (!previous) throw notFound(policy.resource);
      if (!canWrite(caller, policy, previous)) throw ApiError.of(403, 'api.auth.branchForbidden');
      await refuseDanglingReferences(policy, previous);
      await deleteEntity(policy.type, params.id, { previous });
      await deleteImageFiles(params.id, typeof previous.fileVersion === 'number' ? previous.fileVersion : 0);
      return { id: params.id };
    },
  }),
});
