import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { findOrderByUid, queryCustomerOrders, queryOpenOrders, queryOrderHistory } from './orders';
import { createEntity, deleteEntity, updateEntity } from './repository';

const FLAGS_OFF = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));

/** An order as the server stores it: public link, status flags and one line. */
const order = (branchId: string, extra: Record<string, unknown> = {}) => ({
  branch: { id: branchId },
  uid: ulid().toLowerCase(),
  hash: 'h',
  ...FLAGS_OFF,
  items: [{ product: { id: ulid(), name: 'Leberkäse' }, amount: 1, unit: 'amount' }],
  ...extra,
});

describe('order queries', () => {
  it('keeps only open orders in the sparse index, sorted by due time', async () => {
    const branchId = ulid();
    const later = await createEntity('Order', order(branchId, { appointmentDate: '2026-11-02T12:00:00+01:00' }));
    const asap = await createEntity('Order', order(branchId), { now: new Date('2026-11-02T10:30:00.000Z') });
    await createEntity('Order', order(branchId, { isCanceled: true }));
    expect((await queryOpenOrders(branchId)).map((o) => o.id)).toEqual([asap.id, later.id]);
    expect((await queryOpenOrders(branchId, { dueBefore: '2026-11-02T11:00:00.000Z' })).map((o) => o.id)).toEqual([asap.id]);

    // Completing an order takes it out of the index; the history keeps it.
    await updateEntity('Order', asap.id, { ...asap, isCompleted: true }, asap.version);
    expect((await queryOpenOrders(branchId)).map((o) => o.id)).toEqual([later.id]);
    const history = await queryOrderHistory(branchId, '2026-11-02T00:00:00.000Z', '2026-11-02T23:59:59.999Z');
    expect(history.map((o) => o.id)).toEqual([asap.id]);
  });

  it('finds an order by its public uid', async () => {
    const created = await createEntity('Order', order(ulid()));
    expect((await findOrderByUid(String(created.uid)))?.id).toBe(created.id);
    expect(await findOrderByUid('0000000000000000')).toBeUndefined();
  });

  it('keeps the customer reference in step with the order', async () => {
    const customerA = ulid();
    const customerB = ulid();
    const first = await createEntity('Order', order(ulid(), { customer: { id: customerA } }), { now: new Date('2026-11-01T10:00:00.000Z') });
    const second = await createEntity('Order', order(ulid(), { customer: { id: customerA } }), { now: new Date('2026-11-02T10:00:00.000Z') });
    expect((await queryCustomerOrders(customerA)).map((o) => o.id)).toEqual([second.id, first.id]);
    await updateEntity('Order', first.id, { ...first, customer: { id: customerB } }, first.version);
    expect((await queryCustomerOrders(customerA)).map((o) => o.id)).toEqual([second.id]);
    expect((await queryCustomerOrders(customerB)).map((o) => o.id)).toEqual([first.id]);
    await deleteEntity('Order', second.id);
    expect(await queryCustomerOrders(customerA)).toEqual([]);
  });
});
