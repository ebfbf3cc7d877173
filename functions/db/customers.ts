/**
 * The customer queries of ACCESS_PATTERNS.md "Customer search" (#33 to #36): the customer list in
 * pages read from an index (A–Z by name on gsi2, by creation on gsi1), the search by a prefix of a
 * name word, an e-mail address or a phone number on the search items, and a customer's orders in
 * pages. Every one is a Query that reads about one page of items, however many customers exist.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  classifySearch,
  customerSearchKeys,
  matchesNameSearch,
  queriedWord,
  type CustomerContact,
  type CustomerSearch,
} from '#shared/customers/search-keys.ts';
import type { CustomerSort } from '#shared/schemas/customers.ts';
import { documentClient, tableName } from './client';
import {
  CUSTOMER_ORDER_PREFIX,
  customerSearchKey,
  customerSearchPartition,
  customersByNamePartition,
  entityKey,
  typePartition,
  type CustomerSearchKind,
} from './keys';
import { getEntities, toRecord, type StoredOrder, type StoredRecord } from './repository';

export type StoredCustomer = StoredRecord<'Customer'>;

export interface PageRequest {
  limit: number;
  /** Where the previous page ended: the last row's item key (`PageResult.nextKey`). */
  after?: Record<string, unknown>;
}

export interface PageResult<T> {
  rows: T[];
  /** The item key to start the next page after; absent on the last page. */
  nextKey?: Record<string, unknown>;
  /** Items the queries read (their ScannedCount): about one page, never the whole table. */
  itemsRead: number;
}

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>;

/** Which items of one slice of a query belong on the page (a customer found by a search …). */
type Accept<T> = (items: Record<string, unknown>[]) => Promise<Array<T | undefined>>;

/**
 * Reads a query in slices until `limit` items passed `accept` and one more item exists, so the
 * answer knows whether another page follows. `keyOf` names an item's position for the next page.
 */
async function readPage<T>(
  input: QueryInput,
  page: PageRequest,
  accept: Accept<T>,
  keyOf: (item: Record<string, unknown>) => Record<string, unknown>,
): Promise<PageResult<T>> {
  const rows: T[] = [];
  let last: Record<string, unknown> | undefined;
  let itemsRead = 0;
  let start = page.after;
  do {
    const result = await documentClient().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start, Limit: Math.min(Math.max(page.limit + 1, 25), 500) }),
    );
    itemsRead += result.ScannedCount ?? 0;
    const items = result.Items ?? [];
    const accepted = await accept(items);
    for (const [index, item] of items.entries()) {
      const row = accepted[index];
      if (row === undefined) continue;
      if (rows.length === page.limit) return { rows, nextKey: keyOf(last!), itemsRead };
      rows.push(row);
      last = item;
    }
    start = result.LastEvaluatedKey;
  } while (start);
  return { rows, itemsRead };
}

const pick = (item: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, item[name]]));

/** One page of every customer (no search), from the index of the sort. */
export async function queryCustomers(sort: CustomerSort, page: PageRequest): Promise<PageResult<StoredCustomer>> {
  const byName = sort === 'lastName';
  const index = byName ? 'gsi2' : 'gsi1';
  return readPage(
    {
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': byName ? customersByNamePartition() : typePartition('Customer') },
      ScanIndexForward: sort !== '-createdAt',
    },
    page,
    async (items) => items.map((item) => toRecord('Customer', item)),
    (item) => pick(item, ['pk', 'sk', `${index}pk`, `${index}sk`]),
  );
}

function searchQuery(search: CustomerSearch): { kind: CustomerSearchKind; prefix: string } {
  if (search.kind === 'name') return { kind: 'name', prefix: queriedWord(search.words) };
  return search;
}

/**
 * One page of the customers a search term finds (shared/customers/search-keys.ts classifySearch),
 * in the order of the matching key (A–Z by the word, the address or the number). A customer found
 * by two of their words ("Gruber Grubmüller" for "grub") is listed once, at the first of them.
 * Without anything to search by, the list A–Z.
 */
export async function searchCustomers(term: string, page: PageRequest): Promise<PageResult<StoredCustomer>> {
  const search = classifySearch(term);
  if (!search) return queryCustomers('lastName', page);
  const { kind, prefix } = searchQuery(search);
  return readPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': customerSearchPartition(kind, prefix), ':prefix': prefix },
    },
    page,
    async (references) => {
      const customers = new Map(
        (
          await getEntities(
            'Customer',
            references.map((item) => String(item.ownerId)),
          )
        ).map((customer) => [customer.id, customer]),
      );
      return references.map((reference) => {
        const customer = customers.get(String(reference.ownerId));
        if (!customer || search.kind !== 'name') return customer;
        const contact = customer as CustomerContact;
        if (!matchesNameSearch(contact, search.words)) return undefined;
        const first = customerSearchKeys(contact)
          .names.filter((word) => word.startsWith(prefix))
          .sort()[0];
        return first !== undefined && customerSearchKey(kind, first, customer.id).sk === reference.sk ? customer : undefined;
      });
    },
    (item) => pick(item, ['pk', 'sk']),
  );
}

/**
 * Exact lookups for find-or-create (functions/customers/service.ts): the customers whose e-mail
 * key or phone key is exactly `key` (a search item `<key>#CUSTOMER#<id>`), oldest first.
 */
export async function findCustomersByKey(kind: 'email' | 'phone', key: string): Promise<StoredCustomer[]> {
  const result = await readPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': customerSearchPartition(kind, key), ':prefix': `${key}#` },
    },
    { limit: 10 },
    async (references) =>
      getEntities(
        'Customer',
        references.map((item) => String(item.ownerId)),
      ).then((found) => references.map((r) => found.find((c) => c.id === r.ownerId))),
    (item) => pick(item, ['pk', 'sk']),
  );
  return result.rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One page of a customer's orders, newest first (their reference items, then the orders). */
export async function queryCustomerOrderPage(customerId: string, page: PageRequest): Promise<PageResult<StoredOrder>> {
  return readPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': entityKey('Customer', customerId).pk, ':prefix': CUSTOMER_ORDER_PREFIX },
      ScanIndexForward: false,
    },
    page,
    async (references) => {
      const orders = await getEntities(
        'Order',
        references.map((item) => String(item.ownerId)),
      );
      return references.map((reference) => orders.find((order) => order.id === reference.ownerId));
    },
    (item) => pick(item, ['pk', 'sk']),
  );
}
