import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaMessages } from '../i18n/media';
import {
  BRANCH_CARD_PHOTO,
  imageUploadRefusal,
  imagePreload,
  IMAGE_SIZES,
  IMAGE_UPLOAD_LIMITS,
  IMAGE_VARIANTS,
  RENDITIONS,
  SQUARE_SIZES,
  imageKey,
  imageKeys,
  imageSrcSet,
  imageUrl,
  renditionDimensions,
  type ImageSize,
  type ImageVariant,
  type Rendition,
} from './image-files';

const ref = { id: '01J0000000000000000000TEST', version: 3, extension: 'jpg' };

describe('addresses of a library image (storefront.md §7 "Client asset paths")', () => {
  it('names keys and URLs with the file version, in WebP and the fallback format', () => {
    expect(imageKey(ref, 'original')).toBe('image/01J0000000000000000000TEST-3.jpg');
    expect(imageKey(ref, 'small')).toBe('image/small/01J0000000000000000000TEST-3.jpg');
    expect(imageKey(ref, 'small', 'webp')).toBe('image/small/01J0000000000000000000TEST-3.webp');
    expect(imageUrl(ref, 'product', 'webp')).toBe('/image/product/01J0000000000000000000TEST-3.webp');
    expect(imageUrl({ ...ref, extension: 'png' }, 'icon')).toBe('/image/icon/01J0000000000000000000TEST-3.png');
  });

  it('lists 17 keys per file version: the original once, every other rendition twice', () => {
    const keys = imageKeys({ id: 'x', version: 1, extension: 'jpg' });
    expect(keys).toHaveLength(17);
    expect(keys.slice(0, 3)).toEqual(['image/x-1.jpg', 'image/icon/x-1.webp', 'image/icon/x-1.jpg']);
    expect(keys.at(-1)).toBe('image/category/x-1.jpg');
    expect(new Set(keys).size).toBe(17);
  });

  it('builds srcset strings with w descriptors', () => {
    expect(imageSrcSet({ id: 'x', version: 1, extension: 'jpg' }, 'webp')).toBe(
      '/image/tiny/x-1.webp 256w, /image/small/x-1.webp 640w, /image/medium/x-1.webp 1280w, /image/large/x-1.webp 1920w',
    );
    expect(imageSrcSet({ id: 'x', version: 2, extension: 'png' }, 'fallback', ['tiny', 'small'])).toBe('/image/tiny/x-2.png 256w, /image/small/x-2.png 640w');
  });
});

/** Every rendition's size for a photo, as a table. */
const sizes = (width: number, height: number) => Object.fromEntries(RENDITIONS.map((rendition) => [rendition, renditionDimensions(rendition, width, height)]));

describe('imageUploadRefusal', () => {
  it('names the message and the field of a claimed photo the processor would refuse', () => {
    expect(imageUploadRefusal({ name: 'Leberkäse.JPG', contentType: 'image/jpeg', size: 4_000_000 })).toBeUndefined();
    expect(imageUploadRefusal({ name: 'leer.jpg', contentType: 'image/jpeg', size: 0 })).toEqual({ key: 'api.image.empty', field: 'size' });
    expect(imageUploadRefusal({ name: 'gross.jpg', contentType: 'image/jpeg', size: 25 * 1024 * 1024 + 1 })).toEqual({
      key: 'api.image.tooLarge',
      field: 'size',
    });
    expect(imageUploadRefusal({ name: 'karte.pdf', contentType: 'application/pdf', size: 1000 })).toEqual({
      key: 'api.image.typeNotAllowed',
      field: 'contentType',
    });
    expect(imageUploadRefusal({ name: 'x', contentType: 'constructor', size: 1000 })).toEqual({ key: 'api.image.typeNotAllowed', field: 'contentType' });
    expect(imageUploadRefusal({ name: 'foto.png', contentType: 'image/jpeg', size: 1000 })).toEqual({ key: 'api.image.extensionMismatch', field: 'name' });
    expect(imageUploadRefusal({ name: '.jpg', contentType: 'image/jpeg', size: 1000 })).toEqual({ key: 'api.image.extensionMismatch', field: 'name' });
  });
});

describe('image slots', () => {
  it('preloads the branch card photo with the WebP candidates its <picture> offers', () => {
    expect(imagePreload({ id: 'B', version: 2, extension: 'jpg' }, BRANCH_CARD_PHOTO)).toEqual({
      href: '/image/small/B-2.webp',
      imageSrcSet: '/image/tiny/B-2.webp 256w, /image/small/B-2.webp 640w, /image/medium/B-2.webp 1280w',
      imageSizes: '(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw',
      type: 'image/webp',
    });
  });
});

