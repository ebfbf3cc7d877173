/**
 * `npm run bench -- soak [--minutes N]`: a lunch rush on the local stack (demo seed, loopback
 * only) for N minutes (default 20), then a spike of ten times the customers' rate for one minute
 * and one more minute at the normal rate; it stops by itself. This process runs the stack and its
 * Lambdas; the customers and staff screens run in a child process (scripts/bench/soak-driver.ts),
 * so the memory sampled here is the server's alone (docs/performance.md "Soak and spike").
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
 * through its public link and found in the staff's current (or missed) list. With
 * `--heap-snapshots DIR`, heap snapshots of this process after the soak's first quarter, in its
 * middle and at its end (compare them with scripts/bench/soak-heap.ts).
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ENV } from '#functions/lib/config.ts';
import { imageUrl, type ImageFileRef } from '#shared/media/image-files.ts';
import { LocalStackError } from '../../infra/local/emulators/process';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { staffToken } from '../../test/e2e/staff';
import { branchIds } from '../../infra/local/seed/ids';
import { LUNCH_RUSH, SPIKE, type DriverFigures, type DriverMessage, type DriverPlan, type DriverStatus, type Outcome, type Phase } from './soak-driver';
import { memoryVerdict, percentile, type MemorySample } from './soak-stats';

const DEFAULT_MINUTES = 20;
const MEMORY_SAMPLE_SECONDS = 30;

export function parseMinutes(args: readonly string[]): number {
  const index = args.indexOf('--minutes');
  if (index === -1) return DEFAULT_MINUTES;
  const minutes = Number(args[index + 1]);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`--minutes needs a positive number, got ${args[index + 1]}`);
  return minutes;
}

/** `--heap-snapshots DIR`: where to write heap snapshots of the soak (undefined: none). */
export function parseSnapshotDir(args: readonly string[]): string | undefined {
  const index = args.indexOf('--heap-snapshots');
  if (index === -1) return undefined;
  const directory = args[index + 1];
  if (!directory || directory.startsWith('--')) throw new Error('--heap-snapshots needs a folder');
  return directory;
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
  const snapshotDir = parseSnapshotDir(args);
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
  const memory: Array<MemorySample & { phase: Phase }> = [];
  const timers: NodeJS.Timeout[] = [];

  try {
    // Warm-up outside the figures: every handler module loaded once, the image address found.
    await fetch(`${app}/api/init`).then((response) => response.text());
    const storePath = `/api/init/store/${branchIds.graz}`;
    const store = await (await fetch(app + storePath)).text();
    const image = findImage(JSON.parse(store));
    const imagePath = image && imageUrl(image, 'product', 'webp');
    await fetch(`${app}/`).then((response) => response.text());
    const tokens: Record<string, string> = {};
    for (const username of LUNCH_RUSH.staffScreens) tokens[username] = await staffToken(app, username);
    await fetch(`${app}/api/orders/current`, { headers: { authorization: `Bearer ${tokens.admin}` } }).then((response) => response.text());
    console.log(`  image of the visits: ${imagePath ?? '(none in the store catalogue: visits load no image)'}`);

    // The customers run in a child process, so this process's heap and RSS are the stack's alone.
    const driver = fork(fileURLToPath(new URL('./soak-driver.ts', import.meta.url)), ['--soak-driver'], { serialization: 'advanced' });
    let status: DriverStatus = { type: 'status', inFlight: 0, placed: 0, watched: 0 };
    let started = performance.now();
    const elapsed = () => performance.now() - started;
    const phaseAt = (ms: number): Phase => (ms < soakMs ? 'soak' : ms < spikeEnd ? 'spike' : 'recovery');
    const sampleMemory = () => {
      gc?.();
      const usage = process.memoryUsage();
      const at = elapsed();
      const sample = { minute: at / 60_000, heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), phase: phaseAt(at) };
      memory.push(sample);
      console.log(
        `  ${clock(at)} ${sample.phase.padEnd(8)} heap ${sample.heapUsedMb.toFixed(1).padStart(6)} MB  rss ${sample.rssMb.toFixed(1).padStart(6)} MB  ` +
          `open requests ${String(status.inFlight).padStart(4)}  orders placed ${status.placed}  watched ${status.watched}`,
      );
    };
    const figures = await new Promise<DriverFigures>((resolve, reject) => {
      driver.on('message', (message: DriverMessage) => {
        if (message.type === 'status') status = message;
        else if (message.type === 'done') resolve(message);
        else {
          started = performance.now();
          console.log(
            '\n  memory every 30 s (heap used after a forced GC, RSS: this process, the stack and its Lambdas; the customers run in a child process)',
          );
          sampleMemory();
          timers.push(setInterval(sampleMemory, MEMORY_SAMPLE_SECONDS * 1000));
          // Snapshots after the warm-up quarter, in the middle and at the end of the soak, each after a forced GC.
          for (const share of snapshotDir ? [0.25, 0.625, 1] : []) {
            const timer = setTimeout(
              () => {
                gc?.();
                console.log(`  heap snapshot ${writeHeapSnapshot(join(snapshotDir!, `soak-${clock(elapsed()).replace(':', 'm')}s.heapsnapshot`))}`);
              },
              share * soakMs - 1000,
            );
            timers.push(timer);
          }
        }
      });
      driver.once('error', reject);
      // 'close', not 'exit': it comes after the IPC channel has delivered the figures.
      driver.once('close', (code) => reject(new Error(`the soak's driver process ended with ${code} before its figures`)));
      const plan: DriverPlan = {
        app,
        storePath,
        imagePath,
        tokens,
        soakMs,
        spikeEnd,
        totalMs,
        // Appointments after the run, so no order turns "missed" (and leaves the current list) on the way.
        notBefore: new Date(Date.now() + totalMs + 30 * 60_000).toISOString(),
      };
      driver.send(plan);
    });
    for (const timer of timers) clearTimeout(timer);
    timers.length = 0;

    report({ figures, memory, minutes, problems });
    await checkOrders(app, figures.placed, tokens.admin!);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    await stack.stop();
  }
}

function report(run: { figures: DriverFigures; memory: Array<MemorySample & { phase: Phase }>; minutes: number; problems: string[] }): void {
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
  const seconds: Record<Phase, number> = { soak: run.minutes * 60, spike: SPIKE.minutes * 60, recovery: SPIKE.recoveryMinutes * 60 };
  for (const [name, figures] of Object.entries(run.figures.phases) as Array<[Phase, DriverFigures['phases'][Phase]]>) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    const total = sum(figures.outcomes, () => true);
    const other5xx = sum(figures.outcomes, (outcome) => typeof outcome === 'number' && outcome >= 500 && outcome !== 503);
    const failed = sum(figures.outcomes, (outcome) => typeof outcome !== 'number');
    console.log(
      `  ${mark(other5xx === 0 && failed === 0)} ${name.padEnd(8)} ${(total / seconds[name]).toFixed(1).padStart(6)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ` +
        `${percentile(sorted, 0.99).toFixed(0).padStart(8)} ${String(figures.outcomes.get(503) ?? 0).padStart(6)} ${String(other5xx).padStart(10)} ${String(failed).padStart(9)}  ${describe(figures.outcomes)}`,
    );
  }
  console.log('\n  answers by kind (all phases)');
  for (const [kind, outcomes] of run.figures.byKind) console.log(`    ${kind.padEnd(7)} ${describe(outcomes)}`);
  console.log(`  orders sent again after a 503 (same idempotency key): ${run.figures.orderRetries}; still unanswered at the end: ${run.figures.unfinished}`);
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
