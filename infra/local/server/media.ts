/**
 * /image/* and /upload/* from the media bucket, like CloudFront's S3 behaviours in AWS: the URL
 * path without its leading slash is the object key (`/image/<id>-<version>.jpg` →
 * `image/<id>-<version>.jpg`). Names carry a version, so a file never changes under its URL.
 *
 * Every answer carries `X-Content-Type-Options: nosniff`. Uploads (anonymous customers' files,
 * functions/uploads/serving.ts) are answered as CloudFront answers them: the object's stored
 * Content-Disposition (attachment with the file name, inline for images; derived from the
 * address for an object stored without one), a sandboxing Content-Security-Policy and
 * `private, max-age=3600` instead of a year of immutable caching.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_CACHE_CONTROL, UPLOAD_CONTENT_SECURITY_POLICY, uploadDispositionOfKey } from '#shared/items/upload-serving.ts';
import { localMessages } from './messages';

export async function handleMedia(s3: S3Client, bucket: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const notFound = () =>
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end(localMessages.fileNotFound);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let key: string;
  try {
    key = decodeURIComponent((req.url ?? '/').split('?')[0]!.slice(1));
  } catch {
    notFound();
    return;
  }
  const ifNoneMatch = req.headers['if-none-match'];
  try {
    const command = { Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch };
    const object = req.method === 'HEAD' ? await s3.send(new HeadObjectCommand(command)) : await s3.send(new GetObjectCommand(command));
    const isUpload = key.startsWith('upload/');
    res.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
      ...(object.ETag ? { etag: object.ETag } : {}),
      ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
      'x-content-type-options': 'nosniff',
      ...(isUpload
        ? {
            'content-disposition': object.ContentDisposition ?? uploadDispositionOfKey(key) ?? 'attachment',
            'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
            'cache-control': UPLOAD_CACHE_CONTROL,
          }
        : { 'cache-control': 'public, max-age=31536000, immutable' }),
    });
    if ('Body' in object && object.Body) (object.Body as Readable).pipe(res);
    else res.end();
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 304) res.writeHead(304, { 'x-content-type-options': 'nosniff' }).end();
    else if (status === 404 || status === 403) notFound();
    else throw error;
  }
}
