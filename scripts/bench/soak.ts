/**
 * `npm run bench -- soak [--minutes N]`: a lunch rush on the local stack (demo seed, loopback
 * only) for N minutes (default 20), then a spike of ten times the customers' rate for one minute
 * and one more minute at the normal rate; it stops by itself. This process runs the stack and its
 * Lambdas, so the memory it samples is the server's (docs/performance.md "Soak and spike").
 *
 * The mix (LUNCH_RUSH): a busy chain at lunch, all orders at one counter (Graz):
 * - 0.5 orders/s (30 a minute): `POST /api/orders/public`, real takeaway orders, each customer
 *   from an address of their own (the per-client rate limit stays out of the way); an order
 *   answered 503 is sent again after its Retry-After with the same body and idempotency key, as
 *   the storefront's checkout does (at most twice);
 * - 2 storefront visits/s: `GET /` (the pages Lambda), `GET /api/init`, the Graz store page's
 *   catalogue `GET /api/init/store/{id}` and one product image of it;
 * - every placed order's status page polls `GET /api/orders/public/{uid}/{hash}` every 10 s for
 *   5 minutes (a customer watching it until the order is ready);
 * - 4 signed-in staff screens (the admin's all-branches list and one employee per branch) poll
 *   `GET /api/orders/current` every 5 s, as the back office's current list does.
 * The spike multiplies the customers' rates (orders, visits; so the status polls follow) by 10;
 * the staff screens stay the same four tablets.
 *
 * Printed: a memory sample every 30 s (heap used after a forced GC, RSS), the heap's trend over
 * the soak's last three quarters with a verdict, answers by status per phase and per kind, p50
 * and p99 per phase, and the check that no order is lost: every order answered 201 is read back
 * through its public link and found in the staff's current (or missed) list.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ENV } from '#functions/lib/config.ts';
import { imageUrl, type ImageFileRef } from '#shared/media/image-files.ts';
import { LocalStackError } from '../../infra/local/emulators/process';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { staffToken } from '../../test/e2e/staff';
import { branchIds } from '../../infra/local/seed/ids';
import { benchOrder, nextViewer } from './orders';
import { memoryVerdict, percentile, type MemorySample } from './soak-stats';

export const LUNCH_RUSH = {
  ordersPerSecond: 0.5,
  visitsPerSecond: 2,
  statusPollSeconds: 10,
  statusWatchMinutes: 5,
  staffListSeconds: 5,
  staffScreens: ['admin', 'team-graz', 'team-leibnitz', 'team-weiz'],
} as const;

export const SPIKE = { factor: 10, minutes: 1, recoveryMinutes: 1 } as const;

const DEFAULT_MINUTES = 20;
const MEMORY_SAMPLE_SECONDS = 30;
/** The bench never has more requests open than this; beyond, an arrival counts as dropped. */
const MAX_IN_FLIGHT = 1_000;
/** API Gateway's integration timeout plus the way there. */
const REQUEST_TIMEOUT_MS = 35_000;
const ORDER_RETRIES = 2;
const TICK_MS = 100;

type Kind = 'page' | 'init' | 'store' | 'image' | 'order' | 'status' | 'staff';
type Phase = 'soak' | 'spike' | 'recovery';
/** An HTTP status, or what happened instead. */
type Outcome = number | 'timeout' | 'network' | 'dropped';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

interface PhaseFigures {
  outcomes: Map<Outcome, number>;
  latencies: number[];
  seconds: number;
}

export function parseMinutes(args: readonly string[]): number {
  const index = args.indexOf('--minutes');
  if (index === -1) return DEFAULT_MINUTES;
  const minutes = Number(args[index + 1]);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`--minutes needs a positive number, got ${args[index + 1]}`);
  return minutes;
}

