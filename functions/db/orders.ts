/** The order queries of ACCESS_PATTERNS.md §3 (#6 to #10). */
import { findByUnique, getEntities, queryItems, toRecord, type StoredEntity } from './repository';
import {
  CUSTOMER_ORDER_PREFIX,
  createdAtBound,
  entityKey,
  openOrdersDueBound,
  openOrdersPartition,
  orderHistoryPartition,
} from './keys';
import type { EntityData } from './entities';

/** The order behind a public link (the hash is checked by the caller, in constant time). */
export function findOrderByUid<T extends object = EntityData>(uid: string): Promise<StoredEntity<T> | undefined> {
  return findByUnique<T>('Order', 'uid', uid);
}

/** Open orders of a branch by due time (sparse gsi2), optionally only those due before an instant. */
export async function queryOpenOrders<T extends object = EntityData>(
  branchId: string,
  options: { dueBefore?: string } = {},
): Promise<StoredEntity<T>[]> {
  const items = await queryItems({
    IndexName: 'gsi2',
    KeyConditionExpression: options.dueBefore ? 'gsi2pk = :pk AND gsi2sk < :due' : 'gsi2pk = :pk',
    ExpressionAttributeValues: {
      ':pk': openOrdersPartition(branchId),
      ...(options.dueBefore ? { ':due': openOrdersDueBound(options.dueBefore) } : {}),
    },
  });
  return items.map((item) => toRecord<T>(item));
}

/** Orders of a branch created in [from, to] (ISO UTC), newest first. */
export async function queryOrderHistory<T extends object = EntityData>(branchId: string, from: string, to: string): Promise<StoredEntity<T>[]> {
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
  return items.map((item) => toRecord<T>(item));
}

/** Orders of a customer, newest first (reference items in the customer's collection). */
export async function queryCustomerOrders<T extends object = EntityData>(customerId: string): Promise<StoredEntity<T>[]> {
  const references = await queryItems({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': entityKey('Customer', customerId).pk, ':prefix': CUSTOMER_ORDER_PREFIX },
    ScanIndexForward: false,
  });
  const ids = references.map((reference) => reference.ownerId).filter((id): id is string => typeof id === 'string');
  return getEntities<T>('Order', ids);
}
