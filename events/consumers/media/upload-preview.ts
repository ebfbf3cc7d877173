/**
 * The preview consumer: S3 notifies it (asynchronously) of every object created under `upload/`
 * of the media bucket. For a customer's file with a preview (shared/items/uploads.ts
 * `hasUploadPreview`: images and PDFs) it renders the preview (./upload-preview-render.ts) and
 * writes it to the preview address as `image/jpeg`, inline, with the uploads' cache control.
 *
 * Decisions:
 * - Keys under `…/preview/` (its own writes) and types without a preview are ignored, so it never
 *   triggers itself.
 * - Idempotent: a preview that exists is kept (S3 may notify twice; a version copy,
 *   functions/uploads/storage.ts `copyUploadFile`, copies the preview before the file). Rendering
 *   the same file twice gives the same bytes, so a race between two deliveries does no harm.
 * - A file that is gone (deleted meanwhile) or unreadable (broken, encrypted PDF) gets no preview:
 *   logged, not thrown, so Lambda does not retry what would fail again. S3 errors are thrown:
 *   Lambda retries the event twice, then the dead-letter queue keeps it.
 * - No database access: the object key is the whole address.
 */
import type { S3Event } from 'aws-lambda';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { isMissingObject, s3Sdk, sharedS3Client } from '#functions/lib/s3.ts';
import { hasUploadPreview, uploadAddressOfKey, uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';
import { UPLOAD_CACHE_CONTROL, uploadContentDisposition } from '#shared/items/upload-serving.ts';
import { PreviewUnavailableError, renderUploadPreview } from './upload-preview-render';

export async function handler(event: S3Event): Promise<void> {
  const log = createLogger({ consumer: 'upload-preview' });
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    // S3 sends the key URL-encoded, spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const upload = uploadAddressOfKey(key);
    if (!upload || !hasUploadPreview(upload.extension)) continue;
    await writePreview(record.s3.bucket.name, key, upload, log.child({ key }));
  }
}

async function writePreview(bucket: string, key: string, upload: UploadAddress, log: Logger): Promise<void> {
  const previewKey = uploadPreviewPath(upload).slice(1);
  if (await exists(bucket, previewKey)) {
    log.info('Upload preview exists already');
    return;
  }
  const bytes = await read(bucket, key);
  if (!bytes) {
    log.info('Upload deleted before its preview was rendered');
    return;
  }
  const started = Date.now();
  let preview: Buffer;
  try {
    preview = await renderUploadPreview(bytes, upload.extension);
  } catch (error) {
    if (!(error instanceof PreviewUnavailableError)) throw error;
    log.warn('Upload has no preview', { extension: upload.extension, bytes: bytes.length, error });
    return;
  }
  const client = await sharedS3Client();
  const { PutObjectCommand } = await s3Sdk();
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: previewKey,
      Body: preview,
      ContentLength: preview.length,
      ContentType: 'image/jpeg',
      ContentDisposition: uploadContentDisposition('jpg', undefined, `${upload.id}-${upload.version}`, true),
      CacheControl: UPLOAD_CACHE_CONTROL,
    }),
  );
  log.info('Upload preview written', { extension: upload.extension, bytes: bytes.length, previewBytes: preview.length, ms: Date.now() - started });
}

async function exists(bucket: string, key: string): Promise<boolean> {
  const client = await sharedS3Client();
  const { HeadObjectCommand } = await s3Sdk();
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (await isMissingObject(error)) return false;
    throw error;
  }
}

async function read(bucket: string, key: string): Promise<Uint8Array | undefined> {
  const client = await sharedS3Client();
  const { GetObjectCommand } = await s3Sdk();
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await object.Body!.transformToByteArray();
  } catch (error) {
    if (await isMissingObject(error)) return undefined;
    throw error;
  }
}