/** `gc()` of V8, switched on at run time (no NODE_OPTIONS needed); undefined if the runtime refuses. */
function forceGc(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

/** The first image reference (`{id, version, extension}`) in an answer, as a product card shows it. */
function findImage(value: unknown): ImageFileRef | undefined {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findImage(entry);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.version === 'number' && typeof record.extension === 'string') {
    return { id: record.id, version: record.version, extension: record.extension };
  }
  return findImage(Object.values(record));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => bytes / 1048576;
const clock = (ms: number) => `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** The stack with the built web app; on a busy machine an emulator may miss its start-up timeout, so up to three tries. */
async function startStack(log: (line: string) => void): Promise<LocalStack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startLocalStack({ ports: 'free', web: 'dist', distDir: process.env.THEKE_DIST_DIR, seed: true, log });
    } catch (error) {
      if (!(error instanceof LocalStackError) || attempt === 3) throw error;
      console.log(`  (the local stack did not start, try ${attempt + 1} of 3: ${error.message.split('\n')[0]})`);
    }
  }
}

export async function soakBench(args: readonly string[]): Promise<void> {
  const minutes = parseMinutes(args);
  const soakMs = minutes * 60_000;
  const spikeEnd = soakMs + SPIKE.minutes * 60_000;
  const totalMs = spikeEnd + SPIKE.recoveryMinutes * 60_000;
  console.log(
    `\n8. Soak and spike: ${minutes} min lunch rush, then ${SPIKE.minutes} min at ${SPIKE.factor}× the customers' rate, then ${SPIKE.recoveryMinutes} min normal`,
  );
  console.log(
    `  mix: ${LUNCH_RUSH.ordersPerSecond} orders/s (Graz), ${LUNCH_RUSH.visitsPerSecond} storefront visits/s (page, /api/init, Graz catalogue, image), ` +
      `status page of each order every ${LUNCH_RUSH.statusPollSeconds} s for ${LUNCH_RUSH.statusWatchMinutes} min, ` +
      `${LUNCH_RUSH.staffScreens.length} staff lists every ${LUNCH_RUSH.staffListSeconds} s`,
  );

  const gc = forceGc();
  if (!gc) console.log('  (no forced GC: heap figures include garbage)');
  process.env[ENV.logLevel] = 'warn';
  const problems: string[] = [];
  const stack = await startStack((line) => problems.push(line));
  const app = stack.urls.app;

  const phases: Record<Phase, PhaseFigures> = {
    soak: { outcomes: new Map(), latencies: [], seconds: minutes * 60 },
    spike: { outcomes: new Map(), latencies: [], seconds: SPIKE.minutes * 60 },
    recovery: { outcomes: new Map(), latencies: [], seconds: SPIKE.recoveryMinutes * 60 },
  };
  const byKind = new Map<Kind, Map<Outcome, number>>();
  const memory: Array<MemorySample & { phase: Phase }> = [];
  const placed: Array<{ uid: string; hash: string }> = [];
  let orderRetries = 0;
  let inFlight = 0;
  let started = performance.now();
  const elapsed = () => performance.now() - started;
  const phaseAt = (ms: number): Phase => (ms < soakMs ? 'soak' : ms < spikeEnd ? 'spike' : 'recovery');

  const count = (kind: Kind, phase: Phase, outcome: Outcome, ms?: number) => {
    const figures = phases[phase];
    figures.outcomes.set(outcome, (figures.outcomes.get(outcome) ?? 0) + 1);
    if (ms !== undefined) figures.latencies.push(ms);
    const kindOutcomes = byKind.get(kind) ?? new Map<Outcome, number>();
    kindOutcomes.set(outcome, (kindOutcomes.get(outcome) ?? 0) + 1);
    byKind.set(kind, kindOutcomes);
  };

  const send = async (kind: Kind, path: string, init: RequestInit = {}): Promise<Answer | undefined> => {
    const phase = phaseAt(elapsed());
    if (inFlight >= MAX_IN_FLIGHT) {
      count(kind, phase, 'dropped');
      return undefined;
    }
    inFlight += 1;
    const sent = performance.now();
    try {
      const response = await fetch(app + path, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      count(kind, phase, response.status, performance.now() - sent);
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      count(kind, phase, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
      return undefined;
    } finally {
      inFlight -= 1;
    }
  };

  try {
    // Warm-up outside the figures: every handler module loaded once, the image address found.
    await fetch(`${app}/api/init`).then((response) => response.text());
    const storePath = `/api/init/store/${branchIds.graz}`;
    const store = await (await fetch(app + storePath)).text();
    const image = findImage(JSON.parse(store));
    const imagePath = image && imageUrl(image, 'product', 'webp');
    await fetch(`${app}/`).then((response) => response.text());
    const tokens = new Map<string, string>();
    for (const username of LUNCH_RUSH.staffScreens) tokens.set(username, await staffToken(app, username));
    // Appointments after the run, so no order turns "missed" (and leaves the current list) on the way.
    const orderBody = benchOrder({ notBefore: new Date(Date.now() + totalMs + 30 * 60_000) });
    await fetch(`${app}/api/orders/current`, { headers: { authorization: `Bearer ${tokens.get('admin')}` } }).then((response) => response.text());
    console.log(`  image of the visits: ${imagePath ?? '(none in the store catalogue: visits load no image)'}`);

    const watchers: Array<{ path: string; next: number; until: number }> = [];
    const visit = async () => {
      const viewer = { 'cloudfront-viewer-address': nextViewer(), 'accept-encoding': 'br, gzip' };
      await send('page', '/', { headers: viewer });
      await send('init', '/api/init', { headers: viewer });
      await send('store', storePath, { headers: viewer });
      if (imagePath) await send('image', imagePath, { headers: viewer });
    };
    const order = async () => {
      const body = orderBody();
      const headers = { 'content-type': 'application/json', 'cloudfront-viewer-address': nextViewer() };
      for (let attempt = 0; attempt <= ORDER_RETRIES; attempt++) {
        const answer = await send('order', '/api/orders/public', { method: 'POST', headers, body });
        if (!answer) return;
        if (answer.status === 200 || answer.status === 201) {
          const created = (JSON.parse(answer.text) as { data: { uid: string; hash: string } }).data;
          placed.push(created);
          const now = elapsed();
          watchers.push({
            path: `/api/orders/public/${encodeURIComponent(created.uid)}/${encodeURIComponent(created.hash)}`,
            next: now + LUNCH_RUSH.statusPollSeconds * 1000,
            until: now + LUNCH_RUSH.statusWatchMinutes * 60_000,
          });
          return;
        }
        if (answer.status !== 503 || attempt === ORDER_RETRIES) return;
        orderRetries += 1;
        await sleep(Math.min(Number(answer.headers.get('retry-after') ?? 2), 10) * 1000);
      }
    };
    const staffBusy = new Set<string>();
    const staffList = async (username: string) => {
      if (staffBusy.has(username)) return;
      staffBusy.add(username);
      try {
        await send('staff', '/api/orders/current', { headers: { authorization: `Bearer ${tokens.get(username)}` } });
      } finally {
        staffBusy.delete(username);
      }
    };

    const pending = new Set<Promise<unknown>>();
    const launch = (work: Promise<unknown>) => {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };
    const sampleMemory = () => {
      gc?.();
      const usage = process.memoryUsage();
      const at = elapsed();
      const sample = { minute: at / 60_000, heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), phase: phaseAt(at) };
      memory.push(sample);
      console.log(
        `  ${clock(at)} ${sample.phase.padEnd(8)} heap ${sample.heapUsedMb.toFixed(1).padStart(6)} MB  rss ${sample.rssMb.toFixed(1).padStart(6)} MB  ` +
          `open requests ${String(inFlight).padStart(4)}  orders placed ${placed.length}  watched ${watchers.length}`,
      );
    };

    started = performance.now();
    let owedOrders = 0;
    let owedVisits = 0;
    let lastTick = elapsed();
    const ticker = setInterval(() => {
      const now = elapsed();
      const seconds = (now - lastTick) / 1000;
      lastTick = now;
      const factor = phaseAt(now) === 'spike' ? SPIKE.factor : 1;
      owedOrders += LUNCH_RUSH.ordersPerSecond * factor * seconds;
      owedVisits += LUNCH_RUSH.visitsPerSecond * factor * seconds;
      for (; owedOrders >= 1; owedOrders -= 1) launch(order());
      for (; owedVisits >= 1; owedVisits -= 1) launch(visit());
      for (let index = watchers.length - 1; index >= 0; index--) {
        const watcher = watchers[index]!;
        if (now > watcher.until) {
          watchers.splice(index, 1);
        } else if (now >= watcher.next) {
          watcher.next += LUNCH_RUSH.statusPollSeconds * 1000;
          launch(send('status', watcher.path));
        }
      }
    }, TICK_MS);
    const staffTimer = setInterval(() => {
      for (const username of LUNCH_RUSH.staffScreens) launch(staffList(username));
    }, LUNCH_RUSH.staffListSeconds * 1000);
    console.log('\n  memory every 30 s (heap used after a forced GC, RSS of this process: stack, Lambdas and the bench client)');
    sampleMemory();
    const memoryTimer = setInterval(sampleMemory, MEMORY_SAMPLE_SECONDS * 1000);
    await sleep(totalMs);
    clearInterval(ticker);
    clearInterval(staffTimer);
    clearInterval(memoryTimer);
    // Answers still on their way (an order's retries included) count in the phase they were sent in.
    const drainUntil = Date.now() + 60_000;
    while (pending.size > 0 && Date.now() < drainUntil) await sleep(250);

    report({ phases, byKind, memory, minutes, orderRetries, unfinished: pending.size, problems });
    await checkOrders(app, placed, tokens.get('admin')!);
  } finally {
    await stack.stop();
  }
}

