/**
 * The image library's API module (GET /api/images …, ./resource-api.ts), and how a chosen image
 * is referenced from a record and shown. Editors choose from the library with ./ImagePicker.tsx;
 * uploading new images belongs to the media area.
 */
import { imageSchema, type Image } from '#shared/schemas/media.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { t } from '../i18n';
import { defineResource } from './resource-api';

export const imagesApi = defineResource<Image>({
  resource: 'images',
  schema: imageSchema,
  messages: {
    loadFailed: t('dataScreen.images.loadFailed'),
    createFailed: t('dataScreen.images.createFailed'),
    updateFailed: t('dataScreen.images.updateFailed'),
    deleteFailed: t('dataScreen.images.deleteFailed'),
  },
});

/** A library image as records reference it (shared/schemas/common.ts `imageRefSchema`). */
export function imageRefOf(image: Image): ImageRef {
  return { id: image.id, version: image.version, extension: image.extension, name: image.name, ...(image.alt ? { alt: image.alt } : {}) };
}

/** The small rendition of an image (storefront.md §7 "Client asset paths": /image/{size}/{id}-{version}.{extension}). */
export function thumbnailUrl(image: Pick<ImageRef, 'id' | 'version' | 'extension'>): string {
  return `/image/thumbnail/${image.id}-${image.version}.${image.extension}`;
}
