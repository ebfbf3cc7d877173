import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV, readConfig } from './config';
import { s3Client, sharedS3Client } from './s3';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('S3 clients', () => {
  it('checksums only when required, path-style against an endpoint', async () => {
    const client = await s3Client({ ...readConfig(), region: 'eu-central-1', s3Endpoint: 'http://127.0.0.1:4569' });
    try {
      expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
      expect(await client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
      expect(client.config.forcePathStyle).toBe(true);
      expect(await client.config.region()).toBe('eu-central-1');
    } finally {
      client.destroy();
    }
  });

  it('the Lambdas share one client until the endpoint changes', async () => {
    vi.stubEnv(ENV.s3Endpoint, 'http://127.0.0.1:4569');
    const first = await sharedS3Client();
    expect(await sharedS3Client()).toBe(first);
    expect((await first.config.endpoint?.())?.port).toBe(4569);
    vi.stubEnv(ENV.s3Endpoint, 'http://127.0.0.1:4570');
    const second = await sharedS3Client();
    expect(second).not.toBe(first);
    expect((await second.config.endpoint?.())?.port).toBe(4570);
  });
});
