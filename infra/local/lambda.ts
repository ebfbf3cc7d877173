/**
 * How the local stack runs Lambda code in-process: load a handler module once (like a cold start;
 * Node's module cache keeps it warm) and call it with a Lambda context.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LocalStackError, repoRoot } from './emulators/process';

/** Loads a module given relative to the repository root (e.g. `functions/orders/index.ts`). */
export type ModuleLoader = (modulePath: string) => Promise<Record<string, unknown>>;

export const importFromRepo: ModuleLoader = (modulePath) => import(pathToFileURL(join(repoRoot, modulePath)).href);

/** The module's exported `handler`, the same export the CDK functions name as their entry point. */
export async function loadHandler<T>(load: ModuleLoader, modulePath: string): Promise<T> {
  let loaded: Record<string, unknown>;
  try {
    loaded = await load(modulePath);
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && String((error as Error).message).includes(modulePath);
    if (missing) throw new LocalStackError(`${modulePath} gibt es (noch) nicht.`, { cause: error });
    throw error;
  }
  if (typeof loaded.handler !== 'function') {
    throw new LocalStackError(`${modulePath} exportiert keine Funktion "handler".`);
  }
  return loaded.handler as T;
}

/** Account id of every ARN the local stack makes up (never a real account). */
export const LOCAL_ACCOUNT = '000000000000';

export function lambdaContext(functionName: string, region: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const requestId = randomUUID();
  const unsupported = (): never => {
    throw new Error('Lambda callbacks (done/fail/succeed) are not supported: return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
