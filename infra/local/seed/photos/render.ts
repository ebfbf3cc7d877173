/**
 * Renders the seed photos with sharp: the shared background (rendered once per process), the
 * record's subject over it, then a film grain, as a JPEG of `PHOTO_WIDTH` × `PHOTO_HEIGHT`.
 *
 * Decisions: the SVG is drawn on a 1600 × 1200 canvas and rasterised at 1200 × 900; librsvg's
 * filters (turbulence, blur) cost per pixel, and 1200 px is still wider than the product card's
 * 640 px crop at twice the density of most phones' cards. The grain is sharp's Gaussian noise
 * blended over the picture rather than an SVG filter (a tenth of the time).
 */
import sharp, { type Sharp } from 'sharp';
import { backgroundSvg, photoSvg, type PhotoSubject } from './scenes';
import { WIDTH } from './svg';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;
const DENSITY = (72 * PHOTO_WIDTH) / WIDTH;

const backgrounds = new Map<string, Promise<Buffer>>();
let grain: Promise<Buffer> | undefined;

function rasterise(svg: string): Sharp {
  return sharp(Buffer.from(svg), { density: DENSITY }).resize(PHOTO_WIDTH, PHOTO_HEIGHT);
}

function background(key: string): Promise<Buffer> {
  const known = backgrounds.get(key);
  if (known) return known;
  const rendered = rasterise(backgroundSvg(key)).png({ compressionLevel: 1 }).toBuffer();
  backgrounds.set(key, rendered);
  return rendered;
}

function filmGrain(): Promise<Buffer> {
  grain ??= sharp({
    create: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return grain;
}

/** The JPEG of a record's photo. */
export async function renderPhoto(subject: PhotoSubject): Promise<Buffer> {
  const { background: key, svg } = photoSvg(subject);
  const [base, subjectLayer, noise] = await Promise.all([background(key), rasterise(svg).png({ compressionLevel: 1 }).toBuffer(), filmGrain()]);
  const composed = await sharp(base)
    .composite([{ input: subjectLayer }, { input: noise, blend: 'soft-light' }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(composed).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
