import { describe, expect, it } from 'vitest';
import { hasUploadPreview, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES, uploadPath, uploadPreviewPath } from './uploads';

const upload = { id: '01JBX6Q0Z8M3K4N5P6R7S8T9VW', version: 2, extension: 'png', publicHash: '9f86d081884c7d659a2feaa0c55ad015' };

describe('upload addresses (storefront.md §7 client asset paths)', () => {
  it('builds the file and the preview address', () => {
    expect(uploadPath(upload)).toBe('/upload/9f86d081884c7d659a2feaa0c55ad015/01JBX6Q0Z8M3K4N5P6R7S8T9VW-2.png');
    expect(uploadPreviewPath(upload)).toBe('/upload/9f86d081884c7d659a2feaa0c55ad015/preview/01JBX6Q0Z8M3K4N5P6R7S8T9VW-2.jpg');
  });

  it('has previews for the image types browsers show, not for documents or HEIC', () => {
    for (const extension of ['jpg', 'JPEG', 'png', 'gif', 'webp']) expect(hasUploadPreview(extension), extension).toBe(true);
    for (const extension of ['pdf', 'heic', 'tiff', 'docx']) expect(hasUploadPreview(extension), extension).toBe(false);
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
