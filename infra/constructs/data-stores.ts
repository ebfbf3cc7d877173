/**
 * The two stores of the data stack, each with the customer-managed policy that grants a function
 * read/write access to it (attached by ./grants). The policies live next to the resources so
 * their statements name the resources directly, without wildcards where none are needed.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDefinition } from '#functions/db/table.ts';
import { acknowledge } from './nag';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

/** Item reads and writes incl. transactions (they need the item actions) and queries on the indexes. */
export const tableDataActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
];

/** The single table of functions/db/table.ts: on demand, point-in-time recovery, retained. */
export class ThekeTable extends Construct {
  readonly table: dynamodb.Table;
  readonly readWritePolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.readWritePolicy = new iam.ManagedPolicy(this, 'ReadWrite', {
      description: 'Theke: read and write the items of the table and query its indexes',
      statements: [
        new iam.PolicyStatement({
          actions: tableDataActions,
          resources: [this.table.tableArn, ...tableDefinition.indexes.map((index) => `${this.table.tableArn}/index/${index.indexName}`)],
        }),
      ],
    });
  }
}

/**
 * Key prefixes of the media bucket. CloudFront passes the request path unchanged to the bucket,
 * so an image at https://<shop>/image/large/01J…-3.jpg is the object `image/large/01J…-3.jpg`:
 * the image and upload handlers store objects under the URL path without its leading slash.
 */
export const mediaPrefixes = ['image/', 'upload/'] as const;

/**
 * The font files (infra/constructs/font-files.ts, written at deploy, never by a Lambda): CloudFront
 * reads them like the media prefixes, no function may write them.
 */
export const fontPrefix = 'font/';

/**
 * Where the browser's upload of a library photo lands (functions/images/files.ts): never served,
 * read and removed by the image processor, expired after a day if it is not.
 */
export const incomingPrefix = 'incoming/';

/** Default days a customer's upload file is kept (context `uploadRetentionDays`, docs/mail-and-uploads.md). */
export const DEFAULT_UPLOAD_RETENTION_DAYS = 365;

/** Every prefix of the media bucket CloudFront serves. */
export const cloudFrontPrefixes = [...mediaPrefixes, fontPrefix] as const;

export interface MediaStoreProps {
  /** Bucket for the server access logs. */
  accessLogs: s3.IBucket;
  /**
   * Origins whose pages POST photos to the bucket (the back office's presigned upload). Without
   * the shop's domain its CloudFront address is not known here (the web stack depends on this
   * one), so any origin may: the presigned policy, not CORS, is what authorises an upload.
   */
  uploadOrigins?: string[];
  /** Days a customer's upload file (`upload/`) is kept; default DEFAULT_UPLOAD_RETENTION_DAYS. */
  uploadRetentionDays?: number;
}

/** Images and uploads: private, encrypted, versioned, retained; read publicly only via CloudFront. */
export class MediaStore extends Construct {
  readonly bucket: s3.Bucket;
  readonly readWritePolicy: iam.ManagedPolicy;
  /** The image processor's rights (infra/constructs/image-processor.ts): read and delete incoming/, write image/. */
  readonly imageProcessorPolicy: iam.ManagedPolicy;
  /** The upload previewer's rights (infra/constructs/image-processor.ts): read upload/, write previews there. */
  readonly uploadPreviewPolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: MediaStoreProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [
        // Replaced and deleted files stay restorable for a month, then their old versions go.
        { id: 'OldVersions', noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // An upload the image processor did not take (it deletes what it processed).
        { id: 'IncomingImages', prefix: incomingPrefix, expiration: Duration.days(1) },
        // Customers' files are kept as long as questions about their orders may come up; the records stay.
        { id: 'CustomerUploads', prefix: 'upload/', expiration: Duration.days(props.uploadRetentionDays ?? DEFAULT_UPLOAD_RETENTION_DAYS) },
      ],
      // The back office sends library photos straight from the browser (presigned POST).
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: props.uploadOrigins?.length ? props.uploadOrigins : ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The API signs presigned POSTs to incoming/ with its role, and deletes leftovers there.
    const writablePrefixes = [...mediaPrefixes, incomingPrefix];
    const objects = writablePrefixes.map((prefix) => this.bucket.arnForObjects(`${prefix}*`));

    // CloudFront (web stack) reads through origin access control. The grant lives here because
    // the bucket policy belongs to this stack: naming the distribution would make the data stack
    // depend on the web stack (a cycle). It is limited to distributions of this account and to
    // the media and font prefixes, whose files are served publicly anyway.
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: cloudFrontPrefixes.map((prefix) => this.bucket.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: { 'AWS:SourceAccount': stack.account },
          ArnLike: { 'AWS:SourceArn': `arn:${stack.partition}:cloudfront::${stack.account}:distribution/*` },
        },
      }),
    );

    this.readWritePolicy = new iam.ManagedPolicy(this, 'ReadWrite', {
      description: 'Theke: read, write and delete images, uploads and incoming image uploads',
      statements: [
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: objects }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': writablePrefixes.map((prefix) => `${prefix}*`) } },
        }),
      ],
    });
    // Renditions are written (and, if the image was deleted meanwhile, removed) under image/.
    this.imageProcessorPolicy = new iam.ManagedPolicy(this, 'ImageProcessor', {
      description: 'Theke: read and delete incoming image uploads, write their renditions',
      statements: [
        new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [this.bucket.arnForObjects(`${incomingPrefix}*`)] }),
        new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [this.bucket.arnForObjects('image/*')] }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${incomingPrefix}*`] } },
        }),
      ],
    });
    // Previews are written next to the customer's file; nothing is deleted. Without ListBucket S3
    // would answer a preview not rendered yet with 403 instead of 404.
    this.uploadPreviewPolicy = new iam.ManagedPolicy(this, 'UploadPreview', {
      description: "Theke: read customers' uploaded files, write their previews",
      statements: [
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [this.bucket.arnForObjects('upload/*')] }),
        new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [this.bucket.arnForObjects('upload/*/preview/*')] }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': ['upload/*'] } },
        }),
      ],
    });
    const bucketId = stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket);
    const wildcardReason = (prefix: string) =>
      `Objects under ${prefix} are created at run time with ids in their keys; access stays within that prefix of the one media bucket.`;
    for (const prefix of writablePrefixes)
      acknowledge(this.readWritePolicy, `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`, wildcardReason(prefix));
    for (const prefix of [incomingPrefix, 'image/']) {
      acknowledge(this.imageProcessorPolicy, `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`, wildcardReason(prefix));
    }
    for (const prefix of ['upload/', 'upload/*/preview/']) {
      acknowledge(this.uploadPreviewPolicy, `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`, wildcardReason(prefix));
    }
  }
}
