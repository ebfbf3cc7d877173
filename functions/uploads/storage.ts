/**
 * Upload files in the media bucket. CloudFront's `/upload/*` behaviour (infra/stacks/web-stack.ts)
 * and the local server (infra/local/server/media.ts) pass the request path to the bucket
 * unchanged, so an object's key is its public address without the leading slash
 * (infra/constructs/data-stores.ts `mediaPrefixes`): `upload/{publicHash}/{id}-{version}.{ext}`
 * and, for images, `upload/{publicHash}/preview/{id}-{version}.jpg`. The addresses come from
 * shared/items/uploads.ts, the same functions the storefront builds its links with.
 */
import { CopyObjectCommand, DeleteObjectCommand, PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { hasUploadPreview, uploadPath, uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';
import { readConfig } from '../lib/config';
import { s3Client } from '../lib/s3';
import { UPLOAD_CACHE_CONTROL, uploadContentDisposition } from '#shared/items/upload-serving.ts';

let cached: { key: string; client: S3Client } | undefined;

/** One client per configuration, reused by a warm Lambda. */
function client(): S3Client {
  const config = readConfig();
  const key = `${config.region}|${config.s3Endpoint ?? ''}`;
  if (cached?.key !== key) cached = { key, client: s3Client(config) };
  return cached.client;
}

/** The object key of a public media path (`/upload/…` → `upload/…`). */
export const objectKey = (path: string): string => path.slice(1);

/** The keys of an upload: the file and, for images, its preview. */
export function uploadKeys(upload: UploadAddress): string[] {
  const paths = [uploadPath(upload), ...(hasUploadPreview(upload.extension) ? [uploadPreviewPath(upload)] : [])];
  return paths.map(objectKey);
}

/**
 * Stores the file under its address (and the preview address, see shared/items/uploads.ts), with
 * the headers S3 answers it with (./serving.ts): the disposition (inline for images, else a
 * download under `name`) and the cache control. A copy (copyUploadFile) keeps them.
 */
export async function storeUploadFile(upload: UploadAddress, bytes: Uint8Array, mimeType: string, name?: string): Promise<void> {
  const bucket = readConfig().mediaBucket;
  const fallback = `${upload.id}-${upload.version}`;
  const preview = hasUploadPreview(upload.extension) ? objectKey(uploadPreviewPath(upload)) : undefined;
  await Promise.all(
    uploadKeys(upload).map((key) =>
      client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: mimeType,
          ContentDisposition: uploadContentDisposition(upload.extension, name, fallback, key === preview),
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      ),
    ),
  );
}

/** Deletes the objects of an upload, of every version from 1 to `upload.version` (each edit copied them). */
export async function deleteUploadFiles(upload: UploadAddress): Promise<void> {
  const bucket = readConfig().mediaBucket;
  const keys = Array.from({ length: upload.version }, (_, index) => uploadKeys({ ...upload, version: index + 1 })).flat();
  // One DeleteObject per key: an upload has a few (file and preview per version), and a missing
  // key is no error (S3 answers 204 either way).
  await Promise.all(keys.map((key) => client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
}

/**
 * Copies an upload's objects to the addresses of another version (the address carries the
 * record's version, which every edit raises). Answers false when the file does not exist.
 */
export async function copyUploadFile(from: UploadAddress, to: UploadAddress): Promise<boolean> {
  const bucket = readConfig().mediaBucket;
  const sources = uploadKeys(from);
  const targets = uploadKeys(to);
  try {
    await Promise.all(
      sources.map((source, index) =>
        client().send(
          new CopyObjectCommand({ Bucket: bucket, Key: targets[index], CopySource: `${bucket}/${encodeURIComponent(source).replaceAll('%2F', '/')}` }),
        ),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
    throw error;
  }
}
