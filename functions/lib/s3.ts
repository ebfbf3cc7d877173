/**
 * The one S3 client factory of the Lambdas and the local stack. Checksums only when an operation
 * requires them (DESIGN.md §2): with the SDK's default (`WHEN_SUPPORTED`) streamed uploads to
 * s3rver arrive silently corrupted; the same setting in AWS keeps local and deployed code equal.
 * Against s3rver (config.s3Endpoint) requests are path-style, as s3rver serves no bucket hosts.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { readConfig, type RuntimeConfig } from './config';

export function s3Client(config: RuntimeConfig = readConfig()): S3Client {
  return new S3Client({
    region: config.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}),
  });
}
