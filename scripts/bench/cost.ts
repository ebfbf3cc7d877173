/**
 * The monthly AWS cost of the shop from the measured calls of each flow (./flows.ts, section
 * `calls` of `npm run bench`): how often each flow happens in a month (SCENARIOS, with their
 * assumptions), times what one run of it costs at the prices of PRICES. Prints the tables of
 * docs/cost.md; `npx tsx scripts/bench/cost.ts` recomputes them from .cache/bench/calls.json.
 *
 * Pure arithmetic: no AWS call, no price lookup; the prices are written down with their date.
 */
import { readFileSync } from 'node:fs';

/** DynamoDB calls of one phase of a flow and the capacity they consumed. */
export interface PhaseCalls {
  /** GetItem and BatchGetItem calls. */
  reads: number;
  /** Query and Scan calls. */
  queries: number;
  /** PutItem, UpdateItem, DeleteItem, BatchWriteItem calls. */
  writes: number;
  /** TransactWriteItems and TransactGetItems calls (each item billed twice). */
  transactions: number;
  roundTrips: number;
  /** Read and write request units as DynamoDB reported them (ReturnConsumedCapacity). */
  rru: number;
  wru: number;
}

export interface LambdaFigure {
  /** The handler module, e.g. functions/orders/index.ts or events/consumers/…/order-email.ts. */
  module: string;
  invocations: number;
  /** Summed handler time measured on the local stack. */
  ms: number;
}

/** What one run of a flow cost, as `npm run bench -- calls` measured it. */
export interface FlowFigures {
  id: string;
  title: string;
  /** Requests through CloudFront: to the HTTP API (api, page) and to S3 (static files, media). */
  requests: { api: number; page: number; static: number; media: number };
  /** API answers marked shareable at the edge (s-maxage): a CloudFront hit never reaches the API. */
  cacheableApiRequests: number;
  /** Bytes answered (compressed where CloudFront compresses, with headers). */
  bytesOut: number;
  lambdas: LambdaFigure[];
  dynamoDb: { onPath: PhaseCalls; afterwards: PhaseCalls };
  events: number;
  emails: number;
  sms: number;
  /** Bytes the handlers logged (info level). */
  logBytes: number;
}

/**
 * List prices for eu-central-1 (Frankfurt) in USD, without free tiers, taken on 2026-11-28. Where
 * docs/signage.md states a price, the same figure is used here. Sources and the prices that are
 * remembered rather than read on AWS's page: docs/cost.md "Prices".
 */
export const PRICES = {
  region: 'eu-central-1',
  date: '2026-11-28',
  lambdaPerMillionRequests: 0.2,
  /** Arm (our functions run on arm64), first tier. */
  lambdaPerGbSecond: 0.0000133334,
  httpApiPerMillion: 1.0,
  dynamoDbPerMillionRru: 0.1525,
  dynamoDbPerMillionWru: 0.7625,
  dynamoDbStoragePerGbMonth: 0.306,
  dynamoDbBackupPerGbMonth: 0.2448,
  cloudFrontPer10kHttpsRequests: 0.01,
  cloudFrontPerGbEurope: 0.085,
  s3PerThousandGets: 0.00043,
  s3PerThousandPuts: 0.0054,
  s3StoragePerGbMonth: 0.0245,
  eventBridgePerMillionEvents: 1.0,
  schedulerPerMillionInvocations: 1.0,
  sesPerThousandEmails: 0.1,
  /** An SMS to an Austrian mobile number (AWS End User Messaging). */
  smsEach: 0.08,
  secretPerMonth: 0.4,
  secretsPer10kCalls: 0.05,
  logsIngestionPerGb: 0.63,
  logsStoragePerGbMonth: 0.0324,
  wafPerMillionRequests: 0.6,
  wafWebAclPerMonth: 5,
  wafRulePerMonth: 1,
  alarmPerMonth: 0.1,
} as const;

export type Prices = typeof PRICES;

