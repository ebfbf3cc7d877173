import { jsPDF } from 'jspdf';
import sharp, { type Color } from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_EDGE, PreviewUnavailableError, renderUploadPreview } from './upload-preview-render';

const solid = (width: number, height: number, background: Color) => sharp({ create: { width, height, channels: 3, background } });

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

const close = (actual: number[], expected: number[], tolerance = 20) => actual.every((value, index) => Math.abs(value - expected[index]!) <= tolerance);

describe('renderUploadPreview: images', () => {
  it('scales a photo to 640 px on its long side, as a JPEG without metadata', async () => {
    const photo = await solid(3000, 2000, '#336699')
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Kamera 4711' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const preview = await renderUploadPreview(photo, 'jpg');
    const metadata = await sharp(preview).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', PREVIEW_MAX_EDGE, 427]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 400 × 200, left half red; orientation 6 means "rotate 90° clockwise to show".
    const stored = await solid(400, 200, '#ffffff')
      .composite([{ input: await solid(200, 200, '#ff0000').png().toBuffer(), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const preview = await renderUploadPreview(stored, 'jpeg');
    const metadata = await sharp(preview).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(metadata.orientation).toBeUndefined();
    // Turned clockwise, the stored left half is on top.
    expect(close(await pixel(preview, 100, 50), [255, 0, 0])).toBe(true);
    expect(close(await pixel(preview, 100, 350), [255, 255, 255])).toBe(true);
  });

  it('never enlarges, puts transparency on white and reads GIF, WebP and TIFF', async () => {
    const transparent = await sharp({ create: { width: 50, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const fromPng = await renderUploadPreview(transparent, 'png');
    expect([(await sharp(fromPng).metadata()).width, (await sharp(fromPng).metadata()).height]).toEqual([50, 40]);
    expect(close(await pixel(fromPng, 10, 10), [255, 255, 255], 2)).toBe(true);
    for (const [extension, bytes] of [
      ['gif', await solid(800, 800, '#00aa00').gif().toBuffer()],
      ['webp', await solid(800, 800, '#00aa00').webp().toBuffer()],
      ['tiff', await solid(800, 800, '#00aa00').tiff().toBuffer()],
    ] as const) {
      const preview = await renderUploadPreview(bytes, extension);
      expect((await sharp(preview).metadata()).width, extension).toBe(640);
      expect(close(await pixel(preview, 300, 300), [0, 170, 0]), extension).toBe(true);
    }
  });

  it('refuses a broken or empty image', async () => {
    const photo = await solid(600, 400, '#336699').jpeg().toBuffer();
    await expect(renderUploadPreview(photo.subarray(0, 200), 'jpg')).rejects.toBeInstanceOf(PreviewUnavailableError);
    await expect(renderUploadPreview(Buffer.from('Bitte ohne Zwiebeln.'), 'png')).rejects.toBeInstanceOf(PreviewUnavailableError);
    await expect(renderUploadPreview(new Uint8Array(0), 'png')).rejects.toBeInstanceOf(PreviewUnavailableError);
  });
});

describe('renderUploadPreview: PDF', () => {
  it('draws the first page only, at 640 px on its long side (a landscape page too)', async () => {
    const document = new jsPDF({ unit: 'pt', format: 'a5', orientation: 'landscape' });
    document.setFillColor(0, 0, 255);
    document.rect(0, 0, 100, 100, 'F');
    document.addPage();
    document.setFillColor(255, 0, 0);
    document.rect(0, 0, 100, 100, 'F');
    const preview = await renderUploadPreview(new Uint8Array(document.output('arraybuffer')), 'pdf');
    const metadata = await sharp(preview).metadata();
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBe(Math.round((419.53 / 595.28) * 640));
    expect(close(await pixel(preview, 20, 20), [0, 0, 255])).toBe(true);
    expect(close(await pixel(preview, 400, 300), [255, 255, 255], 2)).toBe(true);
  });

  it('refuses an encrypted PDF and a broken one', async () => {
    const encrypted = new jsPDF({ encryption: { userPassword: 'geheim', ownerPassword: 'geheimer', userPermissions: ['print'] } });
    encrypted.text('Nur mit Passwort', 20, 20);
    await expect(renderUploadPreview(new Uint8Array(encrypted.output('arraybuffer')), 'pdf')).rejects.toBeInstanceOf(PreviewUnavailableError);
    await expect(renderUploadPreview(Buffer.from('%PDF-1.7\n%%EOF\n'), 'pdf')).rejects.toBeInstanceOf(PreviewUnavailableError);
  });
});
