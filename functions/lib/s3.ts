/**
 * The one S3 client factory of the Lambdas and the local stack. Checksums only when an operation
 * requires them (DESIGN.md §2): with the SDK's default (`WHEN_SUPPORTED`) streamed uploads to
 * s3rver arrive silently corrupted; the same setting in AWS keeps local and deployed code equal.
 * Against s3rver (config.s3Endpoint) requests are path-style, as s3rver serves no bucket hosts.
 *
 * The SDK loads with the first request that uses S3, not with the Lambda (./sdk-client.ts): its
 * import costs about 40 ms of a cold start, and most requests of the Lambdas that hold it (image
 * library, uploads, content AI) never touch the bucket. Call sites take their Command classes
 * from `s3Sdk()`, never from a static import:
 *
 *   const client = await sharedS3Client();
 *   const { GetObjectCommand } = await s3Sdk();
 *   const object = await client.send(new GetObjectCommand({ … }));
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { readConfig, type RuntimeConfig } from './config';
import { lazyClient } from './sdk-client';

/** The S3 SDK module, loaded with the first call. */
export const s3Sdk = () => import('@aws-sdk/client-s3');

/** A new client for `config`, owned by the caller (the local stack, the seed and tests destroy theirs). */
export async function s3Client(config: Pick<RuntimeConfig, 'region' | 's3Endpoint'> = readConfig()): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  return new S3Client({
    region: config.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}),
  });
}

/** The Lambdas' client: one per configuration, shared by the modules of a Lambda and reused while it is warm. */
export const sharedS3Client = lazyClient('s3Endpoint', ({ region, endpoint }) => s3Client(endpoint ? { region, s3Endpoint: endpoint } : { region }));

/** Whether S3 answered that the object is not there (GetObject's NoSuchKey, HeadObject's NotFound, any 404). */
export async function isMissingObject(error: unknown): Promise<boolean> {
  const { S3ServiceException } = await s3Sdk();
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
