/**
 * /api/uploads: the storefront creates uploads (./create.ts); the back office lists, reads,
 * renames and deletes them.
 *
 * Decisions for the back office's edit: the file's facts (publicHash, extension, MIME type, size)
 * are the server's and stay as they are. The file's address carries the record's version
 * (`/upload/{publicHash}/{id}-{version}.{extension}`), which every edit raises, so an edit copies
 * the file to the new version's address first; the old address keeps working for orders that
 * refer to it. Delete removes the record only: orders that refer to the file still show it.
 */
import { uploadInputSchema } from '#shared/schemas/media.ts';
import type { EntityData } from '../db/entities';
import type { StoredEntity } from '../db/repository';
import { keepServerFields, crudHandlers, type WriteContext } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { createUpload } from './create';
import { uploadLinks } from './links';
import { copyUploadFile } from './storage';

// The file's facts and the server's bookkeeping (binding, use, deletion: shared/schemas/media.ts).
const FILE_FIELDS = ['publicHash', 'extension', 'mimeType', 'size', 'tokenHash', 'usedAt', 'usedBy', 'deletingAt'];

async function prepareEdit(input: EntityData, context: WriteContext, previous?: StoredEntity): Promise<EntityData> {
  const data = keepServerFields(input, previous, FILE_FIELDS);
  if (previous && typeof previous.publicHash === 'string' && typeof previous.extension === 'string') {
    const address = { id: previous.id, publicHash: previous.publicHash, extension: previous.extension };
    const copied = await copyUploadFile({ ...address, version: previous.version }, { ...address, version: previous.version + 1 });
    if (!copied) context.log.warn('upload file missing, nothing to copy', { id: previous.id, version: previous.version });
  }
  return data;
}

export const handler = createGroupHandler('uploads', {
  ...crudHandlers({ policy: policies.uploads, input: uploadInputSchema, prepare: prepareEdit }),
  'POST /api/uploads': createUpload,
  'GET /api/uploads/{id}/links': uploadLinks,
});
