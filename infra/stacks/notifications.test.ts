/**
 * The notification consumers in the events stack (infra/constructs/notifications.ts): the e-mail
 * consumers (customer and shop alert) may send through SES and the SMS consumers through End User
 * Messaging, each only its own channel, with their settings, behind retries and a dead-letter queue, and cdk-nag
 * finds nothing unacknowledged. Assets are not bundled (test-fixtures/consumers.ts).
 */
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRules } from '#events/rules.ts';
import { ENV } from '#functions/lib/config.ts';
import { consumerRetryAttempts } from '../constructs/event-consumer';
import { emailConsumers, smsConsumers } from './events-stack';
import { synthConsumers, type ConsumerStack } from './test-fixtures/consumers';

const rules = eventRules.filter((rule) => emailConsumers.has(rule.name) || smsConsumers.has(rule.name));
let stack: ConsumerStack;

beforeAll(() => {
  stack = synthConsumers(rules, { publicUrl: 'https://shop.example.at', mailFrom: 'bestellung@shop.example.at', smsOriginationIdentity: 'Gruber' });
}, 60_000);

describe('notification consumers', () => {
  it('are the rules order-email, order-sms, shop-alert-email, shop-alert-sms and form-email', () => {
    expect(rules.map((rule) => rule.name)).toEqual(['order-email', 'order-sms', 'shop-alert-email', 'shop-alert-sms', 'form-email']);
  });

  it.each(['order-email', 'shop-alert-email', 'form-email'])('%s may send e-mail, not SMS, and knows the sender and the public origin', (name) => {
    const { variables, actions } = stack.consumer(name);
    expect(actions).toContain('ses:SendEmail');
    expect(actions).not.toContain('sms-voice:SendTextMessage');
    expect(variables).toMatchObject({ [ENV.mailFrom]: 'bestellung@shop.example.at', [ENV.publicUrl]: 'https://shop.example.at' });
    expect(variables).not.toHaveProperty(ENV.smsOriginationIdentity);
    stack.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ses:SendEmail',
            Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/*']] },
          }),
        ]),
      },
    });
  });

  it.each(['order-sms', 'shop-alert-sms'])('%s may send SMS, not e-mail, with its origination identity and the public origin', (name) => {
    const { variables, actions } = stack.consumer(name);
    expect(actions).toContain('sms-voice:SendTextMessage');
    expect(actions).not.toContain('ses:SendEmail');
    expect(variables).toMatchObject({ [ENV.smsOriginationIdentity]: 'Gruber', [ENV.publicUrl]: 'https://shop.example.at' });
    expect(variables).not.toHaveProperty(ENV.mailFrom);
  });

  it('each has retries and its own dead-letter queue with an alarm', () => {
    stack.template.resourceCountIs('AWS::SQS::Queue', 5);
    stack.template.resourceCountIs('AWS::CloudWatch::Alarm', 5);
    stack.template.resourcePropertiesCountIs(
      'AWS::Lambda::EventInvokeConfig',
      { MaximumRetryAttempts: consumerRetryAttempts, DestinationConfig: { OnFailure: { Destination: Match.anyValue() } } },
      5,
    );
    stack.template.resourcePropertiesCountIs('AWS::Events::Rule', { Targets: [Match.objectLike({ DeadLetterConfig: { Arn: Match.anyValue() } })] }, 5);
  });

  it('passes cdk-nag with reasons for the send grants', () => {
    const report = new AwsSolutionsChecks().validateScope(stack.app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});
