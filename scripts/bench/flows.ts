/**
 * `npm run bench -- calls`: what each flow of the shop costs in calls, measured once on the local
 * stack with the demo seed (its own stack, no schedules, the Lambdas in this process). Per flow:
 * HTTP requests (through CloudFront; those that reach the HTTP API), Lambda invocations per
 * module with their time, DynamoDB calls and consumed capacity on the request's path and
 * afterwards (the event consumers, after the local bus has settled), bytes answered, events put,
 * e-mails and SMS sent and the log bytes the handlers wrote.
 *
 * The flows are a table of steps (FLOWS); their figures go to .cache/bench/calls.json and feed the
 * cost model of ./cost.ts, which prints the tables of docs/cost.md.
 *
 * Every flow runs once to warm up (a Lambda's cold start imports its module once per instance, not
 * per request), then three times: the counts of the last run and each handler's median time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { chromium, type Browser, type Page, type Response as PageResponse } from 'playwright-core';
import { documentClient } from '#functions/db/client.ts';
import { findByUnique } from '#functions/db/repository.ts';
import { ENV } from '#functions/lib/config.ts';
import { LOCAL_CREDENTIALS } from '../../infra/local/emulators/s3';
import { importFromRepo, type ModuleLoader } from '../../infra/local/lambda';
import { SimulatedPrinter } from '../../infra/local/printer/simulated-printer';
import { demoUsers } from '../../infra/local/seed/seed';
import { branchIds, deviceIds, printerKeys, screenApiKeys } from '../../infra/local/seed/ids';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { chromiumLaunchOptions } from '../../test/setup/browser';
import { computeCostTables, type FlowFigures, type LambdaFigure, type PhaseCalls } from './cost';
import { sequentialRoundTrips, traceDynamoDbCalls, type DynamoDbCall } from './dynamodb-calls';
import { benchOrder } from './orders';

/** What a step may use: the stack's origin, a counting fetch, the staff token, the order made so far. */
interface FlowContext {
  origin: string;
  stack: LocalStack;
  browser: Browser;
  staffToken: string;
  order?: { uid: string; hash: string; id: string };
  /** fetch() to the stack, counted as the flow's HTTP request. */
  request(path: string, init?: RequestInit & { staff?: boolean }): Promise<Response>;
}

/** A step: requests of its own (counted through the stack's fetch), or a page in Chromium (every request the page makes). */
type FlowStep = { name: string; run(context: FlowContext): Promise<void> } | { name: string; browser(page: Page, origin: string): Promise<void> };

export interface Flow {
  id: string;
  title: string;
  steps: FlowStep[];
  /** Not measured: what the flow needs beforehand (e.g. the order's id for a staff action). */
  prepare?(context: FlowContext): Promise<void>;
}

/** The Graz counter's demo account: an employee sees the current orders of their branch. */
const staffUser = () => demoUsers.find((user) => user.username === 'team-graz')!;

/** A takeaway order in Graz whose customer gets the e-mails (scripts/bench/orders.ts). */
const orderBody = benchOrder({ email: 'maria.huber@example.com' });

const get = (name: string, path: (context: FlowContext) => string, staff = false): FlowStep => ({
  name,
  run: async (context) => void (await expectOk(await context.request(path(context), { staff }))),
});

const post = (name: string, path: (context: FlowContext) => string, body: () => string, staff = false): FlowStep => ({
  name,
  run: async (context) => void (await expectOk(await context.request(path(context), { method: 'POST', body: body(), staff }))),
});

