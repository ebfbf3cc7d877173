/**
 * Upload files in the media bucket. CloudFront's `/upload/*` behaviour (infra/stacks/web-stack.ts)
 * and the local server (infra/local/server/media.ts) pass the request path to the bucket
 * unchanged, so an object's key is its public address without the leading slash
 * (infra/constructs/data-stores.ts `mediaPrefixes`): `upload/{publicHash}/{id}-{version}.{ext}`
 * and, for the types with a preview, `upload/{publicHash}/preview/{id}-{version}.jpg`, rendered
 * by events/consumers/media/upload-preview.ts once S3 reports the file. The addresses come from
 * shared/items/uploads.ts, the same functions the storefront builds its links with.
 */
import { hasUploadPreview, uploadPath, uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';
import { readConfig } from '../lib/config';
import { isMissingObject, s3Sdk, sharedS3Client } from '../lib/s3';
import { UPLOAD_CACHE_CONTROL, uploadContentDisposition } from '#shared/items/upload-serving.ts';

/** The object key of a public media path (`/upload/…` → `upload/…`). */
export const objectKey = (path: string): string => path.slice(1);

/** The keys of an upload: the file and, where it has one, its preview. */
export function uploadKeys(upload: UploadAddress): string[] {
  const paths = [uploadPath(upload), ...(hasUploadPreview(upload.extension) ? [uploadPreviewPath(upload)] : [])];
  return paths.map(objectKey);
}

/**
 * Stores the file under its address, with the headers S3 answers it with
 * (shared/items/upload-serving.ts): the disposition (inline for images, else a download under
 * `name`) and the cache control. A copy (copyUploadFile) keeps them. The preview is not written
 * here: the preview consumer renders it when S3 reports the new object.
 */
export async function storeUploadFile(upload: UploadAddress, bytes: Uint8Array, mimeType: string, name?: string): Promise<void> {
  const client = await sharedS3Client();
  const { PutObjectCommand } = await s3Sdk();
  await client.send(
    new PutObjectCommand({
      Bucket: readConfig().mediaBucket,
      Key: objectKey(uploadPath(upload)),
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: mimeType,
      ContentDisposition: uploadContentDisposition(upload.extension, name, `${upload.id}-${upload.version}`),
      CacheControl: UPLOAD_CACHE_CONTROL,
    }),
  );
}

/** Deletes the objects of an upload, of every version from 1 to `upload.version` (each edit copied them). */
export async function deleteUploadFiles(upload: UploadAddress): Promise<void> {
  const client = await sharedS3Client();
  const { DeleteObjectCommand } = await s3Sdk();
  const bucket = readConfig().mediaBucket;
  const keys = Array.from({ length: upload.version }, (_, index) => uploadKeys({ ...upload, version: index + 1 })).flat();
  // One DeleteObject per key: an upload has a few (file and preview per version), and a missing
  // key is no error (S3 answers 204 either way).
  await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
}

/**
 * Copies an upload's objects to the addresses of another version (the address carries the
 * record's version, which every edit raises). Answers false when the file does not exist.
 * The preview is copied first, so the preview consumer, notified of the file's copy, finds it and
 * has nothing to do; a preview not rendered yet (or never, for an unreadable file) is no error:
 * the consumer renders the new version's from the copied file.
 */
export async function copyUploadFile(from: UploadAddress, to: UploadAddress): Promise<boolean> {
  const client = await sharedS3Client();
  const { CopyObjectCommand } = await s3Sdk();
  const bucket = readConfig().mediaBucket;
  const copy = (source: string, target: string) =>
    client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: `${bucket}/${encodeURIComponent(source).replaceAll('%2F', '/')}` }));
  try {
    if (hasUploadPreview(from.extension)) {
      await copy(objectKey(uploadPreviewPath(from)), objectKey(uploadPreviewPath(to))).catch(async (error: unknown) => {
        if (!(await isMissingObject(error))) throw error;
      });
    }
    await copy(objectKey(uploadPath(from)), objectKey(uploadPath(to)));
    return true;
  } catch (error) {
    if (await isMissingObject(error)) return false;
    throw error;
  }
}
