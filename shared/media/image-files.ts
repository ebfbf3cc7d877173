/**
 * The files of one library image: which renditions exist, their sizes and their addresses
 * (storefront.md §3 "Image", §7 "Client asset paths"). The image processor
 * (events/consumers/media) writes exactly these objects; the storefront and the back office
 * build their `src`/`srcset` from the same definitions, so an address is never guessed.
 *
 * Decisions:
 * - Every address carries the image's file version (`ImageRef.version`): replacing the file gives
 *   new addresses, so CloudFront and browsers keep each file for a year (immutable) and never
 *   show an old photo under a new name.
 * - The sizes of the spec bound the width: `tiny` … `large` are the whole photo scaled to that
 *   width (never enlarged), for `srcset` with `w` descriptors; `icon` and `thumbnail` are square
 *   crops (lists, pickers). `product` (4:3, the product card's and overlay's frame) and `category`
 *   (square, the category heading's 3.5 rem badge) are crops centred on the photo's subject.
 * - Each rendition is written twice: WebP (what every current browser shows, about a third
 *   smaller than JPEG) and the fallback in the record's `extension` (`jpg`, or `png` for images
 *   with transparency) for the few browsers without WebP and for e-mails. A `<picture>` offers
 *   the WebP first. AVIF would save another ~20 % but takes several times longer to encode a
 *   12 MP photo on Lambda; not worth it for a shop's few hundred photos.
 * - The original (`/image/{id}-{version}.{extension}`) is the uploaded photo re-encoded without
 *   its metadata (no GPS position, no camera serial), at most `ORIGINAL_MAX_EDGE` pixels.
 */

