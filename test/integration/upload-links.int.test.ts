/**
 * GET /api/uploads/{id}/links: the back office's way to an upload's file and preview. The generic
 * reads hide `publicHash`; this route gives an administrator the two addresses of the upload's
 * current version, which the local server then serves. Employees are refused.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadPath, uploadPreviewPath } from '#shared/items/uploads.ts';
import type { Upload } from '#shared/schemas/media.ts';
import { invoke, loadGroupHandler } from './events';
import { s3Client } from '#functions/lib/s3.ts';
import { createActors, PNG_1X1, type Actors } from './fixtures';
import { waitForPreview } from './upload-previews';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const s3 = await s3Client();
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

async function upload(mimeType: string, bytes: Buffer, name: string): Promise<Upload> {
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: `data:${mimeType};base64,${bytes.toString('base64')}`, name }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Upload }).data;
}

describe('GET /api/uploads/{id}/links', () => {
  it('gives an administrator the file and preview addresses of an image upload, which are served', async () => {
    const created = await upload('image/png', PNG_1X1, 'Torte.png');
    const handler = await loadGroupHandler('uploads');
    const answer = await invoke<{ file: string; preview?: string }>(handler, 'GET', {
      path: '/api/uploads/{id}/links',
      params: { id: created.id },
      token: actors.admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ file: uploadPath(created), preview: uploadPreviewPath(created) });
    const file = await fetch(`${baseUrl}${answer.body.data!.file}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await waitForPreview(s3, created);
    const preview = await fetch(`${baseUrl}${answer.body.data!.preview!}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
  });

  it('names the preview address of a PDF, follows a rename to the new version, and refuses employees', async () => {
    const created = await upload('application/pdf', PDF, 'Logo.pdf');
    const handler = await loadGroupHandler('uploads');
    const links = (token: string) =>
      invoke<{ file: string; preview?: string }>(handler, 'GET', { path: '/api/uploads/{id}/links', params: { id: created.id }, token });
    expect((await links(actors.admin.token)).body.data).toEqual({ file: uploadPath(created), preview: uploadPreviewPath(created) });

    const renamed = await invoke<Upload>(handler, 'PUT', {
      path: '/api/uploads/{id}',
      params: { id: created.id },
      token: actors.admin.token,
      body: { ...created, name: 'Firmenlogo.pdf' },
    });
    expect(renamed.status).toBe(200);
    expect((await links(actors.admin.token)).body.data).toEqual({
      file: uploadPath({ ...created, version: 2 }),
      preview: uploadPreviewPath({ ...created, version: 2 }),
    });

    expect((await links(actors.employee.token)).status).toBe(403);
    const missing = await invoke(handler, 'GET', { path: '/api/uploads/{id}/links', params: { id: '01M6DMBE0051GEAFYYADKTEN4Z' }, token: actors.admin.token });
    expect(missing.status).toBe(404);
  });
});
