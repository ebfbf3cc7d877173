/**
 * The generic resource shape of backoffice.md §7: GET list, GET {id}, POST, PUT {id}, DELETE {id}
 * for one entity type, with the visibility and branch rules of its policy (./policies.ts):
 *
 * - Anonymous callers of public reads see only what `policy.isPublic` lets through; a hidden
 *   record answers 404, as if it did not exist.
 * - Administrators see and change everything the route admits.
 * - Employees of branch-scoped resources see records of their branches and records without a
 *   branch (shop-wide ones); on public reads they also see what visitors see. Reading another
 *   branch's record otherwise, and every write that touches another branch (before or after the
 *   change) or a shop-wide record, answers 403.
 * - Employees of owner-scoped resources (working time) see only their own records (403
 *   api.auth.ownRecordsOnly otherwise) and write none.
 * - Which actions employees reach at all is the manifest's access per route (router, ./access.ts);
 *   a DELETE the policy's `references` still point at answers 409 with their names.
 * - PUT replaces the record (the body is the entity with its id) under optimistic locking on
 *   `version`; DELETE removes it with its uniqueness items.
 * - The list searches (`search` in the policy's `searchFields`, default `name`) and, with `limit`,
 *   answers one page sorted by `sort` (shared/schemas/list-page.ts, `listPage` below).
 */
import * as z from 'zod';
import { ULID_PATTERN, updateBody } from '#shared/schemas/common.ts';
import { BASE_SORT_FIELDS, DEFAULT_SORT, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, listPageQuery } from '#shared/schemas/list-page.ts';
import type { EntityData } from '../db/entities';
import { createEntity, deleteEntity, findByUnique, getEntity, listEntities, updateEntity, type StoredEntity } from '../db/repository';
import { queryOpenOrders } from '../db/orders';
import type { Caller } from './auth';
import { ApiError, notFound, resourceLabel } from './errors';
import { Reply, created, route, sharedCacheHeaders, type RouteContext, type RouteDefinition } from './router';
import { branchIdsOf, clientView, resourceOfType, type ResourcePolicy } from './policies';
import { apiText } from '#shared/schemas/errors.ts';
import { matchesSearch } from './filters';
import type { Access } from '../manifest';

/** How long the CDN may share a visitor's answer of a public list (as /api/init's). */
export const PUBLIC_LIST_SECONDS = 5;

export const idParams = z.object({ id: z.string().min(1).max(500) });

/** Whether the caller may read the record (`access` is the route's manifest access). */
export function canRead(caller: Caller, policy: ResourcePolicy, record: EntityData, access: Access): boolean {
  const publiclyVisible = policy.isPublic ? policy.isPublic(record) : true;
  if (caller.kind !== 'staff') return publiclyVisible;
  if (caller.isAdmin) return true;
  if (policy.ownerIds) return caller.user !== undefined && policy.ownerIds(record).includes(caller.user.id);
  const branchIds = branchIdsOf(policy, record);
  if (!branchIds || branchIds.length === 0 || branchIds.some((id) => caller.branchIds.has(id))) return true;
  return access === 'public' && publiclyVisible;
}

/** Whether the caller may write a record with these branches (staff routes only reach here). */
export function canWrite(caller: Caller, policy: ResourcePolicy, record: EntityData): boolean {
  if (caller.kind !== 'staff') return false;
  if (caller.isAdmin) return true;
  if (policy.ownerIds) return false;
  const branchIds = branchIdsOf(policy, record);
  if (!branchIds) return true;
  return branchIds.length > 0 && branchIds.every((id) => caller.branchIds.has(id));
}

/** Records of a type as the caller may see them. */
export async function visibleRecords(policy: ResourcePolicy, caller: Caller, access: Access): Promise<StoredEntity[]> {
  const records = await listEntities(policy.type);
  return records.filter((record) => canRead(caller, policy, record, access));
}

/** A record by id, or by its unique field (identifier, path …) where the resource has one. */
export async function findRecord(policy: ResourcePolicy, idOrKey: string): Promise<StoredEntity | undefined> {
  if (ULID_PATTERN.test(idOrKey)) {
    const record = await getEntity(policy.type, idOrKey);
    if (record) return record;
  }
  return policy.lookup ? findByUnique(policy.type, policy.lookup, idOrKey) : undefined;
}

