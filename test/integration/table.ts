/** Reads the whole table of the running test, for tests that prove what was (not) written. */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/db/client.ts';

export async function scanAllItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export const countItems = async (): Promise<number> => (await scanAllItems()).length;
