// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { loadInit } from './init';
import { createQueryClient, keyForUrl, queryKeys, urlForKey } from './query';

describe('query keys', () => {
  it('splits an API url into segments and back', () => {
    expect(keyForUrl('/api/users/me')).toEqual(['api', 'users', 'me']);
    expect(keyForUrl('/api/branches/')).toEqual(['api', 'branches']);
    expect(queryKeys.branch('a/b')).toEqual(['api', 'branches', 'a/b']);
    expect(urlForKey(queryKeys.branch('a/b'))).toBe('/api/branches/a%2Fb');
    expect(urlForKey(queryKeys.config())).toBe('/api/config');
  });

  it('refuses urls and keys outside /api', () => {
    expect(() => keyForUrl('/image/small/x.jpg')).toThrow();
    expect(() => urlForKey(['branches'])).toThrow();
    expect(() => urlForKey(['api', 1])).toThrow();
  });
});

describe('loadInit', () => {
  it('puts every entry under the key of its url, so no second request goes out', async () => {
    const entries = [
      { url: '/api/config', data: { title: 'Unsere Filialen' } },
      { url: '/api/branches', data: [{ id: 'b1' }] },
      { url: '/api/users/me', data: null },
      { url: 'https://elsewhere.example/x', data: 1 },
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: entries }), { status: 200 }));
    const api = createApiClient({ fallback: 'Fehler', fetch });
    const queryClient = createQueryClient(api);

    const urls = await loadInit(api, queryClient, 'Daten konnten nicht geladen werden.');

    expect(urls).toHaveLength(4);
    expect(queryClient.getQueryData(queryKeys.config())).toEqual({ title: 'Unsere Filialen' });
    expect(queryClient.getQueryData(queryKeys.branches())).toEqual([{ id: 'b1' }]);
    expect(queryClient.getQueryData(queryKeys.me())).toBeNull();
    // The seeded data is fresh: fetching the query answers from the cache.
    await expect(queryClient.fetchQuery({ queryKey: queryKeys.branches() })).resolves.toEqual([{ id: 'b1' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with the given German message when the answer is not a list of entries', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { url: 1 } }), { status: 200 }));
    const api = createApiClient({ fallback: 'Fehler', fetch });
    await expect(loadInit(api, createQueryClient(api), 'Daten konnten nicht geladen werden.')).rejects.toThrow('Daten konnten nicht geladen werden.');
  });

  it('fetches a key that init did not deliver from its own url', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { id: 'x' } }), { status: 200 }));
    const queryClient = createQueryClient(createApiClient({ fallback: 'Fehler', fetch }));
    await expect(queryClient.fetchQuery({ queryKey: queryKeys.branch('x') })).resolves.toEqual({ id: 'x' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/branches/x');
  });
});
