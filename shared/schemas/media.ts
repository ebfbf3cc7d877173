/**
 * Images, image templates and uploads (storefront.md §3 "Image", "Upload"; backoffice.md §7).
 *
 * Decisions: an image's file goes straight from the browser to S3 (`POST /api/images/uploads`
 * answers a presigned POST) and the processor (events/consumers/media/process-image.ts) makes its
 * renditions and sets the file fields below. The file's version (`fileVersion`, the version in
 * `/image/{size}/{id}-{fileVersion}.{extension}`) is not the record's optimistic-lock `version`:
 * renaming an image must not change its addresses. Templates (fields not shown) have an
 * identifier, a size and a list of layers that `GET /image-templates/{id}/layers` returns.
 */
import * as z from 'zod';
import { colorSchema, identifierSchema, imageRefSchema, recordMeta, requiredText, trimmedText } from './common';
import { uploadTokenSchema } from './upload-token';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const;

/** What staff write: the rest of an image is the server's. */
export const imageInputSchema = z.object({
  name: requiredText(200),
  alt: trimmedText(500).optional(),
});

/** pending: no file yet or a new one being processed; ready: renditions written; failed: the last file was refused (`errorCode`). */
export const IMAGE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

/**
 * Fields only the server sets (the upload routes and the processor); a PUT keeps their stored
 * values whatever it sends. `extension` is the fallback format of the renditions (png only for
 * photos with transparency); `mimeType` the sniffed type and `size` the bytes of the upload;
 * `width`/`height` the photo upright. A replacement that fails keeps the previous file's fields
 * and `fileVersion` (its files stay shown) with status 'failed' and its `errorCode`.
 */
export const imageServerFields = {
  fileVersion: z.number().int().min(0).default(0),
  status: z.enum(IMAGE_STATUSES).default('pending'),
  errorCode: z.string().optional(),
  extension: z.enum(IMAGE_EXTENSIONS).optional(),
  mimeType: trimmedText(100).optional(),
  width: z.number().int().min(1).max(20_000).optional(),
  height: z.number().int().min(1).max(20_000).optional(),
  size: z.number().int().min(0).optional(),
};
export const IMAGE_SERVER_FIELDS = Object.keys(imageServerFields) as Array<keyof typeof imageServerFields>;
export const imageSchema = imageInputSchema.extend({ ...recordMeta, ...imageServerFields });
export type Image = z.infer<typeof imageSchema>;

/** Body of `POST /api/images/uploads` and `POST /api/images/{id}/upload`: the file the browser is about to send. */
export const imageUploadRequestSchema = z.object({
  name: requiredText(200),
  contentType: requiredText(100),
  size: z.number().int().min(1),
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** Their answer: the record and where the browser sends the file (multipart form data, `fields` first, `file` last). */
export const imageUploadAnswerSchema = z.object({
  image: imageSchema,
  upload: z.object({ url: z.string().min(1), fields: z.record(z.string(), z.string()) }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

export const LAYER_TYPES = ['image', 'text', 'shape'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

/*
 * Image templates (backoffice.md §2): a size, a background and ordered layers, the first drawn
 * first (at the back). shared/image-templates/render-svg.ts draws them; docs/image-templates.md
 * explains the model. Every field added after the first records has a default, so a template
 * stored with only name, type, position and size still parses (and fields of another layer type,
 * e.g. a text on an image layer, are dropped).
 */
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const TEMPLATE_FONT_WEIGHTS = [300, 400, 500, 700, 900] as const;
export const IMAGE_FITS = ['cover', 'contain'] as const;
export const SHAPES = ['rectangle', 'ellipse'] as const;
/** Where an image layer's picture comes from: a library image, or the sample/shown product's first image. */
export const IMAGE_SOURCES = ['library', 'product'] as const;

const layerBase = {
  name: requiredText(100, { multiLine: false }),
  x: z.number().min(-20_000).max(20_000).default(0),
  y: z.number().min(-20_000).max(20_000).default(0),
  width: z.number().min(0).max(20_000),
  height: z.number().min(0).max(20_000),
};

/**
 * Text with placeholders (`{product.name}`, shared/image-templates/placeholders.ts). `fontFamily`
 * is a family id of `GET /api/fonts` (`roboto`, `oswald`); an unknown one draws in a generic
 * family. The text wraps into at most `maxLines` lines and shrinks until it fits the layer's box.
 */
export const imageTemplateTextLayerSchema = z.object({
  ...layerBase,
  type: z.literal('text'),
  text: trimmedText(2000).default(''),
  color: colorSchema.default('#000000'),
  fontFamily: trimmedText(100).optional(),
  fontWeight: z.literal(TEMPLATE_FONT_WEIGHTS).default(400),
  fontSize: z.number().min(1).max(1000).default(48),
  align: z.enum(TEXT_ALIGNS).default('left'),
  maxLines: z.number().int().min(1).max(20).default(1),
});

/** A picture: a library image (`image`) or the product's first image; without one nothing is drawn. */
export const imageTemplateImageLayerSchema = z.object({
  ...layerBase,
  type: z.literal('image'),
  source: z.enum(IMAGE_SOURCES).default('library'),
  image: imageRefSchema.optional(),
  fit: z.enum(IMAGE_FITS).default('cover'),
});

/** A filled rectangle (with rounded corners) or ellipse. */
export const imageTemplateShapeLayerSchema = z.object({
  ...layerBase,
  type: z.literal('shape'),
  shape: z.enum(SHAPES).default('rectangle'),
  color: colorSchema.default('#000000'),
  radius: z.number().min(0).max(10_000).default(0),
  opacity: z.number().min(0).max(1).default(1),
});

export const imageTemplateLayerSchema = z.discriminatedUnion('type', [
  imageTemplateTextLayerSchema,
  imageTemplateImageLayerSchema,
  imageTemplateShapeLayerSchema,
]);
export type ImageTemplateLayer = z.infer<typeof imageTemplateLayerSchema>;
export type ImageTemplateTextLayer = z.infer<typeof imageTemplateTextLayerSchema>;
export type ImageTemplateImageLayer = z.infer<typeof imageTemplateImageLayerSchema>;
export type ImageTemplateShapeLayer = z.infer<typeof imageTemplateShapeLayerSchema>;

/** The template's background: a colour, and over it a library image that covers the whole size. */
export const imageTemplateBackgroundSchema = z.object({
  color: colorSchema.default('#FFFFFF'),
  image: imageRefSchema.optional(),
});

export const imageTemplateInputSchema = z.object({
  identifier: identifierSchema,
  name: requiredText(200),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  background: imageTemplateBackgroundSchema.default({ color: '#FFFFFF' }),
  layers: z.array(imageTemplateLayerSchema).max(100).default([]),
});
export const imageTemplateSchema = imageTemplateInputSchema.extend(recordMeta);
export type ImageTemplate = z.infer<typeof imageTemplateSchema>;
export type ImageTemplateInput = z.infer<typeof imageTemplateInputSchema>;

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
