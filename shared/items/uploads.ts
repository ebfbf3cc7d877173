/**
 * Files customers upload for image and file parts (storefront.md §3 "Upload", §7 "Upload create"
 * and its asset paths). The storefront and `POST /api/uploads` share these, so the size a
 * browser checks before sending and the address it shows are the ones the server uses.
 * Accepted types: `DOCUMENT_EXTENSIONS` / `IMAGE_EXTENSIONS` of ./parts.
 */

/**
 * Largest file `POST /api/uploads` takes: 4 MiB. The file travels base64-encoded in a JSON body
 * (4/3 larger) and a Lambda behind API Gateway accepts at most 6 MB of request (6,291,456 bytes;
 * API Gateway's own 10 MB never comes into play): 4 MiB of file is 5,592,408 characters of
 * base64, which leaves room for the name and the JSON around it. A bigger photo from a phone
 * has to be scaled down in the browser before it is sent.
 */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The same limit in whole megabytes, for messages. */
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Images every browser shows: served `inline` (shared/items/upload-serving.ts), and the storefront
 * may show the customer's own file of these types as it is.
 */
export const BROWSER_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/**
 * Uploads with a preview at `/upload/{publicHash}/preview/{id}-{version}.jpg`: the browser's
 * image types, TIFF and PDF (the first page).
 *
 * Decision: the server renders every preview (events/consumers/media/upload-preview.ts, invoked
 * by S3 for each file stored under `upload/`): a JPEG of at most 640 px on the long side, on
 * white, without metadata, written a moment after the upload. Until then, and for a file it
 * cannot read (broken, encrypted), the preview address answers 404: a screen showing it falls
 * back to the name or type. HEIC/HEIF (sharp's libvips has no HEVC decoder), BMP (no loader) and
 * office documents have no preview: show their name instead.
 */
export const PREVIEWED_EXTENSIONS = [...BROWSER_IMAGE_EXTENSIONS, 'tif', 'tiff', 'pdf'] as const;

/** What an address of an upload needs (the Upload entity has these fields). */
export interface UploadAddress {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
}

/** Whether the server renders a preview of uploads of this type. */
export function hasUploadPreview(extension: string): boolean {
  return (PREVIEWED_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** Whether every browser shows a file of this type as an image. */
export function isBrowserImage(extension: string): boolean {
  return (BROWSER_IMAGE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** `/upload/{publicHash}/{id}-{version}.{extension}`: the file. */
export function uploadPath(upload: UploadAddress): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

/** `/upload/{publicHash}/preview/{id}-{version}.jpg`: its preview (only where `hasUploadPreview`). */
export function uploadPreviewPath(upload: UploadAddress): string {
  return `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
}

/**
 * The address of the upload file with object key `key` (`upload/{publicHash}/{id}-{version}.{ext}`,
 * the extension lower-cased); undefined for any other key, a preview's included.
 */
export function uploadAddressOfKey(key: string): UploadAddress | undefined {
  const match = /^upload\/([^/]+)\/([0-9A-Za-z]+)-([1-9][0-9]*)\.([A-Za-z0-9]+)$/.exec(key);
  if (!match) return undefined;
  return { publicHash: match[1]!, id: match[2]!, version: Number(match[3]), extension: match[4]!.toLowerCase() };
}