/** Lambda memory (MB) per handler module; every other function has ThekeFunction's default. */
export const LAMBDA_MEMORY_MB: Record<string, number> = {
  'events/consumers/media/process-image.ts': 2048,
  'events/consumers/media/upload-preview.ts': 2048,
};
export const DEFAULT_LAMBDA_MEMORY_MB = 512;

export interface Scenario {
  name: string;
  ordersPerDay: number;
  branches: number;
  /** Hours a branch's screens and printer are on per day. */
  hoursOpen: number;
  daysPerMonth: number;
  /** Storefront visits (home + store page + a product overlay) per order placed. */
  visitsPerOrder: number;
  /** Minutes a visitor keeps the store page visible (its sold-out poll runs every 15 s). */
  storeMinutesPerVisit: number;
  /** Minutes the customer keeps the status page visible (it polls every 10 s while the order is open). */
  statusMinutesPerOrder: number;
  /** Per branch, while open: back-office order lists (every 5 s), front-desk screens and kitchen screens (every 5 s each). */
  staffListsPerBranch: number;
  frontdeskScreensPerBranch: number;
  kitchenScreensPerBranch: number;
  /** Receipt printers per branch, polling while open. */
  printersPerBranch: number;
  /** Seconds between two polls of an order list, order screen or printer (5 in the code today). */
  screenPollSeconds: number;
  /** SMS per order: 0 with the SMS plugin off (the demo); with it on, the confirmation to the customer and the shop's new-order alert. */
  smsPerOrder: number;
  /** Library photos (each with its renditions) and customers' uploads kept in S3. */
  photoStorageGb: number;
  /** Orders and the rest of the table after a year. */
  tableGb: number;
  /** Local handler time → Lambda duration: a 512 MB function has about a third of a vCPU. */
  lambdaSlowdown: number;
  /** Share of static and media requests CloudFront misses and sends to S3. */
  cdnMissShare: number;
}

const COMMON = {
  daysPerMonth: 30,
  visitsPerOrder: 4,
  storeMinutesPerVisit: 2,
  statusMinutesPerOrder: 5,
  staffListsPerBranch: 1,
  frontdeskScreensPerBranch: 1,
  kitchenScreensPerBranch: 1,
  printersPerBranch: 1,
  screenPollSeconds: 5,
  smsPerOrder: 0,
  lambdaSlowdown: 3,
  cdnMissShare: 0.1,
} as const;

export const SCENARIOS: Scenario[] = [
  { name: 'Shop: 300 orders a day, 3 branches', ordersPerDay: 300, branches: 3, hoursOpen: 11, photoStorageGb: 2, tableGb: 1, ...COMMON },
  { name: 'Chain: 5,000 orders a day, 30 branches', ordersPerDay: 5000, branches: 30, hoursOpen: 11, photoStorageGb: 10, tableGb: 15, ...COMMON },
];

/** Poll intervals of the clients (web/storefront, web/backoffice, the printer's CloudPRNT setting). */
export const POLL_SECONDS = { store: 15, status: 10 } as const;

/** How often each measured flow happens in a month of the scenario. */
export function flowsPerMonth(scenario: Scenario): Record<string, number> {
  const orders = scenario.ordersPerDay * scenario.daysPerMonth;
  const openSeconds = scenario.hoursOpen * 3600 * scenario.daysPerMonth * scenario.branches;
  const visits = orders * scenario.visitsPerOrder;
  return {
    visit: visits,
    'store-poll': visits * ((scenario.storeMinutesPerVisit * 60) / POLL_SECONDS.store),
    order: orders,
    'status-poll': orders * ((scenario.statusMinutesPerOrder * 60) / POLL_SECONDS.status),
    'staff-list': (openSeconds / scenario.screenPollSeconds) * scenario.staffListsPerBranch,
    frontdesk: (openSeconds / scenario.screenPollSeconds) * scenario.frontdeskScreensPerBranch,
    'backoffice-screen': (openSeconds / scenario.screenPollSeconds) * scenario.kitchenScreensPerBranch,
    'printer-poll': (openSeconds / scenario.screenPollSeconds) * scenario.printersPerBranch,
    confirm: orders,
    'print-job': orders,
    complete: orders,
  };
}

