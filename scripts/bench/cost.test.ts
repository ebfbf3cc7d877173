import { describe, expect, it } from 'vitest';
import {
  computeCostTables,
  fixedCosts,
  flowsPerMonth,
  freeTierSavings,
  PRICES,
  SCENARIOS,
  scenarioCost,
  usageCost,
  type FlowFigures,
  type Scenario,
} from './cost';

const shop = SCENARIOS[0]!;
const phase = { reads: 0, queries: 0, writes: 0, transactions: 0, roundTrips: 0, rru: 0, wru: 0 };

/** One order create: one API request, 100 ms in the orders Lambda, 4 RRU and 10 WRU, one event and one e-mail. */
const order: FlowFigures = {
  id: 'order',
  title: 'order',
  requests: { api: 1, page: 0, static: 0, media: 0 },
  cacheableApiRequests: 0,
  bytesOut: 1024,
  lambdas: [{ module: 'functions/orders/index.ts', invocations: 1, ms: 100 }],
  dynamoDb: { onPath: { ...phase, reads: 2, rru: 4 }, afterwards: { ...phase, transactions: 1, wru: 10 } },
  events: 1,
  emails: 1,
  sms: 0,
  logBytes: 400,
};

describe('flowsPerMonth', () => {
  it('counts orders per day, visits per order and polls per open second of every branch', () => {
    const counts = flowsPerMonth(shop);
    expect(counts.order).toBe(300 * 30);
    expect(counts.visit).toBe(300 * 30 * 4);
    // 2 minutes on the store page, a poll every 15 s: 8 per visit.
    expect(counts['store-poll']).toBe(300 * 30 * 4 * 8);
    // 5 minutes on the status page, a poll every 10 s: 30 per order.
    expect(counts['status-poll']).toBe(300 * 30 * 30);
    // 11 hours × 3 branches × 30 days, one list polling every 5 s.
    expect(counts['staff-list']).toBe((11 * 3600 * 3 * 30) / 5);
    expect(flowsPerMonth({ ...shop, screenPollSeconds: 15 })['printer-poll']).toBe((11 * 3600 * 3 * 30) / 15);
  });
});

describe('usageCost', () => {
  it('prices a million of each unit at the list price', () => {
    const million = {
      lambdaRequests: 1e6,
      gbSeconds: 1e6,
      apiRequests: 1e6,
      rru: 1e6,
      wru: 1e6,
      cdnRequests: 1e6,
      cdnBytes: 1024 ** 3,
      s3Gets: 1e6,
      events: 1e6,
      emails: 1e6,
      sms: 1,
      logBytes: 1024 ** 3,
    };
    const cost = usageCost(million);
    expect(cost['HTTP API']).toBeCloseTo(1.0);
    expect(cost['Lambda requests']).toBeCloseTo(0.2);
    expect(cost['Lambda compute']).toBeCloseTo(13.3334);
    expect(cost['DynamoDB reads']).toBeCloseTo(0.1525);
    expect(cost['DynamoDB writes']).toBeCloseTo(0.7625);
    expect(cost['CloudFront requests']).toBeCloseTo(1.0);
    expect(cost['CloudFront transfer']).toBeCloseTo(0.085);
    expect(cost['S3 requests']).toBeCloseTo(0.43);
    expect(cost['WAF requests']).toBeCloseTo(0.6);
    expect(cost['SES e-mails']).toBeCloseTo(100);
    expect(cost['CloudWatch Logs']).toBeCloseTo(0.63);
  });
});

describe('scenarioCost', () => {
  it('multiplies one run of a flow by its runs a month and adds the fixed costs', () => {
    const result = scenarioCost([order], shop);
    const runs = 9000;
    // 100 ms measured × 3 (a 512 MB Lambda is slower than this machine) × 0.5 GB.
    expect(result.usage.gbSeconds).toBeCloseTo(runs * 0.1 * 3 * 0.5);
    expect(result.usage.rru).toBe(runs * 4);
    expect(result.usage.wru).toBe(runs * 10);
    expect(result.byService['DynamoDB writes']).toBeCloseTo(((runs * 10) / 1e6) * PRICES.dynamoDbPerMillionWru);
    expect(result.byService['SES e-mails']).toBeCloseTo(runs * 0.0001);
    // Logs: the handler's own lines, Lambda's START/END/REPORT and the API's access log line.
    expect(result.usage.logBytes).toBe(runs * (400 + 350 + 250));
    const fixed = Object.values(fixedCosts(shop)).reduce((sum, value) => sum + value, 0);
    const variable = Object.values(result.byService).reduce((sum, value) => sum + value, 0);
    expect(result.total).toBeCloseTo(variable + fixed);
    expect(result.perOrder).toBeCloseTo(result.total / runs);
  });

  it('counts SMS per order from the assumption (the demo has the plugin off)', () => {
    const withSms: Scenario = { ...shop, smsPerOrder: 2 };
    expect(scenarioCost([order], withSms).byService.SMS).toBeCloseTo(9000 * 2 * PRICES.smsEach);
    expect(scenarioCost([order], shop).byService.SMS).toBe(0);
  });
});

describe('freeTierSavings', () => {
  it('takes at most the free amounts off', () => {
    const usage = scenarioCost([order], shop).usage;
    const small = freeTierSavings(usage);
    expect(small).toBeCloseTo(
      usageCost(usage)['CloudFront requests'] +
        usageCost(usage)['CloudFront transfer'] +
        usageCost(usage)['Lambda requests'] +
        usageCost(usage)['Lambda compute'],
    );
    const huge = freeTierSavings({ ...usage, cdnRequests: 1e9, cdnBytes: 1e15, lambdaRequests: 1e9, gbSeconds: 1e9 });
    expect(huge).toBeCloseTo(10 + 1024 * 0.085 + 0.2 + 400_000 * PRICES.lambdaPerGbSecond);
  });
});

describe('computeCostTables', () => {
  it('prints a row per flow, per service, the totals and the levers', () => {
    const { markdown, costs } = computeCostTables([order]);
    expect(markdown).toContain('| order | 9,000 / ');
    expect(markdown).toContain('| HTTP API | 9,000 | $0.01 |');
    expect(markdown).toContain('**per order**');
    expect(markdown).toContain('SMS plugin on');
    expect(costs).toHaveLength(SCENARIOS.length);
  });
});
