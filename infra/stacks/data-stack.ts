/**
 * Data stack: what must survive every redeploy. The single table (functions/db/table.ts), the
 * media bucket behind /image/*, /upload/* and /font/* (with the font files it gets at deploy), and
 * the bucket of access logs. All retained.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { MediaStore, ThekeTable } from '../constructs/data-stores';
import { FontFiles } from '../constructs/font-files';
import { acknowledge } from '../constructs/nag';

export interface DataStackProps extends StackProps {
  /** Origins that upload library photos to the media bucket (its CORS), e.g. the shop's public URL. */
  uploadOrigins?: string[];
  /** Days a customer's upload file is kept (context `uploadRetentionDays`). */
  uploadRetentionDays?: number;
}

export class DataStack extends Stack {
  readonly table: ThekeTable;
  readonly media: MediaStore;
  readonly fonts: FontFiles;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = new ThekeTable(this, 'Table');

    // Access logs of the media bucket and of CloudFront. CloudFront's standard logging writes
    // through ACLs, hence BUCKET_OWNER_PREFERRED instead of the ACL-less default.
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      // Decision: access logs hold IP addresses (personal data); 90 days cover abuse analysis.
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.logsBucket, 'AwsSolutions-S1', 'This is the access-log bucket itself; logging its own writes into itself would loop.');

    this.media = new MediaStore(this, 'Media', {
      accessLogs: this.logsBucket,
      uploadOrigins: props.uploadOrigins,
      uploadRetentionDays: props.uploadRetentionDays,
    });
    this.fonts = new FontFiles(this, 'FontFiles', { bucket: this.media.bucket });
  }
}