/** Scheduled jobs (events/rules.ts): runs a month; their work is small and estimated, not measured. */
export const SCHEDULED_RUNS_PER_MONTH = {
  'missed-orders': 30 * 24 * 60,
  'analytics-rollup': 30 * 24 * 60,
  'payment-status-check': 30 * 24 * 12,
  'upload-cleanup': 30 * 24,
} as const;
/** Estimated per scheduled run: 100 ms at 512 MB, one query of ~1 RRU per branch, 1 KB of logs. */
const SCHEDULED_RUN = { ms: 100, rruPerBranch: 1, logBytes: 1024 };

/** Log lines Lambda itself writes per invocation (START, END, REPORT) and API Gateway's access log line. */
const PLATFORM_LOG_BYTES = 350;
const ACCESS_LOG_BYTES = 250;
const GB = 1024 ** 3;

export type Service =
  | 'Lambda requests'
  | 'Lambda compute'
  | 'HTTP API'
  | 'DynamoDB reads'
  | 'DynamoDB writes'
  | 'CloudFront requests'
  | 'CloudFront transfer'
  | 'S3 requests'
  | 'WAF requests'
  | 'EventBridge events'
  | 'SES e-mails'
  | 'SMS'
  | 'CloudWatch Logs';

export interface Usage {
  lambdaRequests: number;
  gbSeconds: number;
  apiRequests: number;
  rru: number;
  wru: number;
  cdnRequests: number;
  cdnBytes: number;
  s3Gets: number;
  events: number;
  emails: number;
  sms: number;
  logBytes: number;
}

const emptyUsage = (): Usage => ({
  lambdaRequests: 0,
  gbSeconds: 0,
  apiRequests: 0,
  rru: 0,
  wru: 0,
  cdnRequests: 0,
  cdnBytes: 0,
  s3Gets: 0,
  events: 0,
  emails: 0,
  sms: 0,
  logBytes: 0,
});

/** What `count` runs of a flow use. */
export function flowUsage(flow: FlowFigures, count: number, scenario: Scenario): Usage {
  const invocations = flow.lambdas.reduce((sum, entry) => sum + entry.invocations, 0);
  const gbSeconds = flow.lambdas.reduce(
    (sum, entry) => sum + (entry.ms / 1000) * scenario.lambdaSlowdown * ((LAMBDA_MEMORY_MB[entry.module] ?? DEFAULT_LAMBDA_MEMORY_MB) / 1024),
    0,
  );
  const apiRequests = flow.requests.api + flow.requests.page;
  const { onPath, afterwards } = flow.dynamoDb;
  return {
    lambdaRequests: invocations * count,
    gbSeconds: gbSeconds * count,
    apiRequests: apiRequests * count,
    rru: (onPath.rru + afterwards.rru) * count,
    wru: (onPath.wru + afterwards.wru) * count,
    cdnRequests: (apiRequests + flow.requests.static + flow.requests.media) * count,
    cdnBytes: flow.bytesOut * count,
    s3Gets: (flow.requests.static + flow.requests.media) * scenario.cdnMissShare * count,
    events: flow.events * count,
    emails: flow.emails * count,
    sms: flow.sms * count,
    logBytes: (flow.logBytes + invocations * PLATFORM_LOG_BYTES + apiRequests * ACCESS_LOG_BYTES) * count,
  };
}

export function addUsage(a: Usage, b: Usage): Usage {
  const sum = emptyUsage();
  for (const key of Object.keys(sum) as Array<keyof Usage>) sum[key] = a[key] + b[key];
  return sum;
}