/** A record the caller may read, else 404 (anonymous: hidden records do not exist) or 403. */
export async function readableRecord(policy: ResourcePolicy, idOrKey: string, context: Pick<RouteContext<unknown, unknown, unknown>, 'caller' | 'route'>) {
  const record = await findRecord(policy, idOrKey);
  if (!record) throw notFound(policy.resource);
  if (!canRead(context.caller, policy, record, context.route.access)) {
    if (context.caller.kind !== 'staff') throw notFound(policy.resource);
    throw ApiError.of(403, policy.ownerIds ? 'api.auth.ownRecordsOnly' : 'api.auth.branchForbidden');
  }
  return record;
}

export type WriteContext = RouteContext<unknown, unknown, unknown>;

export interface CrudDefinition<Input, Query> {
  policy: ResourcePolicy;
  /** Body of POST; PUT takes the same plus `id` and `version`. */
  input: z.ZodType<Input>;
  /**
   * Query of the list and its own filters (after the visibility rules). The page fields (search,
   * limit, cursor, sort) are added to it here, for every generic list; `search` is applied to the
   * policy's `searchFields`, and `filter` adds the resource's other filters.
   */
  list?: {
    query: z.ZodObject & z.ZodType<Query>;
    filter?: (record: StoredEntity, query: Query) => boolean;
    /** The records a query can match, read through an index (a user's working activities); undefined: every record of the type. */
    source?: (query: Query) => Promise<StoredEntity[] | undefined>;
  };
  /** Turns a valid body into the stored fields (hash secrets, keep server-managed fields). */
  prepare?: (input: Input, context: WriteContext, previous?: StoredEntity) => EntityData | Promise<EntityData>;
  /** Replaces the generic list (orders: the history queries). */
  listRoute?: RouteDefinition;
}

/** The five routes of a resource, keyed like the manifest (`GET /api/branches/{id}` …). */
export function crudHandlers<Input extends object, Query = Record<string, never>>(definition: CrudDefinition<Input, Query>): Record<string, RouteDefinition> {
  const { policy } = definition;
  const base = `/api/${policy.resource}`;
  const prepare = async (input: Input, context: WriteContext, previous?: StoredEntity): Promise<EntityData> =>
    definition.prepare ? definition.prepare(input, context, previous) : (input as EntityData);
  const show = (record: EntityData) => clientView(policy, record);

  const list =
    definition.listRoute ??
    route({
      query: (definition.list?.query ?? z.object({})).extend(listPageQuery(sortFieldsOf(policy))),
      handle: async ({ caller, route: manifestRoute, query }) => {
        const indexed = await definition.list?.source?.(query as Query);
        const records = indexed
          ? indexed.filter((record) => canRead(caller, policy, record, manifestRoute.access))
          : await visibleRecords(policy, caller, manifestRoute.access);
        const filter = definition.list?.filter;
        const { search, ...page } = query as PageQuery;
        const matching = records.filter(
          (record) => matchesSearch(record, policy.searchFields ?? DEFAULT_SEARCH_FIELDS, search) && (!filter || filter(record, query as Query)),
        );
        // What a visitor reads is the same for every visitor: the CDN may share it for a few seconds
        // (the store page re-reads the branches every 15 s for what is sold out today).
        const shared = caller.kind === 'anonymous' ? sharedCacheHeaders(PUBLIC_LIST_SECONDS) : {};
        if (page.limit === undefined) {
          if (page.cursor !== undefined) throw ApiError.of(400, 'api.validation.cursorWithoutLimit', undefined, 'cursor');
          return new Reply(200, (page.sort ? sortRecords(matching, page.sort) : matching).map(show), shared);
        }
        const { rows, nextCursor } = listPage(matching, { limit: page.limit, cursor: page.cursor, sort: page.sort ?? DEFAULT_SORT });
        return new Reply(200, rows.map(show), {
          ...shared,
          [TOTAL_COUNT_HEADER]: String(matching.length),
          ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}),
        });
      },
    });

  return {
    [`GET ${base}`]: list,
    [`GET ${base}/{id}`]: route({
      params: idParams,
      handle: async (context) => show(await readableRecord(policy, context.params.id, context)),
    }),
    [`POST ${base}`]: route({
      body: definition.input,
      handle: async (context) => {
        const data = await prepare(context.body as Input, context);
        if (!canWrite(context.caller, policy, data)) throw ApiError.of(403, 'api.auth.branchForbidden');
        return created(show(await createEntity(policy.type, data)));
      },
    }),
    [`PUT ${base}/{id}`]: route({
      params: idParams,
      body: updateBody(definition.input),
      handle: async (context) => {
        const { id: bodyId, version, ...input } = context.body as { id?: string; version: number } & EntityData;
        const id = context.params.id;
        if (bodyId !== undefined && bodyId !== id) throw ApiError.of(400, 'api.request.idMismatch', undefined, 'id');
        const previous = ULID_PATTERN.test(id) ? await getEntity(policy.type, id, { consistent: true }) : undefined;
        if (!previous) throw notFound(policy.resource);
        if (!canWrite(context.caller, policy, previous)) throw ApiError.of(403, 'api.auth.branchForbidden');
        const data = await prepare(input as Input, context, previous);
        if (!canWrite(context.caller, policy, data)) throw ApiError.of(403, 'api.auth.branchForbidden');
        return show(await updateEntity(policy.type, id, data, version, { previous }));
      },
    }),
    [`DELETE ${base}/{id}`]: route({
      params: idParams,
      handle: async (context) => {
        const id = context.params.id;
        const previous = ULID_PATTERN.test(id) ? await getEntity(policy.type, id, { consistent: true }) : undefined;
        if (!previous) throw notFound(policy.resource);
        if (!canWrite(context.caller, policy, previous)) throw ApiError.of(403, 'api.auth.branchForbidden');
        await refuseDanglingReferences(policy, previous);
        await deleteEntity(policy.type, id, { previous });
        return { id };
      },
    }),
  };
}