async function expectOk(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const browse = (name: string, browser: (page: Page, origin: string) => Promise<void>): FlowStep => ({ name, browser });

const orderLink = (context: FlowContext) => {
  if (!context.order) throw new Error('no order yet: the order flow runs first');
  return context.order;
};

/** The flows, in the order they run (the order flow makes the order the later flows act on). */
export const FLOWS: Flow[] = [
  {
    id: 'visit',
    title: 'Storefront visit: home, store page, product overlay (Chromium, first visit)',
    steps: [
      browse('home', async (page, origin) => {
        await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      }),
      browse('store page', async (page, origin) => {
        await page.goto(`${origin}/store/graz`, { waitUntil: 'networkidle' });
        await page
          .getByRole('button', { name: 'Ablehnen' })
          .click({ timeout: 3000 })
          .catch(() => undefined);
      }),
      browse('product overlay', async (page) => {
        await page.locator('[data-product]').first().waitFor();
        await page
          .getByRole('button', { name: /in den Warenkorb legen$/ })
          .first()
          .click();
        await page.locator('dialog[open]').waitFor();
        await page.waitForLoadState('networkidle');
      }),
    ],
  },
  {
    id: 'store-poll',
    title: "Store page's sold-out poll (GET /api/branches every 15 s while visible)",
    steps: [get('branches', () => '/api/branches')],
  },
  {
    id: 'order',
    title: 'Order create (POST /api/orders/public) and its consumers',
    steps: [
      {
        name: 'create',
        run: async (context) => {
          const response = await context.request('/api/orders/public', { method: 'POST', body: orderBody() });
          const answer = (await expectOk(response)) as { data: { uid: string; hash: string } };
          context.order = { ...answer.data, id: '' };
        },
      },
    ],
  },
  {
    id: 'status-poll',
    title: "Customer's status page, one poll (GET /api/orders/public/{uid}/{hash})",
    steps: [get('status', (context) => `/api/orders/public/${orderLink(context).uid}/${orderLink(context).hash}`)],
  },
  {
    id: 'staff-list',
    title: "Back office's current orders, one poll (GET /api/orders/current, staff)",
    steps: [get('current orders', () => '/api/orders/current', true)],
  },
  {
    id: 'frontdesk',
    title: 'Front-desk screen, one poll (GET /api/orders/frontdesk/{branch}/{key})',
    steps: [get('frontdesk', () => `/api/orders/frontdesk/${branchIds.graz}/${screenApiKeys.graz}`)],
  },
  {
    id: 'backoffice-screen',
    title: 'Back-office (kitchen) screen, one poll (GET /api/orders/backoffice/{branch}/{key})',
    steps: [get('backoffice screen', () => `/api/orders/backoffice/${branchIds.graz}/${screenApiKeys.graz}`)],
  },
  {
    id: 'printer-poll',
    title: "Receipt printer's poll without a job (POST /api/cloudprnt/…)",
    steps: [{ name: 'poll', run: async () => void (await printer().pollOnce()) }],
  },
  {
    id: 'confirm',
    title: 'Staff confirm the order (POST …/status/confirm) and its consumers (receipt, e-mail, SMS, statistics)',
    prepare: findOrderId,
    steps: [
      post(
        'confirm',
        (context) => `/api/orders/${orderLink(context).id}/status/confirm`,
        () => '{}',
        true,
      ),
    ],
  },
  {
    id: 'print-job',
    title: 'The receipt printed: poll with a job, fetch it, confirm it',
    steps: [
      {
        name: 'poll + job + delete',
        run: async () => {
          if (!(await printer().pollOnce())) throw new Error('the printer found no job after the confirmation');
        },
      },
    ],
  },
  {
    id: 'complete',
    title: 'Staff complete the order (POST …/status/completed) and its consumers',
    steps: [
      post(
        'completed',
        (context) => `/api/orders/${orderLink(context).id}/status/completed`,
        () => '{}',
        true,
      ),
    ],
  },
];

let simulatedPrinter: SimulatedPrinter | undefined;
let printerOrigin = '';
const printer = () => (simulatedPrinter ??= new SimulatedPrinter({ baseUrl: printerOrigin, deviceId: deviceIds.grazPrinter, deviceKey: printerKeys.graz }));

async function findOrderId(context: FlowContext): Promise<void> {
  const order = orderLink(context);
  const stored = await findByUnique('Order', 'uid', order.uid);
  if (!stored) throw new Error(`order ${order.uid} is not stored`);
  order.id = String(stored.id);
  // Roughly its DynamoDB size (names + values): a write costs 1 WRU per KB, twice in a transaction.
  orderItemBytes = Buffer.byteLength(JSON.stringify(stored));
}

let orderItemBytes = 0;

/** One invocation of a handler module (route group, consumer) and how long it ran. */
interface Invocation {
  module: string;
  ms: number;
}

/** Wraps every loaded handler so each call is recorded with its duration. */
function countingLoader(invocations: Invocation[]): ModuleLoader {
  const wrapped = new Map<string, Record<string, unknown>>();
  const timed =
    (modulePath: string, handler: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await handler(...args);
      } finally {
        invocations.push({ module: modulePath, ms: performance.now() - started });
      }
    };
  return async (modulePath) => {
    const cached = wrapped.get(modulePath);
    if (cached) return cached;
    const loaded = await importFromRepo(modulePath);
    const module = { ...loaded };
    if (typeof loaded.handler === 'function') module.handler = timed(modulePath, loaded.handler as (...args: unknown[]) => Promise<unknown>);
    // The local server builds the pages handler with the web app's shell (infra/local/server/pages.ts).
    const createPagesHandler = loaded.createPagesHandler as ((...args: unknown[]) => (...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof createPagesHandler === 'function') module.createPagesHandler = (...args: unknown[]) => timed(modulePath, createPagesHandler(...args));
    wrapped.set(modulePath, module);
    return module;
  };
}

/** The SDK's command names as the DocumentClient's middleware sees them (GetItemCommand, …). */
const COMMANDS = {
  reads: ['GetItemCommand', 'BatchGetItemCommand'],
  queries: ['QueryCommand', 'ScanCommand'],
  writes: ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand'],
  transactions: ['TransactWriteItemsCommand', 'TransactGetItemsCommand'],
};
const READ_COMMANDS = new Set([...COMMANDS.reads, ...COMMANDS.queries, 'TransactGetItemsCommand']);

/** Asks DynamoDB for the consumed capacity of every call of the Lambdas' client and adds it up. */
function meterCapacity(): { units: { read: number; write: number }; reset(): void; stop(): void } {
  const units = { read: 0, write: 0 };
  const name = 'bench-consumed-capacity';
  const stack = documentClient().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> }).ConsumedCapacity;
      const total = [consumed ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
      if (READ_COMMANDS.has(context.commandName ?? '')) units.read += total;
      else if (context.commandName) units.write += total;
      return result;
    },
    { step: 'initialize', name },
  );
  return {
    units,
    reset: () => {
      units.read = 0;
      units.write = 0;
    },
    stop: () => void stack.remove(name),
  };
}