/** Dollars per service for a month's usage (variable costs only). */
export function usageCost(usage: Usage, prices: Prices = PRICES): Record<Service, number> {
  return {
    'Lambda requests': (usage.lambdaRequests / 1e6) * prices.lambdaPerMillionRequests,
    'Lambda compute': usage.gbSeconds * prices.lambdaPerGbSecond,
    'HTTP API': (usage.apiRequests / 1e6) * prices.httpApiPerMillion,
    'DynamoDB reads': (usage.rru / 1e6) * prices.dynamoDbPerMillionRru,
    'DynamoDB writes': (usage.wru / 1e6) * prices.dynamoDbPerMillionWru,
    'CloudFront requests': (usage.cdnRequests / 1e4) * prices.cloudFrontPer10kHttpsRequests,
    'CloudFront transfer': (usage.cdnBytes / GB) * prices.cloudFrontPerGbEurope,
    'S3 requests': (usage.s3Gets / 1e3) * prices.s3PerThousandGets,
    'WAF requests': (usage.cdnRequests / 1e6) * prices.wafPerMillionRequests,
    'EventBridge events': (usage.events / 1e6) * prices.eventBridgePerMillionEvents,
    'SES e-mails': (usage.emails / 1e3) * prices.sesPerThousandEmails,
    SMS: usage.sms * prices.smsEach,
    'CloudWatch Logs': (usage.logBytes / GB) * prices.logsIngestionPerGb,
  };
}

const total = (costs: Record<string, number>) => Object.values(costs).reduce((sum, value) => sum + value, 0);

/** Costs that do not grow with the orders: storage, secrets, alarms, the web ACL, the scheduled jobs. */
export function fixedCosts(scenario: Scenario, prices: Prices = PRICES): Record<string, number> {
  const scheduledRuns = Object.values(SCHEDULED_RUNS_PER_MONTH).reduce((sum, runs) => sum + runs, 0);
  const scheduledGbSeconds = scheduledRuns * (SCHEDULED_RUN.ms / 1000) * (DEFAULT_LAMBDA_MEMORY_MB / 1024);
  return {
    'Scheduled jobs (Scheduler, Lambda, reads, logs)':
      (scheduledRuns / 1e6) * (prices.schedulerPerMillionInvocations + prices.lambdaPerMillionRequests) +
      scheduledGbSeconds * prices.lambdaPerGbSecond +
      ((scheduledRuns * SCHEDULED_RUN.rruPerBranch * scenario.branches) / 1e6) * prices.dynamoDbPerMillionRru +
      ((scheduledRuns * (SCHEDULED_RUN.logBytes + PLATFORM_LOG_BYTES)) / GB) * prices.logsIngestionPerGb,
    'DynamoDB storage + point-in-time recovery': scenario.tableGb * (prices.dynamoDbStoragePerGbMonth + prices.dynamoDbBackupPerGbMonth),
    'S3 storage (photos, uploads)': scenario.photoStorageGb * prices.s3StoragePerGbMonth,
    'Secrets Manager (origin secret, payment secret)': 2 * prices.secretPerMonth,
    'WAF web ACL (3 rate-limit rules)': prices.wafWebAclPerMonth + 3 * prices.wafRulePerMonth,
    'CloudWatch alarms (~12 dead-letter alarms)': 12 * prices.alarmPerMonth,
  };
}

export interface ScenarioCost {
  scenario: Scenario;
  counts: Record<string, number>;
  usage: Usage;
  byService: Record<Service, number>;
  byFlow: Array<{ id: string; count: number; cost: number }>;
  fixed: Record<string, number>;
  total: number;
  perOrder: number;
  /** What the always-free tiers take off the total (CloudFront, Lambda), shown beside it. */
  freeTier: number;
}

