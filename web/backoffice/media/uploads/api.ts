/**
 * Customers' uploads (GET /api/uploads …, admin only): the generic resource module, and the
 * admin-only addresses of one upload's file and preview (GET /api/uploads/{id}/links), which
 * the generic reads hide (`publicHash` is answered as `hasPublicHash`).
 */
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { recordMeta } from '#shared/schemas/common.ts';
import { uploadInputSchema } from '#shared/schemas/media.ts';
import { api } from '../../client';
import { defineResource } from '../../data/resource-api';
import { t } from '../../i18n';

/** An upload as the back office reads it: the stored record with its secrets as flags. */
export const uploadRecordSchema = uploadInputSchema.extend({
  ...recordMeta,
  hasPublicHash: z.boolean().optional(),
  hasUploadToken: z.boolean().optional(),
  usedAt: z.string().optional(),
  usedBy: z.string().optional(),
  deletingAt: z.string().optional(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

export const uploadsApi = defineResource<UploadRecord>({
  resource: 'uploads',
  schema: uploadRecordSchema,
  messages: {
    loadFailed: t('backoffice.uploadsLoadFailed'),
    createFailed: t('mediaAdmin.uploads.updateFailed'),
    updateFailed: t('mediaAdmin.uploads.updateFailed'),
    deleteFailed: t('mediaAdmin.uploads.deleteFailed'),
  },
});

const uploadLinksSchema = z.object({ file: z.string(), preview: z.string().optional() });
export type UploadLinks = z.infer<typeof uploadLinksSchema>;

/** The file's and preview's addresses of the upload at `version` (an edit gives new ones). */
export function useUploadLinks(upload: Pick<UploadRecord, 'id' | 'version'> | undefined) {
  return useQuery({
    queryKey: ['api', 'uploads', upload?.id ?? '', 'links', String(upload?.version ?? 0)],
    queryFn: ({ signal }) =>
      api.get(`/api/uploads/${encodeURIComponent(upload!.id)}/links`, { signal, schema: uploadLinksSchema, fallback: t('mediaAdmin.uploads.linksFailed') }),
    enabled: Boolean(upload),
    staleTime: Infinity,
    meta: { errorMessage: t('mediaAdmin.uploads.linksFailed'), shownInPlace: true },
  });
}
