/**
 * Global setup of the integration project: starts the emulators once, in memory on free ports,
 * and hands their endpoints to the test workers through the environment (workers are started
 * after this runs and inherit process.env).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoDbLocal } from '../../infra/local/emulators/dynamodb';
import { ensureTable } from '../../infra/local/emulators/create-table';
import { freePort } from '../../infra/local/emulators/process';
import { ENV } from '../../functions/lib/config';

export default async function setup(): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const table = 'theke-test';
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    [ENV.stage]: 'local',
    [ENV.table]: table,
    [ENV.dynamoDbEndpoint]: dynamo.endpoint,
  });
  await ensureTable(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    table,
  );
  return () => dynamo.stop();
}
