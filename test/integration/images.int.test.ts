/**
 * The image library's file path end to end, through the local server, s3rver and the processor
 * the local stack runs on S3's notification: request an upload, POST the file to the presigned
 * URL as a browser does (multipart form data, the fields first and the file last), wait for the
 * record to be 'ready' or 'failed', and look at what landed in the bucket.
 */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEntity, getEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { mediaMessages } from '#shared/i18n/media.ts';
import { IMAGE_UPLOAD_LIMITS, RENDITIONS, imageKey, imageKeys, renditionDimensions } from '#shared/media/image-files.ts';
import type { Image, ImageUploadAnswer } from '#shared/schemas/media.ts';
import type { HttpMethod } from '#functions/manifest.ts';
import { invoke, loadGroupHandler, type ApiResponse } from './events';
import { createActors, sampleBody, type Actors } from './fixtures';

const s3 = await s3Client();
const bucket = readConfig().mediaBucket;
let baseUrl: string;
let actors: Actors;

beforeAll(async () => {
  baseUrl = inject('localStackUrl');
  actors = await createActors();
});
afterAll(async () => {
  s3.destroy();
  await actors.tokens.close();
});

/** A call of the images Lambda as API Gateway makes it, as an administrator. */
async function call<T>(method: HttpMethod, routePath: string, body?: unknown, params?: Record<string, string>): Promise<ApiResponse<T>> {
  return invoke<T>(await loadGroupHandler('images'), method, { path: routePath, params, body, token: actors.admin.token });
}

/** What a browser does with the answer: a multipart POST of the fields and then the file. */
async function sendFile(upload: ImageUploadAnswer['upload'], bytes: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(upload.url, { method: 'POST', body: form, headers: { origin: baseUrl } });
  await response.arrayBuffer();
  return response.status;
}