/** CloudFront's always-free 10 M requests and 1 TB, Lambda's 1 M requests and 400,000 GB-s a month. */
export function freeTierSavings(usage: Usage, prices: Prices = PRICES): number {
  return (
    (Math.min(usage.cdnRequests, 10e6) / 1e4) * prices.cloudFrontPer10kHttpsRequests +
    (Math.min(usage.cdnBytes, 1024 * GB) / GB) * prices.cloudFrontPerGbEurope +
    (Math.min(usage.lambdaRequests, 1e6) / 1e6) * prices.lambdaPerMillionRequests +
    Math.min(usage.gbSeconds, 400_000) * prices.lambdaPerGbSecond
  );
}

export function scenarioCost(figures: readonly FlowFigures[], scenario: Scenario, prices: Prices = PRICES): ScenarioCost {
  const counts = flowsPerMonth(scenario);
  let usage = emptyUsage();
  const byFlow: ScenarioCost['byFlow'] = [];
  for (const flow of figures) {
    const count = counts[flow.id] ?? 0;
    const flowUse = flowUsage(flow, count, scenario);
    usage = addUsage(usage, flowUse);
    byFlow.push({ id: flow.id, count, cost: total(usageCost(flowUse, prices)) });
  }
  // The demo runs without the SMS plugin: its texts are counted per order from the assumption.
  usage.sms += scenario.smsPerOrder * scenario.ordersPerDay * scenario.daysPerMonth;
  const byService = usageCost(usage, prices);
  const fixed = fixedCosts(scenario, prices);
  const sum = total(byService) + total(fixed);
  return {
    scenario,
    counts,
    usage,
    byService,
    byFlow,
    fixed,
    total: sum,
    perOrder: sum / (scenario.ordersPerDay * scenario.daysPerMonth),
    freeTier: freeTierSavings(usage, prices),
  };
}

/** Flows that happen because a branch is open (screens and printers poll), not because someone orders. */
export const OPEN_HOURS_FLOWS: ReadonlySet<string> = new Set(['staff-list', 'frontdesk', 'backoffice-screen', 'printer-poll']);

/** The same month with one assumption changed: what each lever is worth. */
export const LEVERS: Array<{ name: string; change: Partial<Scenario> }> = [
  { name: 'order lists, screens and printers poll every 15 s instead of 5 s', change: { screenPollSeconds: 15 } },
  {
    name: 'one order screen per branch instead of list + front desk + kitchen',
    change: { staffListsPerBranch: 1, frontdeskScreensPerBranch: 0, kitchenScreensPerBranch: 0 },
  },
  { name: 'customers keep the status page open 15 min instead of 5', change: { statusMinutesPerOrder: 15 } },
  { name: '8 visits per order instead of 4', change: { visitsPerOrder: 8 } },
  { name: 'SMS plugin on (2 SMS per order)', change: { smsPerOrder: 2 } },
];

const dollars = (value: number) => `$${value < 10 ? value.toFixed(2) : value.toFixed(0)}`;
const signed = (value: number) => `${value < 0 ? '−' : '+'}${dollars(Math.abs(value))}`;
const amount = (value: number) => Math.round(value).toLocaleString('en-US');

