/**
 * Waiting for an upload's preview: the preview consumer (events/consumers/media/upload-preview.ts)
 * writes it a moment after the file, invoked by s3rver's object-created event in the local stack.
 */
import { GetObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { readConfig } from '#functions/lib/config.ts';
import { uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';

export interface StoredPreview {
  bytes: Buffer;
  contentType?: string;
  contentDisposition?: string;
  cacheControl?: string;
}

/** A whole JPEG: s3rver writes an object in pieces, so a read while it is written may see a part. */
const isCompleteJpeg = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9;

/** The preview object, read as soon as it exists whole; throws after `timeoutMs`. */
export async function waitForPreview(s3: S3Client, upload: UploadAddress, timeoutMs = 20_000): Promise<StoredPreview> {
  const key = uploadPreviewPath(upload).slice(1);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: readConfig().mediaBucket, Key: key }));
      const bytes = Buffer.from(await object.Body!.transformToByteArray());
      if (isCompleteJpeg(bytes)) {
        return { bytes, contentType: object.ContentType, contentDisposition: object.ContentDisposition, cacheControl: object.CacheControl };
      }
    } catch (error) {
      if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw error;
    }
    if (Date.now() > deadline) throw new Error(`no preview at ${key} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
