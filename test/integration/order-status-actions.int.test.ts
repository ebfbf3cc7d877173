/**
 * The staff status actions (functions/orders/status-actions.ts) against DynamoDB Local and the
 * local event bus: every action's happy path, refusals from the transition table with their German
 * text, branch limits, two confirms at once, the published events and the current-orders list.
 * The staff side of a counter appointment is its own action: order-counter-appointment.int.test.ts.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { queryOpenOrders } from '#functions/db/orders.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import type { OrderAction } from '#shared/order-status/transitions.ts';
import { invoke, type ApiResponse } from './events';
import { eventsOf, orderRecord, stored, useOrdersApi } from './order-fixtures';

const api = useOrdersApi();

const WISH = '2030-05-04T10:00:00.000Z';
const PROPOSAL = '2030-05-04T12:45:00.000Z';

/** An order as order create stores it (cash, pickup), every status flag off unless `extra` sets it. */
function storeOrder(extra: Record<string, unknown> = {}, branch: StoredEntity = api.actors.branchA): Promise<StoredEntity> {
  return createEntity('Order', orderRecord(branch.id, { idempotencyKey: ulid(), ticketNumber: 7, appointmentDate: WISH, ...extra }));
}

type Order = Record<string, unknown> & { id: string; version: number };

function act(order: StoredEntity | string, action: OrderAction, options: { token?: string | null; body?: unknown } = {}): Promise<ApiResponse<Order>> {
  const id = typeof order === 'string' ? order : order.id;
  const token = options.token === null ? undefined : (options.token ?? api.actors.employee.token);
  return invoke<Order>(api.orders, 'POST', { path: `/api/orders/{id}/status/${action}`, params: { id }, token, body: options.body });
}

const conflict = (code: string, message: string) => ({ status: 409, body: { errors: [{ code, message }] } });

describe('each action on an order that allows it', () => {
  it('confirm: an open order is confirmed, a pending counter appointment withdrawn, OrderConfirmed published', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL });
    const response = await act(order, 'confirm', { body: order });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: order.id, version: 2, isConfirmed: true, isCompleted: false, appointmentDate: WISH });
    expect(response.body.data).not.toHaveProperty('counterAppointment');
    expect(await stored(order)).toEqual(response.body.data);
    const events = await eventsOf(order);
    expect(events.map((event) => event['detail-type'])).toEqual(['OrderConfirmed']);
    expect(events[0]!.detail).toEqual({
      orderId: order.id,
      uid: order.uid,
      branchId: api.actors.branchA.id,
      ticketNumber: 7,
      isDelivery: false,
      isDineIn: false,
      paymentMethod: 'cash',
      changedAt: response.body.data!.updatedAt,
      changedBy: api.actors.employee.user.username,
    });
  });

  it('reject: with the shop’s reason, the order leaves the open orders, OrderRejected carries the reason', async () => {
    const order = await storeOrder();
    expect((await queryOpenOrders(api.actors.branchA.id)).map((open) => open.id)).toContain(order.id);
    const response = await act(order, 'reject', { body: { ...order, rejectionMessage: '  Leberkäse ist heute leider aus.  ' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isRejected: true, rejectionMessage: 'Leberkäse ist heute leider aus.' });
    expect((await queryOpenOrders(api.actors.branchA.id)).map((open) => open.id)).not.toContain(order.id);
    const [event] = await eventsOf(order);
    expect(event).toMatchObject({ 'detail-type': 'OrderRejected', detail: { rejectionMessage: 'Leberkäse ist heute leider aus.' } });
  });

  it('reject without a reason is allowed and sends none', async () => {
    const order = await storeOrder({ isConfirmed: true });
    const response = await act(order, 'reject');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isRejected: true, isConfirmed: true });
    expect(response.body.data).not.toHaveProperty('rejectionMessage');
    expect((await eventsOf(order))[0]!.detail).not.toHaveProperty('rejectionMessage');
  });

  it('cancel: reads only the reason from the order object in the body, never its flags or data', async () => {
    const order = await storeOrder({ isConfirmed: true, isInDelivery: true, isDelivery: true });
    const body = { ...order, firstName: 'Eva', isCompleted: true, isPaid: true, ticketNumber: 99, rejectionMessage: 'Kunde nicht angetroffen' };
    const response = await act(order, 'cancel', { body });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      isCanceled: true,
      isCompleted: false,
      isPaid: false,
      firstName: 'Max',
      ticketNumber: 7,
      rejectionMessage: 'Kunde nicht angetroffen',
    });
    expect((await eventsOf(order)).map((event) => event['detail-type'])).toEqual(['OrderCanceled']);
  });

  it('in-delivery: a confirmed delivery order is on its way; a pickup order becomes ready for pickup', async () => {
    for (const isDelivery of [true, false]) {
      const order = await storeOrder({ isConfirmed: true, isDelivery });
      const response = await act(order, 'in-delivery', { body: order });
      expect(response.status, `isDelivery ${isDelivery}`).toBe(200);
      expect(response.body.data).toMatchObject({ isConfirmed: true, isInDelivery: true, isCompleted: false });
      const [event] = await eventsOf(order);
      expect(event).toMatchObject({ 'detail-type': 'OrderInDelivery', detail: { isDelivery } });
    }
  });

  it('completed: a delivery order is delivered too and leaves the current orders; a pickup order is not "delivered"', async () => {
    const current = async () =>
      (await invoke<Order[]>(api.orders, 'GET', { path: '/api/orders/current', token: api.actors.employee.token })).body.data!.map((open) => open.id);
    const delivery = await storeOrder({ isConfirmed: true, isInDelivery: true, isDelivery: true, appointmentDate: new Date().toISOString() });
    const pickup = await storeOrder({ isConfirmed: true, appointmentDate: new Date().toISOString() });
    expect(await current()).toEqual(expect.arrayContaining([delivery.id, pickup.id]));

    const delivered = await act(delivery, 'completed', { body: delivery });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ isCompleted: true, isDelivered: true, isInDelivery: true });
    const collected = await act(pickup, 'completed', { token: api.actors.admin.token });
    expect(collected.status).toBe(200);
    expect(collected.body.data).toMatchObject({ isCompleted: true, isDelivered: false });

    const after = await current();
    expect(after).not.toContain(delivery.id);
    expect(after).not.toContain(pickup.id);
    expect((await eventsOf(delivery)).map((event) => event['detail-type'])).toEqual(['OrderCompleted']);
    expect((await eventsOf(pickup))[0]!.detail).toMatchObject({ changedBy: api.actors.admin.user.username });
  });
});