/** The tables of docs/cost.md. */
export function computeCostTables(figures: readonly FlowFigures[], scenarios: readonly Scenario[] = SCENARIOS, prices: Prices = PRICES) {
  const costs = scenarios.map((scenario) => scenarioCost(figures, scenario, prices));
  const lines: string[] = [];
  lines.push(`Flows per month and their share (variable costs, ${prices.region}, prices of ${prices.date}):`, '');
  lines.push(`| flow | ${costs.map((cost) => `${cost.scenario.name}: runs / $`).join(' | ')} |`);
  lines.push(`|---|${costs.map(() => '---:').join('|')}|`);
  for (const flow of figures) {
    const cells = costs.map((cost) => {
      const entry = cost.byFlow.find((row) => row.id === flow.id)!;
      return `${amount(entry.count)} / ${dollars(entry.cost)}`;
    });
    lines.push(`| ${flow.id} | ${cells.join(' | ')} |`);
  }
  lines.push('', 'Usage and cost per service and month:', '');
  lines.push(`| service | ${costs.map((cost) => `${cost.scenario.name}: usage | $`).join(' | ')} |`);
  lines.push(`|---|${costs.map(() => '---:|---:').join('|')}|`);
  const usageOf = (usage: Usage): Record<Service, string> => ({
    'Lambda requests': amount(usage.lambdaRequests),
    'Lambda compute': `${amount(usage.gbSeconds)} GB-s`,
    'HTTP API': amount(usage.apiRequests),
    'DynamoDB reads': `${amount(usage.rru)} RRU`,
    'DynamoDB writes': `${amount(usage.wru)} WRU`,
    'CloudFront requests': amount(usage.cdnRequests),
    'CloudFront transfer': `${(usage.cdnBytes / GB).toFixed(1)} GB`,
    'S3 requests': amount(usage.s3Gets),
    'WAF requests': amount(usage.cdnRequests),
    'EventBridge events': amount(usage.events),
    'SES e-mails': amount(usage.emails),
    SMS: amount(usage.sms),
    'CloudWatch Logs': `${(usage.logBytes / GB).toFixed(1)} GB`,
  });
  for (const service of Object.keys(costs[0]!.byService) as Service[]) {
    lines.push(`| ${service} | ${costs.map((cost) => `${usageOf(cost.usage)[service]} | ${dollars(cost.byService[service])}`).join(' | ')} |`);
  }
  for (const item of Object.keys(costs[0]!.fixed)) {
    lines.push(`| ${item} | ${costs.map((cost) => ` | ${dollars(cost.fixed[item]!)}`).join(' | ')} |`);
  }
  lines.push(`| **total a month** | ${costs.map((cost) => ` | **${dollars(cost.total)}**`).join(' | ')} |`);
  lines.push(`| **per order** | ${costs.map((cost) => ` | **$${cost.perOrder.toFixed(4)}**`).join(' | ')} |`);
  lines.push(
    `| always-free tiers (CloudFront 10 M requests + 1 TB, Lambda 1 M requests + 400,000 GB-s) | ${costs.map((cost) => ` | −${dollars(cost.freeTier)}`).join(' | ')} |`,
  );
  lines.push('', 'Where the money goes (variable costs):', '');
  lines.push(`| | ${costs.map((cost) => cost.scenario.name).join(' | ')} |`);
  lines.push(`|---|${costs.map(() => '---:').join('|')}|`);
  const share = (cost: ScenarioCost, open: boolean) =>
    cost.byFlow.filter((row) => OPEN_HOURS_FLOWS.has(row.id) === open).reduce((sum, row) => sum + row.cost, 0);
  lines.push(`| polling while open (order lists, screens, printers) | ${costs.map((cost) => dollars(share(cost, true))).join(' | ')} |`);
  lines.push(
    `| customers and orders (visits, orders, status polls, staff actions, printing) | ${costs.map((cost) => dollars(share(cost, false))).join(' | ')} |`,
  );
  lines.push('', "Levers: the month's total with one assumption changed:", '');
  lines.push(`| change | ${costs.map((cost) => cost.scenario.name).join(' | ')} |`);
  lines.push(`|---|${costs.map(() => '---:').join('|')}|`);
  lines.push(`| as above | ${costs.map((cost) => dollars(cost.total)).join(' | ')} |`);
  for (const lever of LEVERS) {
    const changed = scenarios.map((scenario) => scenarioCost(figures, { ...scenario, ...lever.change }, prices));
    lines.push(`| ${lever.name} | ${changed.map((cost, index) => `${dollars(cost.total)} (${signed(cost.total - costs[index]!.total)})`).join(' | ')} |`);
  }
  return { costs, markdown: lines.join('\n') };
}

// `npx tsx scripts/bench/cost.ts [calls.json]`: the tables again from the last measurement.
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? '.cache/bench/calls.json';
  const { flows } = JSON.parse(readFileSync(file, 'utf8')) as { flows: FlowFigures[] };
  console.log(computeCostTables(flows).markdown);
}
