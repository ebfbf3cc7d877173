/**
 * The font files of /api/fonts (shared/fonts/fonts.ts, infra/constructs/font-files.ts): deployed
 * into font/ of the media bucket (data stack), never pruned, immutable; served by CloudFront's
 * `/font/*` behaviour from the media bucket like `/image/*`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyFiles, FONT_FAMILIES, FONT_PREFIX } from '#shared/fonts/fonts.ts';
import { stageFontFiles } from '../constructs/font-files';
import { DataStack } from './data-stack';
import { WebStack } from './web-stack';

let data: Template;
let web: Template;

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const env = { account: '123456789012', region: 'eu-central-1' };
  const dataStack = new DataStack(app, 'Data', { env });
  const base = new Stack(app, 'Base', { env });
  const pool = new cognito.UserPool(base, 'Pool');
  const webStack = new WebStack(app, 'Web', {
    env,
    apiDomainName: 'abc.execute-api.eu-central-1.amazonaws.com',
    mediaBucket: dataStack.media.bucket,
    logsBucket: new s3.Bucket(base, 'Logs', { objectOwnership: s3.ObjectOwnership.OBJECT_WRITER }),
    userPool: pool,
    userPoolClient: pool.addClient('Client'),
  });
  data = Template.fromStack(dataStack);
  web = Template.fromStack(webStack);
}, 60_000);

describe('font files', () => {
  it('stages every file the stylesheets name, under its key without font/', () => {
    const stage = stageFontFiles();
    for (const family of FONT_FAMILIES) {
      for (const file of familyFiles(family)) expect(existsSync(join(stage, file.key.slice(FONT_PREFIX.length))), file.key).toBe(true);
    }
    expect(existsSync(join(stage, 'roboto', '5.3.0', 'roboto-latin-700-normal.woff2'))).toBe(true);
  });

  it('deploys them into font/ of the media bucket, never pruned, as immutable WOFF2', () => {
    const deployments = Object.values(data.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const properties = deployments[0]!.Properties as Record<string, unknown>;
    expect(properties.DestinationBucketKeyPrefix).toBe('font/');
    expect(properties.Prune).toBe(false);
    expect(JSON.stringify(properties.DestinationBucketName)).toContain('MediaBucket');
    expect(properties.SystemMetadata).toMatchObject({ 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it('serves /font/* from the media bucket with the cached media behaviour', () => {
    const config = (
      Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as {
        DistributionConfig: { CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string; CachePolicyId: unknown; AllowedMethods: string[] }> };
      }
    ).DistributionConfig;
    const font = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/font/*')!;
    const image = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/image/*')!;
    expect(font).toBeDefined();
    expect(font.TargetOriginId).toBe(image.TargetOriginId);
    // CachingOptimized (managed policy id).
    expect(font.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    expect(font.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('lets CloudFront read font/* of the media bucket', () => {
    const policy = Object.values(data.findResources('AWS::S3::BucketPolicy')).find((candidate) => JSON.stringify(candidate).includes('CloudFrontReadsMedia'))!;
    expect(JSON.stringify(policy)).toContain('/font/*');
  });
});
