import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV } from './config';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { documentClient } from '../db/client';
import { lazyClient, withoutSdkLogging, type ClientTarget } from './sdk-client';

describe('lazyClient', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('makes one client per region and endpoint: shared by callers that start together, new when the endpoint changes', async () => {
    vi.stubEnv('AWS_REGION', 'eu-central-1');
    vi.stubEnv(ENV.eventBridgeEndpoint, '');
    const created: ClientTarget[] = [];
    const client = lazyClient('eventBridgeEndpoint', async (target) => {
      created.push(target);
      return { target };
    });
    const [first, second] = await Promise.all([client(), client()]);
    expect(second).toBe(first);
    expect(await client()).toBe(first);
    vi.stubEnv(ENV.eventBridgeEndpoint, 'http://127.0.0.1:4569');
    const other = await client();
    expect(other).not.toBe(first);
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    expect(await client()).not.toBe(other);
    expect(created).toEqual([
      { region: 'eu-central-1' },
      { region: 'eu-central-1', endpoint: 'http://127.0.0.1:4569' },
      { region: 'eu-west-1', endpoint: 'http://127.0.0.1:4569' },
    ]);
  });
});

describe('withoutSdkLogging', () => {
  const loggers = (stack: { identify(): string[] }) => stack.identify().filter((entry) => entry.startsWith('loggerMiddleware'));

  it("takes the SDK's logger middleware out of a client's stack, and the Lambdas' DynamoDB client has none", () => {
    expect(loggers(new DynamoDBClient({ region: 'eu-central-1' }).middlewareStack)).toEqual(['loggerMiddleware - initialize']);
    expect(loggers(withoutSdkLogging(new DynamoDBClient({ region: 'eu-central-1' })).middlewareStack)).toEqual([]);
    expect(loggers(documentClient().middlewareStack)).toEqual([]);
  });
});
