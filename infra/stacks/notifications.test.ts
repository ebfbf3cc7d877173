/**
 * The customer notification consumers in the events stack (infra/constructs/notifications.ts):
 * the e-mail consumer may send through SES and the SMS consumer through End User Messaging, each
 * only its own channel, with their settings, behind retries and a dead-letter queue, and cdk-nag
 * finds nothing unacknowledged. Assets are not bundled (as in infra/theke.test.ts).
 */
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRules } from '../../events/rules';
import { ENV } from '../../functions/lib/config';
import { consumerRetryAttempts } from '../constructs/event-consumer';
import { DataStack } from './data-stack';
import { EventsStack, emailConsumers, smsConsumers } from './events-stack';

type Resource = { Properties: Record<string, unknown> };

const rules = eventRules.filter((rule) => emailConsumers.has(rule.name) || smsConsumers.has(rule.name));
let app: App;
let template: Template;

beforeAll(() => {
  app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new DataStack(app, 'Data');
  const stack = new EventsStack(app, 'Events', {
    table: data.table,
    settings: { stage: 'test', timeZone: 'Europe/Vienna' },
    eventRules: rules,
    schedules: [],
    publicUrl: 'https://shop.example.at',
    mailFrom: 'bestellung@shop.example.at',
    smsOriginationIdentity: 'Gruber',
  });
  template = Template.fromStack(stack);
}, 60_000);

/** The consumer function of a rule (its description is the rule's) and the actions its role may take. */
function consumer(name: string): { variables: Record<string, unknown>; actions: string[] } {
  const description = rules.find((rule) => rule.name === name)!.description;
  const [fn] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: description } })) as Resource[];
  const role = (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  const actions = policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[] }> }).Statement)
    .flatMap((statement) => statement.Action);
  return { variables: (fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables, actions };
}

describe('notification consumers', () => {
  it('are the rules order-email and order-sms', () => {
    expect(rules.map((rule) => rule.name)).toEqual(['order-email', 'order-sms']);
  });

  it('the e-mail consumer may send e-mail, not SMS, and knows the sender and the public origin', () => {
    const { variables, actions } = consumer('order-email');
    expect(actions).toContain('ses:SendEmail');
    expect(actions).not.toContain('sms-voice:SendTextMessage');
    expect(variables).toMatchObject({ [ENV.mailFrom]: 'bestellung@shop.example.at', [ENV.publicUrl]: 'https://shop.example.at' });
    expect(variables).not.toHaveProperty(ENV.smsOriginationIdentity);
    template.hasResourceProperties('AWS::IAM::Policy', {
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

  it('the SMS consumer may send SMS, not e-mail, with its origination identity', () => {
    const { variables, actions } = consumer('order-sms');
    expect(actions).toContain('sms-voice:SendTextMessage');
    expect(actions).not.toContain('ses:SendEmail');
    expect(variables).toMatchObject({ [ENV.smsOriginationIdentity]: 'Gruber', [ENV.publicUrl]: 'https://shop.example.at' });
    expect(variables).not.toHaveProperty(ENV.mailFrom);
  });

  it('each has retries and its own dead-letter queue with an alarm', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.resourceCountIs('AWS::CloudWatch::Alarm', 2);
    template.resourcePropertiesCountIs(
      'AWS::Lambda::EventInvokeConfig',
      { MaximumRetryAttempts: consumerRetryAttempts, DestinationConfig: { OnFailure: { Destination: Match.anyValue() } } },
      2,
    );
    template.resourcePropertiesCountIs('AWS::Events::Rule', { Targets: [Match.objectLike({ DeadLetterConfig: { Arn: Match.anyValue() } })] }, 2);
  });

  it('passes cdk-nag with reasons for the send grants', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});