function phaseCalls(calls: readonly DynamoDbCall[], units: { read: number; write: number }): PhaseCalls {
  const count = (commands: string[]) => calls.filter((call) => commands.includes(call.command)).length;
  return {
    reads: count(COMMANDS.reads),
    queries: count(COMMANDS.queries),
    writes: count(COMMANDS.writes),
    transactions: count(COMMANDS.transactions),
    roundTrips: sequentialRoundTrips(calls),
    rru: units.read,
    wru: units.write,
  };
}

/** Bytes CloudFront sends for an answer: compressed when it is text of 1 KB or more (as CloudFront compresses). */
function bytesSent(body: Buffer, contentType: string): number {
  const compressible = /json|text|javascript|xml|svg/.test(contentType) && body.length >= 1024;
  return compressible ? gzipSync(body).length : body.length;
}

type RequestKind = 'api' | 'page' | 'static' | 'media';

function requestKind(path: string): RequestKind {
  if (path.startsWith('/api/')) return 'api';
  if (/^\/(image|upload|font)\//.test(path)) return 'media';
  if (/\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'page';
}

interface Traffic {
  requests: Record<RequestKind, number>;
  bytes: number;
  cacheableApi: number;
}

const emptyTraffic = (): Traffic => ({ requests: { api: 0, page: 0, static: 0, media: 0 }, bytes: 0, cacheableApi: 0 });

async function signIn(stack: LocalStack): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.urls.cognito, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
  try {
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPoolClientId,
        AuthParameters: { USERNAME: staffUser().username, PASSWORD: staffUser().password },
      }),
    );
    return result.AuthenticationResult!.AccessToken!;
  } finally {
    cognito.destroy();
  }
}

