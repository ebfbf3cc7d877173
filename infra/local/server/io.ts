/** Small request and response helpers of the local server. */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { HttpResponse } from './apigw';

/** API Gateway's limit for a request payload to Lambda (6 MB synchronous invoke). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Keep draining (and dropping) the rest so the 413 answer still reaches the client.
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function jsonResponse(statusCode: number, body: string): HttpResponse {
  return { statusCode, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}

export function sendJson(res: ServerResponse, statusCode: number, body: string, contentType = 'application/json'): void {
  res.writeHead(statusCode, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }).end(body);
}

const COMPRESSIBLE = /^(application\/(json|javascript|manifest\+json)|text\/|image\/svg\+xml)/;

/**
 * Brotli or gzip for text bodies of 1 KB or more, whichever the browser accepts (Brotli first), as
 * CloudFront compresses in production (its cache policies enable both), so pages and benchmarks
 * on the local stack see realistic transfer sizes. Brotli at quality 5: CloudFront compresses on
 * the fly too, not at the slow maximum.
 */
export function compressForClient(req: IncomingMessage, headers: OutgoingHttpHeaders, body: Buffer): { headers: OutgoingHttpHeaders; body: Buffer } {
  const type = String(headers['content-type'] ?? '');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding || body.length < 1024 || !COMPRESSIBLE.test(type) || headers['content-encoding']) return { headers, body };
  const compressed =
    encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipSync(body);
  return { headers: { ...headers, 'content-encoding': encoding, 'content-length': compressed.length, vary: 'accept-encoding' }, body: compressed };
}
