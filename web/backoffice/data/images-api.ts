/**
 * The image library's API module (GET /api/images …, ./resource-api.ts), and how a chosen image
 * is referenced from a record and shown. Editors choose from the library with ./ImagePicker.tsx;
 * uploading new images belongs to the media area (./image-upload.ts).
 */
import { imageSchema, type Image } from '#shared/schemas/media.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { imageUrl } from '#shared/media/image-files.ts';
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

/**
 * Whether an image has processed files to show and to choose in the picker: a new upload still
 * being processed or refused has none (fileVersion 0); a replacement being processed or refused
 * still shows its previous file.
 */
export const hasImageFile = (image: Pick<Image, 'fileVersion'>): boolean => image.fileVersion > 0;

/**
 * A library image as records reference it (shared/schemas/common.ts `imageRefSchema`): the file
 * version, not the record's version, is the one in the file addresses.
 */
export function imageRefOf(image: Image): ImageRef {
  return {
    id: image.id,
    version: image.fileVersion,
    extension: image.extension ?? 'jpg',
    name: image.name,
    ...(image.alt ? { alt: image.alt } : {}),
  };
}

/** The square thumbnail rendition of an image (storefront.md §7 "Client asset paths": /image/thumbnail/{id}-{version}.{extension}). */
export function thumbnailUrl(image: Pick<ImageRef, 'id' | 'version' | 'extension'> | Image): string {
  return imageUrl('fileVersion' in image ? imageRefOf(image) : image, 'thumbnail');
}
