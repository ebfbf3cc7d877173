import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMITS, imageKeys } from '#shared/media/image-files.ts';
import { ImageRejectedError, renderRenditions, sniffImageType } from './renditions';

const solid = (width: number, height: number, alpha = 1) => sharp({ create: { width, height, channels: 4, background: { r: 180, g: 90, b: 40, alpha } } });

/** The message key a refused render throws. */
async function refusal(input: Buffer): Promise<string> {
  try {
    await renderRenditions(input, 'x', 1);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error.messageKey;
    throw error;
  }
  throw new Error('not refused');
}

describe('sniffImageType', () => {
  it('knows the upload types by their first bytes, whatever the name says', async () => {
    expect(sniffImageType(await solid(8, 8).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await solid(8, 8).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await solid(8, 8).gif().toBuffer())).toBe('image/gif');
    expect(sniffImageType(await solid(8, 8).avif().toBuffer())).toBe('image/avif');
    expect(sniffImageType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.4\n'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('renderRenditions', () => {
  it('refuses what is no image, a broken file and wrong dimensions with their message keys', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('api.image.empty');
    expect(await refusal(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]))).toBe('api.image.notAnImage');
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, 200))).toBe('api.image.unreadable');
    expect(
      await refusal(
        await solid(IMAGE_UPLOAD_LIMITS.minEdge - 1, 300)
          .png()
          .toBuffer(),
      ),
    ).toBe('api.image.dimensions');
  });

  it('writes every key of the version, upright, with PNG only for transparency', async () => {
    const rotated = await solid(300, 200, 1).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await renderRenditions(rotated, 'abc', 4);
    expect(photo).toMatchObject({ extension: 'jpg', width: 200, height: 300, mimeType: 'image/jpeg' });
    expect(photo.files.map((file) => file.key).sort()).toEqual(imageKeys({ id: 'abc', version: 4, extension: 'jpg' }).sort());
    const original = await sharp(photo.files.find((file) => file.key === 'image/abc-4.jpg')!.body).metadata();
    expect({ width: original.width, height: original.height, exif: original.exif, orientation: original.orientation ?? 1 }).toEqual({
      width: 200,
      height: 300,
      exif: undefined,
      orientation: 1,
    });

    // An alpha channel that is fully opaque is no transparency.
    expect((await renderRenditions(await solid(100, 100, 1).png().toBuffer(), 'o', 1)).extension).toBe('jpg');
    const transparent = await renderRenditions(await solid(100, 100, 0.5).png().toBuffer(), 't', 1);
    expect(transparent.extension).toBe('png');
    expect(transparent.files.filter((file) => !file.key.endsWith('.webp')).every((file) => file.contentType === 'image/png')).toBe(true);
  });
});
