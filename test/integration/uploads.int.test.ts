/**
 * POST /api/uploads through the local server (the storefront's way in, with its 6 MB body limit)
 * against DynamoDB Local and s3rver: the file lands in the media bucket under the address the
 * storefront links to, the record has the spec's fields, refusals are German and write nothing.
 * The back office's rename keeps the file reachable under the record's new version.
 */
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getEntity, listEntities } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { uploadPath, uploadPreviewPath } from '#shared/items/uploads.ts';
import type { Upload } from '#shared/schemas/media.ts';
import { invoke, loadGroupHandler } from './events';
import { waitForPreview } from './upload-previews';
import { createActors, PNG_1X1, type Actors } from './fixtures';

const PNG = PNG_1X1;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The upload records (an upload writes no uniqueness or reference items), read from their type's
 * index: not the whole table, which other tests' consumers and the stack's scheduled jobs may
 * still write to meanwhile, and which a scan reads in seconds once earlier files filled it.
 */
const uploadItems = () => listEntities('Upload');

const dataUrl = (mimeType: string, bytes: Buffer) => `data:${mimeType};base64,${bytes.toString('base64')}`;

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

interface Answer {
  status: number;
  body: { data?: Upload; errors?: Array<{ code: string; field?: string; message: string }> };
}

async function post(body: unknown): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function storedObject(key: string): Promise<{ bytes: Buffer; contentType?: string }> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
}

async function uploadKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'upload/', ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

