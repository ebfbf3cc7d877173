import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV } from './config';
import { lazyClient, type ClientTarget } from './sdk-client';

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
