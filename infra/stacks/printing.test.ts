/**
 * The receipt consumer in the events stack (rule order-receipt, functions/printing/consumer.ts):
 * it reads and writes the table (orders, printers, jobs, claims), knows the shop's public origin
 * for the status link on the receipt, may send neither e-mail nor SMS, and its printer routes in
 * the api stack carry no JWT authorizer (the printer key is checked by the handler). Assets are
 * not bundled (as in infra/theke.test.ts).
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRules } from '../../events/rules';
import { ENV } from '../../functions/lib/config';
import { routeGroups } from '../manifest';
import { jwtAccesses } from './api-stack';
import { DataStack } from './data-stack';
import { EventsStack, receiptConsumers } from './events-stack';

type Resource = { Properties: Record<string, unknown> };

const rules = eventRules.filter((rule) => receiptConsumers.has(rule.name));
let template: Template;

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new DataStack(app, 'Data');
  const stack = new EventsStack(app, 'Events', {
    table: data.table,
    settings: { stage: 'test', timeZone: 'Europe/Vienna' },
    eventRules: rules,
    schedules: [],
    publicUrl: 'https://shop.example.at',
  });
  template = Template.fromStack(stack);
}, 60_000);

describe('receipt printing in AWS', () => {
  it('the rule order-receipt takes OrderConfirmed and OrderPrintRequested of theke.orders', () => {
    expect(rules.map((rule) => ({ name: rule.name, pattern: rule.pattern }))).toEqual([
      { name: 'order-receipt', pattern: { source: ['theke.orders'], 'detail-type': ['OrderConfirmed', 'OrderPrintRequested'] } },
    ]);
  });

  it('the consumer knows the public origin, uses the table and sends nothing', () => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: rules[0]!.description } })) as Resource[];
    const variables = (fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({ [ENV.publicUrl]: 'https://shop.example.at' });
    // grantTable: the table's name and its read/write managed policy (infra/constructs/grants.ts).
    expect(variables).toHaveProperty(ENV.table);
    const actions = (Object.values(template.findResources('AWS::IAM::Policy')) as Resource[])
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[] }> }).Statement)
      .flatMap((statement) => statement.Action);
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions).not.toContain('sms-voice:SendTextMessage');
  });

  it('the CloudPRNT routes are checked by the handler, not by the JWT authorizer', () => {
    const printing = routeGroups.find((group) => group.name === 'printing')!;
    expect(printing.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /api/cloudprnt/{deviceId}/{deviceKey}',
      'GET /api/cloudprnt/{deviceId}/{deviceKey}',
      'DELETE /api/cloudprnt/{deviceId}/{deviceKey}',
    ]);
    for (const route of printing.routes) expect(jwtAccesses.has(route.access)).toBe(false);
  });
});
