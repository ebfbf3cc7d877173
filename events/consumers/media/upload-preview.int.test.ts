/**
 * Upload previews end to end on the local stack: a file sent through `POST /api/uploads` lands in
 * s3rver, whose object-created event invokes the preview consumer like S3 does in AWS; the
 * preview is a JPEG of at most 640 px showing the file. The consumer called directly: the same
 * event twice keeps one preview, an unreadable PDF gets none, a version copy brings its preview.
 */
import { DeleteObjectCommand, HeadObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { jsPDF } from 'jspdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { copyUploadFile } from '#functions/uploads/storage.ts';
import { uploadPath, uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';
import { UPLOAD_CACHE_CONTROL } from '#shared/items/upload-serving.ts';
import { waitForPreview } from '../../../test/integration/upload-previews';
import { handler } from './upload-preview';

const s3 = await s3Client();
const bucket = readConfig().mediaBucket;
let baseUrl: string;

beforeAll(() => {
  baseUrl = inject('localStackUrl');
});
afterAll(() => s3.destroy());

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const RED = { r: 200, g: 30, b: 30 };

/** An A4 page (595 × 842 pt) with a line of text and a red rectangle at (100, 300) pt, 200 × 150 pt. */
function testPdf(): Buffer {
  const document = new jsPDF({ unit: 'pt', format: 'a4' });
  document.setFontSize(28);
  document.text('Hochzeitstorte für Anna', 60, 80);
  document.setFillColor(RED.r, RED.g, RED.b);
  document.rect(100, 300, 200, 150, 'F');
  return Buffer.from(document.output('arraybuffer'));
}

async function post(mimeType: string, bytes: Buffer, name: string): Promise<{ status: number; upload?: UploadAddress }> {
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: `data:${mimeType};base64,${bytes.toString('base64')}`, name }),
  });
  const body = (await response.json()) as { data?: UploadAddress };
  return { status: response.status, upload: body.data };
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

const near = (actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }, tolerance = 24) =>
  Math.abs(actual.r - expected.r) <= tolerance && Math.abs(actual.g - expected.g) <= tolerance && Math.abs(actual.b - expected.b) <= tolerance;

const s3Event = (key: string): S3Event =>
  ({
    Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: bucket }, object: { key: encodeURIComponent(key).replaceAll('%2F', '/') } } }],
  }) as unknown as S3Event;

async function exists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
    throw error;
  }
}

