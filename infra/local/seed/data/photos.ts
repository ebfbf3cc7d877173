/**
 * The demo shop's photos: an Image record per product, category and branch (ids in ../ids.ts),
 * drawn by ../photos (no downloaded or copied pictures). The records are ready library images of
 * file version 1; ../seed.ts writes their files into the media bucket before the records.
 */
import type { imageInputSchema } from '#shared/schemas/media.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from '../photos/render';
import { photoAlt, type PhotoSubject } from '../photos/scenes';
import { branchIds, branchPhotoIds, categoryIds, categoryPhotoIds, productIds, productPhotoIds } from '../ids';
import type { SeedRecord } from '../types';
import { branches } from './branches';
import { categories, products, productsByCategory } from './catalogue';

/** The file fields of every seed photo: what the image processor stores for a 1200 × 900 JPEG. */
export const PHOTO_FILE = { fileVersion: 1, status: 'ready', extension: 'jpg', mimeType: 'image/jpeg', width: PHOTO_WIDTH, height: PHOTO_HEIGHT } as const;

export interface SeedPhoto extends SeedRecord<typeof imageInputSchema> {
  subject: PhotoSubject;
}

/** Record id → photo id, from two id tables with the same keys. */
function photoIdsByRecord(recordIds: Record<string, string>, photoIds: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(recordIds).map(([key, id]) => [id, photoIds[key]!]));
}

const productPhoto = photoIdsByRecord(productIds, productPhotoIds);
const categoryPhoto = photoIdsByRecord(categoryIds, categoryPhotoIds);
const branchPhoto = photoIdsByRecord(branchIds, branchPhotoIds);

const categoryOfProduct = new Map(
  Object.entries(productsByCategory).flatMap(([categoryId, list]) =>
    list.map((product) => [product.id, categories.find((category) => category.id === categoryId)?.name]),
  ),
);

function photo(id: string, subject: PhotoSubject): SeedPhoto {
  return { id, name: `${subject.name} (Foto)`, alt: photoAlt(subject), subject };
}

export const photos: SeedPhoto[] = [
  ...products.map((product) =>
    photo(productPhoto.get(product.id)!, { seed: product.id, name: product.name, kind: 'product', category: categoryOfProduct.get(product.id) }),
  ),
  ...categories.map((category) => photo(categoryPhoto.get(category.id)!, { seed: category.id, name: category.name, kind: 'category' })),
  ...branches.map((branch) => photo(branchPhoto.get(branch.id)!, { seed: branch.id, name: `Fleischerei Gruber ${branch.name}`, kind: 'branch' })),
];

const photoById = new Map(photos.map((entry) => [entry.id, entry]));

/** The ImageRef of a photo, as a record stores it (`version` is the file version). */
export function photoRef(photoId: string): ImageRef {
  const entry = photoById.get(photoId)!;
  return { id: entry.id, version: PHOTO_FILE.fileVersion, extension: PHOTO_FILE.extension, name: entry.name, alt: entry.alt };
}

/** The products with their photo as first image. */
export function withProductPhotos<Product extends { id: string }>(list: readonly Product[]): Product[] {
  return list.map((product) => ({ ...product, images: [photoRef(productPhoto.get(product.id)!)] }));
}

export function withCategoryPhotos<Category extends { id: string }>(list: readonly Category[]): Category[] {
  return list.map((category) => ({ ...category, image: photoRef(categoryPhoto.get(category.id)!) }));
}

export function withBranchPhotos<Branch extends { id: string }>(list: readonly Branch[]): Branch[] {
  return list.map((branch) => ({ ...branch, images: [photoRef(branchPhoto.get(branch.id)!)] }));
}