describe('renditionDimensions', () => {
  it('a 12 MP landscape photo (4000×3000)', () => {
    expect(sizes(4000, 3000)).toEqual({
      original: { width: 4000, height: 3000 }, // longest edge 4000 ≤ 4096: kept
      icon: { width: 64, height: 64 },
      thumbnail: { width: 128, height: 128 },
      tiny: { width: 256, height: 192 },
      small: { width: 640, height: 480 },
      medium: { width: 1280, height: 960 },
      large: { width: 1920, height: 1440 },
      product: { width: 640, height: 480 },
      category: { width: 256, height: 256 },
    });
  });

  it('a portrait photo (3000×4000)', () => {
    expect(sizes(3000, 4000)).toEqual({
      original: { width: 3000, height: 4000 },
      icon: { width: 64, height: 64 },
      thumbnail: { width: 128, height: 128 },
      tiny: { width: 256, height: 341 }, // 4000 × 256 / 3000 = 341.33
      small: { width: 640, height: 853 }, // 853.33
      medium: { width: 1280, height: 1707 }, // 1706.67
      large: { width: 1920, height: 2560 },
      product: { width: 640, height: 480 },
      category: { width: 256, height: 256 },
    });
  });

  it('a tiny image (100×50) is never enlarged; crops shrink keeping their aspect ratio', () => {
    expect(sizes(100, 50)).toEqual({
      original: { width: 100, height: 50 },
      icon: { width: 50, height: 50 },
      thumbnail: { width: 50, height: 50 },
      tiny: { width: 100, height: 50 },
      small: { width: 100, height: 50 },
      medium: { width: 100, height: 50 },
      large: { width: 100, height: 50 },
      product: { width: 67, height: 50 }, // 640 × 50/480 = 66.67
      category: { width: 50, height: 50 },
    });
  });

  it('a VGA photo (640×480) fills the product frame exactly', () => {
    expect(sizes(640, 480)).toEqual({
      original: { width: 640, height: 480 },
      icon: { width: 64, height: 64 },
      thumbnail: { width: 128, height: 128 },
      tiny: { width: 256, height: 192 },
      small: { width: 640, height: 480 },
      medium: { width: 640, height: 480 },
      large: { width: 640, height: 480 },
      product: { width: 640, height: 480 },
      category: { width: 256, height: 256 },
    });
  });

  it('an original beyond 4096 px is scaled to that longest edge', () => {
    expect(renditionDimensions('original', 8000, 6000)).toEqual({ width: 4096, height: 3072 });
  });

  const photo = fc.record({ width: fc.integer({ min: 1, max: 12_000 }), height: fc.integer({ min: 1, max: 12_000 }) });
  const rendition = fc.constantFrom<Rendition>(...RENDITIONS);

  it('never enlarges a photo', () => {
    fc.assert(
      fc.property(photo, rendition, ({ width, height }, name) => {
        const size = renditionDimensions(name, width, height);
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.height).toBeLessThanOrEqual(height);
        expect(size.width).toBeGreaterThanOrEqual(1);
        expect(size.height).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('width sizes and the original keep the aspect ratio: both edges within a pixel of the exact scale', () => {
    const whole = RENDITIONS.filter((name) => name === 'original' || (name in IMAGE_SIZES && !SQUARE_SIZES.includes(name as ImageSize)));
    fc.assert(
      fc.property(photo, fc.constantFrom(...whole), ({ width, height }, name) => {
        const size = renditionDimensions(name, width, height);
        const scale = name === 'original' ? Math.min(1, 4096 / Math.max(width, height)) : Math.min(1, IMAGE_SIZES[name as ImageSize] / width);
        // At least 1 px: a 12,000 × 1 panorama still has a row.
        expect(Math.abs(size.width - Math.max(1, width * scale))).toBeLessThanOrEqual(1);
        expect(Math.abs(size.height - Math.max(1, height * scale))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('crops never exceed their box and keep its aspect ratio within a pixel', () => {
    const boxes: Array<[Rendition, number, number]> = [
      ...SQUARE_SIZES.map((name): [Rendition, number, number] => [name, IMAGE_SIZES[name], IMAGE_SIZES[name]]),
      ...(Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((name): [Rendition, number, number] => [
        name,
        IMAGE_VARIANTS[name].width,
        IMAGE_VARIANTS[name].height,
      ]),
    ];
    fc.assert(
      fc.property(photo, fc.constantFrom(...boxes), ({ width, height }, [name, boxWidth, boxHeight]) => {
        const size = renditionDimensions(name, width, height);
        expect(size.width).toBeLessThanOrEqual(boxWidth);
        expect(size.height).toBeLessThanOrEqual(boxHeight);
        expect(Math.abs(size.height - (boxHeight * size.width) / boxWidth)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('upload limits and their German texts', () => {
  it('the messages state the limits of IMAGE_UPLOAD_LIMITS', () => {
    const number = (value: number) => value.toLocaleString('de-AT').replace(/\s/g, '.');
    expect(mediaMessages['api.image.tooLarge']).toContain(`${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB`);
    expect(mediaMessages['api.image.dimensions']).toContain(`mindestens ${IMAGE_UPLOAD_LIMITS.minEdge} Pixel`);
    expect(mediaMessages['api.image.dimensions']).toContain(`höchstens ${number(IMAGE_UPLOAD_LIMITS.maxEdge)} Pixel`);
    expect(mediaMessages['api.image.dimensions']).toContain(`${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} Megapixeln`);
  });
});
