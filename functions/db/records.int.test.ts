/** Typed reads and checked writes of the repository (./records.ts) against DynamoDB Local. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { documentClient, tableName } from './client';
import { StoredRecordInvalidError } from './errors';
import { entityKey } from './keys';
import { queryOpenOrders, queryOrderHistory } from './orders';
import { createEntity, getEntity, updateEntity } from './repository';

const order = (branchId: string, extra: Record<string, unknown> = {}) => ({
  branch: { id: branchId },
  uid: ulid().toLowerCase(),
  hash: 'f'.repeat(32),
  ...Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false])),
  lastName: 'Huber',
  items: [{ product: { id: ulid(), name: 'Leberkäse' }, amount: 0.25, unit: 'kilogram' }],
  ...extra,
});

async function rawOrder(id: string): Promise<Record<string, unknown> | undefined> {
  const result = await documentClient().send(new GetCommand({ TableName: tableName(), Key: entityKey('Order', id), ConsistentRead: true }));
  return result.Item;
}

describe('typed reads of the repository', () => {
  it('reads an order as the stored-order schema gives it and keeps the fields the schema does not list', async () => {
    const created = await createEntity(
      'Order',
      order(ulid(), { printedAt: '2026-11-02T09:16:00.000Z', items: [{ product: { id: ulid(), name: 'Semmel', sku: 'S-1' }, amount: 4, unit: 'amount' }] }),
    );
    const read = await getEntity('Order', created.id, { consistent: true });
    // The schema: defaults of fields never written, typed values.
    expect(read).toMatchObject({ country: 'AT', paymentMethod: 'cash', isCompany: false });
    expect(read!.items[0]!.parts).toEqual([]);
    // Not in the schema, kept: at the top and inside a line.
    expect(read).toMatchObject({ printedAt: '2026-11-02T09:16:00.000Z' });
    expect(read!.items[0]!.product).toMatchObject({ sku: 'S-1' });

    // A whole-record write of what was read keeps them in the table.
    await updateEntity('Order', created.id, { ...read!, comment: 'Bitte klingeln' }, read!.version);
    const item = await rawOrder(created.id);
    expect(item).toMatchObject({ comment: 'Bitte klingeln', printedAt: '2026-11-02T09:16:00.000Z', version: 2 });
    expect(item!.items).toEqual([expect.objectContaining({ product: { id: expect.any(String), name: 'Semmel', sku: 'S-1' } })]);
  });

  it('fails every read of a stored order that no longer parses, with its key', async () => {
    const branchId = ulid();
    const created = await createEntity('Order', order(branchId), { now: new Date('2026-11-02T09:00:00.000Z') });
    // Written past the repository, as an older writer or a manual edit could have left it.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('Order', created.id),
        UpdateExpression: 'SET #items[0].#amount = :text',
        ExpressionAttributeNames: { '#items': 'items', '#amount': 'amount' },
        ExpressionAttributeValues: { ':text': 'viel' },
      }),
    );
    const expected = { recordType: 'Order', key: created.id, paths: ['items.0.amount (invalid_type)'] };
    await expect(getEntity('Order', created.id)).rejects.toMatchObject(expected);
    await expect(queryOpenOrders(branchId)).rejects.toBeInstanceOf(StoredRecordInvalidError);
    await expect(queryOrderHistory(branchId, '2026-11-02T00:00:00.000Z', '2026-11-02T23:59:59.999Z')).rejects.toMatchObject(expected);
  });

  it('refuses to write a record its readers would refuse, and writes nothing', async () => {
    const id = ulid();
    await expect(createEntity('Order', order(ulid(), { items: [] }), { id })).rejects.toMatchObject({
      recordType: 'Order',
      key: id,
      paths: ['items (too_small)'],
    });
    expect(await rawOrder(id)).toBeUndefined();

    const created = await createEntity('Order', order(ulid()));
    await expect(updateEntity('Order', created.id, { ...created, uid: undefined }, created.version)).rejects.toBeInstanceOf(StoredRecordInvalidError);
    expect(await rawOrder(created.id)).toMatchObject({ uid: created.uid, version: 1 });
  });
});
