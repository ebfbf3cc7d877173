/**
 * S3 for the local stack: s3rver on loopback, in this process. Its buckets are created at start.
 * s3rver knows one key pair, S3RVER/S3RVER (it does not check SigV4 signatures), so the local
 * stack gives every AWS client those credentials (DynamoDB Local and cognito-local take any).
 *
 * Like S3's event notifications, `onObjectCreated` hears of every object written (PUT, POST,
 * copy) with the notification's shape (aws-lambda S3Event); the stack passes it to the image
 * processor. `corsOrigins` lets those browser origins POST to the buckets (the image upload).
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import { LocalStackError } from './process';

export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3Options {
  port: number;
  /** Keep the files in this folder; omitted means a temporary folder removed at stop (tests). */
  directory?: string;
  buckets: string[];
  /** Browser origins that may GET, PUT and POST to the buckets (a CORS configuration per bucket). */
  corsOrigins?: string[];
  /** Called for each object created; must not throw (s3rver emits synchronously). */
  onObjectCreated?: (event: S3Event) => void;
}

/** The CORS configuration of a local bucket, in S3's XML. */
export function corsConfiguration(origins: readonly string[]): string {
  const rules = origins
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3(options: S3Options): Promise<RunningS3> {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'theke-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory,
    configureBuckets: options.buckets.map((name) => ({ name, configs: options.corsOrigins?.length ? [corsConfiguration(options.corsOrigins)] : [] })),
  });
  const onObjectCreated = options.onObjectCreated;
  if (onObjectCreated) {
    server.on('event', (event: S3Event) => {
      if (event.Records?.some((record) => record.eventName?.startsWith('ObjectCreated'))) onObjectCreated(event);
    });
  }
  try {
    await server.run();
  } catch (error) {
    throw new LocalStackError(`S3 (s3rver) startete nicht auf Port ${options.port}.`, { cause: error });
  }
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
