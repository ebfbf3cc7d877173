/**
 * The events stack synthesized with only the given rules, for the CDK tests of their consumers
 * (infra/stacks/notifications.test.ts, printing.test.ts). Assets are not bundled (as in
 * infra/theke.test.ts).
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { EventRuleDefinition } from '#events/definitions.ts';
import { DataStack } from '../data-stack';
import { EventsStack, type EventsStackProps } from '../events-stack';

type Resource = { Properties: Record<string, unknown> };

export interface ConsumerStack {
  app: App;
  template: Template;
  /** The consumer function of a rule (its description is the rule's): its environment and the actions its role may take. */
  consumer(name: string): { variables: Record<string, unknown>; actions: string[] };
}

export function synthConsumers(
  rules: EventRuleDefinition[],
  props: Pick<EventsStackProps, 'publicUrl' | 'mailFrom' | 'smsOriginationIdentity'>,
): ConsumerStack {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new DataStack(app, 'Data');
  const stack = new EventsStack(app, 'Events', {
    table: data.table,
    settings: { stage: 'test', timeZone: 'Europe/Vienna' },
    eventRules: rules,
    schedules: [],
    ...props,
  });
  const template = Template.fromStack(stack);
  const consumer = (name: string) => {
    const description = rules.find((rule) => rule.name === name)!.description;
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: description } })) as Resource[];
    const role = (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    const actions = policies
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(role))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[] }> }).Statement)
      .flatMap((statement) => statement.Action);
    return { variables: (fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables, actions };
  };
  return { app, template, consumer };
}
