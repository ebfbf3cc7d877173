/**
 * Fixed-window caps counted in the table (the contact form per client, e-mails and SMS per
 * recipient, content generations per user): one counter item per subject and window, taken with
 * a conditional `ADD` that fails once the cap is reached, so the cap holds across Lambda
 * instances without a read first. The item expires (`ttl`) after its window; the caller names the
 * key (keys.ts) and when it may go.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';

export interface AllowanceCounter {
  key: { pk: string; sk: string };
  /** How many the window allows. */
  limit: number;
  /** The counter item's `entityType`. */
  entityType: string;
  /** Epoch seconds after which DynamoDB removes the item. */
  expiresAt: number;
}

/** Counts one; answers false (and counts nothing) when the window already holds `limit`. */
export async function takeAllowance(counter: AllowanceCounter): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counter.key,
        UpdateExpression: 'ADD #count :one SET entityType = :type, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': counter.limit, ':type': counter.entityType, ':ttl': counter.expiresAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
