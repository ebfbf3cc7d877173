/**
 * `npx tsx infra/local/seed/photos/contact-sheet.ts [out.png]`: renders (or reads from the cache)
 * every seed photo and lays the product cards' crops (640 × 480, shown at 320 × 240) side by side
 * with their names, to look at all of them at once after changing a drawing.
 */
import sharp from 'sharp';
import { imageKey } from '#shared/media/image-files.ts';
import { photos } from '../data/photos';
import { photoCacheDir, photoFiles } from './files';

const out = process.argv[2] ?? 'seed-photos.png';
const TILE = { width: 320, height: 240, label: 36 };
const COLUMNS = 8;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const started = performance.now();
const cacheDir = photoCacheDir();
let rendered = 0;
const tiles: Buffer[] = [];
for (const photo of photos) {
  const { files, fromCache } = await photoFiles(photo, cacheDir);
  if (!fromCache) rendered += 1;
  const card = files.find((file) => file.key === imageKey({ id: photo.id, version: 1, extension: 'jpg' }, 'product'))!;
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.label}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="24" font-family="DejaVu Sans" font-size="15">${escape(photo.subject.name.slice(0, 38))}</text></svg>`,
  );
  tiles.push(
    await sharp(card.body)
      .resize(TILE.width, TILE.height)
      .extend({ bottom: TILE.label, background: '#fff' })
      .composite([{ input: label, top: TILE.height, left: 0 }])
      .png()
      .toBuffer(),
  );
}
const rows = Math.ceil(tiles.length / COLUMNS);
await sharp({ create: { width: COLUMNS * TILE.width, height: rows * (TILE.height + TILE.label), channels: 3, background: '#fff' } })
  .composite(tiles.map((input, index) => ({ input, left: (index % COLUMNS) * TILE.width, top: Math.floor(index / COLUMNS) * (TILE.height + TILE.label) })))
  .png()
  .toFile(out);
console.log(`${photos.length} photos (${rendered} drawn, the rest from ${cacheDir}) in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`);
