import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressForClient } from './io';

const request = (acceptEncoding?: string) => ({ headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) as IncomingMessage;
const json = { 'content-type': 'application/json' };
const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Leberkässemmel' })) }));

describe('compression of the local server (as CloudFront does it)', () => {
  it('prefers Brotli when the browser accepts it', () => {
    const sent = compressForClient(request('gzip, deflate, br, zstd'), json, body);
    expect(sent.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-length': sent.body.length });
    expect(brotliDecompressSync(sent.body).equals(body)).toBe(true);
    expect(sent.body.length).toBeLessThan(body.length / 5);
  });

  it('falls back to gzip, and leaves the body alone without either', () => {
    const gzipped = compressForClient(request('gzip, deflate'), json, body);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(body)).toBe(true);
    expect(compressForClient(request(), json, body)).toEqual({ headers: json, body });
  });

  it('sends small bodies, binary types and already encoded bodies as they are', () => {
    const small = Buffer.from('{"data":[]}');
    expect(compressForClient(request('br'), json, small).body).toBe(small);
    expect(compressForClient(request('br'), { 'content-type': 'image/png' }, body).body).toBe(body);
    expect(compressForClient(request('br'), { ...json, 'content-encoding': 'gzip' }, body).body).toBe(body);
  });
});