describe('refused transitions: 409 with a German reason, nothing written, nothing published', () => {
  const cases: Array<[string, Record<string, unknown>, OrderAction, ReturnType<typeof conflict>]> = [
    [
      'completed on an unconfirmed order',
      {},
      'completed',
      conflict('orderAction.notConfirmed', 'Die Bestellung ist noch nicht bestätigt. Bitte bestätigen Sie sie zuerst.'),
    ],
    [
      'in-delivery on an unconfirmed order',
      {},
      'in-delivery',
      conflict('orderAction.notConfirmed', 'Die Bestellung ist noch nicht bestätigt. Bitte bestätigen Sie sie zuerst.'),
    ],
    ['confirm twice', { isConfirmed: true }, 'confirm', conflict('orderAction.alreadyConfirmed', 'Die Bestellung ist bereits bestätigt.')],
    [
      'in-delivery twice on a pickup order',
      { isConfirmed: true, isInDelivery: true },
      'in-delivery',
      conflict('orderAction.alreadyReadyForPickup', 'Die Bestellung ist bereits abholbereit.'),
    ],
    [
      'reject once it is on its way',
      { isConfirmed: true, isInDelivery: true, isDelivery: true },
      'reject',
      conflict(
        'orderAction.inDelivery',
        'Die Bestellung ist bereits in Zustellung oder abholbereit und kann nicht mehr abgelehnt werden. Sie können sie stornieren.',
      ),
    ],
    [
      'confirm before the online payment arrived',
      { paymentMethod: 'mollie', payment: { provider: 'mollie', id: 'tr_1', redirectUrl: 'http://127.0.0.1/pay', status: 'open' } },
      'confirm',
      conflict(
        'orderAction.paymentPending',
        'Die Online-Zahlung dieser Bestellung ist noch nicht abgeschlossen. Bitte bestätigen Sie die Bestellung erst nach der Zahlung.',
      ),
    ],
    [
      'cancel a completed order',
      { isConfirmed: true, isCompleted: true },
      'cancel',
      conflict('orderAction.completed', 'Die Bestellung ist bereits abgeschlossen und kann nicht mehr geändert werden.'),
    ],
    [
      'confirm a canceled order',
      { isCanceled: true },
      'confirm',
      conflict('orderAction.canceled', 'Die Bestellung wurde bereits storniert und kann nicht mehr geändert werden.'),
    ],
    [
      'complete a rejected order',
      { isConfirmed: true, isRejected: true },
      'completed',
      conflict('orderAction.rejected', 'Die Bestellung wurde bereits abgelehnt und kann nicht mehr geändert werden.'),
    ],
    [
      'cancel an order whose payment failed',
      { paymentMethod: 'datatrans', isFailed: true },
      'cancel',
      conflict('orderAction.failed', 'Die Zahlung dieser Bestellung ist fehlgeschlagen. Die Bestellung kann nicht mehr geändert werden.'),
    ],
  ];

  it.each(cases)('%s', async (_name, flags, action, expected) => {
    const order = await storeOrder(flags);
    const response = await act(order, action, { body: order });
    expect({ status: response.status, body: response.body }).toEqual(expected);
    expect(await stored(order)).toEqual(order);
    expect(await eventsOf(order)).toEqual([]);
  });

  it('a paid online order can be confirmed', async () => {
    const order = await storeOrder({
      paymentMethod: 'mollie',
      isPaid: true,
      payment: { provider: 'mollie', id: 'tr_2', redirectUrl: 'http://127.0.0.1/pay', status: 'paid' },
    });
    const response = await act(order, 'confirm');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isConfirmed: true, payment: { id: 'tr_2', status: 'paid' } });
  });
});

