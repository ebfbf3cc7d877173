/**
 * The generic repository of the single table: every entity write goes through here, so keys,
 * conditions, versions, timestamps and uniqueness items are handled the same way everywhere
 * (ACCESS_PATTERNS.md). The seed (infra/local/seed), the handlers, the event consumers and the
 * jobs use it.
 *
 *   createEntity('Branch', { identifier: 'graz', name: 'Graz' })        → stored record (version 1)
 *   getEntity('Branch', id) / findByUnique('Branch', 'identifier', 'graz')
 *   listEntities('Branch')                                               → every branch
 *   updateEntity('Branch', id, wholeRecord, expectedVersion)             → version + 1, or 409
 *   deleteEntity('Branch', id)
 *
 * Records come back without key attributes (pk, sk, gsi*, ttl); `id`, `entityType`, `version`,
 * `createdAt` and `updatedAt` are managed here and cannot be set through `data`. Every record is
 * checked on its way in and out (./records.ts): `getEntity('Order', id)` is a
 * `StoredRecord<'Order'>`, typed by shared/schemas/order.ts, or a StoredRecordInvalidError when the
 * stored item no longer parses; a write of a record that would not parse fails before it is made.
 *
 * Decision: the item attribute naming the entity type is `entityType`, not `type`, because the
 * spec's own records use `type` as a field (site, node and product types, analytics log type).
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { currentAuditActor } from '../audit/context';
import { CATALOGUE_TYPES, raiseCatalogueGeneration } from './catalogue-generation';
import { auditItem, type AuditWrite } from '../audit/entry';
import { batchGetItems } from './batch-get';
import { documentClient, tableName } from './client';
import { entityRules, indexAttributes, isListedByType, type EntityData } from './entities';
import { EntityExistsError, EntityNotFoundError, UniqueConflictError, VersionConflictError } from './errors';
import { entityKey, typePartition, uniqueKey, type EntityType, type PrimaryKey, type UniqueField, type UniqueScope } from './keys';
import { parseStoredRecord, type StoredEntity, type StoredRecord } from './records';

export type { StoredEntity, StoredOrder, StoredRecord } from './records';

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl'] as const;
const MANAGED_ATTRIBUTES = [...KEY_ATTRIBUTES, 'id', 'entityType', 'version', 'createdAt', 'updatedAt'] as const;

/** A stored item of an entity of `type` without its key attributes, checked (./records.ts). */
export function toRecord<K extends EntityType>(type: K, item: Record<string, unknown>): StoredRecord<K> {
  const record: EntityData = { ...item };
  for (const name of KEY_ATTRIBUTES) delete record[name];
  return parseStoredRecord(type, record, typeof item.id === 'string' ? item.id : `${String(item.pk)}/${String(item.sk)}`);
}

function withoutManaged(data: object): EntityData {
  const clean: EntityData = { ...data };
  for (const name of MANAGED_ATTRIBUTES) delete clean[name];
  return clean;
}

/** A uniqueness or reference item that belongs to an entity. */
interface SecondaryItem {
  key: PrimaryKey;
  unique?: { field: UniqueField; value: string };
}

function secondaryItems(type: EntityType, record: EntityData & { id: string; createdAt: string }): SecondaryItem[] {
  const rules = entityRules[type];
  const items: SecondaryItem[] = [];
  for (const rule of rules.unique) {
    const value = record[rule.field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const scope: UniqueScope | undefined = rule.scope?.(record);
    items.push({ key: uniqueKey(type, rule.field, value, scope), unique: { field: rule.field, value } });
  }
  for (const key of rules.references?.(record) ?? []) items.push({ key });
  return items;
}

const sameKey = (a: SecondaryItem, b: SecondaryItem): boolean => a.key.pk === b.key.pk && a.key.sk === b.key.sk;

function secondaryPut(type: EntityType, id: string, item: SecondaryItem) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...item.key, entityType: item.unique ? 'Unique' : 'Reference', ownerType: type, ownerId: id },
      ...(item.unique ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    },
  };
}

