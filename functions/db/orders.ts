/** The order queries of ACCESS_PATTERNS.md §3 (#6 to #10, #16, #17). */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { findByUnique, getEntities, getEntity, queryItems, toRecord, type StoredOrder } from './repository';
import {
  CUSTOMER_ORDER_PREFIX,
  createdAtBound,
  entityKey,
  openOrdersDueBound,
  openOrdersPartition,
  orderHistoryPartition,
  ticketCounterKey,
  uniqueKey,
  type PrimaryKey,
} from './keys';

/** The order behind a public link (the hash is checked by the caller, in constant time). */
export function findOrderByUid(uid: string): Promise<StoredOrder | undefined> {
  return findByUnique('Order', 'uid', uid);
}

/** Open orders of a branch by due time (sparse gsi2), optionally only those due before an instant. */
export async function queryOpenOrders(branchId: string, options: { dueBefore?: string } = {}): Promise<StoredOrder[]> {
  const items = await queryItems({
    IndexName: 'gsi2',
    KeyConditionExpression: options.dueBefore ? 'gsi2pk = :pk AND gsi2sk < :due' : 'gsi2pk = :pk',
    ExpressionAttributeValues: {
      ':pk': openOrdersPartition(branchId),
      ...(options.dueBefore ? { ':due': openOrdersDueBound(options.dueBefore) } : {}),
    },
  });
  return items.map((item) => toRecord('Order', item));
}

/** A row of the open-orders index with some of the order's attributes and its index sort key. */
export type OpenOrderRow = Record<string, unknown> & { gsi2sk: string };

export interface OpenOrderRowsQuery {
  /** The order attributes to read (a projection: list rows, not whole orders). */
  attributes: readonly string[];
  /** Only rows after this gsi2sk (in the direction read). */
  after?: string;
  /** Latest due first. */
  descending: boolean;
  /** Stop once this many rows passed `accept`. */
  want: number;
  accept: (row: OpenOrderRow) => boolean;
}

/**
 * Open orders of a branch by due time (sparse gsi2), read in pages until `want` rows passed
 * `accept`: a page of a list reads about a page of orders, however many are open.
 */
export async function queryOpenOrderRows(branchId: string, query: OpenOrderRowsQuery): Promise<OpenOrderRow[]> {
  const names = Object.fromEntries(['gsi2sk', ...query.attributes].map((name, index) => [`#a${index}`, name]));
  const rows: OpenOrderRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: query.after ? `gsi2pk = :pk AND gsi2sk ${query.descending ? '<' : '>'} :after` : 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': openOrdersPartition(branchId), ...(query.after ? { ':after': query.after } : {}) },
        ExpressionAttributeNames: names,
        ProjectionExpression: Object.keys(names).join(', '),
        ScanIndexForward: !query.descending,
        Limit: Math.min(Math.max(query.want * 2, 50), 500),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const row = item as OpenOrderRow;
      if (query.accept(row)) rows.push(row);
      if (rows.length >= query.want) return rows;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

/** Orders of a branch created in [from, to] (ISO UTC), newest first. */
export async function queryOrderHistory(branchId: string, from: string, to: string): Promise<StoredOrder[]> {
  const items = await queryItems({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': orderHistoryPartition(branchId),
      ':from': createdAtBound(from, 'from'),
      ':to': createdAtBound(to, 'to'),
    },
    ScanIndexForward: false,
  });
  return items.map((item) => toRecord('Order', item));
}

/** Orders of a customer, newest first (reference items in the customer's collection). */
export async function queryCustomerOrders(customerId: string): Promise<StoredOrder[]> {
  const references = await queryItems({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': entityKey('Customer', customerId).pk, ':prefix': CUSTOMER_ORDER_PREFIX },
    ScanIndexForward: false,
  });
  const ids = references.map((reference) => reference.ownerId).filter((id): id is string => typeof id === 'string');
  return getEntities('Order', ids);
}

/** The item that holds an idempotency key (its `ownerId` is the order's id). */
export const idempotencyKeyItem = (key: string): PrimaryKey => uniqueKey('Order', 'idempotencyKey', key);

/** The order an idempotency key item names, read consistent (undefined without an item). */
export async function orderOfIdempotencyKeyItem(item: Record<string, unknown> | undefined): Promise<StoredOrder | undefined> {
  const ownerId = item?.ownerId;
  return typeof ownerId === 'string' ? getEntity('Order', ownerId, { consistent: true }) : undefined;
}

/**
 * The order a storefront idempotency key created (#16). Both reads are consistent: the duplicate
 * that lost the race reads right after the winner's transaction.
 */
export async function findOrderByIdempotencyKey(key: string): Promise<StoredOrder | undefined> {
  const lookup = await documentClient().send(new GetCommand({ TableName: tableName(), Key: idempotencyKeyItem(key), ConsistentRead: true }));
  return orderOfIdempotencyKeyItem(lookup.Item);
}

/** Counters of past days are of no use; DynamoDB removes them a week after their day. */
const TICKET_COUNTER_TTL_SECONDS = 8 * 86_400;

/**
 * The next ticket number of a branch on a local day (#17): 1 for the day's first order. One atomic
 * `ADD`, so parallel orders never share a number.
 */
export async function nextTicketNumber(branchId: string, day: string): Promise<number> {
  const dayStart = Date.parse(`${day}T00:00:00Z`) / 1000;
  const result = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ticketCounterKey(branchId, day),
      UpdateExpression: 'ADD #count :one SET entityType = :type, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'TicketCounter', ':ttl': dayStart + TICKET_COUNTER_TTL_SECONDS },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = result.Attributes?.count;
  if (typeof count !== 'number') throw new Error(`ticket counter of branch ${branchId} on ${day} returned no count`);
  return count;
}
