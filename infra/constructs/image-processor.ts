/**
 * The image processor (events/consumers/media/process-image.ts): S3 invokes it asynchronously for
 * every object created under `incoming/` of the media bucket (a photo the back office uploaded
 * through a presigned POST). Like the event consumers it retries twice and then keeps the event
 * in a dead-letter queue whose depth raises an alarm.
 *
 * sharp is a native module (libvips): it is not bundled but installed into the asset after
 * bundling, as the prebuilt linux-arm64 build of the locked version, whatever the machine that
 * synthesises. The infra tests do not bundle (`aws:cdk:bundling-stacks: []`), so this install runs
 * only on a real synth or deploy.
 */
import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
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

/** The version of sharp in package-lock.json: the asset gets exactly the one the tests ran with. */
export function lockedSharpVersion(): string {
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages['node_modules/sharp']?.version;
  if (!version) throw new Error('sharp is missing from package-lock.json');
  return version;
}

export interface ImageProcessorProps {
  table: ThekeTable;
  media: MediaStore;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
}

export class ImageProcessor extends DeadLetteredFunction {
  constructor(scope: Construct, id: string, props: ImageProcessorProps) {
    const sharpVersion = lockedSharpVersion();
    super(scope, id, {
      entry: IMAGE_PROCESSOR_ENTRY,
      description: 'Bildverarbeitung: Größen und Formate hochgeladener Fotos der Bildbibliothek',
      settings: props.settings,
      alarmTopic: props.alarmTopic,
      function: {
        // A 12 MP photo takes a few seconds with two vCPUs (2048 MB); 100 MP ones need the memory.
        memorySize: 2048,
        externalModules: ['sharp'],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_inputDir: string, outputDir: string) => [
            `cd "${outputDir}" && npm install --no-save --no-package-lock --omit=dev --os=linux --cpu=arm64 --libc=glibc sharp@${sharpVersion}`,
          ],
        },
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
    const imported = s3.Bucket.fromBucketAttributes(this, 'MediaBucket', { bucketArn: bucket.bucketArn, bucketName: bucket.bucketName });
    imported.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.fn), { prefix: incomingPrefix });
    acknowledgeNotificationsHandler(stack);
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
