/**
 * How an upload is served (`/upload/…`, CloudFront in AWS, infra/local/server/media.ts locally;
 * stored by functions/uploads/storage.ts):
 * anonymous customers upload these files, so the shop's origin must never render one as a page.
 *
 * Decisions:
 * - Images a browser shows (BROWSER_IMAGE_EXTENSIONS: jpg, jpeg, png, gif, webp) and every preview
 *   (`…/preview/…`) are served `inline`; everything else (PDF, office files, text, HEIC, TIFF,
 *   BMP) as `attachment` with its file name: the browser downloads it instead of opening it on
 *   the shop's origin.
 * - The disposition is stored on the S3 object when the file is stored (Content-Disposition
 *   metadata), so S3 answers it through CloudFront and s3rver through the local server alike;
 *   an object stored before has none, and the local server derives it from the address.
 * - `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy on every upload
 *   (CloudFront's upload response headers policy, infra/stacks/web-stack.ts; the local server):
 *   even a file opened inline cannot run script with the shop's origin.
 * - `Cache-Control: private, max-age=3600`: browsers keep a file an hour; CloudFront does not
 *   cache uploads, so a deleted upload (events/jobs/upload-cleanup.ts) is gone at once.
 */
import { isBrowserImage } from './uploads';

export const UPLOAD_CACHE_CONTROL = 'private, max-age=3600';

/** The policy of every upload answer: nothing loads, nothing runs, opaque origin. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export const isInlineExtension = (extension: string): boolean => isBrowserImage(extension);

/**
 * A file name safe in a quoted header parameter: ASCII letters, digits, dot, dash, underscore
 * and blank; everything else becomes `_`. It always ends with the stored extension.
 */
export function asciiFileName(name: string | undefined, fallback: string, extension: string): string {
  const base = (name ?? '').replace(/\.[^.]*$/, '').trim();
  const safe = base
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 100);
  return `${safe === '' ? fallback : safe}.${extension}`;
}

/**
 * `inline` for an image a browser shows, else `attachment; filename="…"; filename*=UTF-8''…`
 * (RFC 6266: the ASCII name for old clients, the UTF-8 one for the others).
 */
export function uploadContentDisposition(extension: string, name: string | undefined, fallback: string, preview = false): string {
  if (preview || isInlineExtension(extension)) return 'inline';
  const ascii = asciiFileName(name, fallback, extension);
  const base = (name ?? '').replace(/\.[^.]*$/, '').trim();
  const utf8 = base === '' ? ascii : `${base.slice(0, 100)}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The disposition for an object key of the media bucket (`upload/{hash}/{id}-{version}.{ext}` or
 * `upload/{hash}/preview/…`), for objects stored without one; undefined for other keys.
 */
export function uploadDispositionOfKey(key: string): string | undefined {
  const match = /^upload\/[^/]+\/(preview\/)?([^/]+)\.([A-Za-z0-9]+)$/.exec(key);
  if (!match) return key.startsWith('upload/') ? 'attachment' : undefined;
  return uploadContentDisposition(match[3]!.toLowerCase(), undefined, match[2]!, match[1] !== undefined);
}
