/**
 * The soak's customers and staff screens (scripts/bench/soak.ts), run in a child process of their
 * own: its requests, answers, latencies and placed orders live in this process's heap, so the
 * memory the soak samples in the parent is the local stack's alone. The parent sends the plan
 * (`start`), this process sends its counters every second (`status`) and, after the run and the
 * drain of answers still on their way, the figures (`done`), then exits.
 */
import { benchOrder, nextViewer } from './orders';

export const LUNCH_RUSH = {
  ordersPerSecond: 0.5,
  visitsPerSecond: 2,
  statusPollSeconds: 10,
  statusWatchMinutes: 5,
  staffListSeconds: 5,
  staffScreens: ['admin', 'team-graz', 'team-leibnitz', 'team-weiz'],
} as const;

export const SPIKE = { factor: 10, minutes: 1, recoveryMinutes: 1 } as const;

/** The bench never has more requests open than this; beyond, an arrival counts as dropped. */
const MAX_IN_FLIGHT = 1_000;
/** API Gateway's integration timeout plus the way there. */
const REQUEST_TIMEOUT_MS = 35_000;
const ORDER_RETRIES = 2;
const TICK_MS = 100;
const STATUS_MS = 1000;
/** How long answers still on their way after the run are waited for. */
const DRAIN_MS = 60_000;

export type Kind = 'page' | 'init' | 'store' | 'image' | 'order' | 'status' | 'staff';
export type Phase = 'soak' | 'spike' | 'recovery';
/** An HTTP status, or what happened instead. */
export type Outcome = number | 'timeout' | 'network' | 'dropped';

export interface DriverPlan {
  app: string;
  storePath: string;
  imagePath: string | undefined;
  /** Access token per staff screen's user name. */
  tokens: Record<string, string>;
  soakMs: number;
  spikeEnd: number;
  totalMs: number;
  /** ISO time the orders' appointments are at or after. */
  notBefore: string;
}

export interface DriverStatus {
  type: 'status';
  inFlight: number;
  placed: number;
  watched: number;
}

export interface DriverFigures {
  type: 'done';
  phases: Record<Phase, { outcomes: Map<Outcome, number>; latencies: number[] }>;
  byKind: Map<Kind, Map<Outcome, number>>;
  placed: Array<{ uid: string; hash: string }>;
  orderRetries: number;
  unfinished: number;
}

export type DriverMessage = { type: 'started' } | DriverStatus | DriverFigures;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function driveSoak(plan: DriverPlan, tell: (message: DriverMessage) => void): Promise<DriverFigures> {
  const { app, storePath, imagePath, tokens, soakMs, spikeEnd, totalMs } = plan;
  const phases: DriverFigures['phases'] = {
    soak: { outcomes: new Map(), latencies: [] },
    spike: { outcomes: new Map(), latencies: [] },
    recovery: { outcomes: new Map(), latencies: [] },
  };
  const byKind: DriverFigures['byKind'] = new Map();
  const placed: DriverFigures['placed'] = [];
  const watchers: Array<{ path: string; next: number; until: number }> = [];
  const orderBody = benchOrder({ notBefore: new Date(plan.notBefore) });
  let orderRetries = 0;
  let inFlight = 0;
  const started = performance.now();
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
        placed.push({ uid: created.uid, hash: created.hash });
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
      await send('staff', '/api/orders/current', { headers: { authorization: `Bearer ${tokens[username]}` } });
    } finally {
      staffBusy.delete(username);
    }
  };

  const pending = new Set<Promise<unknown>>();
  const launch = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  tell({ type: 'started' });
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
  const statusTimer = setInterval(() => tell({ type: 'status', inFlight, placed: placed.length, watched: watchers.length }), STATUS_MS);
  try {
    await sleep(totalMs);
  } finally {
    clearInterval(ticker);
    clearInterval(staffTimer);
  }
  // Answers still on their way (an order's retries included) count in the phase they were sent in.
  const drainUntil = Date.now() + DRAIN_MS;
  while (pending.size > 0 && Date.now() < drainUntil) await sleep(250);
  clearInterval(statusTimer);
  return { type: 'done', phases, byKind, placed, orderRetries, unfinished: pending.size };
}

// As a child process (forked by soak.ts): wait for the plan, drive, send the figures, exit.
if (process.send && process.argv.includes('--soak-driver')) {
  const send = (message: DriverMessage) => process.send!(message);
  process.once('message', (plan: DriverPlan) => {
    driveSoak(plan, send).then(
      // Disconnect once the figures are handed to the channel, so the process can end.
      (figures) => process.send!(figures, () => process.disconnect()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
