/**
 * Global setup of the e2e project: the whole local stack as `npm start` runs it, with the demo
 * shop and its logins (infra/local/seed), but on free ports, in memory, and serving the built web
 * app from dist/ (`npm run build` runs before the e2e step in `npm test`). Tests read the origin
 * with `inject('baseUrl')`; the outbox (/local/outbox?format=json) and the published events
 * (/local/eventbridge) are there too.
 */
import type { TestProject } from 'vitest/node';
import { ENV } from '#functions/lib/config.ts';
import { startLocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The handlers run in this process: warnings and errors in the test output, not a line per order.
  process.env[ENV.logLevel] = 'warn';
  const stack = await startLocalStack({
    ports: 'free',
    web: 'dist',
    distDir: process.env.THEKE_DIST_DIR,
    seed: true,
    testClock: true,
    log: (line) => console.error(line),
  });
  project.provide('baseUrl', stack.urls.app);
  return () => stack.stop();
}
