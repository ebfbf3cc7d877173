/**
 * The font files of /api/fonts' stylesheets in the media bucket (shared/fonts/fonts.ts): at synth
 * the WOFF2 files every stylesheet names (latin and latin-ext of each family's variants) are
 * copied from the installed Fontsource packages into a staging folder laid out as their keys
 * (`{family}/{version}/{file}`), and a BucketDeployment puts them under `font/`, where
 * CloudFront's `/font/*` behaviour serves them from the shop's own origin.
 *
 * Decisions: never pruned (a stylesheet cached at the edge or in a browser may still name the
 * previous package version's files); cached for a year as immutable, since every address carries
 * the package version.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { familyFiles, FONT_FAMILIES, FONT_PREFIX } from '#shared/fonts/fonts.ts';
import { acknowledgeBucketDeploymentProvider } from './nag';
import { fromRoot } from './paths';

/** A folder with every font file under its key without the `font/` prefix. */
export function stageFontFiles(): string {
  const stage = mkdtempSync(join(tmpdir(), 'theke-fonts-'));
  for (const family of FONT_FAMILIES) {
    for (const file of familyFiles(family)) {
      const target = join(stage, file.key.slice(FONT_PREFIX.length));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(fromRoot(join('node_modules', '@fontsource', family.id, 'files', file.fileName)), target);
    }
  }
  return stage;
}

export interface FontFilesProps {
  /** The media bucket, in the same stack (the provider's grant names it by its logical id). */
  bucket: s3.Bucket;
}

export class FontFiles extends Construct {
  readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: FontFilesProps) {
    super(scope, id);
    this.deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      sources: [s3deploy.Source.asset(stageFontFiles())],
      destinationBucket: props.bucket,
      destinationKeyPrefix: FONT_PREFIX,
      contentType: 'font/woff2',
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
    });
    acknowledgeBucketDeploymentProvider(
      Stack.of(this),
      props.bucket,
      'it copies the font files from the CDK asset bucket into font/ of the media bucket (CDK grants it the bucket; it never prunes, so it deletes nothing).',
    );
  }
}
