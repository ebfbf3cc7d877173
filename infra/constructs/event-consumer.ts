/**
 * One side effect = one consumer (DESIGN.md §6): a ThekeFunction behind an EventBridge rule or an
 * EventBridge Scheduler schedule, with retries, a dead-letter queue that keeps every event that
 * could not be handled, and an alarm as soon as that queue holds anything. A failing consumer
 * therefore never loses an event and never blocks the order that caused it.
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EventRuleDefinition, ScheduleDefinition } from '#events/definitions.ts';
import { toAwsCron } from './cron';
import { acknowledge } from './nag';
import { type FunctionSettings, ThekeFunction, type ThekeFunctionProps } from './theke-function';

/** Retries of an asynchronous invocation after the first attempt (the Lambda maximum). */
export const consumerRetryAttempts = 2;

export interface DeadLetterProps {
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
  description: string;
  entry: string;
  /** Settings of the function beyond the defaults (more memory, native modules). */
  function?: Pick<ThekeFunctionProps, 'memorySize' | 'timeout' | 'externalModules' | 'commandHooks'>;
}

/** Function + dead-letter queue + alarm, shared by rule consumers, scheduled jobs and the image processor. */
export abstract class DeadLetteredFunction extends Construct {
  readonly fn: ThekeFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly alarm: cloudwatch.Alarm;

  protected constructor(scope: Construct, id: string, props: DeadLetterProps) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      // The maximum: two weeks to notice the alarm, fix the consumer and redrive the events.
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.fn = new ThekeFunction(this, 'Function', {
      entry: props.entry,
      description: props.description,
      settings: props.settings,
      // E-mail, SMS and printer providers can be slow; nobody waits on a consumer.
      timeout: Duration.seconds(60),
      ...props.function,
    });
    // Invocations from EventBridge, the Scheduler and S3 are asynchronous: Lambda retries a failed
    // run and then hands the event, with the error, to the dead-letter queue.
    this.fn.configureAsyncInvoke({
      retryAttempts: consumerRetryAttempts,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    this.alarm = new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `Theke: ${props.description} – Ereignisse in der Dead-Letter-Queue (nicht verarbeitet).`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new cwActions.SnsAction(props.alarmTopic));
  }
}

export interface EventConsumerProps {
  definition: EventRuleDefinition;
  bus: events.IEventBus;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
}

/** An EventBridge rule on the bus whose target is the consumer function. */
export class EventConsumer extends DeadLetteredFunction {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    const { definition } = props;
    super(scope, id, { ...props, description: definition.description, entry: definition.consumer });
    this.rule = new events.Rule(this, 'Rule', {
      eventBus: props.bus,
      description: definition.description,
      eventPattern: { source: definition.pattern.source, detailType: definition.pattern['detail-type'] },
      targets: [
        new eventTargets.LambdaFunction(this.fn, {
          // Delivery to Lambda itself failing (throttling, service errors): retried by EventBridge,
          // then kept in the same queue as failed runs.
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}

export interface ScheduledJobProps {
  definition: ScheduleDefinition;
  settings: FunctionSettings;
  alarmTopic: sns.ITopic;
}

/** An EventBridge Scheduler schedule (cron in UTC, like the local scheduler) invoking the job. */
export class ScheduledJob extends DeadLetteredFunction {
  readonly schedule: scheduler.Schedule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    const { definition } = props;
    super(scope, id, { ...props, description: definition.description, entry: definition.job });
    const stack = Stack.of(this);
    // The Scheduler's role for this one job only (instead of a role shared by all schedules).
    const role = new iam.Role(this, 'ScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: `Theke: Scheduler startet ${definition.name}`,
    });
    this.schedule = new scheduler.Schedule(this, 'Schedule', {
      description: definition.description,
      schedule: scheduler.ScheduleExpression.expression(toAwsCron(definition.cron), TimeZone.ETC_UTC),
      target: new schedulerTargets.LambdaInvoke(this.fn, {
        role,
        retryAttempts: 8,
        maxEventAge: Duration.hours(1),
        deadLetterQueue: this.deadLetterQueue,
      }),
    });
    const fnId = stack.getLogicalId(this.fn.node.defaultChild as lambda.CfnFunction);
    acknowledge(
      role,
      `AwsSolutions-IAM5[Resource::<${fnId}.Arn>:*]`,
      'CDK grants invoke on the function and its versions (ARN:*); the role can invoke nothing but this one job.',
    );
  }
}