describe('POST /api/uploads', () => {
  it('stores a PNG under its address and its preview address and answers the upload record', async () => {
    const answer = await post({ data: dataUrl('image/png', PNG), name: 'Tortenfoto.png' });
    expect(answer.status).toBe(201);
    const upload = answer.body.data!;
    expect(upload).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      entityType: 'Upload',
      version: 1,
      extension: 'png',
      mimeType: 'image/png',
      name: 'Tortenfoto.png',
      size: PNG.length,
      publicHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      // Sent without the browser's upload token: no order can use it (functions/uploads/binding.ts).
      hasUploadToken: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { hasUploadToken: _flag, ...record } = upload as Upload & { hasUploadToken?: boolean };
    expect(await getEntity('Upload', upload.id, { consistent: true })).toEqual(record);

    const file = await storedObject(`upload/${upload.publicHash}/${upload.id}-1.png`);
    expect(file.bytes.equals(PNG)).toBe(true);
    expect(file.contentType).toBe('image/png');

    // The addresses the storefront links to, served by the local server like CloudFront does;
    // the preview is the consumer's JPEG (events/consumers/media/upload-preview.int.test.ts), a moment later.
    const served = await fetch(`${baseUrl}${uploadPath(upload)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await waitForPreview(s3, upload);
    const preview = await fetch(`${baseUrl}${uploadPreviewPath(upload)}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores a PDF; without a name the MIME type names the type; one that pdf.js cannot read gets no preview', async () => {
    const answer = await post({ data: dataUrl('application/pdf', PDF) });
    expect(answer.status).toBe(201);
    const upload = answer.body.data!;
    expect(upload).toMatchObject({ extension: 'pdf', mimeType: 'application/pdf', size: PDF.length });
    expect(upload).not.toHaveProperty('name');
    const served = await fetch(`${baseUrl}${uploadPath(upload)}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    // This PDF has no page: the consumer renders nothing (it has run once the next upload's preview exists).
    const next = (await post({ data: dataUrl('image/png', PNG), name: 'danach.png' })).body.data!;
    await waitForPreview(s3, next);
    expect((await fetch(`${baseUrl}${uploadPreviewPath(upload)}`)).status).toBe(404);
  });

  it('takes a HEIC photo the browser reports as application/octet-stream by its name, stored as image/heic', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64, 1)]);
    const answer = await post({ data: dataUrl('application/octet-stream', heic), name: 'IMG_4711.HEIC' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ extension: 'heic', mimeType: 'image/heic', name: 'IMG_4711.HEIC' });
  });

  describe('refusals: German message, nothing stored', () => {
    const tooLarge = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(4 * 1024 * 1024 + 1 - 16)]);
    const cases: Array<[string, unknown, number, string, string]> = [
      [
        'a program named .exe',
        { data: dataUrl('application/x-msdownload', Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1')), name: 'setup.exe' },
        415,
        'upload.unsupportedType',
        'Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie ein Bild (JPG, PNG, GIF) oder ein Dokument (z. B. PDF) hoch.',
      ],
      [
        'a program claiming image/png without a name',
        { data: dataUrl('image/png', Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1')) },
        415,
        'upload.contentMismatch',
        'Der Inhalt der Datei passt nicht zu ihrem Format (PNG).',
      ],
      [
        'a text file claiming image/png',
        { data: dataUrl('image/png', Buffer.from('Bitte ohne Zwiebeln.')), name: 'foto.png' },
        415,
        'upload.contentMismatch',
        'Der Inhalt der Datei passt nicht zu ihrem Format (PNG).',
      ],
      [
        'an SVG (it could carry script)',
        { data: dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), name: 'logo.svg' },
        415,
        'upload.unsupportedType',
        'Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie ein Bild (JPG, PNG, GIF) oder ein Dokument (z. B. PDF) hoch.',
      ],
      [
        'a PNG one byte over 4 MiB',
        { data: dataUrl('image/png', tooLarge), name: 'riesig.png' },
        413,
        'upload.tooLarge',
        'Die Datei ist zu groß. Erlaubt sind höchstens 4 MB.',
      ],
      [
        'a body over the 6 MB a Lambda accepts',
        { data: dataUrl('image/png', Buffer.concat([tooLarge, tooLarge.subarray(0, 600_000)])), name: 'riesig.png' },
        413,
        'request.tooLarge',
        'Die Anfrage ist zu groß.',
      ],
      [
        'plain base64 without data: prefix',
        { data: PNG.toString('base64'), name: 'foto.png' },
        400,
        'upload.invalidData',
        'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus.',
      ],
      [
        'a data URL with broken base64',
        { data: 'data:image/png;base64,iVBOR w0KGgo=', name: 'foto.png' },
        400,
        'upload.invalidData',
        'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus.',
      ],
      ['an empty file', { data: 'data:image/png;base64,', name: 'leer.png' }, 400, 'upload.empty', 'Die Datei ist leer.'],
      ['no data at all', { name: 'foto.png' }, 400, 'validation.required', 'Bitte füllen Sie dieses Feld aus.'],
      ['broken JSON', '{"data": "data:', 400, 'request.invalidJson', 'Die Anfrage enthält kein gültiges JSON.'],
    ];

    it.each(cases)('%s', async (_name, body, status, code, message) => {
      const itemsBefore = await uploadItems();
      const keysBefore = await uploadKeys();
      const answer = await post(body);
      expect(answer.status).toBe(status);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors![0]).toMatchObject({ code, message });
      expect(await uploadItems()).toEqual(itemsBefore);
      expect(await uploadKeys()).toEqual(keysBefore);
    });
  });
});

describe('back office edit of an upload', () => {
  it('renames it, keeps its file facts and serves the file under the new version too', async () => {
    const upload = (await post({ data: dataUrl('image/png', PNG), name: 'Tortenfoto.png' })).body.data!;
    const handler = await loadGroupHandler('uploads');
    const answer = await invoke<Upload>(handler, 'PUT', {
      path: '/api/uploads/{id}',
      params: { id: upload.id },
      token: actors.admin.token,
      // A client cannot change what the file is or where it lives.
      body: { ...upload, name: 'Hochzeitstorte Huber.png', extension: 'exe', mimeType: 'application/x-msdownload', size: 1, publicHash: 'anders' },
    });
    expect(answer.status).toBe(200);
    // The back office's answers never carry the public hash (docs/permissions.md), only that there is one.
    const { publicHash, ...withoutHash } = upload;
    expect(answer.body.data).toEqual({ ...withoutHash, hasPublicHash: true, name: 'Hochzeitstorte Huber.png', version: 2, updatedAt: expect.any(String) });
    const renamed = { ...answer.body.data!, publicHash };
    for (const path of [uploadPath(upload), uploadPath(renamed)]) {
      const served = await fetch(`${baseUrl}${path}`);
      expect(served.status, path).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG), path).toBe(true);
    }
    await waitForPreview(s3, renamed);
    expect((await fetch(`${baseUrl}${uploadPreviewPath(renamed)}`)).headers.get('content-type')).toBe('image/jpeg');
  });
});
