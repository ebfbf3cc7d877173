/**
 * The load of `npm run bench -- load` (scripts/bench/load.ts), run in a child process of its own:
 * autocannon's connections, its HTTP parsing and the order bodies take a processor core's time,
 * and in the bench process they took it from the local stack they measure (a visitor's phone
 * never shares our server's processor). The parent sends one run (`LoadRun`), this process
 * answers its figures (`LoadFigures`) and exits.
 */
import autocannon from 'autocannon';
import { benchOrder, nextViewer } from './orders';

export interface LoadRun {
  url: string;
  method: 'GET' | 'POST';
  /** POST: a fresh takeaway order (./orders.ts) per request. */
  sendsOrders: boolean;
  connections: number;
  seconds: number;
  /** Load before the measured run, not counted: the JIT of our process and of DynamoDB Local's JVM warm up. */
  warmupSeconds: number;
}

export interface LoadFigures {
  /** Answered with 2xx. */
  answered: number;
  refusedOrFailed: number;
  seconds: number;
  p99Ms: number;
}

/** What the server still works on when a run's connections close, finished before the next run. */
const DRAIN_MS = 1000;

function load(run: LoadRun, seconds: number): Promise<autocannon.Result> {
  const body = run.sendsOrders ? benchOrder() : undefined;
  return autocannon({
    url: run.url,
    connections: run.connections,
    duration: seconds,
    requests: [
      {
        method: run.method,
        // Every request comes from a customer of its own (as CloudFront reports the viewer), so the
        // local stack's per-client rate limit measures the handlers, not its own 429s.
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'cloudfront-viewer-address': nextViewer() },
          ...(body ? { body: body() } : {}),
        }),
      },
    ],
  });
}

async function drive(run: LoadRun): Promise<LoadFigures> {
  if (run.warmupSeconds > 0) {
    await load(run, run.warmupSeconds);
    // The warm-up's last requests are still being answered: they would queue in front of the run's.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  }
  const result = await load(run, run.seconds);
  return { answered: result['2xx'], refusedOrFailed: result.non2xx + result.errors, seconds: result.duration, p99Ms: result.latency.p99 };
}

// As a child process (forked by load.ts): wait for the run, drive it, send the figures, exit.
if (process.send && process.argv.includes('--load-driver')) {
  process.once('message', (run: LoadRun) => {
    drive(run).then(
      (figures) => process.send!(figures, () => process.disconnect()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
