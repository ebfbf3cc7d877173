import { describe, expect, it } from 'vitest';
import { lazyClient } from './sdk-client';

describe('lazyClient', () => {
  it('makes one client per configuration key: shared by callers that start together, new when the key changes', async () => {
    let key = 'eu-central-1|';
    const created: string[] = [];
    const client = lazyClient(
      () => key,
      async () => {
        created.push(key);
        return { key };
      },
    );
    const [first, second] = await Promise.all([client(), client()]);
    expect(second).toBe(first);
    expect(await client()).toBe(first);
    key = 'eu-central-1|http://127.0.0.1:4569';
    const other = await client();
    expect(other).not.toBe(first);
    expect(created).toEqual(['eu-central-1|', 'eu-central-1|http://127.0.0.1:4569']);
  });
});