function report(run: {
  phases: Record<Phase, PhaseFigures>;
  byKind: Map<Kind, Map<Outcome, number>>;
  memory: Array<MemorySample & { phase: Phase }>;
  minutes: number;
  orderRetries: number;
  unfinished: number;
  problems: string[];
}): void {
  const soakSamples = run.memory.filter((sample) => sample.phase === 'soak');
  const verdict = memoryVerdict(soakSamples);
  const first = soakSamples[0];
  const last = soakSamples.at(-1);
  const trend = soakSamples.length >= 4 ? `${verdict.trend >= 0 ? '+' : ''}${verdict.trend.toFixed(2)} MB per 10 min` : '(no trend)';
  console.log(
    `\n  heap trend over the soak's last three quarters: ${trend} ` +
      `(heap ${first?.heapUsedMb.toFixed(1)} → ${last?.heapUsedMb.toFixed(1)} MB, RSS ${first?.rssMb.toFixed(1)} → ${last?.rssMb.toFixed(1)} MB over ${run.minutes} min)`,
  );
  console.log(`  ${verdict.growing ? 'OVER' : 'ok  '} ${verdict.text}`);

  const describe = (outcomes: Map<Outcome, number>) =>
    [...outcomes.entries()]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([outcome, times]) => `${outcome}×${times}`)
      .join(' ');
  const sum = (outcomes: Map<Outcome, number>, test: (outcome: Outcome) => boolean) =>
    [...outcomes.entries()].filter(([outcome]) => test(outcome)).reduce((total, [, times]) => total + times, 0);
  console.log('\n  phase      req/s   p50 ms   p99 ms    503  other 5xx  timeouts  answers by status');
  for (const [name, figures] of Object.entries(run.phases) as Array<[Phase, PhaseFigures]>) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    const total = sum(figures.outcomes, () => true);
    const other5xx = sum(figures.outcomes, (outcome) => typeof outcome === 'number' && outcome >= 500 && outcome !== 503);
    const failed = sum(figures.outcomes, (outcome) => typeof outcome !== 'number');
    console.log(
      `  ${mark(other5xx === 0 && failed === 0)} ${name.padEnd(8)} ${(total / figures.seconds).toFixed(1).padStart(6)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ` +
        `${percentile(sorted, 0.99).toFixed(0).padStart(8)} ${String(figures.outcomes.get(503) ?? 0).padStart(6)} ${String(other5xx).padStart(10)} ${String(failed).padStart(9)}  ${describe(figures.outcomes)}`,
    );
  }
  console.log('\n  answers by kind (all phases)');
  for (const [kind, outcomes] of run.byKind) console.log(`    ${kind.padEnd(7)} ${describe(outcomes)}`);
  console.log(`  orders sent again after a 503 (same idempotency key): ${run.orderRetries}; still unanswered at the end: ${run.unfinished}`);
  if (run.problems.length > 0) {
    console.log(`  the stack logged ${run.problems.length} problems; the first:`);
    for (const line of run.problems.slice(0, 5)) console.log(`    ${line.split('\n')[0]}`);
  }
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

