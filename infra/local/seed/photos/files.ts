/**
 * The files of the seed photos in the media bucket: every rendition of shared/media/image-files.ts,
 * made by the image processor's own `renderRenditions` from the drawn JPEG.
 *
 * Drawing and encoding ~60 photos takes a while (librsvg's filters), so the files are kept on
 * disk in `.cache/seed-photos/<hash>/` (git-ignored); the hash covers the drawing code, the
 * renditions module, the image sizes and sharp's version, so a changed drawing renders anew and a
 * later seed only copies. `npm run reset` leaves the cache alone.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { renderRenditions, type RenderedFile } from '#events/consumers/media/renditions.ts';
import { renderPhoto } from './render';
import type { SeedPhoto } from '../data/photos';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..');

/** Sources whose change changes the pictures or their files. */
const SOURCES = [
  join(here, 'svg.ts'),
  join(here, 'food.ts'),
  join(here, 'scenes.ts'),
  join(here, 'render.ts'),
  join(repoRoot, 'events', 'consumers', 'media', 'renditions.ts'),
  join(repoRoot, 'shared', 'media', 'image-files.ts'),
];

export function photoCacheDir(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(file));
  hash.update(sharp.versions.sharp ?? '');
  hash.update(sharp.versions.vips);
  return join(repoRoot, '.cache', 'seed-photos', hash.digest('hex').slice(0, 16));
}

const encodeKey = (key: string) => key.replaceAll('/', '__');
const decodeKey = (name: string) => name.replaceAll('__', '/');
const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'image/jpeg');

async function cached(dir: string): Promise<RenderedFile[] | undefined> {
  try {
    const names = await readdir(dir);
    return await Promise.all(
      names.map(async (name) => ({ key: decodeKey(name), body: await readFile(join(dir, name)), contentType: contentTypeOf(decodeKey(name)) })),
    );
  } catch {
    return undefined;
  }
}

/** The files of one photo: from the cache, or drawn, rendered and cached (written to a temporary folder, then renamed, so a cut-off run leaves no half photo). */
export async function photoFiles(photo: SeedPhoto, cacheDir = photoCacheDir()): Promise<{ files: RenderedFile[]; fromCache: boolean }> {
  const dir = join(cacheDir, photo.id);
  const hit = await cached(dir);
  if (hit) return { files: hit, fromCache: true };
  const rendered = await renderRenditions(await renderPhoto(photo.subject), photo.id, 1);
  const temporary = `${dir}.${process.pid}.tmp`;
  await mkdir(temporary, { recursive: true });
  await Promise.all(rendered.files.map((file) => writeFile(join(temporary, encodeKey(file.key)), file.body)));
  await rm(dir, { recursive: true, force: true });
  await rename(temporary, dir).catch(async () => rm(temporary, { recursive: true, force: true }));
  return { files: rendered.files, fromCache: false };
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<Item>(items: readonly Item[], limit: number, task: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

export interface PhotoUploadSummary {
  photos: number;
  rendered: number;
  files: number;
}

/** Writes every file of every photo into the bucket (drawing the photos missing from the cache). */
export async function uploadPhotos(photos: readonly SeedPhoto[], s3: S3Client, bucket: string): Promise<PhotoUploadSummary> {
  const cacheDir = photoCacheDir();
  const summary: PhotoUploadSummary = { photos: photos.length, rendered: 0, files: 0 };
  // Drawing is CPU-bound (one librsvg thread per photo); uploading waits on s3rver.
  await eachLimited(photos, Math.max(2, availableParallelism()), async (photo) => {
    const { files, fromCache } = await photoFiles(photo, cacheDir);
    if (!fromCache) summary.rendered += 1;
    await eachLimited(files, 6, async (file) => {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.key,
          Body: file.body,
          ContentType: file.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      summary.files += 1;
    });
  });
  if (summary.rendered > 0) await removeOtherCaches(cacheDir);
  return summary;
}

/** Photos of earlier drawing code are never read again: a new cache replaces them. */
async function removeOtherCaches(cacheDir: string): Promise<void> {
  const parent = dirname(cacheDir);
  const current = basename(cacheDir);
  for (const name of await readdir(parent)) if (name !== current) await rm(join(parent, name), { recursive: true, force: true });
}
