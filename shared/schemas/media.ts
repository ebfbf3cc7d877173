/**
 * Images, image templates and uploads (storefront.md §3 "Image", "Upload"; backoffice.md §7).
 *
 * Decisions: the stored record's `version` (optimistic locking) is also the version in the image
 * address `/image/{id}-{version}.{extension}`, so a changed image gets a new address. Templates
 * (fields not shown) have an identifier, a size and a list of layers that
 * `GET /image-templates/{id}/layers` returns. Storing the file bytes is the job of the media
 * endpoints; these records hold the metadata.
 */
import * as z from 'zod';
import { colorSchema, identifierSchema, recordMeta, requiredText, trimmedText } from './common';

/** A browser's upload token: 22–100 URL-safe characters (the storefront makes 128 random bits). */
export const uploadTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, { error: 'api.validation.idempotencyKey' });

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

export const imageInputSchema = z.object({
  name: requiredText(200),
  alt: trimmedText(500).optional(),
  extension: z.enum(IMAGE_EXTENSIONS),
  mimeType: trimmedText(100).optional(),
  width: z.number().int().min(1).max(20_000).optional(),
  height: z.number().int().min(1).max(20_000).optional(),
  size: z.number().int().min(0).optional(),
});
export const imageSchema = imageInputSchema.extend(recordMeta);
export type Image = z.infer<typeof imageSchema>;

export const LAYER_TYPES = ['image', 'text', 'shape'] as const;

export const imageTemplateLayerSchema = z.object({
  name: requiredText(100),
  type: z.enum(LAYER_TYPES),
  x: z.number().min(-20_000).max(20_000).default(0),
  y: z.number().min(-20_000).max(20_000).default(0),
  width: z.number().min(0).max(20_000),
  height: z.number().min(0).max(20_000),
  text: trimmedText(2000).optional(),
  color: colorSchema.optional(),
  fontFamily: trimmedText(100).optional(),
  fontSize: z.number().min(1).max(1000).optional(),
});
export type ImageTemplateLayer = z.infer<typeof imageTemplateLayerSchema>;

export const imageTemplateInputSchema = z.object({
  identifier: identifierSchema,
  name: requiredText(200),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  layers: z.array(imageTemplateLayerSchema).max(100).default([]),
});
export const imageTemplateSchema = imageTemplateInputSchema.extend(recordMeta);
export type ImageTemplate = z.infer<typeof imageTemplateSchema>;

/** `publicHash` is part of the public address; the server sets it. */
export const uploadInputSchema = z.object({
  name: trimmedText(200).optional(),
  extension: z.string().regex(/^[a-z0-9]{1,8}$/, { error: 'api.validation.format' }),
  mimeType: requiredText(100),
  size: z.number().int().min(0).optional(),
});
/**
 * Server fields of a stored upload (functions/uploads/create.ts, functions/db/uploads.ts):
 * `tokenHash` binds it to the browser that uploaded it (SHA-256 of the storefront's upload token;
 * only an order sending that token may use it); `usedAt`/`usedBy` say which order used it first
 * (kept by the cleanup job events/jobs/upload-cleanup.ts); `deletingAt` marks one the job is
 * deleting (no order may use it any more).
 */
export const uploadServerFields = {
  publicHash: z.string(),
  tokenHash: z.string().optional(),
  usedAt: z.string().optional(),
  usedBy: z.string().optional(),
  deletingAt: z.string().optional(),
};
export const uploadSchema = uploadInputSchema.extend({ ...recordMeta, ...uploadServerFields });
export type Upload = z.infer<typeof uploadSchema>;

/**
 * Body of `POST /api/uploads` (storefront.md §7 "Upload create"): the file as a base64 data URL
 * (`data:image/png;base64,iVBOR…`, what the browser's FileReader.readAsDataURL gives) and its
 * file name, whose extension names the type. The handler decodes it and checks size, type and
 * content; the answer is the stored Upload (`uploadSchema`).
 */
export const uploadCreateSchema = z.object({
  data: z.string().startsWith('data:', { error: 'api.upload.invalidData' }),
  name: trimmedText(200).optional(),
  /**
   * The storefront's upload token (web/storefront/store/uploads.ts): a random secret of the
   * browser, sent again with the order (orderCreateSchema `uploadToken`). Without it the upload is
   * stored but no order can use it.
   */
  token: uploadTokenSchema.optional(),
});
export type UploadCreateInput = z.infer<typeof uploadCreateSchema>;
