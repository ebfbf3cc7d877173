/**
 * The renditions of one library image (shared/media/image-files.ts): checks an uploaded file and
 * renders every object `imageKeys()` names. No I/O besides sharp: the processor
 * (./process-image.ts) and the demo seed photos both call `renderRenditions`.
 *
 * Decisions:
 * - The real type comes from the file's first bytes (magic numbers), never from the name or the
 *   Content-Type the browser claimed.
 * - The photo is decoded once: turned upright by its EXIF orientation, converted to sRGB and
 *   scaled to the original's size (at most ORIGINAL_MAX_EDGE) as raw pixels; every rendition is
 *   resized from those pixels. Outputs carry no metadata (no EXIF, GPS position or camera serial).
 * - Crops (`icon`, `thumbnail`, `product`, `category`) follow the subject with sharp's
 *   `attention` strategy (skin tones, saturation, contrast).
 * - The fallback format is PNG only when the photo has transparent pixels (an alpha channel that
 *   is fully opaque does not count), otherwise JPEG.
 * - Qualities: WebP 78 and JPEG (mozjpeg) 80 look the same as the upload at the shown sizes; the
 *   original is kept at JPEG 88, since it is the source a later re-render would start from.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_TYPES,
  RENDITIONS,
  imageKey,
  renditionDimensions,
  type FallbackExtension,
  type ImageUploadType,
  type Rendition,
} from '#shared/media/image-files.ts';
import type { MediaMessageKey } from '#shared/i18n/media.ts';

/** A file the processor refuses; `messageKey` is the German text for the screen. */
export class ImageRejectedError extends Error {
  constructor(
    readonly messageKey: MediaMessageKey,
    options?: { cause?: unknown },
  ) {
    super(`Image refused: ${messageKey}`, options);
    this.name = 'ImageRejectedError';
  }
}

export interface RenderedFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface RenderedImage {
  extension: FallbackExtension;
  width: number;
  height: number;
  /** The sniffed type of the upload. */
  mimeType: string;
  files: RenderedFile[];
}

const WEBP_QUALITY = 78;
const JPEG_QUALITY = 80;
const ORIGINAL_JPEG_QUALITY = 88;
const CROPS: ReadonlySet<Rendition> = new Set(['icon', 'thumbnail', 'product', 'category']);

/** The image type the bytes say, or undefined when they are no supported image. */
export function sniffImageType(bytes: Buffer): ImageUploadType | undefined {
  const starts = (offset: number, signature: number[] | string) => {
    const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
    return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
  };
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(0, 'GIF87a') || starts(0, 'GIF89a')) return 'image/gif';
  if (starts(0, 'RIFF') && starts(8, 'WEBP')) return 'image/webp';
  if (starts(4, 'ftyp')) {
    // ISO base media file: the major brand and the compatible brands up to the box's end.
    const boxEnd = Math.min(bytes.length, bytes.readUInt32BE(0));
    for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
      if (offset === 12) continue; // minor version
      const brand = bytes.toString('latin1', offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return undefined;
}

/** Checks `input` and renders every file of version `version` of image `id`. Throws ImageRejectedError for a refused file. */
export async function renderRenditions(input: Buffer, id: string, version: number): Promise<RenderedImage> {
  if (input.length === 0) throw new ImageRejectedError('api.image.empty');
  if (input.length > IMAGE_UPLOAD_LIMITS.maxBytes) throw new ImageRejectedError('api.image.tooLarge');
  const mimeType = sniffImageType(input);
  if (!mimeType || !(mimeType in IMAGE_UPLOAD_TYPES)) throw new ImageRejectedError('api.image.notAnImage');

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError('api.image.unreadable', { cause: error });
  }
  const { width, height } = uprightSize(metadata);
  if (!width || !height) throw new ImageRejectedError('api.image.unreadable');
  const { minEdge, maxEdge, maxPixels } = IMAGE_UPLOAD_LIMITS;
  if (Math.min(width, height) < minEdge || Math.max(width, height) > maxEdge || width * height > maxPixels) {
    throw new ImageRejectedError('api.image.dimensions');
  }

  const original = renditionDimensions('original', width, height);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .autoOrient()
      .toColourspace('srgb')
      .resize(original.width, original.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRejectedError('api.image.unreadable', { cause: error });
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  const transparent = raw.channels === 4 && !(await sharp(pixels.data, { raw }).stats()).isOpaque;
  const extension: FallbackExtension = transparent ? 'png' : 'jpg';
  const ref = { id, version, extension };

  const fromPixels = (): Sharp => {
    const image = sharp(pixels.data, { raw });
    // Without transparency the alpha channel is dropped: JPEG has none and WebP gets smaller.
    return transparent ? image : image.removeAlpha();
  };

  const renders = RENDITIONS.map(async (rendition): Promise<RenderedFile[]> => {
    const size = renditionDimensions(rendition, width, height);
    const resized = () =>
      rendition === 'original'
        ? fromPixels()
        : fromPixels().resize(size.width, size.height, {
            fit: 'cover',
            position: CROPS.has(rendition) ? sharp.strategy.attention : 'centre',
          });
    const fallback = transparent
      ? resized().png({ compressionLevel: 9, adaptiveFiltering: true })
      : resized().jpeg({ mozjpeg: true, quality: rendition === 'original' ? ORIGINAL_JPEG_QUALITY : JPEG_QUALITY });
    const files: Promise<RenderedFile>[] = [
      fallback.toBuffer().then((body) => ({ key: imageKey(ref, rendition), body, contentType: transparent ? 'image/png' : 'image/jpeg' })),
    ];
    if (rendition !== 'original') {
      files.push(
        resized()
          .webp({ quality: WEBP_QUALITY, alphaQuality: 90, effort: 4 })
          .toBuffer()
          .then((body) => ({ key: imageKey(ref, rendition, 'webp'), body, contentType: 'image/webp' })),
      );
    }
    return Promise.all(files);
  });
  const files = (await Promise.all(renders)).flat();
  return { extension, width, height, mimeType, files };
}

/** Width and height as shown, after the EXIF orientation (5–8 swap the edges). */
function uprightSize(metadata: Metadata): { width?: number; height?: number } {
  if (metadata.autoOrient) return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  return (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
}