function secondaryDelete(item: SecondaryItem) {
  return { Delete: { TableName: tableName(), Key: item.key } };
}

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/**
 * The audit entry of a staff write (docs/audit-log.md) as a transaction item: written in the same
 * transaction as the record, so there is no saved change without its entry and no entry without
 * its change. Empty outside a staff request or for an update that changed nothing.
 */
function auditPuts(write: AuditWrite): TransactItems {
  const item = auditItem(currentAuditActor(), write);
  return item ? [{ Put: { TableName: tableName(), Item: item } }] : [];
}

/**
 * Runs a transaction; when DynamoDB cancels it, `failure(index)` names the error of the first
 * item whose condition failed. A conflict with a concurrent transaction counts as a stale version.
 */
async function transact(items: TransactItems, failure: (index: number) => Error, concurrent: () => Error): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isNamed(error, 'TransactionCanceledException')) {
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw failure(failed);
      if (reasons.some((reason) => reason.Code === 'TransactionConflict')) throw concurrent();
    }
    throw error;
  }
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** After a write of a record an order is priced with: the kept copies of the order path are outdated. */
async function afterWrite(type: EntityType): Promise<void> {
  if (CATALOGUE_TYPES.has(type)) await raiseCatalogueGeneration();
}

export interface CreateOptions {
  /** A given id (the seed's stable ids, the config record); a new ULID otherwise. */
  id?: string;
  now?: Date;
}

/**
 * Stores a new entity (conditional on its id being new) with its uniqueness and reference items.
 * The record is checked as a read checks it (./records.ts) before it is written, so the table never
 * holds one its readers refuse; the answer is the record as stored and as it reads back.
 */
export async function createEntity<K extends EntityType>(type: K, data: object, options: CreateOptions = {}): Promise<StoredRecord<K>> {
  const now = (options.now ?? new Date()).toISOString();
  const id = options.id ?? ulid();
  const record = parseStoredRecord(type, { ...withoutManaged(data), id, entityType: type, version: 1, createdAt: now, updatedAt: now }, id);
  const item = { ...record, ...entityKey(type, id), ...indexAttributes(type, record) };
  const secondary = secondaryItems(type, record);
  const audit = auditPuts({ operation: 'create', recordType: type, recordId: id, after: record, now: new Date(now) });
  if (secondary.length === 0 && audit.length === 0) {
    try {
      await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    } catch (error) {
      if (isNamed(error, 'ConditionalCheckFailedException')) throw new EntityExistsError(type, id);
      throw error;
    }
  } else {
    await transact(
      [
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...secondary.map((s) => secondaryPut(type, id, s)),
        ...audit,
      ],
      (index) => {
        const unique = secondary[index - 1]?.unique;
        return unique ? new UniqueConflictError(type, unique.field, unique.value) : new EntityExistsError(type, id);
      },
      () => new EntityExistsError(type, id),
    );
  }
  await afterWrite(type);
  return record;
}

export async function getEntity<K extends EntityType>(type: K, id: string, options: { consistent?: boolean } = {}): Promise<StoredRecord<K> | undefined> {
  const result = await documentClient().send(new GetCommand({ TableName: tableName(), Key: entityKey(type, id), ConsistentRead: options.consistent ?? false }));
  return result.Item ? toRecord(type, result.Item) : undefined;
}

/** Several entities by id, in the order of `ids`; unknown ids are left out. */
export async function getEntities<K extends EntityType>(type: K, ids: string[]): Promise<StoredRecord<K>[]> {
  const items = await batchGetItems([...new Set(ids)].map((id) => entityKey(type, id)));
  const found = new Map(items.map((item) => [String(item.id), toRecord(type, item)]));
  return ids.flatMap((id) => {
    const record = found.get(id);
    return record ? [record] : [];
  });
}

/** The entity that holds a unique value (e.g. the branch with identifier "graz"). */
export async function findByUnique<K extends EntityType>(
  type: K,
  field: UniqueField,
  value: string,
  scope?: UniqueScope,
): Promise<StoredRecord<K> | undefined> {
  if (value.trim() === '') return undefined;
  const lookup = await documentClient().send(new GetCommand({ TableName: tableName(), Key: uniqueKey(type, field, value, scope) }));
  const ownerId = lookup.Item?.ownerId;
  return typeof ownerId === 'string' ? getEntity(type, ownerId) : undefined;
}

