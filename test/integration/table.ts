/** Reads the table of the running test, for tests that prove what was (not) written. */
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/db/client.ts';

type ItemFilter = Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeValues' | 'ExpressionAttributeNames'>;

/**
 * Every item, or those matching `filter` (applied by DynamoDB, so a test that looks for a few
 * items in a table of many thousands does not transfer and parse all of them).
 */
export async function scanAllItems(filter: ItemFilter = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true, ...filter }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export const countItems = async (): Promise<number> => (await scanAllItems()).length;
