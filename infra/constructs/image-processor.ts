/**
 * The image processor (events/consumers/media/process-image.ts): S3 invokes it asynchronously for
 * every object created under `incoming/` of the media bucket (a photo the back office uploaded
 * through a presigned POST). Like the event consumers it retries twice and then keeps the event
 * in a dead-letter queue whose depth raises an alarm.
 *
 * Its sibling, the upload previewer (events/consumers/media/upload-preview.ts), is invoked the same
 * way for every object created under `upload/` (a customer's file) and renders its preview.
 *
 * Native modules (sharp with libvips, @napi-rs/canvas) and pdf.js (which loads its fonts,
 * worker and decoders from its package folder) are not bundled but installed into the asset after
 * bundling, as the linux-arm64 builds of the locked versions, whatever the machine that
 * synthesises. The infra tests do not bundle (`aws:cdk:bundling-stacks: []`), so this install runs
 * only on a real synth or deploy.
 */
import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ENV } from '#functions/lib/config.ts';
import { incomingPrefix, type MediaStore, type ThekeTable } from './data-stores';
import { DeadLetteredFunction } from './event-consumer';
import { grantTable } from './grants';
import { acknowledge } from './nag';
import { fromRoot } from './paths';
import type { FunctionSettings } from './theke-function';

export const IMAGE_PROCESSOR_ENTRY = 'events/consumers/media/process-image.ts';
export const UPLOAD_PREVIEW_ENTRY = 'events/consumers/media/upload-preview.ts';

/** Where customers' files live in the media bucket (shared/items/uploads.ts addresses). */
export const uploadPrefix = 'upload/';

/** The modules the upload previewer installs into its asset: sharp, pdf.js and its canvas. */
export const UPLOAD_PREVIEW_MODULES = ['sharp', 'pdfjs-dist', '@napi-rs/canvas'] as const;

/** The version of `name` in package-lock.json: the asset gets exactly the one the tests ran with. */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is missing from package-lock.json`);
  return version;
}

/** The version of sharp in package-lock.json. */
export const lockedSharpVersion = (): string => lockedVersion('sharp');

/**
 * The bundling hooks that install `modules` (left out of the bundle) into the asset: the locked
 * versions, built for Lambda's linux-arm64 with glibc, with their optional native packages.
 */
export function installIntoAsset(modules: readonly string[]): ICommandHooks {
  const packages = modules.map((name) => `${name}@${lockedVersion(name)}`).join(' ');
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      `cd "${outputDir}" && npm install --no-save --no-package-lock --omit=dev --os=linux --cpu=arm64 --libc=glibc ${packages}`,
    ],
  };
}

export interface ImageProcessorProps {
  table: ThekeTable;
  media: MediaStore;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
}

export class ImageProcessor extends DeadLetteredFunction {
  /**
   * The media bucket as imported into this stack: the one whose notifications the stack writes.
   * Every S3 consumer of the stack adds its notification here, so a single custom resource writes
   * the bucket's whole notification configuration (two would overwrite each other).
   */
  readonly notifyingBucket: s3.IBucket;

  constructor(scope: Construct, id: string, props: ImageProcessorProps) {
    super(scope, id, {
      entry: IMAGE_PROCESSOR_ENTRY,
      description: 'Bildverarbeitung: Größen und Formate hochgeladener Fotos der Bildbibliothek',
      settings: props.settings,
      alarmTopic: props.alarmTopic,
      function: {
        // A 12 MP photo takes a few seconds with two vCPUs (2048 MB); 100 MP ones need the memory.
        memorySize: 2048,
        externalModules: ['sharp'],
        commandHooks: installIntoAsset(['sharp']),
      },
    });
    acknowledge(this.deadLetterQueue, 'AwsSolutions-SQS3', 'This queue is the dead-letter queue of the image processor; its depth raises an alarm.');

    grantTable(this.fn, props.table);
    // Its own rights on the bucket: read and delete the uploads, write (and on a race delete) renditions.
    const bucket = props.media.bucket;
    this.fn.addEnvironment(ENV.mediaBucket, bucket.bucketName);
    this.fn.role!.addManagedPolicy(props.media.imageProcessorPolicy);
    const stack = Stack.of(this);

    // The notification lives in this stack on the imported bucket: configured in the data stack it
    // would make the data stack depend on this one, which depends on the data stack's table.
    this.notifyingBucket = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', { bucketArn: bucket.bucketArn, bucketName: bucket.bucketName });
    this.notifyingBucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.fn), { prefix: incomingPrefix });
    acknowledgeNotificationsHandler(stack);
  }
}

export interface UploadPreviewerProps {
  media: MediaStore;
  /** The imported media bucket that carries the stack's notifications (ImageProcessor.notifyingBucket). */
  notifyingBucket: s3.IBucket;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
}

/** Renders the preview of each customer's file stored under `upload/` (docs/images.md "Upload previews"). */
export class UploadPreviewer extends DeadLetteredFunction {
  constructor(scope: Construct, id: string, props: UploadPreviewerProps) {
    super(scope, id, {
      entry: UPLOAD_PREVIEW_ENTRY,
      description: 'Vorschaubilder hochgeladener Kundendateien (Bilder und PDF)',
      settings: props.settings,
      alarmTopic: props.alarmTopic,
      function: {
        // Measured on two vCPUs: a 12 MP JPEG 0.2 s and 110 MB; a 3.7 MiB PDF whose first page holds
        // a 12 MP photo 3–9 s (pdf.js decodes it in JavaScript) and 620 MB. 2048 MB leaves room and
        // gives more than one vCPU.
        memorySize: 2048,
        externalModules: [...UPLOAD_PREVIEW_MODULES],
        commandHooks: installIntoAsset(UPLOAD_PREVIEW_MODULES),
      },
    });
    acknowledge(this.deadLetterQueue, 'AwsSolutions-SQS3', 'This queue is the dead-letter queue of the upload previewer; its depth raises an alarm.');

    // Its own rights on the bucket: read the customers' files, write their previews; no table.
    const bucket = props.media.bucket;
    this.fn.addEnvironment(ENV.mediaBucket, bucket.bucketName);
    this.fn.role!.addManagedPolicy(props.media.uploadPreviewPolicy);

    // Next to the image processor's notification, on the same imported bucket (see there).
    props.notifyingBucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.fn), { prefix: uploadPrefix });
  }
}

/** CDK's singleton Lambda that writes bucket notifications (a custom resource of this stack). */
function acknowledgeNotificationsHandler(stack: Stack): void {
  const handler = stack.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
  if (!handler) return;
  acknowledge(
    handler,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    "CDK's bucket-notification handler uses the AWS managed basic execution role; it only writes its own logs.",
  );
  acknowledge(
    handler,
    'AwsSolutions-IAM5',
    "CDK's bucket-notification handler gets s3:PutBucketNotification on '*'; it runs only at deploy, to configure the media bucket's notification.",
  );
}
