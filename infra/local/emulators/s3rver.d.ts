// s3rver ships no type declarations; this covers the part the local stack uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { S3Event } from 'aws-lambda';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
    /** s3rver is a Koa app: it emits `event` with an S3 notification for each object written or deleted. */
    on(event: 'event', listener: (event: S3Event) => void): this;
  }
}