/** Counts the bytes the handlers log (console.log/error: functions/lib/logger.ts) and keeps them off the terminal. */
function captureLogs(): { bytes(): number; reset(): void; restore(): void; last: string[] } {
  const original = { log: console.log, error: console.error, warn: console.warn };
  let bytes = 0;
  // The latest lines, shown when a flow fails.
  const last: string[] = [];
  const count = (...args: unknown[]) => {
    const line = args.map(String).join(' ');
    bytes += Buffer.byteLength(line) + 1;
    last.push(line);
    if (last.length > 20) last.shift();
  };
  console.log = count;
  console.error = count;
  console.warn = count;
  return {
    last,
    bytes: () => bytes,
    reset: () => void (bytes = 0),
    restore: () => Object.assign(console, original),
  };
}

async function measureFlow(flow: Flow, context: FlowContext, probes: Probes): Promise<FlowFigures> {
  await flow.prepare?.(context);
  await context.stack.bus.settled();
  const traffic = emptyTraffic();
  probes.traffic = traffic;
  const eventsBefore = context.stack.bus.published.length;
  const messagesBefore = context.stack.outbox.list();
  probes.invocations.length = 0;
  probes.trace.reset();
  probes.capacity.reset();
  probes.logs.reset();

  // One browser context per flow: its steps are one visitor's pages.
  const browserContext = flow.steps.some((step) => 'browser' in step)
    ? await context.browser.newContext({ locale: 'de-AT', viewport: { width: 1280, height: 800 } })
    : undefined;
  const page = await browserContext?.newPage();
  // The consumers wait until the flow's requests are answered, as in AWS, where they are other
  // Lambdas: otherwise a consumer's first calls would count as the request's.
  context.stack.bus.hold();
  try {
    for (const step of flow.steps) {
      if ('browser' in step) await runBrowserStep(context, page!, step.browser, traffic);
      else await step.run(context);
    }
  } finally {
    await browserContext?.close();
    context.stack.bus.release();
  }
  const onPathCalls = probes.trace.calls.slice();
  const onPathUnits = { ...probes.capacity.units };
  await context.stack.bus.settled();
  const afterCalls = probes.trace.calls.slice(onPathCalls.length);
  const afterUnits = { read: probes.capacity.units.read - onPathUnits.read, write: probes.capacity.units.write - onPathUnits.write };

  const messages = context.stack.outbox.list().filter((message) => !messagesBefore.some((before) => before.id === message.id));
  const lambdas = new Map<string, LambdaFigure>();
  for (const { module, ms } of probes.invocations) {
    const entry = lambdas.get(module) ?? { module, invocations: 0, ms: 0 };
    entry.invocations += 1;
    entry.ms += ms;
    lambdas.set(module, entry);
  }
  return {
    id: flow.id,
    title: flow.title,
    requests: traffic.requests,
    cacheableApiRequests: traffic.cacheableApi,
    bytesOut: traffic.bytes,
    lambdas: [...lambdas.values()].map((entry) => ({ ...entry, ms: Math.round(entry.ms * 10) / 10 })),
    dynamoDb: { onPath: phaseCalls(onPathCalls, onPathUnits), afterwards: phaseCalls(afterCalls, afterUnits) },
    events: context.stack.bus.published.length - eventsBefore,
    emails: messages.filter((message) => message.channel === 'email').length,
    sms: messages.filter((message) => message.channel === 'sms').length,
    logBytes: probes.logs.bytes(),
  };
}

