/**
 * The objects of library images in the media bucket: the incoming upload
 * (`incoming/image/{id}/{ulid}`, written by the browser through a presigned POST, removed by the
 * processor, expired after a day by the bucket's lifecycle rule) and the renditions of every file
 * version (shared/media/image-files.ts `imageKeys`).
 */
import { ulid } from 'ulid';
import { FALLBACK_EXTENSIONS, IMAGE_UPLOAD_LIMITS, imageKeys } from '#shared/media/image-files.ts';
import { readConfig } from '../lib/config';
import { s3Sdk, sharedS3Client } from '../lib/s3';

/** Where the browser's upload of an image lands; the processor is notified for this prefix. */
export const INCOMING_IMAGE_PREFIX = 'incoming/image/';

/** How long a presigned upload may start (S3 refuses the POST afterwards). */
export const UPLOAD_EXPIRY_SECONDS = 15 * 60;

export const incomingImageKey = (imageId: string): string => `${INCOMING_IMAGE_PREFIX}${imageId}/${ulid()}`;

/** The image id of an incoming key, or undefined for another key. */
export function imageIdOfIncomingKey(key: string): string | undefined {
  if (!key.startsWith(INCOMING_IMAGE_PREFIX)) return undefined;
  const [id, name, ...rest] = key.slice(INCOMING_IMAGE_PREFIX.length).split('/');
  return id && name && rest.length === 0 ? id : undefined;
}

/**
 * A presigned POST for one file: only this key, 1 byte to the upload limit, and exactly the type
 * the browser claimed (the processor still sniffs the real one). Locally the URL is s3rver's
 * loopback address, which the browser reaches as well.
 */
export async function presignImageUpload(imageId: string, contentType: string): Promise<{ url: string; fields: Record<string, string> }> {
  // Loaded with the first upload, like the S3 client it signs with (../lib/s3.ts).
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const { url, fields } = await createPresignedPost(await sharedS3Client(), {
    Bucket: readConfig().mediaBucket,
    Key: incomingImageKey(imageId),
    Conditions: [
      ['content-length-range', 1, IMAGE_UPLOAD_LIMITS.maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  return { url, fields };
}

/**
 * Deletes every object of an image: the renditions of each file version 1…fileVersion (in both
 * fallback formats: a replacement may have changed jpg to png) and any upload still incoming.
 */
export async function deleteImageFiles(imageId: string, fileVersion: number): Promise<void> {
  const client = await sharedS3Client();
  const { DeleteObjectCommand, ListObjectsV2Command } = await s3Sdk();
  const bucket = readConfig().mediaBucket;
  const keys = new Set<string>();
  for (let version = 1; version <= fileVersion; version++) {
    for (const extension of FALLBACK_EXTENSIONS) for (const key of imageKeys({ id: imageId, version, extension })) keys.add(key);
  }
  const incoming = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${INCOMING_IMAGE_PREFIX}${imageId}/` }));
  for (const object of incoming.Contents ?? []) if (object.Key) keys.add(object.Key);
  const all = [...keys];
  // One DeleteObject per key, 50 at a time (as functions/uploads/storage.ts): a missing key is no
  // error (S3 answers 204 either way), and no DeleteObjects checksum to agree on with s3rver.
  for (let start = 0; start < all.length; start += 50) {
    await Promise.all(all.slice(start, start + 50).map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
  }
}
