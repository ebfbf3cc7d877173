/**
 * A library image as a responsive `<picture>` (storefront.md §3 "Image", §7; DESIGN.md §9): the
 * WebP renditions first, the record's fallback format (jpg/png) in the `<img>`, both as `srcset`
 * with `w` descriptors, so the browser picks by the slot's width from `sizes` and the screen's
 * density (a phone's product card loads `small`, not `large`). Addresses come only from
 * shared/media/image-files.ts.
 *
 * Decisions:
 * - `src` is the rendition the layout was designed for (e.g. the product card's 4:3 `product`
 *   crop); its known pixel size becomes the `width`/`height` attributes, which reserve the space
 *   (no layout shift) while the CSS sets the shown size.
 * - Everything is `loading="lazy"` unless the caller says the image is above the fold; the one
 *   LCP candidate of a page gets `priority` (eager and `fetchpriority="high"`).
 */
import type { ImageRef } from '#shared/schemas/common.ts';
import { IMAGE_SIZES, IMAGE_VARIANTS, imageSrcSet, imageUrl, type ImageSize, type Rendition } from '#shared/media/image-files.ts';

export interface PictureProps {
  image: ImageRef;
  /** The rendition of the `<img src>` (browsers without `srcset`, and the size attributes). */
  src: Rendition;
  /** The slot's width per breakpoint, e.g. `(min-width: 1024px) 24rem, 100vw`; none for a fixed-size image. */
  sizes?: string;
  /** Width renditions offered in `srcset` (default: none for square/crop sources, tiny…large otherwise). */
  widths?: readonly ImageSize[];
  /** Overrides the image's own alt text ('' for a decorative image). */
  alt?: string;
  className?: string;
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** The page's LCP candidate: eager and fetched first. */
  priority?: boolean;
  draggable?: boolean;
}

/** The pixel size of a rendition when it is fixed (a crop or a square size). */
function knownSize(rendition: Rendition): { width: number; height: number } | undefined {
  if (rendition in IMAGE_VARIANTS) return IMAGE_VARIANTS[rendition as keyof typeof IMAGE_VARIANTS];
  if (rendition === 'icon' || rendition === 'thumbnail') return { width: IMAGE_SIZES[rendition], height: IMAGE_SIZES[rendition] };
  return undefined;
}

export function Picture({ image, src, sizes, widths, alt, className, eager = false, priority = false, draggable }: PictureProps) {
  const offered = widths ?? (sizes ? (['tiny', 'small', 'medium', 'large'] as const) : []);
  const size = knownSize(src);
  const loading = priority || eager ? 'eager' : 'lazy';
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={offered.length > 0 ? imageSrcSet(image, 'webp', offered) : imageUrl(image, src, 'webp')}
        sizes={offered.length > 0 ? sizes : undefined}
      />
      <img
        className={className}
        src={imageUrl(image, src)}
        srcSet={offered.length > 0 ? imageSrcSet(image, 'fallback', offered) : undefined}
        sizes={offered.length > 0 ? sizes : undefined}
        width={size?.width}
        height={size?.height}
        alt={alt ?? image.alt ?? ''}
        loading={loading}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        draggable={draggable}
      />
    </picture>
  );
}
