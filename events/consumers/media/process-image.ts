/**
 * The image processor: S3 notifies it (asynchronously) of every object created under
 * `incoming/image/` of the media bucket, the file a browser sent through the presigned POST of
 * functions/images/uploads.ts. For each one it checks and renders the photo (./renditions.ts),
 * writes every rendition of the image's next file version, marks the record 'ready' with the new
 * file fields, moves the records showing the image to the new version (./image-references.ts)
 * and deletes the incoming object.
 *
 * Decisions:
 * - Idempotent: an incoming object that is gone was processed already (S3 may notify twice).
 * - A refused file (not an image, broken, wrong dimensions) sets status 'failed' with the German
 *   message key in `errorCode`. A replacement that fails keeps the previous file's fields and
 *   `fileVersion`: the shop keeps showing the old photo, the library says why the new one was refused.
 * - An unexpected error (S3, DynamoDB) marks the record failed with 'api.image.processingFailed'
 *   and is thrown again: Lambda retries the event twice, then it goes to the dead-letter queue;
 *   a retry that succeeds sets 'ready'.
 * - The record update is conditional on its version (a rename meanwhile is read again and kept);
 *   if the image was deleted meanwhile, the files just written are deleted too.
 * - The S3 client comes from the Lambdas' one factory (functions/lib/s3.ts), which loads the SDK
 *   with the first event; sharp (./renditions.ts) is imported with the Lambda, as every event
 *   with a file renders it.
 */
import type { S3Event } from 'aws-lambda';
import { getEntity, updateEntity } from '#functions/db/repository.ts';
import { VersionConflictError } from '#functions/db/errors.ts';
import type { EntityData } from '#functions/db/entities.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { isMissingObject, s3Sdk, sharedS3Client } from '#functions/lib/s3.ts';
import { deleteImageFiles, imageIdOfIncomingKey } from '#functions/images/files.ts';
import type { MediaMessageKey } from '#shared/i18n/media.ts';
import { ImageRejectedError, renderRenditions, type RenderedImage } from './renditions';
import { updateImageReferences } from './image-references';

/** Every rendition's address carries its version: browsers and CloudFront may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How many objects are written at once. */
const PUT_CONCURRENCY = 8;
const UPDATE_ATTEMPTS = 5;

const IMAGE = 'Image' as const;

export async function handler(event: S3Event): Promise<void> {
  const log = createLogger({ consumer: 'process-image' });
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    // S3 sends the key URL-encoded, spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const imageId = imageIdOfIncomingKey(key);
    if (!imageId) continue;
    await processUpload(record.s3.bucket.name, key, imageId, log.child({ imageId, key }));
  }
}

async function processUpload(bucket: string, key: string, imageId: string, log: Logger): Promise<void> {
  const bytes = await readIncoming(bucket, key);
  if (!bytes) {
    log.info('Incoming image already processed');
    return;
  }
  const image = await getEntity(IMAGE, imageId, { consistent: true });
  if (!image) {
    log.info('Image deleted before its file was processed');
    await deleteIncoming(bucket, key);
    return;
  }
  const version = (typeof image.fileVersion === 'number' ? image.fileVersion : 0) + 1;
  try {
    const started = Date.now();
    let rendered: RenderedImage;
    try {
      rendered = await renderRenditions(bytes, imageId, version);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      log.info('Image file refused', { messageKey: error.messageKey, bytes: bytes.length });
      await markFailed(imageId, error.messageKey);
      await deleteIncoming(bucket, key);
      return;
    }
    await putAll(bucket, rendered);
    const stored = await markReady(imageId, version, rendered, bytes.length);
    if (!stored) {
      log.info('Image deleted while its file was processed');
      await deleteImageFiles(imageId, version);
      await deleteIncoming(bucket, key);
      return;
    }
    await deleteIncoming(bucket, key);
    const references = version > 1 ? await updateImageReferences({ id: imageId, version, extension: rendered.extension }) : { updated: 0, failed: [] };
    if (references.failed.length > 0) log.warn('Records still show the previous image file', { records: references.failed });
    log.info('Image processed', { version, ms: Date.now() - started, files: rendered.files.length, references: references.updated });
  } catch (error) {
    log.error('Image processing failed', { error });
    await markFailed(imageId, 'api.image.processingFailed').catch(() => undefined);
    throw error;
  }
}

async function readIncoming(bucket: string, key: string): Promise<Buffer | undefined> {
  const client = await sharedS3Client();
  const { GetObjectCommand } = await s3Sdk();
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (await isMissingObject(error)) return undefined;
    throw error;
  }
}

async function deleteIncoming(bucket: string, key: string): Promise<void> {
  const client = await sharedS3Client();
  const { DeleteObjectCommand } = await s3Sdk();
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

async function putAll(bucket: string, rendered: RenderedImage): Promise<void> {
  const client = await sharedS3Client();
  const { PutObjectCommand } = await s3Sdk();
  const files = [...rendered.files];
  const worker = async () => {
    for (let file = files.shift(); file; file = files.shift()) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.key,
          Body: file.body,
          ContentLength: file.body.length,
          ContentType: file.contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: PUT_CONCURRENCY }, worker));
}

/** Rewrites the image record with `change` applied, retrying on a concurrent save; undefined when the record is gone. */
async function updateImage(imageId: string, change: (record: EntityData) => EntityData): Promise<EntityData | undefined> {
  for (let attempt = 1; ; attempt++) {
    const current = await getEntity(IMAGE, imageId, { consistent: true });
    if (!current) return undefined;
    try {
      return await updateEntity(IMAGE, imageId, change(current), current.version, { previous: current });
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= UPDATE_ATTEMPTS) throw error;
    }
  }
}

function markReady(imageId: string, version: number, rendered: RenderedImage, size: number) {
  return updateImage(imageId, ({ errorCode: _error, ...record }) => ({
    ...record,
    status: 'ready',
    fileVersion: version,
    extension: rendered.extension,
    mimeType: rendered.mimeType,
    width: rendered.width,
    height: rendered.height,
    size,
  }));
}

/** Status 'failed' with the message; the file fields and `fileVersion` of a previous file stay. */
function markFailed(imageId: string, messageKey: MediaMessageKey) {
  return updateImage(imageId, (record) => ({ ...record, status: 'failed', errorCode: messageKey }));
}
