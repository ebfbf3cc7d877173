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
}

export interface LoadFigures {
  /** Answered with 2xx. */
  answered: number;
  refusedOrFailed: number;
  seconds: number;
  p99Ms: number;
}

async function drive(run: LoadRun): Promise<LoadFigures> {
  const body = run.sendsOrders ? benchOrder() : undefined;
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
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