/** Without `searchFields` a resource's list searches its name (products, tags, tables …). */
const DEFAULT_SEARCH_FIELDS = ['name'];

/** The page fields of a generic list's query (shared/schemas/list-page.ts). */
interface PageQuery {
  search?: string;
  limit?: number;
  cursor?: string;
  sort?: string;
}

/** What a resource's list may sort by: name, updatedAt, createdAt and the policy's own. */
function sortFieldsOf(policy: ResourcePolicy): [string, ...string[]] {
  return [...BASE_SORT_FIELDS, ...(policy.sortFields ?? [])];
}

/** A row's value of the sort field: text or number; anything else (missing, a list …) sorts as none. */
type SortValue = string | number | null;

const sortValueOf = (record: EntityData, field: string): SortValue => {
  const value = record[field];
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
};

/**
 * German collation as a person reads a list: "Äpfel" with the A's, "Tisch 2" before "Tisch 10"
 * (numeric). ISO instants (createdAt, updatedAt) all have the same form, so they sort in time order.
 * Built on the first sorted list, not at import: constructing it loads ICU's collation data (about
 * 8 ms of a cold start), and most requests (reads by id, writes, unsorted lists) never sort.
 */
let collator: Intl.Collator | undefined;
const germanCollator = (): Intl.Collator => (collator ??= new Intl.Collator('de', { numeric: true }));

/** Values of one field: numbers by size, texts by the collation; rows without a value last in either direction. */
function compareValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : germanCollator().compare(String(a), String(b));
  return descending ? -order : order;
}

/** The position of a row in a sort: its value, then its id (ids are unique, so no two rows tie). */
interface SortKey {
  value: SortValue;
  id: string;
}

const compareKeys = (a: SortKey, b: SortKey, descending: boolean): number =>
  compareValues(a.value, b.value, descending) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function parseSort(sort: string): { field: string; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), descending: true } : { field: sort, descending: false };
}

const keyOf = (record: StoredEntity, field: string): SortKey => ({ value: sortValueOf(record, field), id: record.id });

/** Records in the order of a `sort` value (`name`, `-updatedAt` …). */
function sortRecords(records: readonly StoredEntity[], sort: string): StoredEntity[] {
  const { field, descending } = parseSort(sort);
  return records
    .map((record) => ({ record, key: keyOf(record, field) }))
    .sort((a, b) => compareKeys(a.key, b.key, descending))
    .map(({ record }) => record);
}

