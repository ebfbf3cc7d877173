/**
 * Uploads are no public file hosting: how the local server serves them (as CloudFront does:
 * attachment or inline, nosniff, sandboxed, not cached for long), that only the browser that
 * uploaded a file can use it in an order (its upload token), and that the job `upload-cleanup`
 * deletes uploads no order used within a day, record and files, and keeps used ones. Against the
 * shared local stack (DynamoDB Local, s3rver) through its HTTP server.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { createEntity, getEntity } from '#functions/db/repository.ts';
import { entityKey } from '#functions/db/keys.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { uploadTokenHash } from '#functions/uploads/binding.ts';
import { storeUploadFile } from '#functions/uploads/storage.ts';
import { cleanUpUploads } from '#events/jobs/upload-cleanup.ts';
import { uploadPath, uploadPreviewPath, type UploadAddress } from '#shared/items/uploads.ts';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '#shared/items/upload-serving.ts';
import type { Upload } from '#shared/schemas/media.ts';
import { PNG_1X1 } from './fixtures';
import { waitForPreview } from './upload-previews';
import { createOrderShop, takeawayBody, type OrderShopFixture } from './order-fixtures';
import { scanAllItems } from './table';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('<script>alert(document.cookie)</script>\n', 'utf8');
const TOKEN = 'upload-token-of-this-browser-01';
const OTHER_TOKEN = 'upload-token-of-another-browser';

const s3 = await s3Client();
const bucket = readConfig().mediaBucket;
let baseUrl: string;
let shop: OrderShopFixture;
let client = 0;

beforeAll(async () => {
  baseUrl = inject('localStackUrl');
  shop = await createOrderShop({}, [
    {
      name: 'Fototorte',
      price: 40,
      tax: 10,
      unit: 'amount',
      type: 'configurable',
      config: { parts: [{ name: 'Foto', type: 'image', optional: false, options: [] }] },
    },
  ]);
});
afterAll(() => s3.destroy());

/** Each request from another client address, so the local per-client rate limit stays out of the way. */
async function post<T>(path: string, body: unknown): Promise<{ status: number; data?: T; errors?: Array<{ code: string; field?: string }> }> {
  client++;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `10.9.${Math.floor(client / 250)}.${client % 250}:4711` },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

async function upload(bytes: Buffer, mimeType: string, name: string, token: string | null = TOKEN): Promise<Upload> {
  const answer = await post<Upload>('/api/uploads', { data: `data:${mimeType};base64,${bytes.toString('base64')}`, name, ...(token ? { token } : {}) });
  expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
  return answer.data!;
}

const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
};

