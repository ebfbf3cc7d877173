/**
 * `POST /api/uploads` (public): the storefront's product overlay uploads a file for an image or
 * file part (storefront.md §7 "Upload create").
 *
 *   request   {"data": "data:image/png;base64,iVBOR…", "name": "Torte.png"}   (name optional)
 *   201       {"data": Upload}  = {id, version: 1, extension, publicHash, mimeType, name?, size,
 *                                  entityType, createdAt, updatedAt}
 *   400       not a base64 data URL (api.upload.invalidData), an empty file (api.upload.empty)
 *   413       file over 4 MiB (api.upload.tooLarge); a body over 6 MB (api.request.tooLarge)
 *   415       a type that is not accepted, name and MIME type disagreeing
 *             (api.upload.unsupportedType), content that is not of its type (api.upload.contentMismatch)
 *
 * Decision: 415 "Unsupported Media Type" for a refused type, so a client can tell it from a
 * broken request (400) and a too large file (413); the storefront shows the spec's alert
 * 'upload.error.rejected' for any of them.
 *
 * The server accepts every type of DOCUMENT_EXTENSIONS (image parts take a subset); which part
 * takes which types is checked where the order is created (shared/items/parts.ts `partError`).
 * The file is stored first and the record second: a failure in between leaves at most an
 * unreferenced object, never a record without its file.
 *
 * Abuse of an anonymous route that stores files: each request is capped at 4 MiB of an accepted,
 * content-checked type (no HTML, SVG or programs, so nothing on the shop's domain can run
 * script); the address carries 128 random bits, so files cannot be listed or guessed; API
 * Gateway throttles the stage (100 requests/s, burst 200, infra/stacks/api-stack.ts), and the
 * per-client rate limit is the WAF's (the local server's locally). An upload is bound to the
 * uploading browser's token (./binding.ts), so only that browser's order can use it; uploads no
 * order used are deleted after a day (events/jobs/upload-cleanup.ts); files are served as
 * downloads with nosniff (shared/items/upload-serving.ts); the content check reads beyond the
 * first bytes (./file-types.ts). docs/mail-and-uploads.md sums it up.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '#shared/items/uploads.ts';
import { uploadCreateSchema } from '#shared/schemas/media.ts';
import { createEntity } from '../db/repository';
import { ApiError } from '../lib/errors';
import { policies, clientView } from '../lib/policies';
import { created, route } from '../lib/router';
import { decodedLength, parseDataUrl } from './data-url';
import { contentMatches, resolveFileType } from './file-types';
import { uploadTokenHash } from './binding';
import { storeUploadFile } from './storage';

/** Lambda's limit for a synchronous request; API Gateway refuses larger ones before us anyway. */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export const createUpload = route({
  body: uploadCreateSchema,
  maxBodyBytes: MAX_BODY_BYTES,
  handle: async ({ body }) => {
    const dataUrl = parseDataUrl(body.data);
    if (!dataUrl) throw ApiError.of(400, 'api.upload.invalidData', undefined, 'data');
    const size = decodedLength(dataUrl.base64);
    if (size === 0) throw ApiError.of(400, 'api.upload.empty', undefined, 'data');
    if (size > UPLOAD_MAX_BYTES) throw ApiError.of(413, 'api.upload.tooLarge', { maximum: UPLOAD_MAX_MEGABYTES }, 'data');
    const type = resolveFileType(dataUrl.mimeType, body.name);
    if (!type) throw ApiError.of(415, 'api.upload.unsupportedType', undefined, 'data');
    const bytes = Buffer.from(dataUrl.base64, 'base64');
    if (!contentMatches(type.extension, bytes)) {
      throw ApiError.of(415, 'api.upload.contentMismatch', { extension: type.extension.toUpperCase() }, 'data');
    }

    const id = ulid();
    const publicHash = randomBytes(16).toString('hex');
    await storeUploadFile({ id, version: 1, extension: type.extension, publicHash }, bytes, type.mimeType, body.name);
    const record = await createEntity(
      'Upload',
      {
        ...(body.name ? { name: body.name } : {}),
        extension: type.extension,
        mimeType: type.mimeType,
        size,
        publicHash,
        ...(body.token ? { tokenHash: uploadTokenHash(body.token) } : {}),
      },
      { id },
    );
    // The one answer that carries the public hash: the storefront links the file with it (list and read hide it).
    const shown = clientView(policies.uploads, record);
    delete shown.hasPublicHash;
    return created({ ...shown, publicHash: record.publicHash });
  },
});
