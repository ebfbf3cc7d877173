/**
 * Counts the DynamoDB calls a flow makes on the local stack (the Lambdas run in the bench's
 * process and share one DocumentClient, functions/db/client.ts): each call's command, its first
 * key and when it started and ended, so a bench can print how many calls one request costs and how
 * many of them wait for each other.
 *
 *   const trace = traceDynamoDbCalls();
 *   trace.reset(); await fetch(…); const onPath = trace.calls.slice();
 *   await settled(); const afterwards = trace.calls.slice(onPath.length);
 *   trace.stop();
 */
import { documentClient } from '#functions/db/client.ts';

export interface DynamoDbCall {
  /** The SDK command, e.g. GetItemCommand. */
  command: string;
  /** The partition key of the first item the call names, e.g. "ORDER#01…" (or the query's index). */
  target: string;
  startedMs: number;
  endedMs: number;
}

const MIDDLEWARE = 'bench-dynamodb-call-trace';

function targetOf(input: Record<string, unknown>): string {
  const key = (input.Key ?? input.Item) as { pk?: unknown } | undefined;
  if (key?.pk !== undefined) return String(key.pk);
  const transact = input.TransactItems as Array<Record<string, { Key?: { pk?: unknown }; Item?: { pk?: unknown } }>> | undefined;
  if (transact) return transact.map((entry) => Object.values(entry)[0]?.Key?.pk ?? Object.values(entry)[0]?.Item?.pk).join(' + ');
  const batch = input.RequestItems as Record<string, { Keys?: Array<{ pk?: unknown }> }> | undefined;
  if (batch)
    return Object.values(batch)
      .flatMap((table) => (table.Keys ?? []).map((k) => k.pk))
      .join(' + ');
  const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
  return `${String(input.IndexName ?? 'table')} ${String(values?.[':pk'] ?? '')}`.trim();
}

/** Starts recording every call of the Lambdas' DocumentClient (after the local stack has started). */
export function traceDynamoDbCalls(): { calls: DynamoDbCall[]; reset(): void; stop(): void } {
  const calls: DynamoDbCall[] = [];
  let origin = performance.now();
  const stack = documentClient().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      const startedMs = performance.now() - origin;
      try {
        return await next(args);
      } finally {
        calls.push({
          command: context.commandName ?? '?',
          target: targetOf(args.input as Record<string, unknown>),
          startedMs,
          endedMs: performance.now() - origin,
        });
      }
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  return {
    calls,
    reset: () => {
      calls.length = 0;
      origin = performance.now();
    },
    stop: () => void stack.remove(MIDDLEWARE),
  };
}

/**
 * How many round trips one after the other the calls amount to: calls that overlap in time run in
 * parallel and count once; a call that starts after every earlier one has ended starts a new one.
 */
export function sequentialRoundTrips(calls: readonly DynamoDbCall[]): number {
  let trips = 0;
  let busyUntil = -Infinity;
  for (const call of [...calls].sort((a, b) => a.startedMs - b.startedMs)) {
    if (call.startedMs >= busyUntil) trips += 1;
    busyUntil = Math.max(busyUntil, call.endedMs);
  }
  return trips;
}
