/**
 * `POST /api/images/uploads` (a new image) and `POST /api/images/{id}/upload` (a new file for an
 * image): check what the browser claims about the file, mark the record 'pending' and answer a
 * presigned POST to S3. The browser sends the file there and polls `GET /api/images/{id}` until
 * the processor (events/consumers/media/process-image.ts) has set 'ready' or 'failed'.
 *
 * A replacement keeps the current file's fields and `fileVersion`: the library and the shop show
 * the old photo until the new one is processed.
 */
import { imageUploadRefusal } from '#shared/media/image-files.ts';
import { mediaMessages, type MediaMessageKey } from '#shared/i18n/media.ts';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import type { ImageUploadAnswer, ImageUploadRequest } from '#shared/schemas/media.ts';
import { createEntity, getEntity, updateEntity } from '../db/repository';
import { ApiError, notFound } from '../lib/errors';
import { policies } from '../lib/policies';
import { presignImageUpload } from './files';

/** A 400 with the German text of a media message at `field`. */
export const mediaError = (key: MediaMessageKey, field: string): ApiError =>
  new ApiError(400, [{ code: key.slice('api.'.length), message: mediaMessages[key], field }]);

/** Refuses a claimed file the processor would refuse anyway (shared/media/image-files.ts `imageUploadRefusal`). */
export function checkUploadRequest(request: ImageUploadRequest): void {
  const refusal = imageUploadRefusal(request);
  if (refusal) throw mediaError(refusal.key, refusal.field);
}

/** The file name without its extension: the new image's name in the library. */
const imageNameOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || fileName;
};

export async function requestNewImage(request: ImageUploadRequest): Promise<ImageUploadAnswer> {
  checkUploadRequest(request);
  const image = await createEntity(policies.images.type, { name: imageNameOf(request.name), fileVersion: 0, status: 'pending' });
  return { image: image as ImageUploadAnswer['image'], upload: await presignImageUpload(image.id, request.contentType) };
}

export async function requestReplacement(id: string, request: ImageUploadRequest): Promise<ImageUploadAnswer> {
  checkUploadRequest(request);
  const previous = ULID_PATTERN.test(id) ? await getEntity(policies.images.type, id, { consistent: true }) : undefined;
  if (!previous) throw notFound(policies.images.resource);
  const { errorCode: _previousError, ...kept } = previous;
  const image = await updateEntity(policies.images.type, id, { ...kept, status: 'pending' }, previous.version, { previous });
  return { image: image as ImageUploadAnswer['image'], upload: await presignImageUpload(id, request.contentType) };
}
