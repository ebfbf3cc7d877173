/**
 * The local server under a burst beyond a route group's concurrency: a real node:http server with
 * the product's routes, whose handlers are held until the test lets them go, so the count of
 * refused requests does not depend on this machine's speed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLOAD_RETRY_AFTER_SECONDS, type ConcurrencyLimit } from './concurrency';
import { createLocalServer, type LocalServerContext } from './http';
import { compileRoutes } from './routes';

const OVERLOADED = {
  errors: [{ code: 'request.overloaded', message: 'Im Moment ist bei uns sehr viel los. Bitte versuchen Sie es in einigen Sekunden erneut.' }],
};

/** Small numbers and a long wait, so a slow machine cannot turn a queued request into a refused one. */
const LIMIT: ConcurrencyLimit = { inFlight: 3, queued: 5, maxWaitMs: 60_000 };

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose every handler waits for `release()`; `entered` counts the handlers running. */
async function heldServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { entered: 0 };
  const handler = async () => {
    state.entered += 1;
    await released;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: 'ok' }) };
  };
  // Only what a public route of /api needs; the rest is never touched on that path.
  const context = {
    region: 'eu-central-1',
    routes: compileRoutes(),
    load: async () => ({ handler }),
    log: () => undefined,
    logRequests: false,
    testClock: false,
    concurrency: LIMIT,
  } as unknown as LocalServerContext;
  server = createLocalServer(context);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, release };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('local server under a burst beyond a route group’s concurrency', () => {
  it('runs inFlight, queues queued, answers the rest at once with the German 503 and Retry-After, then serves everyone queued', async () => {
    const { url, state, release } = await heldServer();
    const capacity = LIMIT.inFlight + LIMIT.queued;
    const burst = capacity + 20;
    const refused: Array<{ status: number; retryAfter: string | null; body: unknown }> = [];
    const answers = Array.from({ length: burst }, async () => {
      const response = await fetch(`${url}/api/init`);
      const answer = { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
      if (response.status === 503) refused.push(answer);
      return answer;
    });
    // Every request beyond running and waiting places is refused while the handlers are still held.
    await until(() => refused.length === burst - capacity);
    expect(state.entered).toBe(LIMIT.inFlight);
    expect(refused[0]).toEqual({ status: 503, retryAfter: String(OVERLOAD_RETRY_AFTER_SECONDS), body: OVERLOADED });

    release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(capacity);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(state.entered).toBe(capacity);
    // Afterwards the group answers normally again.
    expect((await fetch(`${url}/api/init`)).status).toBe(200);
  });

  it('counts groups apart: a full orders group leaves /api/init running', async () => {
    const { url, state, release } = await heldServer();
    const capacity = LIMIT.inFlight + LIMIT.queued;
    const orders = Array.from({ length: capacity + 1 }, () => fetch(`${url}/api/orders/public/u/h`).then((response) => response.status));
    await until(() => state.entered === LIMIT.inFlight);
    const init = fetch(`${url}/api/init`).then((response) => response.status);
    await until(() => state.entered === LIMIT.inFlight + 1);
    release();
    expect(await init).toBe(200);
    expect((await Promise.all(orders)).filter((status) => status === 503)).toHaveLength(1);
  });
});