/** Every order answered 201 (or 200 for a repeat) is read back by its link and is in the staff's lists. */
async function checkOrders(app: string, placed: ReadonlyArray<{ uid: string; hash: string }>, adminToken: string): Promise<void> {
  const ids = new Set<string>();
  const unreadable: string[] = [];
  const queue = [...placed];
  const reader = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await fetch(`${app}/api/orders/public/${encodeURIComponent(next.uid)}/${encodeURIComponent(next.hash)}`);
      const body = (await response.json()) as { data?: { id: string } };
      if (response.status === 200 && body.data) ids.add(body.data.id);
      else unreadable.push(`${next.uid} (${response.status})`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));

  const listed = new Set<string>();
  for (const list of ['current', 'missed']) {
    let cursor: string | null = null;
    do {
      const query: URLSearchParams = new URLSearchParams({ limit: '200', ...(cursor ? { cursor } : {}) });
      const response: Response = await fetch(`${app}/api/orders/${list}?${query}`, { headers: { authorization: `Bearer ${adminToken}` } });
      if (!response.ok) throw new Error(`GET /api/orders/${list} answered ${response.status}: ${await response.text()}`);
      for (const row of ((await response.json()) as { data: Array<{ id: string }> }).data) listed.add(row.id);
      cursor = response.headers.get('x-next-cursor');
    } while (cursor);
  }
  const inLists = [...ids].filter((id) => listed.has(id)).length;
  const distinct = new Set(placed.map((order) => order.uid)).size;
  const lost = placed.length - ids.size;
  console.log(
    `\n  ${mark(unreadable.length === 0 && inLists === ids.size)} orders placed ${placed.length} (${distinct} distinct), read back by their link ${ids.size}, ` +
      `in the staff's current/missed lists ${inLists}, lost ${lost}`,
  );
  if (unreadable.length > 0) console.log(`    unreadable: ${unreadable.slice(0, 10).join(', ')}`);
}
