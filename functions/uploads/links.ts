/**
 * GET /api/uploads/{id}/links (admin): the addresses of one upload's file and, for images, its
 * preview, for the back office's Dateien screen.
 *
 * Decision: `publicHash` stays hidden from the generic reads (policies `secrets`: lists and the
 * audit log never carry every file's address); an administrator, who may read every upload,
 * asks for the links of the one being shown. The address itself is the capability the storefront
 * already uses (CloudFront serves `/upload/*` without a sign-in), so no second way to the bytes.
 *
 *   200 {"data": {"file": "/upload/…/01J…-2.pdf", "preview": "/upload/…/preview/01J…-2.jpg"?}}
 */
import { hasUploadPreview, uploadPath, uploadPreviewPath } from '#shared/items/uploads.ts';
import { idParams, readableRecord } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { route } from '../lib/router';

export const uploadLinks = route({
  params: idParams,
  async handle(context) {
    const record = await readableRecord(policies.uploads, context.params.id, context);
    const address = { id: record.id, version: record.version, extension: String(record.extension), publicHash: String(record.publicHash) };
    return {
      file: uploadPath(address),
      ...(hasUploadPreview(address.extension) ? { preview: uploadPreviewPath(address) } : {}),
    };
  },
});