interface Probes {
  invocations: Invocation[];
  trace: ReturnType<typeof traceDynamoDbCalls>;
  capacity: ReturnType<typeof meterCapacity>;
  logs: ReturnType<typeof captureLogs>;
  traffic: Traffic;
}

async function runBrowserStep(context: FlowContext, page: Page, action: (page: Page, origin: string) => Promise<void>, traffic: Traffic) {
  const counted: Array<Promise<void>> = [];
  const onResponse = (response: PageResponse) => {
    const url = new URL(response.url());
    if (url.origin !== context.origin) return;
    counted.push(
      (async () => {
        const kind = requestKind(url.pathname);
        traffic.requests[kind] += 1;
        const sizes = await response
          .request()
          .sizes()
          .catch(() => undefined);
        // The transfer as the browser received it (the local server compresses like CloudFront).
        traffic.bytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
        if (kind === 'api' && /s-maxage/.test(response.headers()['cache-control'] ?? '')) traffic.cacheableApi += 1;
      })(),
    );
  };
  page.on('response', onResponse);
  try {
    await action(page, context.origin);
  } finally {
    page.off('response', onResponse);
    await Promise.all(counted);
  }
}

export async function callsBench(): Promise<FlowFigures[]> {
  console.log('\n8. Calls per flow (local stack, demo seed; after a warm-up run, handler times the median of 3 runs) — feeds docs/cost.md');
  const invocations: Invocation[] = [];
  // Info, as deployed: the log volume per request is part of the cost.
  const previousLevel = process.env[ENV.logLevel];
  process.env[ENV.logLevel] = 'info';
  const stack = await startLocalStack({
    ports: 'free',
    web: 'dist',
    distDir: process.env.THEKE_DIST_DIR,
    seed: true,
    schedules: [],
    load: countingLoader(invocations),
    log: () => undefined,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const probes: Probes = { invocations, trace: traceDynamoDbCalls(), capacity: meterCapacity(), logs: captureLogs(), traffic: emptyTraffic() };
  printerOrigin = stack.urls.app;
  simulatedPrinter = undefined;
  const originalFetch = globalThis.fetch;
  const origin = stack.urls.app;
  // Every fetch to the stack (the steps' own and the simulated printer's) is one request through CloudFront.
  globalThis.fetch = async (input, init) => {
    const response = await originalFetch(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== origin) return response;
    const body = Buffer.from(await response.clone().arrayBuffer());
    const kind = requestKind(url.pathname);
    probes.traffic.requests[kind] += 1;
    probes.traffic.bytes += bytesSent(body, response.headers.get('content-type') ?? '') + 300;
    if (kind === 'api' && /s-maxage/.test(response.headers.get('cache-control') ?? '')) probes.traffic.cacheableApi += 1;
    return response;
  };
  const figures: FlowFigures[] = [];
  try {
    const staffToken = await signIn(stack);
    const context: FlowContext = {
      origin,
      stack,
      browser,
      staffToken,
      request: (path, { staff, ...init } = {}) =>
        fetch(origin + path, {
          ...init,
          headers: {
            'content-type': 'application/json',
            'cloudfront-viewer-address': '198.18.1.1:4000',
            ...(staff ? { authorization: `Bearer ${staffToken}` } : {}),
          },
        }),
    };
    const runs: FlowFigures[][] = [];
    for (let run = 0; run <= MEASURED_RUNS; run += 1) {
      context.order = undefined;
      const figuresOfRun: FlowFigures[] = [];
      for (const flow of FLOWS) {
        const measured = await measureFlow(flow, context, probes).catch((error: unknown) => {
          probes.logs.restore();
          console.error(`flow ${flow.id} failed; the handlers' last log lines:\n${probes.logs.last.join('\n')}`);
          for (const { rule, error: cause } of stack.bus.undeliverable) console.error(`consumer ${rule} failed: ${cause}`);
          throw error;
        });
        figuresOfRun.push(measured);
      }
      // The first run warms the modules up (a cold start is once per Lambda instance, not per request).
      if (run > 0) runs.push(figuresOfRun);
    }
    figures.push(...medianTimes(runs));
  } finally {
    globalThis.fetch = originalFetch;
    probes.logs.restore();
    probes.trace.stop();
    probes.capacity.stop();
    await browser.close();
    await stack.stop();
    if (previousLevel === undefined) delete process.env[ENV.logLevel];
    else process.env[ENV.logLevel] = previousLevel;
  }
  printFigures(figures);
  console.log(`  the order item as stored: ${(orderItemBytes / 1024).toFixed(1)} KB (JSON of the record, about its DynamoDB size)`);
  const file = join('.cache', 'bench', 'calls.json');
  mkdirSync(join('.cache', 'bench'), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), flows: figures }, null, 2)}\n`);
  console.log(`  figures written to ${file}; the cost tables from them (scripts/bench/cost.ts):\n`);
  console.log(computeCostTables(figures).markdown);
  return figures;
}

const calls = (phase: PhaseCalls) => `${phase.reads}/${phase.queries}/${phase.writes}/${phase.transactions}`;

function printFigures(figures: readonly FlowFigures[]): void {
  console.log(
    `  ${'flow'.padEnd(18)} ${'HTTP api/page/static/media'.padEnd(27)} ${'Lambda'.padStart(6)} ${'DDB path r/q/w/t'.padEnd(17)} ${'trips'.padStart(5)} ${'RRU'.padStart(5)} ${'WRU'.padStart(5)}  ${'after r/q/w/t'.padEnd(14)} ${'RRU'.padStart(5)} ${'WRU'.padStart(5)} ${'KB out'.padStart(7)} ev mail sms ${'log KB'.padStart(6)}`,
  );
  for (const flow of figures) {
    const { requests, dynamoDb } = flow;
    const invocations = flow.lambdas.reduce((sum, entry) => sum + entry.invocations, 0);
    console.log(
      `  ${flow.id.padEnd(18)} ${`${requests.api}/${requests.page}/${requests.static}/${requests.media}`.padEnd(27)} ${String(invocations).padStart(6)} ${calls(dynamoDb.onPath).padEnd(17)} ${String(dynamoDb.onPath.roundTrips).padStart(5)} ${dynamoDb.onPath.rru.toFixed(1).padStart(5)} ${dynamoDb.onPath.wru.toFixed(1).padStart(5)}  ${calls(dynamoDb.afterwards).padEnd(14)} ${dynamoDb.afterwards.rru.toFixed(1).padStart(5)} ${dynamoDb.afterwards.wru.toFixed(1).padStart(5)} ${(flow.bytesOut / 1024).toFixed(1).padStart(7)} ${String(flow.events).padStart(2)} ${String(flow.emails).padStart(4)} ${String(flow.sms).padStart(3)} ${(flow.logBytes / 1024).toFixed(1).padStart(6)}`,
    );
    console.log(`      ${flow.lambdas.map((entry) => `${shortModule(entry.module)} ×${entry.invocations} ${entry.ms.toFixed(0)} ms`).join(', ')}`);
  }
}

/** Runs measured after the warm-up; the handler times are their median (this machine is shared and noisy). */
const MEASURED_RUNS = 3;

/** The last run's counts with each module's median time over the runs. */
function medianTimes(runs: FlowFigures[][]): FlowFigures[] {
  const last = runs.at(-1)!;
  return last.map((flow, index) => ({
    ...flow,
    lambdas: flow.lambdas.map((entry) => {
      const times = runs
        .map((run) => run[index]!.lambdas.find((other) => other.module === entry.module)?.ms)
        .filter((ms): ms is number => ms !== undefined)
        .sort((a, b) => a - b);
      return { ...entry, ms: times[Math.floor(times.length / 2)]! };
    }),
  }));
}

/** functions/orders/index.ts → orders; events/consumers/notifications/order-email.ts → order-email. */
export const shortModule = (module: string) => (module.startsWith('functions/') ? module.split('/')[1]! : module.replace(/^.*\//, '').replace(/\.ts$/, ''));
