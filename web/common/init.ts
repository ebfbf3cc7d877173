/**
 * GET /api/init: one call that returns what a page needs first, as entries `{url, data}` that
 * each stand for a GET of that url (backoffice.md §7 "Start-up"). The loader puts every entry
 * into the query cache under the url's key, so components simply read `queryKeys.config()`,
 * `queryKeys.branches()`, … and no second request goes out.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api';
import { keyForUrl, queryKeys, urlForKey } from './query';

export interface InitEntry {
  url: string;
  data: unknown;
}

/** Fills the cache from the init entries; entries whose url is not an /api url are skipped. */
export function seedQueryCache(queryClient: QueryClient, entries: readonly InitEntry[]): void {
  for (const entry of entries) {
    if (!entry.url.startsWith('/api/')) continue;
    queryClient.setQueryData(keyForUrl(entry.url), entry.data);
  }
}

function isInitEntries(value: unknown): value is InitEntry[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && typeof (entry as InitEntry).url === 'string');
}

/** Loads GET /api/init and seeds the cache; resolves to the urls it delivered. */
export async function loadInit(api: ApiClient, queryClient: QueryClient, fallback: string): Promise<string[]> {
  const entries = await api.get(urlForKey(queryKeys.init()), {
    fallback,
    schema: {
      parse: (data) => {
        if (!isInitEntries(data)) throw new Error('init: not a list of {url, data}');
        return data;
      },
    },
  });
  seedQueryCache(queryClient, entries);
  return entries.map((entry) => entry.url);
}