export const IMAGE_SIZES = { icon: 64, thumbnail: 128, tiny: 256, small: 640, medium: 1280, large: 1920 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Crops of the catalogue (storefront.md §7: /image/product/…, /image/category/…). */
export const IMAGE_VARIANTS = {
  product: { width: 640, height: 480 },
  category: { width: 256, height: 256 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Sizes that are square crops rather than the whole photo scaled to a width. */
export const SQUARE_SIZES: readonly ImageSize[] = ['icon', 'thumbnail'];

/** Sizes offered in a `srcset` (the whole photo at a width). */
export const SRCSET_SIZES: readonly ImageSize[] = ['tiny', 'small', 'medium', 'large'];

export type Rendition = ImageSize | ImageVariant | 'original';
export const RENDITIONS: readonly Rendition[] = ['original', ...(Object.keys(IMAGE_SIZES) as ImageSize[]), ...(Object.keys(IMAGE_VARIANTS) as ImageVariant[])];

/** The fallback formats a processed image has (its record's `extension`). */
export const FALLBACK_EXTENSIONS = ['jpg', 'png'] as const;
export type FallbackExtension = (typeof FALLBACK_EXTENSIONS)[number];

/** Longest edge of the stored original. */
export const ORIGINAL_MAX_EDGE = 4096;

/** What an image's address needs. */
export interface ImageFileRef {
  id: string;
  version: number;
  extension: string;
}

/** `image/{rendition}/{id}-{version}.{format}` without a leading slash: the S3 key and, with a slash, the URL path. */
export function imageKey(image: ImageFileRef, rendition: Rendition, format: 'webp' | 'fallback' = 'fallback'): string {
  const extension = format === 'webp' ? 'webp' : image.extension;
  const name = `${image.id}-${image.version}.${extension}`;
  return rendition === 'original' ? `image/${name}` : `image/${rendition}/${name}`;
}

/** The address of a rendition: `/image/small/01J…-2.jpg`. */
export function imageUrl(image: ImageFileRef, rendition: Rendition, format: 'webp' | 'fallback' = 'fallback'): string {
  return `/${imageKey(image, rendition, format)}`;
}

/** Every S3 key of one file version: what the processor writes and what deleting the image removes. */
export function imageKeys(image: ImageFileRef): string[] {
  return RENDITIONS.flatMap((rendition) =>
    rendition === 'original' ? [imageKey(image, rendition)] : [imageKey(image, rendition, 'webp'), imageKey(image, rendition)],
  );
}

/** `srcset` over the width sizes: `/image/tiny/x-1.webp 256w, /image/small/x-1.webp 640w, …`. */
export function imageSrcSet(image: ImageFileRef, format: 'webp' | 'fallback' = 'fallback', sizes: readonly ImageSize[] = SRCSET_SIZES): string {
  return sizes.map((size) => `${imageUrl(image, size, format)} ${IMAGE_SIZES[size]}w`).join(', ');
}

/**
 * The pixel size of a rendition for a photo of `width` × `height`: width sizes keep the aspect
 * ratio and are never enlarged; square sizes and variants are crops at their fixed size (smaller
 * only if the photo is smaller, keeping the crop's aspect ratio).
 */
export function renditionDimensions(rendition: Rendition, width: number, height: number): { width: number; height: number } {
  if (rendition === 'original') return fitWithin(width, height, ORIGINAL_MAX_EDGE);
  if (rendition in IMAGE_VARIANTS) {
    const box = IMAGE_VARIANTS[rendition as ImageVariant];
    return cropWithin(box.width, box.height, width, height);
  }
  const edge = IMAGE_SIZES[rendition as ImageSize];
  if (SQUARE_SIZES.includes(rendition as ImageSize)) return cropWithin(edge, edge, width, height);
  if (width <= edge) return { width, height };
  return { width: edge, height: Math.max(1, Math.round((height * edge) / width)) };
}

function fitWithin(width: number, height: number, edge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= edge) return { width, height };
  const scale = edge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A crop box of `boxWidth` × `boxHeight`, scaled down (aspect ratio kept) if the photo cannot fill it. */
function cropWithin(boxWidth: number, boxHeight: number, width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, width / boxWidth, height / boxHeight);
  return { width: Math.max(1, Math.round(boxWidth * scale)), height: Math.max(1, Math.round(boxHeight * scale)) };
}

/**
 * Limits of an image upload, checked when the upload is requested (claimed size and type), by
 * S3's upload policy (size) and by the processor (real type and dimensions).
 */
export const IMAGE_UPLOAD_LIMITS = {
  /** 25 MB: a 12 MP JPEG from a phone is 3–8 MB; a 48 MP one up to ~20 MB. */
  maxBytes: 25 * 1024 * 1024,
  /** Smallest edge that still makes a usable thumbnail. */
  minEdge: 64,
  /** Longest edge accepted (a 12,000 px panorama still is). */
  maxEdge: 12_000,
  /** 100 megapixels: decoding more would exhaust the processor's memory. */
  maxPixels: 100_000_000,
} as const;

/** The types a photo may be uploaded as (claimed by the browser, then sniffed by the processor). */
export const IMAGE_UPLOAD_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
} as const;
export type ImageUploadType = keyof typeof IMAGE_UPLOAD_TYPES;

/**
 * How a photo fills a slot of the storefront's layout: the `<img src>` rendition, the width
 * renditions of its `srcset` and the slot's `sizes`. A slot the server preloads (the home page's
 * first branch photo, its LCP element) is defined here once, so the preload hint and the
 * `<picture>` the app renders ask for the same file.
 */
export interface ImageSlot {
  src: Rendition;
  widths: readonly ImageSize[];
  sizes: string;
}

/** The branch card's photo on the home page (web/storefront/division/BranchCard.tsx). */
export const BRANCH_CARD_PHOTO: ImageSlot = {
  src: 'small',
  widths: ['tiny', 'small', 'medium'],
  sizes: '(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw',
};

/**
 * The product card's photo on the store page (web/storefront/store/ProductCard.tsx; the first
 * card's photo is the page's largest paint on a phone). The slot is the whole column on a phone,
 * half of it from 720 px, and at most half of the main column beside the cart (72rem page − 22rem
 * cart − gaps) from 1024 px. At most the 640 px rendition, the card's designed size (the `product`
 * crop is 640 × 480): a phone at 2–3× density would otherwise fetch the 1280 px file for a 360 px
 * wide card, four times the bytes of the largest paint on a mobile connection for a barely
 * sharper photo.
 */
export const PRODUCT_CARD_PHOTO: ImageSlot = {
  src: 'product',
  widths: ['tiny', 'small'],
  sizes: '(min-width: 1024px) 24rem, (min-width: 720px) 50vw, calc(100vw - 2rem)',
};

/** The WebP candidates of a slot as a `<link rel="preload" as="image">` names them. */
export function imagePreload(image: ImageFileRef, slot: ImageSlot): { href: string; imageSrcSet: string; imageSizes: string; type: 'image/webp' } {
  return { href: imageUrl(image, slot.src, 'webp'), imageSrcSet: imageSrcSet(image, 'webp', slot.widths), imageSizes: slot.sizes, type: 'image/webp' };
}

/** What a browser claims about a photo before sending it. */
export interface ClaimedImageFile {
  name: string;
  contentType: string;
  size: number;
}

/**
 * Why a claimed photo would be refused (the message key of shared/i18n/media.ts and the request
 * field at fault), or undefined when it may be sent: empty, too large, not an image type, or a
 * name whose extension does not match the type. The back office asks before uploading, the API
 * when it is asked for an upload; the processor checks the real bytes afterwards.
 */
export function imageUploadRefusal(file: ClaimedImageFile): { key: ImageUploadRefusalKey; field: 'size' | 'contentType' | 'name' } | undefined {
  if (file.size <= 0) return { key: 'api.image.empty', field: 'size' };
  if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return { key: 'api.image.tooLarge', field: 'size' };
  const extensions: readonly string[] | undefined = Object.hasOwn(IMAGE_UPLOAD_TYPES, file.contentType)
    ? IMAGE_UPLOAD_TYPES[file.contentType as ImageUploadType]
    : undefined;
  if (!extensions) return { key: 'api.image.typeNotAllowed', field: 'contentType' };
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!extensions.includes(extension)) return { key: 'api.image.extensionMismatch', field: 'name' };
  return undefined;
}
export type ImageUploadRefusalKey = 'api.image.empty' | 'api.image.tooLarge' | 'api.image.typeNotAllowed' | 'api.image.extensionMismatch';
