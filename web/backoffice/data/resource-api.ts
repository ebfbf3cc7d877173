/**
 * One API module per resource (backoffice.md §7 "Generic resource shape"): query keys, fetchers
 * and hooks for list pages, the whole list, one record, create, update and delete, built from the
 * resource's zod schema. A page never defines its own `useBranches`; it imports the resource's
 * module (web/backoffice/<area>/api.ts) made with `defineResource`.
 *
 * Keys follow web/common/query.ts (the url split into segments), so the whole list shares its key
 * with the /api/init entry and invalidating `['api', resource]` refreshes every list and record.
 * Paged lists add one segment, the query string: ['api', 'products', '?limit=50&search=wurst'].
 *
 * Collections (backoffice.md §4): an update replaces the record in the whole list, in every loaded
 * page and in its detail entry; a create appends it to the whole list and refetches the pages (its
 * place depends on the sort); a delete removes it everywhere.
 */
import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/schemas/list-page.ts';
import { keyForUrl, urlForKey, type ApiQueryKey } from '../../common/query';
import { api } from '../client';

/** What every stored record has (shared/schemas/common.ts `recordMeta`). */
export interface StoredRecord {
  id: string;
  version: number;
}

/** The German fallbacks of a resource (backoffice.md §8 "{Resource} konnte nicht … werden."). */
export interface ResourceMessages {
  loadFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** A list page's request: search term, sort (`name`, `-updatedAt`) and the resource's own filters. */
export interface ListParams {
  search?: string;
  sort?: string;
  filters?: Readonly<Record<string, string | undefined>>;
}

export interface ListPage<T> {
  rows: T[];
  /** The next page's cursor (X-Next-Cursor); absent on the last page. */
  nextCursor?: string;
  /** Rows matching search and filters on the server (X-Total-Count). */
  total?: number;
}

/** Rows per page of a back-office list: a screen and a half on a desktop, quick on a tablet. */
export const PAGE_SIZE = 50;

/** `?limit=50&search=…&sort=…&<filter>=…` with the parameters in a stable order (one cache entry per list). */
export function listQueryString(params: ListParams, cursor?: string): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sort) query.set('sort', params.sort);
  for (const [name, value] of Object.entries(params.filters ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  if (cursor) query.set('cursor', cursor);
  return `?${query.toString()}`;
}

/** Replaces the record with the same id in a list, or appends it when absent (backoffice.md §4). */
export function upsertById<T extends { id: string }>(list: readonly T[], record: T): T[] {
  const index = list.findIndex((entry) => entry.id === record.id);
  if (index === -1) return [...list, record];
  return list.map((entry, position) => (position === index ? record : entry));
}

/** Replaces the record where it is; a list that does not hold it stays as it is (a filtered page). */
export function replaceById<T extends { id: string }>(list: readonly T[], record: T): T[] {
  return list.some((entry) => entry.id === record.id) ? list.map((entry) => (entry.id === record.id ? record : entry)) : [...list];
}

export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((entry) => entry.id !== id);
}

export interface ResourceApi<T extends StoredRecord, Input> {
  resource: string;
  messages: ResourceMessages;
  schema: z.ZodType<T>;
  keys: {
    /** Every list, page and record of the resource (for invalidation). */
    all: ApiQueryKey;
    /** The whole list, as /api/init delivers it. */
    list: () => ApiQueryKey;
    page: (params: ListParams) => readonly [...ApiQueryKey, string];
    detail: (id: string) => ApiQueryKey;
  };
  fetchPage: (params: ListParams, cursor: string | undefined, signal?: AbortSignal) => Promise<ListPage<T>>;
  /** The whole list: only for small resources (select options), never for products or customers. */
  useAll: (options?: { enabled?: boolean }) => ReturnType<typeof useQuery<T[]>>;
  /** `refetchInterval`: a list whose rows change on their own (a TV's state) is read again this often. */
  usePages: (
    params: ListParams,
    options?: { refetchInterval?: number },
  ) => ReturnType<typeof useInfiniteQuery<ListPage<T>, Error, InfiniteData<ListPage<T>, string | undefined>, readonly string[], string | undefined>>;
  useRecord: (id: string | undefined) => ReturnType<typeof useQuery<T>>;
  /**
   * Several records named by id (e.g. the products a menu lists), each read and cached under its
   * detail key, so a record loaded once (or put there by `storeSaved`) is not asked for again.
   * `byId` holds those loaded; `missing` the ids whose read failed (deleted, or not visible).
   */
  useRecords: (ids: readonly string[]) => { byId: ReadonlyMap<string, T>; missing: ReadonlySet<string> };
  create: (input: Input) => Promise<T>;
  update: (record: Input & { id: string; version: number }) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  /** Puts a saved record into every cached list and its detail entry. */
  storeSaved: (queryClient: QueryClient, record: T, created: boolean) => void;
  /** Takes a deleted record out of every cached list. */
  storeDeleted: (queryClient: QueryClient, id: string) => void;
  useDelete: () => ReturnType<typeof useMutation<unknown, Error, string>>;
}