describe('GET /upload/… through the local server', () => {
  it('a text file: a download under its name, nosniff, sandboxed, private, never run as a page', async () => {
    const file = await upload(TEXT, 'text/plain', 'Notiz.txt');
    const response = await fetch(`${baseUrl}${uploadPath(file)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Notiz.txt"; filename*=UTF-8''Notiz.txt`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TEXT);
  });

  it('a PDF: a download too', async () => {
    const file = await upload(PDF, 'application/pdf', 'Rechnung März.pdf');
    const response = await fetch(`${baseUrl}${uploadPath(file)}`);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Rechnung M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an image and its preview: inline, with nosniff', async () => {
    const file = await upload(PNG_1X1, 'image/png', 'Torte.png');
    await waitForPreview(s3, file);
    for (const [path, type] of [
      [uploadPath(file), 'image/png'],
      [uploadPreviewPath(file), 'image/jpeg'],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('content-disposition'), path).toBe('inline');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('an object stored before (without a disposition) is a download all the same; images keep their year of caching', async () => {
    const key = `upload/${'f'.repeat(32)}/${ulid()}-1.txt`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: TEXT, ContentType: 'text/plain' }));
    const response = await fetch(`${baseUrl}/${key}`);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.txt"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${baseUrl}/image/${ulid()}-1.jpg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('an upload belongs to the browser that made it', () => {
  const photoOrder = (file: Upload, uploadToken: string | undefined) =>
    post<{ uid: string }>('/api/orders/public', {
      ...takeawayBody(shop, {
        items: [{ product: { id: shop.extras[0]!.id }, amount: 1, unit: 'amount', parts: [{ name: 'Foto', files: [file] }] }],
      }),
      ...(uploadToken ? { uploadToken } : {}),
    });

  it('another browser’s order (or one without the token) is refused; the uploader’s is taken and marks the upload used', async () => {
    const file = await upload(PNG_1X1, 'image/png', 'Torte.png');
    for (const token of [OTHER_TOKEN, undefined]) {
      const refused = await photoOrder(file, token);
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual([expect.objectContaining({ code: 'order.upload', field: 'items.0.parts.0' })]);
    }
    expect((await getEntity('Upload', file.id, { consistent: true }))?.usedAt).toBeUndefined();
    const taken = await photoOrder(file, TOKEN);
    expect(taken.status, JSON.stringify(taken.errors)).toBe(201);
    const stored = (await getEntity('Upload', file.id, { consistent: true }))!;
    expect(stored.usedAt).toEqual(expect.any(String));
    expect(stored.usedBy).toEqual(expect.any(String));
    expect(stored.version).toBe(1);
    const item = (await scanAllItems()).find((candidate) => candidate.pk === entityKey('Upload', file.id).pk)!;
    expect(item.gsi2pk).toBeUndefined();
  });

  it('an upload sent without a token can be used by no order', async () => {
    const file = await upload(PNG_1X1, 'image/png', 'Torte.png', null);
    expect((await photoOrder(file, TOKEN)).status).toBe(400);
  });
});

describe('the job upload-cleanup', () => {
  /** An upload as POST /api/uploads stores it, created `hoursAgo` hours ago. */
  async function storedUpload(hoursAgo: number, extension = 'png'): Promise<Upload & UploadAddress> {
    const now = new Date(Date.now() - hoursAgo * 3_600_000);
    const id = ulid(now.getTime());
    const address = { id, version: 1, extension, publicHash: ulid().toLowerCase() };
    await storeUploadFile(address, extension === 'png' ? PNG_1X1 : TEXT, extension === 'png' ? 'image/png' : 'text/plain', `alt.${extension}`);
    // The preview consumer writes the image's preview a moment later; the job must find it.
    if (extension === 'png') await waitForPreview(s3, address);
    const record = await createEntity(
      'Upload',
      { extension, mimeType: extension === 'png' ? 'image/png' : 'text/plain', size: 10, publicHash: address.publicHash, tokenHash: uploadTokenHash(TOKEN) },
      { id, now },
    );
    return { ...(record as unknown as Upload), ...address };
  }

  it('deletes the uploads no order used for more than a day, record and files; keeps used and young ones', async () => {
    const old = await storedUpload(25);
    const oldText = await storedUpload(30, 'txt');
    const young = await storedUpload(2);
    const used = await storedUpload(26);
    const order = await post('/api/orders/public', {
      ...takeawayBody(shop, { items: [{ product: { id: shop.extras[0]!.id }, amount: 1, unit: 'amount', parts: [{ name: 'Foto', files: [used] }] }] }),
      uploadToken: TOKEN,
    });
    expect(order.status, JSON.stringify(order.errors)).toBe(201);
    for (const key of [uploadPath(old), uploadPreviewPath(old), uploadPath(oldText)]) expect(await objectExists(key.slice(1)), key).toBe(true);

    const run = await cleanUpUploads({ now: new Date(), log: createLogger({ test: 'upload-cleanup' }) });

    expect(run.failed).toBe(0);
    expect(run.deleted).toEqual(expect.arrayContaining([old.id, oldText.id]));
    expect(run.deleted).not.toContain(used.id);
    expect(run.deleted).not.toContain(young.id);
    for (const gone of [old, oldText]) expect(await getEntity('Upload', gone.id, { consistent: true }), gone.id).toBeUndefined();
    for (const key of [uploadPath(old), uploadPreviewPath(old), uploadPath(oldText)]) expect(await objectExists(key.slice(1)), key).toBe(false);
    for (const kept of [used, young]) {
      expect(await getEntity('Upload', kept.id, { consistent: true }), kept.id).toBeDefined();
      expect(await objectExists(uploadPath(kept).slice(1)), kept.id).toBe(true);
    }
    const served = await fetch(`${baseUrl}${uploadPath(old)}`);
    expect(served.status).toBe(404);

    // A second run finds nothing more to do.
    expect((await cleanUpUploads({ now: new Date(), log: createLogger({ test: 'upload-cleanup' }) })).deleted).not.toContain(used.id);
  });
});
