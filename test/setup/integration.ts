/**
 * Global setup of the integration project: starts the local stack once, in memory on free ports
 * (DynamoDB Local, s3rver with the media bucket, cognito-local with the user pool, app client and
 * staff groups, the in-process event bus and the local server without the web app), and hands its
 * Lambda environment to the test workers (workers start after this and inherit process.env).
 *
 * Handler tests call their handlers directly with that environment; tests that need a token
 * create a user with ensureUsers (infra/local/emulators/cognito.ts) and sign in through
 * THEKE_COGNITO_ENDPOINT; `inject('localStackUrl')` is the local server (API, PutEvents and the
 * list of published events at /local/eventbridge).
 */
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    localStackUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack({ ports: 'free', web: 'none', testClock: true, log: (line) => console.error(line) });
  project.provide('localStackUrl', stack.urls.app);
  return () => stack.stop();
}
