/**
 * BatchGetItem over any keys of the table: up to 100 per call, unprocessed keys read again with
 * backoff (DynamoDB may leave some under load). The repository's getEntities and the order path's
 * combined lookups use it.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import type { PrimaryKey } from './keys';

/** The stored items of `keys` (missing ones left out, in no particular order). */
export async function batchGetItems(keys: readonly PrimaryKey[], options: { consistent?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Array<Record<string, unknown>> = keys.slice(start, start + 100).map((key) => ({ ...key }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
      const result = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) } } }),
      );
      items.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return items;
}
