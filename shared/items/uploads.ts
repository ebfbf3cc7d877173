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
 * Uploads with a preview at `/upload/{publicHash}/preview/{id}-{version}.jpg`: the image types
 * every browser shows. Decision: the preview is the original file (no image library runs on the
 * server), stored under the preview address with its real content type; a browser shows a PNG
 * or GIF served from a `.jpg` address by its content type. Other uploads (PDF, office documents,
 * HEIC, TIFF, BMP) have no preview: show their name instead.
 */
export const PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** What an address of an upload needs (the Upload entity has these fields). */
export interface UploadAddress {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
}

export function hasUploadPreview(extension: string): boolean {
  return (PREVIEW_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** `/upload/{publicHash}/{id}-{version}.{extension}`: the file. */
export function uploadPath(upload: UploadAddress): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

/** `/upload/{publicHash}/preview/{id}-{version}.jpg`: its preview (only where `hasUploadPreview`). */
export function uploadPreviewPath(upload: UploadAddress): string {
  return `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
}
