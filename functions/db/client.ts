/**
 * The DynamoDB DocumentClient of the Lambdas, created once per configuration (a warm Lambda
 * reuses it). On the local stack and in tests the endpoint points at DynamoDB Local.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readSetting } from '../lib/config';
import { withoutSdkLogging } from '../lib/sdk-client';

let cached: { key: string; client: DynamoDBDocumentClient } | undefined;

export function documentClient(): DynamoDBDocumentClient {
  const region = readSetting('region');
  const endpoint = readSetting('dynamoDbEndpoint');
  const key = `${region}|${endpoint ?? ''}`;
  if (cached?.key === key) return cached.client;
  // The staff lists read pages of whole orders: the SDK's log copy of each answer is the part worth saving.
  const base = withoutSdkLogging(
    new DynamoDBClient({
      region,
      ...(endpoint
        ? {
            endpoint,
            // The emulator accepts any credentials; never send real ones to it.
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }),
  );
  const client = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true },
  });
  cached = { key, client };
  return client;
}

export function tableName(): string {
  return readSetting('table');
}