export function defineResource<T extends StoredRecord, Input = Omit<T, 'id' | 'version'>>(definition: {
  /** The path segment under /api: 'products', 'branches' … */
  resource: string;
  schema: z.ZodType<T>;
  messages: ResourceMessages;
}): ResourceApi<T, Input> {
  const { resource, schema, messages } = definition;
  const listSchema = z.array(schema);
  const base = `/api/${resource}`;
  const keys = {
    all: keyForUrl(base),
    list: () => keyForUrl(base),
    page: (params: ListParams) => [...keyForUrl(base), listQueryString(params)] as const,
    detail: (id: string) => keyForUrl(`${base}/${encodeURIComponent(id)}`),
  };

  const fetchPage = async (params: ListParams, cursor: string | undefined, signal?: AbortSignal): Promise<ListPage<T>> => {
    let headers: Headers | undefined;
    const rows = await api.get(`${base}${listQueryString(params, cursor)}`, {
      signal,
      schema: listSchema,
      fallback: messages.loadFailed,
      onHeaders: (received) => (headers = received),
    });
    const total = headers?.get(TOTAL_COUNT_HEADER);
    return { rows, nextCursor: headers?.get(NEXT_CURSOR_HEADER) ?? undefined, total: total ? Number(total) : undefined };
  };

  const storeSaved = (queryClient: QueryClient, record: T, created: boolean) => {
    queryClient.setQueryData(keys.detail(record.id), record);
    queryClient.setQueryData<T[]>(keys.list(), (list) => (list ? upsertById(list, record) : list));
    // Only lists that hold the record change; returning undefined leaves the others untouched
    // (setting them anyway would mark them fresh and hide a new record until they go stale).
    queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey: keys.all, predicate: (query) => isPageKey(query.queryKey) }, (data) =>
      data?.pages.some((page) => page.rows.some((row) => row.id === record.id))
        ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: replaceById(page.rows, record) })) }
        : undefined,
    );
    // A new record's place in a sorted, filtered list is the server's to say.
    if (created) void queryClient.invalidateQueries({ queryKey: keys.all, predicate: (query) => isPageKey(query.queryKey) });
  };

  const storeDeleted = (queryClient: QueryClient, id: string) => {
    queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
    queryClient.setQueryData<T[]>(keys.list(), (list) => (list ? removeById(list, id) : list));
    queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey: keys.all, predicate: (query) => isPageKey(query.queryKey) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: removeById(page.rows, id),
              total: page.total !== undefined && page.rows.some((row) => row.id === id) ? page.total - 1 : page.total,
            })),
          }
        : data,
    );
  };

  const remove = (id: string) => api.delete(urlForKey(keys.detail(id)), { fallback: messages.deleteFailed });

  return {
    resource,
    messages,
    schema,
    keys,
    fetchPage,
    useAll: (options) =>
      useQuery({
        queryKey: keys.list(),
        queryFn: ({ signal }) => api.get(base, { signal, schema: listSchema, fallback: messages.loadFailed }),
        meta: { errorMessage: messages.loadFailed },
        enabled: options?.enabled,
      }),
    usePages: (params, options) =>
      useInfiniteQuery({
        queryKey: keys.page(params),
        refetchInterval: options?.refetchInterval,
        queryFn: ({ pageParam, signal }) => fetchPage(params, pageParam, signal),
        initialPageParam: undefined as string | undefined,
        getNextPageParam: (last) => last.nextCursor,
        // The list shows its failure in place, with a retry.
        meta: { errorMessage: messages.loadFailed, shownInPlace: true },
      }),
    useRecord: (id) =>
      useQuery({
        // A new record (no id) has a key of its own that never holds data: keys.detail('') would be
        // the whole list's key ('/api/menus/' is '/api/menus'), and the editor would take the list as its record.
        queryKey: id ? keys.detail(id) : [...keys.all, ''],
        queryFn: ({ signal }) => api.get(urlForKey(keys.detail(id ?? '')), { signal, schema, fallback: messages.loadFailed }),
        enabled: Boolean(id),
        // An editor starts from what the server has now, not from a list loaded minutes ago.
        staleTime: 0,
        // The editor shows its failure in place, with a retry.
        meta: { errorMessage: messages.loadFailed, shownInPlace: true },
      }),
    useRecords: (ids) => {
      const unique = [...new Set(ids)];
      return useQueries({
        queries: unique.map((id) => ({
          queryKey: keys.detail(id),
          queryFn: ({ signal }: { signal: AbortSignal }) => api.get(urlForKey(keys.detail(id)), { signal, schema, fallback: messages.loadFailed }),
          // The page shows a record it could not read where it names it.
          meta: { errorMessage: messages.loadFailed, shownInPlace: true },
        })),
        combine: (results) => ({
          byId: new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : []))),
          missing: new Set(unique.filter((_id, index) => results[index]?.isError)),
        }),
      });
    },
    create: (input) => api.post(base, input, { schema, fallback: messages.createFailed }),
    update: (record) => api.put(urlForKey(keys.detail(record.id)), record, { schema, fallback: messages.updateFailed }),
    remove,
    storeSaved,
    storeDeleted,
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: remove,
        onSuccess: (_answer, id) => storeDeleted(queryClient, id),
        // The confirmation dialog shows a refusal (e.g. still in use) where it was asked.
        meta: { errorMessage: messages.deleteFailed, shownInPlace: true },
      });
    },
  };
}

/** A paged list's key ends in its query string. */
function isPageKey(key: readonly unknown[]): boolean {
  const last = key.at(-1);
  return typeof last === 'string' && last.startsWith('?');
}
