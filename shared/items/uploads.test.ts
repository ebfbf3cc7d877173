import { describe, expect, it } from 'vitest';
import { hasUploadPreview, isBrowserImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES, uploadAddressOfKey, uploadPath, uploadPreviewPath } from './uploads';

const upload = { id: '01JBX6Q0Z8M3K4N5P6R7S8T9VW', version: 2, extension: 'png', publicHash: '9f86d081884c7d659a2feaa0c55ad015' };

describe('upload addresses (storefront.md §7 client asset paths)', () => {
  it('builds the file and the preview address', () => {
    expect(uploadPath(upload)).toBe('/upload/9f86d081884c7d659a2feaa0c55ad015/01JBX6Q0Z8M3K4N5P6R7S8T9VW-2.png');
    expect(uploadPreviewPath(upload)).toBe('/upload/9f86d081884c7d659a2feaa0c55ad015/preview/01JBX6Q0Z8M3K4N5P6R7S8T9VW-2.jpg');
  });

  it('has server-rendered previews for images sharp reads and PDFs, not for office documents, HEIC or BMP', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'gif', 'webp', 'tif', 'tiff', 'pdf', 'PDF']) expect(hasUploadPreview(extension), extension).toBe(true);
    for (const extension of ['heic', 'heif', 'bmp', 'docx', 'txt']) expect(hasUploadPreview(extension), extension).toBe(false);
  });

  it('knows which types every browser shows as an image (a PDF or TIFF is none)', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'gif', 'webp']) expect(isBrowserImage(extension), extension).toBe(true);
    for (const extension of ['pdf', 'tiff', 'heic', 'bmp']) expect(isBrowserImage(extension), extension).toBe(false);
  });

  it('reads the address back from the object key of a file, never from a preview or another key', () => {
    expect(uploadAddressOfKey(uploadPath(upload).slice(1))).toEqual(upload);
    expect(uploadAddressOfKey('upload/9f86d081884c7d659a2feaa0c55ad015/01JBX6Q0Z8M3K4N5P6R7S8T9VW-12.PDF')).toEqual({
      ...upload,
      version: 12,
      extension: 'pdf',
    });
    for (const key of [
      uploadPreviewPath(upload).slice(1),
      'upload/9f86d081884c7d659a2feaa0c55ad015/01JBX6Q0Z8M3K4N5P6R7S8T9VW-0.png',
      'upload/9f86d081884c7d659a2feaa0c55ad015/01JBX6Q0Z8M3K4N5P6R7S8T9VW.png',
      'image/small/01JBX6Q0Z8M3K4N5P6R7S8T9VW-2.jpg',
      'incoming/image/01JBX6Q0Z8M3K4N5P6R7S8T9VW/x',
    ]) {
      expect(uploadAddressOfKey(key), key).toBeUndefined();
    }
  });
});

describe('upload size limit', () => {
  it('is 4 MiB, whose base64 JSON body stays under the 6 MB (6,291,456 bytes) a Lambda accepts', () => {
    expect(UPLOAD_MAX_BYTES).toBe(4_194_304);
    expect(UPLOAD_MAX_MEGABYTES).toBe(4);
    const body = JSON.stringify({ data: `data:image/jpeg;base64,${'A'.repeat(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4)}`, name: 'x'.repeat(200) });
    expect(body.length).toBeLessThan(6_291_456);
  });
});
