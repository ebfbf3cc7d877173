/**
 * The receipt consumer in the events stack (rule order-receipt, events/consumers/printing/order-receipt.ts):
 * it reads and writes the table (orders, printers, jobs, claims), knows the shop's public origin
 * for the status link on the receipt, may send neither e-mail nor SMS, and its printer routes in
 * the api stack carry no JWT authorizer (the printer key is checked by the handler). Assets are
 * not bundled (test-fixtures/consumers.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventRules } from '#events/rules.ts';
import { ENV } from '#functions/lib/config.ts';
import { routeGroups } from '#functions/manifest.ts';
import { jwtAccesses } from './api-stack';
import { receiptConsumers } from './events-stack';
import { synthConsumers, type ConsumerStack } from './test-fixtures/consumers';

const rules = eventRules.filter((rule) => receiptConsumers.has(rule.name));
let stack: ConsumerStack;

beforeAll(() => {
  stack = synthConsumers(rules, { publicUrl: 'https://shop.example.at' });
}, 60_000);

describe('receipt printing in AWS', () => {
  it('the rule order-receipt takes OrderConfirmed and OrderPrintRequested of theke.orders', () => {
    expect(rules.map((rule) => ({ name: rule.name, pattern: rule.pattern }))).toEqual([
      { name: 'order-receipt', pattern: { source: ['theke.orders'], 'detail-type': ['OrderConfirmed', 'OrderPrintRequested'] } },
    ]);
  });

  it('the consumer knows the public origin, uses the table and sends nothing', () => {
    const { variables, actions } = stack.consumer('order-receipt');
    expect(variables).toMatchObject({ [ENV.publicUrl]: 'https://shop.example.at' });
    // grantTable: the table's name and its read/write managed policy (infra/constructs/grants.ts).
    expect(variables).toHaveProperty(ENV.table);
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