/**
 * Decision on the cursor: base64url of JSON `[sort, value, id]`, the sort and the position of the
 * page's last row (its sort value and id). The next page is every row after that position in the
 * sort, found by comparing keys, not by counting: a row inserted or deleted before the position
 * between two requests neither repeats nor skips a row of the following pages, and the row itself
 * may be gone meanwhile. A row whose sort value changes between pages moves like in any list.
 * A cursor of another sort, or one that is not such a position, answers 400 (reload the list).
 */
const encodeCursor = (sort: string, key: SortKey): string => Buffer.from(JSON.stringify([sort, key.value, key.id]), 'utf8').toString('base64url');

function decodeCursor(cursor: string, sort: string): SortKey {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (Array.isArray(decoded) && decoded.length === 3) {
    const [cursorSort, value, id] = decoded as unknown[];
    const validValue = value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (cursorSort === sort && validValue && typeof id === 'string' && id.length > 0) return { value: value as SortValue, id };
  }
  throw ApiError.of(400, 'api.validation.invalidCursor', undefined, 'cursor');
}

/**
 * One page of a list: the `limit` rows after `cursor` in the order of `sort`, and the cursor of the
 * next page while rows follow. The list was read whole (the table is queried by type either way);
 * paging keeps the answer and the client's work small for long lists (2,000 products, 100,000
 * customers).
 */
function listPage(records: readonly StoredEntity[], page: { limit: number; cursor?: string; sort: string }): { rows: StoredEntity[]; nextCursor?: string } {
  const { field, descending } = parseSort(page.sort);
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, page.sort);
  const keyed = records.map((record) => ({ record, key: keyOf(record, field) }));
  const following = after ? keyed.filter(({ key }) => compareKeys(key, after, descending) > 0) : keyed;
  following.sort((a, b) => compareKeys(a.key, b.key, descending));
  const rows = following.slice(0, page.limit);
  const last = rows.at(-1);
  return following.length > page.limit && last
    ? { rows: rows.map(({ record }) => record), nextCursor: encodeCursor(page.sort, last.key) }
    : { rows: rows.map(({ record }) => record) };
}

/** How many referring records a 409 names; the rest are counted. */
const NAMED_REFERENCES = 3;

/** "Produktkatalog „Hauptkatalog“": the German type name and the record's name, identifier, path or id. */
function recordLabel(policyOfRecord: string, record: EntityData): string {
  const label = [record.name, record.identifier, record.path, record.number].find((value) => typeof value === 'string' || typeof value === 'number');
  return `${resourceLabel(policyOfRecord)} „${String(label ?? record.id)}“`;
}

/**
 * 409 api.entity.inUse while records of the policy's `references` still point at the record: the
 * message names up to three of them ("… Produktkatalog „Hauptkatalog“ und 2 weitere").
 */
export async function refuseDanglingReferences(policy: ResourcePolicy, record: StoredEntity): Promise<void> {
  const pointing: string[] = [];
  for (const reference of policy.references ?? []) {
    const candidates: EntityData[] = reference.via === 'openOrdersOfBranch' ? await queryOpenOrders(record.id) : await listEntities(reference.from);
    for (const candidate of candidates) {
      if (candidate.id !== record.id && reference.pointsAt(candidate, record.id, record)) pointing.push(recordLabel(resourceOfType(reference.from), candidate));
    }
  }
  if (pointing.length === 0) return;
  const named = pointing.slice(0, NAMED_REFERENCES).join(', ');
  const more = pointing.length - NAMED_REFERENCES;
  const references = more > 0 ? apiText('api.entity.inUseMore', { named, count: more }) : named;
  throw ApiError.of(409, 'api.entity.inUse', { resource: resourceLabel(policy.resource), references });
}

/** Keeps the stored value of server-managed fields on update (and drops what a client sent). */
export function keepServerFields(data: EntityData, previous: StoredEntity | undefined, fields: readonly string[]): EntityData {
  const kept: EntityData = { ...data };
  for (const field of fields) {
    if (previous && previous[field] !== undefined) kept[field] = previous[field];
    else delete kept[field];
  }
  return kept;
}