/** Every item a query matches, following the pagination. */
export async function queryItems(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every entity of a type (gsi1 `TYPE#<PREFIX>`), oldest first. */
export async function listEntities<K extends EntityType>(type: K): Promise<StoredRecord<K>[]> {
  if (!isListedByType(type)) throw new Error(`${type} is not listed by type; use its own queries`);
  const items = await queryItems({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': typePartition(type) },
  });
  return items.map((item) => toRecord(type, item));
}

export interface UpdateOptions {
  now?: Date;
  /** The record the caller just read (saves a read); the write is still conditional. */
  previous?: StoredEntity;
}

/**
 * Replaces an entity with `data` if its stored version is `expectedVersion`; the new version is
 * `expectedVersion + 1`. Uniqueness items follow a changed value in the same transaction. The
 * record is checked before it is written, as in createEntity.
 */
export async function updateEntity<K extends EntityType>(
  type: K,
  id: string,
  data: object,
  expectedVersion: number,
  options: UpdateOptions = {},
): Promise<StoredRecord<K>> {
  const previous = options.previous ?? (await getEntity(type, id, { consistent: true }));
  if (!previous) throw new EntityNotFoundError(type, id);
  if (previous.version !== expectedVersion) throw new VersionConflictError(type, id);
  const now = (options.now ?? new Date()).toISOString();
  const record = parseStoredRecord(
    type,
    { ...withoutManaged(data), id, entityType: type, version: expectedVersion + 1, createdAt: previous.createdAt, updatedAt: now },
    id,
  );
  const item = { ...record, ...entityKey(type, id), ...indexAttributes(type, record) };
  const put = {
    TableName: tableName(),
    Item: item,
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':expected': expectedVersion },
  };
  const before = secondaryItems(type, previous);
  const after = secondaryItems(type, record);
  const removed = before.filter((old) => !after.some((next) => sameKey(old, next)));
  const added = after.filter((next) => !before.some((old) => sameKey(old, next)));
  const audit = auditPuts({ operation: 'update', recordType: type, recordId: id, before: previous, after: record, now: new Date(now) });
  if (removed.length === 0 && added.length === 0 && audit.length === 0) {
    try {
      await documentClient().send(new PutCommand(put));
    } catch (error) {
      if (isNamed(error, 'ConditionalCheckFailedException')) throw new VersionConflictError(type, id);
      throw error;
    }
  } else {
    await transact(
      [{ Put: put }, ...removed.map(secondaryDelete), ...added.map((s) => secondaryPut(type, id, s)), ...audit],
      (index) => {
        const unique = index > removed.length ? added[index - 1 - removed.length]?.unique : undefined;
        return unique ? new UniqueConflictError(type, unique.field, unique.value) : new VersionConflictError(type, id);
      },
      () => new VersionConflictError(type, id),
    );
  }
  await afterWrite(type);
  return record;
}

/**
 * Deletes an entity with its uniqueness and reference items. With `expectedVersion` the delete
 * fails on a stale version; without, it still only removes the version it read.
 */
export async function deleteEntity(type: EntityType, id: string, options: { expectedVersion?: number; previous?: StoredEntity } = {}): Promise<StoredEntity> {
  const previous = options.previous ?? (await getEntity(type, id, { consistent: true }));
  if (!previous) throw new EntityNotFoundError(type, id);
  if (options.expectedVersion !== undefined && previous.version !== options.expectedVersion) throw new VersionConflictError(type, id);
  await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: entityKey(type, id),
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': previous.version },
        },
      },
      ...secondaryItems(type, previous).map(secondaryDelete),
      ...auditPuts({ operation: 'delete', recordType: type, recordId: id, before: previous, now: new Date() }),
    ],
    () => new VersionConflictError(type, id),
    () => new VersionConflictError(type, id),
  );
  await afterWrite(type);
  return previous;
}