describe('upload previews through POST /api/uploads', () => {
  it('renders the first page of a PDF: a JPEG of at most 640 px with the rectangle in its colour at its place', async () => {
    const { status, upload } = await post('application/pdf', testPdf(), 'Tortenvorlage.pdf');
    expect(status).toBe(201);
    const preview = await waitForPreview(s3, upload!);
    expect([...preview.bytes.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(preview.contentType).toBe('image/jpeg');
    expect(preview.contentDisposition).toBe('inline');
    expect(preview.cacheControl).toBe(UPLOAD_CACHE_CONTROL);

    const metadata = await sharp(preview.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(Math.max(metadata.width, metadata.height)).toBe(640);
    expect(metadata.width).toBe(Math.round((595.28 / 841.89) * 640));
    expect(metadata.exif).toBeUndefined();
    const scale = metadata.height / 841.89;
    expect(await pixelAt(preview.bytes, 200 * scale, 375 * scale)).toSatisfy((pixel: { r: number; g: number; b: number }) => near(pixel, RED));
    // Outside the rectangle the page is white, and the text line is drawn (dark pixels in its band).
    expect(await pixelAt(preview.bytes, 450 * scale, 600 * scale)).toSatisfy((pixel: { r: number; g: number; b: number }) =>
      near(pixel, { r: 255, g: 255, b: 255 }, 4),
    );
    const band = await sharp(preview.bytes)
      .extract({ left: Math.round(60 * scale), top: Math.round(55 * scale), width: Math.round(300 * scale), height: Math.round(30 * scale) })
      .greyscale()
      .raw()
      .toBuffer();
    expect(Math.min(...band)).toBeLessThan(80);

    // Served like every upload preview, from its address.
    const served = await fetch(`${baseUrl}${uploadPreviewPath(upload!)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('renders a PNG as a JPEG scaled to 640 px on the long side, transparency on white', async () => {
    // Blue on the left three quarters, transparent black on the right quarter.
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 1200, height: 1000, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const { status, upload } = await post('image/png', png, 'Foto.png');
    expect(status).toBe(201);
    const preview = await waitForPreview(s3, upload!);
    expect([...preview.bytes.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    const metadata = await sharp(preview.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 400]);
    expect(await pixelAt(preview.bytes, 100, 200)).toSatisfy((pixel: { r: number; g: number; b: number }) => near(pixel, { r: 20, g: 90, b: 200 }));
    expect(await pixelAt(preview.bytes, 600, 200)).toSatisfy((pixel: { r: number; g: number; b: number }) => near(pixel, { r: 255, g: 255, b: 255 }, 4));
    // The file itself is stored as it was sent.
    const file = await fetch(`${baseUrl}${uploadPath(upload!)}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file named .pdf that is no PDF before anything is stored (no preview to render)', async () => {
    const { status, upload } = await post('application/pdf', Buffer.from('Bitte ohne Zwiebeln.'), 'Bestellung.pdf');
    expect(status).toBe(415);
    expect(upload).toBeUndefined();
  });
});

describe('the preview consumer called directly', () => {
  it('keeps the preview when the same event comes twice, and ignores preview keys and other prefixes', async () => {
    const { upload } = await post('application/pdf', testPdf(), 'Zweimal.pdf');
    const first = await waitForPreview(s3, upload!);
    const fileKey = uploadPath(upload!).slice(1);
    await handler(s3Event(fileKey));
    await handler(s3Event(fileKey));
    expect((await waitForPreview(s3, upload!)).bytes.equals(first.bytes)).toBe(true);

    // Deleted, the preview is rendered again from the file: the same bytes.
    const previewKey = uploadPreviewPath(upload!).slice(1);
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: previewKey }));
    await handler(s3Event(fileKey));
    expect((await waitForPreview(s3, upload!, 2000)).bytes.equals(first.bytes)).toBe(true);

    await expect(handler(s3Event(previewKey))).resolves.toBeUndefined();
    await expect(handler(s3Event('image/small/01JBX6Q0Z8M3K4N5P6R7S8T9VW-1.jpg'))).resolves.toBeUndefined();
  });

  it('gives a broken PDF no preview and does not throw (no retries)', async () => {
    const broken = Buffer.concat([testPdf().subarray(0, 400), Buffer.from('\n%%EOF\n')]);
    const { status, upload } = await post('application/pdf', broken, 'Kaputt.pdf');
    expect(status).toBe(201);
    await expect(handler(s3Event(uploadPath(upload!).slice(1)))).resolves.toBeUndefined();
    expect(await exists(uploadPreviewPath(upload!).slice(1))).toBe(false);
  });

  it('a version copy brings the preview along; a copy made before the preview exists gets one rendered', async () => {
    const { upload } = await post('application/pdf', testPdf(), 'Kopie.pdf');
    const first = await waitForPreview(s3, upload!);
    expect(await copyUploadFile(upload!, { ...upload!, version: 2 })).toBe(true);
    expect((await waitForPreview(s3, { ...upload!, version: 2 }, 2000)).bytes.equals(first.bytes)).toBe(true);

    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadPreviewPath({ ...upload!, version: 2 }).slice(1) }));
    expect(await copyUploadFile({ ...upload!, version: 2 }, { ...upload!, version: 3 })).toBe(true);
    expect((await waitForPreview(s3, { ...upload!, version: 3 })).bytes.equals(first.bytes)).toBe(true);
  });
});
