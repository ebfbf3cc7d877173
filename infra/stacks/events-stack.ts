/**
 * Events stack (DESIGN.md §6): the bus `theke`, one rule + consumer per side effect and one
 * schedule per job, all taken from events/rules.ts (the same list the local bus applies), each
 * with retries, a dead-letter queue and an alarm; alarms notify the topic `theke-alarms`.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EventRuleDefinition, ScheduleDefinition } from '#events/definitions.ts';
import { ENV } from '#functions/lib/config.ts';
import type { MediaStore, ThekeTable } from '../constructs/data-stores';
import { EventConsumer, ScheduledJob } from '../constructs/event-consumer';
import { ImageProcessor, UploadPreviewer } from '../constructs/image-processor';
import { grantEventBus, grantMediaBucket, grantTable } from '../constructs/grants';
import { acknowledge } from '../constructs/nag';
import { grantEmailSending, grantSmsSending } from '../constructs/notifications';
import { PaymentSettings } from '../constructs/payments';
import { assertEntriesExist } from '../constructs/paths';
import type { FunctionSettings } from '../constructs/theke-function';

export const eventBusName = 'theke';

/** Jobs that ask the payment providers (events/jobs/payment-status-check.ts): they read the payment secret. */
export const paymentJobs: ReadonlySet<string> = new Set(['payment-status-check']);

/** Consumers that e-mail and text the customer and the shop (events/consumers/notifications): SES and SMS rights (infra/constructs/notifications.ts). */
export const emailConsumers: ReadonlySet<string> = new Set(['order-email', 'shop-alert-email', 'form-email']);
export const smsConsumers: ReadonlySet<string> = new Set(['order-sms', 'shop-alert-sms']);
/** Jobs that delete files of the media bucket (events/jobs/upload-cleanup.ts): THEKE_MEDIA_BUCKET and its read/write policy. */
export const mediaJobs: ReadonlySet<string> = new Set(['upload-cleanup']);

/** Consumers that print the order's status link as a QR code (events/consumers/printing/order-receipt.ts): THEKE_PUBLIC_URL. */
export const receiptConsumers: ReadonlySet<string> = new Set(['order-receipt']);

export interface EventsStackProps extends StackProps {
  table: ThekeTable;
  /** The media bucket, for the jobs of `mediaJobs`. */
  media?: MediaStore;
  settings: FunctionSettings;
  eventRules: EventRuleDefinition[];
  schedules: ScheduleDefinition[];
  /** Who gets the alarm e-mails; without it the alarms still show in CloudWatch. */
  alarmEmail?: string;
  /** The shop's public origin for the payment providers (infra/constructs/payments.ts) and the customer's status link. */
  publicUrl?: string;
  /** Sender of the customer e-mails, a verified SES identity (THEKE_MAIL_FROM). */
  mailFrom?: string;
  /** Sender id, phone number or pool of the customer SMS (THEKE_SMS_ORIGINATION_IDENTITY). */
  smsOriginationIdentity?: string;
}

export class EventsStack extends Stack {
  readonly bus: events.EventBus;
  readonly alarmTopic: sns.Topic;
  readonly consumers: EventConsumer[];
  readonly jobs: ScheduledJob[];
  /**
   * The payment secret lives here, not in the api stack that depends on this one: the payment
   * job needs it as well, and a grant from the api stack to a job here would make the two stacks
   * depend on each other.
   */
  readonly payments: PaymentSettings;
  /** Renders the library's photos when the media bucket reports an upload (needs `media`). */
  readonly imageProcessor?: ImageProcessor;
  /** Renders the previews of customers' files when the media bucket reports one (needs `media`). */
  readonly uploadPreviewer?: UploadPreviewer;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);

    this.bus = new events.EventBus(this, 'Bus', { eventBusName });

    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', { topicName: 'theke-alarms', enforceSSL: true });
    acknowledge(
      this.alarmTopic,
      'AwsSolutions-SNS2',
      'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key; the messages carry only alarm names and states, no customer data.',
    );
    if (props.alarmEmail) this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    this.payments = new PaymentSettings(this, 'Payments', { publicUrl: props.publicUrl });

    assertEntriesExist([...props.eventRules.map((rule) => rule.consumer), ...props.schedules.map((schedule) => schedule.job)]);
    const common = { settings: props.settings, alarmTopic: this.alarmTopic };
    this.consumers = props.eventRules.map((definition) => new EventConsumer(this, definition.name, { ...common, definition, bus: this.bus }));
    this.jobs = props.schedules.map((definition) => new ScheduledJob(this, definition.name, { ...common, definition }));

    // Consumers and jobs work on orders and statistics in the table and may emit follow-up events.
    for (const { fn, deadLetterQueue } of [...this.consumers, ...this.jobs]) {
      grantTable(fn, props.table);
      grantEventBus(fn, this.bus);
      acknowledge(deadLetterQueue, 'AwsSolutions-SQS3', 'This queue is the dead-letter queue of a consumer; its depth raises an alarm.');
    }
    for (const job of this.jobs) if (paymentJobs.has(job.node.id)) this.payments.grantTo(job.fn);
    for (const job of this.jobs) {
      if (!mediaJobs.has(job.node.id)) continue;
      if (!props.media) throw new Error(`job ${job.node.id} needs the media bucket (EventsStackProps.media)`);
      grantMediaBucket(job.fn, props.media);
    }
    if (props.media) {
      this.imageProcessor = new ImageProcessor(this, 'ImageProcessor', { ...common, table: props.table, media: props.media });
      this.uploadPreviewer = new UploadPreviewer(this, 'UploadPreviewer', {
        ...common,
        media: props.media,
        notifyingBucket: this.imageProcessor.notifyingBucket,
      });
    }
    const notifications = { publicUrl: props.publicUrl, mailFrom: props.mailFrom, smsOriginationIdentity: props.smsOriginationIdentity };
    for (const consumer of this.consumers) {
      if (emailConsumers.has(consumer.node.id)) grantEmailSending(consumer.fn, notifications);
      if (smsConsumers.has(consumer.node.id)) grantSmsSending(consumer.fn, notifications);
      if (receiptConsumers.has(consumer.node.id) && props.publicUrl) consumer.fn.addEnvironment(ENV.publicUrl, props.publicUrl);
    }
  }
}