describe('who may act', () => {
  it('an employee of another branch gets 403 and changes nothing; an employee of the order’s branch and an admin may act', async () => {
    const order = await storeOrder();
    const response = await act(order, 'confirm', { token: api.actors.otherEmployee.token });
    expect(response.status).toBe(403);
    expect(response.body.errors).toEqual([{ code: 'auth.branchForbidden', message: 'Sie haben keine Berechtigung für diese Filiale.' }]);
    expect(await stored(order)).toEqual(order);
    expect(await eventsOf(order)).toEqual([]);

    const otherBranchOrder = await storeOrder({}, api.actors.branchB);
    expect((await act(otherBranchOrder, 'cancel', { token: api.actors.employee.token })).status).toBe(403);
    expect((await act(otherBranchOrder, 'cancel', { token: api.actors.otherEmployee.token })).status).toBe(200);
    expect((await act(order, 'cancel', { token: api.actors.admin.token })).status).toBe(200);
  });

  it('an unknown order is 404, without a token 401', async () => {
    for (const id of [ulid(), 'keine-bestellung']) {
      const response = await act(id, 'confirm');
      expect(response.status, id).toBe(404);
      expect(response.body.errors?.[0]).toEqual({ code: 'entity.notFound', message: 'Bestellung wurde nicht gefunden.' });
    }
    const order = await storeOrder();
    expect((await act(order, 'confirm', { token: null })).status).toBe(401);
    expect(await stored(order)).toEqual(order);
  });

  it('a body that is not the order object’s shape is refused with 400', async () => {
    const order = await storeOrder();
    const response = await act(order, 'reject', { body: { rejectionMessage: 42 } });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/Text/);
    expect(await stored(order)).toEqual(order);
  });
});

describe('concurrency', () => {
  it('five confirms at once apply once: one 200, the others are told it is already confirmed, one event', async () => {
    const order = await storeOrder();
    const responses = await Promise.all(Array.from({ length: 5 }, () => act(order, 'confirm', { body: order })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.errors?.[0]?.code).toBe('orderAction.alreadyConfirmed');
    }
    expect(await stored(order)).toMatchObject({ version: 2, isConfirmed: true });
    expect((await eventsOf(order)).map((event) => event['detail-type'])).toEqual(['OrderConfirmed']);
  });

  it('cancel racing confirm: exactly one wins and the stored flags say which', async () => {
    const order = await storeOrder();
    const [confirm, cancel] = await Promise.all([act(order, 'confirm'), act(order, 'cancel')]);
    const after = await stored(order);
    // Both may apply in either order (confirm, then cancel is allowed); never a lost update.
    if (confirm.status === 200 && cancel.status === 200) {
      expect(after).toMatchObject({ version: 3, isConfirmed: true, isCanceled: true });
    } else {
      expect(cancel.status).toBe(200);
      expect(confirm.body.errors?.[0]?.code).toBe('orderAction.canceled');
      expect(after).toMatchObject({ version: 2, isConfirmed: false, isCanceled: true });
    }
  });
});