/** Asks for the record as the screen does until the processor is done with it. */
async function settled(id: string, version: number): Promise<Image> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await call<Image>('GET', '/api/images/{id}', undefined, { id });
    const image = body.data!;
    if (image.status !== 'pending' && image.version > version) return image;
    if (Date.now() > deadline) throw new Error(`Image ${id} still ${image.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stored(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType, cacheControl: object.CacheControl };
}

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );

/** Whether EXIF data has the GPS IFD pointer (tag 0x8825, little- or big-endian). */
const hasGpsPointer = (exif: Buffer | undefined): boolean => !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

/** A photo-like JPEG stored as 1200×800 with EXIF orientation 6 (shown upright as 800×1200) and a GPS position. */
async function photoWithGps(): Promise<Buffer> {
  const raw = { width: 1200, height: 800, channels: 3 } as const;
  const noise = await sharp({ create: { ...raw, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .raw()
    .toBuffer();
  return sharp({ create: { ...raw, background: '#a05030' } })
    .composite([{ input: noise, raw, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Testkamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 26/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Requests a new image (no `replace`) or a new file for image `replace`, sends the file and waits for the processor. */
async function upload(replace: string | undefined, bytes: Buffer, name: string, type: string): Promise<{ answer: ImageUploadAnswer; image: Image }> {
  const request = { name, contentType: type, size: bytes.length };
  const requested = replace
    ? await call<ImageUploadAnswer>('POST', '/api/images/{id}/upload', request, { id: replace })
    : await call<ImageUploadAnswer>('POST', '/api/images/uploads', request);
  expect(requested.status, JSON.stringify(requested.body)).toBe(replace ? 200 : 201);
  const answer = requested.body.data!;
  expect(answer.image.status).toBe('pending');
  expect(answer.upload.fields.key).toMatch(new RegExp(`^incoming/image/${answer.image.id}/[0-9A-Z]{26}$`));
  expect(await sendFile(answer.upload, bytes, name, type)).toBe(204);
  return { answer, image: await settled(answer.image.id, answer.image.version) };
}

describe('image upload and processing', () => {
  let first: Image;

  it('renders every rendition upright, in sRGB, without metadata, and marks the record ready', async () => {
    const bytes = await photoWithGps();
    const input = await sharp(bytes).metadata();
    expect({ orientation: input.orientation, hasGps: hasGpsPointer(input.exif) }).toEqual({ orientation: 6, hasGps: true });
    const { answer, image } = await upload(undefined, bytes, 'Beiried vom Almochsen.jpg', 'image/jpeg');
    expect(answer.image.fileVersion).toBe(0);
    expect(answer.upload.url.startsWith('http://127.0.0.1:')).toBe(true);
    expect(image).toMatchObject({
      name: 'Beiried vom Almochsen',
      status: 'ready',
      fileVersion: 1,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: 800,
      height: 1200,
      size: bytes.length,
    });
    expect(image.errorCode).toBeUndefined();
    first = image;

    for (const key of imageKeys({ id: image.id, version: 1, extension: 'jpg' })) {
      const file = await stored(key);
      expect(file.contentType, key).toBe(key.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(file.cacheControl).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe(key.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(metadata.exif, `${key} has no EXIF (no GPS position)`).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
    }
    for (const rendition of RENDITIONS) {
      const metadata = await sharp((await stored(imageKey({ id: image.id, version: 1, extension: 'jpg' }, rendition))).bytes).metadata();
      expect({ rendition, width: metadata.width, height: metadata.height }).toEqual({ rendition, ...renditionDimensions(rendition, 800, 1200) });
    }
    const incoming = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `incoming/image/${image.id}/` }));
    expect(incoming.Contents ?? []).toEqual([]);
  });

  it('lets the back office origin send the file (CORS preflight of an upload with progress events)', async () => {
    const { body } = await call<ImageUploadAnswer>('POST', '/api/images/uploads', { name: 'Theke.jpg', contentType: 'image/jpeg', size: 1000 });
    const origin = readConfig().publicUrl!;
    const preflight = await fetch(body.data!.upload.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    // s3rver answers a matching preflight with '*'; S3 echoes the origin.
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(new RegExp(`^(\\*|${origin})$`));
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const foreign = await fetch(body.data!.upload.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a renamed program (MZ header as photo.jpg): failed with the German message', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
    const { image } = await upload(undefined, exe, 'photo.jpg', 'image/jpeg');
    expect(image).toMatchObject({ status: 'failed', errorCode: 'api.image.notAnImage', fileVersion: 0 });
    expect(mediaMessages[image.errorCode as keyof typeof mediaMessages]).toBe('Die Datei ist kein Bild im Format JPG, PNG, WebP, GIF oder AVIF.');
  });

  it('refuses a claimed size over the limit and a type that is no image before any upload, in German at the field', async () => {
    const tooLarge = await call('POST', '/api/images/uploads', { name: 'riesig.jpg', contentType: 'image/jpeg', size: IMAGE_UPLOAD_LIMITS.maxBytes + 1 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual([{ code: 'image.tooLarge', field: 'size', message: 'Die Datei ist zu groß. Erlaubt sind höchstens 25 MB.' }]);
    const pdf = await call('POST', '/api/images/uploads', { name: 'karte.pdf', contentType: 'application/pdf', size: 1000 });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors?.[0]).toMatchObject({ code: 'image.typeNotAllowed', field: 'contentType', message: mediaMessages['api.image.typeNotAllowed'] });
  });

  it('a staff PUT renames but cannot set the file fields', async () => {
    const renamed = await call<Image>('PUT', '/api/images/{id}', { ...first, name: 'Beiried', fileVersion: 99, status: 'failed', width: 1 }, { id: first.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Beiried', fileVersion: 1, status: 'ready', width: 800 });
    first = renamed.body.data!;
  });

  it('replacing the file gives version 2 and moves a product showing the image to it; delete refuses while it is shown', async () => {
    const product = await createEntity('Product', {
      ...sampleBody('products', undefined),
      images: [{ id: first.id, version: 1, extension: 'jpg', name: first.name }],
    });
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const { image } = await upload(first.id, png, 'Logo.png', 'image/png');
    expect(image).toMatchObject({ status: 'ready', fileVersion: 2, extension: 'png', width: 300, height: 200, name: 'Beiried' });
    expect((await stored(imageKey({ id: image.id, version: 2, extension: 'png' }, 'small'))).contentType).toBe('image/png');
    // The previous version's files stay for records not yet moved.
    expect(await exists(imageKey({ id: image.id, version: 1, extension: 'jpg' }, 'small'))).toBe(true);
    // The processor moves the records showing the image after it marked the image ready.
    await vi.waitFor(
      async () => {
        const updated = await getEntity('Product', product.id, { consistent: true });
        expect(updated?.images).toEqual([{ id: first.id, version: 2, extension: 'png', name: first.name }]);
      },
      { timeout: 10_000, interval: 100 },
    );

    const refused = await call('DELETE', '/api/images/{id}', undefined, { id: image.id });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]?.code).toBe('entity.inUse');
    expect(await exists(imageKey({ id: image.id, version: 2, extension: 'png' }, 'small'))).toBe(true);
  });

  it('deleting an image removes the objects of every version', async () => {
    const { image } = await upload(undefined, await photoWithGps(), 'Speck.jpeg', 'image/jpeg');
    const replaced = await upload(image.id, await photoWithGps(), 'Speck.jpg', 'image/jpeg');
    expect(replaced.image.fileVersion).toBe(2);
    const keys = [1, 2].flatMap((version) => imageKeys({ id: image.id, version, extension: 'jpg' }));
    expect((await Promise.all(keys.map(exists))).every(Boolean)).toBe(true);
    const deleted = await call('DELETE', '/api/images/{id}', undefined, { id: image.id });
    expect(deleted.status).toBe(200);
    expect((await Promise.all(keys.map(exists))).some(Boolean)).toBe(false);
    expect(await getEntity('Image', image.id, { consistent: true })).toBeUndefined();
  });
});
