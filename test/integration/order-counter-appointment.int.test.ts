/**
 * The staff side of a counter appointment, `POST /api/orders/{id}/status/counter-appointment`
 * (functions/orders/counter-appointment.ts), against DynamoDB Local and the local bus: the
 * proposal is stored and published, the customer sees it, refusals (409, 400) change nothing, and
 * the generic order update can no longer set it.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { invoke, type ApiResponse } from './events';
import { eventsOf, orderRecord, stored, useOrdersApi } from './order-fixtures';

const api = useOrdersApi();

const WISH = '2030-05-04T10:00:00.000Z';
const PROPOSAL = '2030-05-04T12:45:00.000Z';

type Order = Record<string, unknown> & { id: string; version: number };

/** An order as order create stores it (cash, pickup), waiting for confirmation unless `extra` says otherwise. */
function storeOrder(extra: Record<string, unknown> = {}): Promise<StoredEntity> {
  return createEntity('Order', orderRecord(api.actors.branchA.id, { idempotencyKey: ulid(), ticketNumber: 12, appointmentDate: WISH, ...extra }));
}

function propose(order: { id: string }, body: unknown, token: string | null = api.actors.employee.token): Promise<ApiResponse<Order>> {
  return invoke<Order>(api.orders, 'POST', {
    path: '/api/orders/{id}/status/counter-appointment',
    params: { id: order.id },
    token: token ?? undefined,
    body,
  });
}

const CLOSED = {
  status: 409,
  errors: [
    {
      code: 'orderAction.counterAppointmentClosed',
      message: 'Ein Terminvorschlag ist nur bei Bestellungen möglich, die auf Bestätigung warten und bereits bezahlt sind oder vor Ort bezahlt werden.',
    },
  ],
};

describe('proposing a counter appointment', () => {
  it('stores the proposal (ISO UTC), publishes OrderCounterAppointmentProposed, and the customer sees it', async () => {
    const order = await storeOrder();
    const response = await propose(order, { counterAppointment: '2030-05-04T14:45:00+02:00' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ counterAppointment: PROPOSAL, appointmentDate: WISH, isConfirmed: false, version: order.version + 1 });
    expect(await stored(order)).toEqual(response.body.data);

    const events = await eventsOf(order);
    expect(events).toEqual(
      [
        {
          source: 'theke.orders',
          'detail-type': 'OrderCounterAppointmentProposed',
          detail: {
            orderId: order.id,
            uid: order.uid,
            branchId: api.actors.branchA.id,
            ticketNumber: 12,
            isDelivery: false,
            isDineIn: false,
            paymentMethod: 'cash',
            changedAt: response.body.data!.updatedAt,
            changedBy: api.actors.employee.user.username,
            counterAppointment: PROPOSAL,
          },
        },
      ].map((event) => expect.objectContaining(event)),
    );

    const view = await invoke<Order>(api.orders, 'GET', {
      path: '/api/orders/public/{uid}/{hash}',
      params: { uid: String(order.uid), hash: String(order.hash) },
    });
    expect(view.body.data).toMatchObject({ counterAppointment: PROPOSAL, isConfirmed: false });
  });

  it('a paid online order may get one; a new time replaces the pending one; the same time again publishes nothing', async () => {
    const payment = { provider: 'mollie', id: 'tr_ca', redirectUrl: 'http://127.0.0.1/pay', status: 'paid' };
    const order = await storeOrder({ paymentMethod: 'mollie', isPaid: true, payment });
    expect((await propose(order, { counterAppointment: PROPOSAL })).status).toBe(200);
    const later = '2030-05-04T14:00:00.000Z';
    const replaced = await propose(order, { counterAppointment: later }, api.actors.admin.token);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ counterAppointment: later, payment, version: order.version + 2 });
    const again = await propose(order, { counterAppointment: later });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(replaced.body.data);
    const events = await eventsOf(order);
    expect(events.map((event) => event.detail.counterAppointment)).toEqual([PROPOSAL, later]);
  });
});

describe('refusals', () => {
  it.each([
    ['a confirmed order', { isConfirmed: true }],
    ['an order whose online payment is pending', { paymentMethod: 'datatrans' }],
    ['a cancelled order', { isCanceled: true }],
    ['an order ready for pickup', { isConfirmed: true, isInDelivery: true }],
  ])('%s: 409, nothing written or published', async (_name, extra) => {
    const order = await storeOrder(extra);
    const response = await propose(order, { counterAppointment: PROPOSAL });
    expect({ status: response.status, errors: response.body.errors }).toEqual(CLOSED);
    expect(await stored(order)).toEqual(order);
    expect(await eventsOf(order)).toEqual([]);
  });

  it('a time that is not in the future: 400 on the field', async () => {
    const order = await storeOrder();
    for (const counterAppointment of [new Date(Date.now() - 60_000).toISOString(), '2020-01-01T10:00:00Z']) {
      const response = await propose(order, { counterAppointment });
      expect({ status: response.status, errors: response.body.errors }).toEqual({
        status: 400,
        errors: [{ code: 'orderAction.counterAppointmentPast', field: 'counterAppointment', message: 'Der Terminvorschlag muss in der Zukunft liegen.' }],
      });
    }
    for (const body of [{}, { counterAppointment: 'morgen' }, { counterAppointment: '2030-05-04 12:45' }]) {
      const response = await propose(order, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ field: 'counterAppointment' });
    }
    expect(await stored(order)).toEqual(order);
    expect(await eventsOf(order)).toEqual([]);
  });

  it('another branch’s employee 403, no sign-in 401, unknown order 404', async () => {
    const order = await storeOrder();
    const forbidden = await propose(order, { counterAppointment: PROPOSAL }, api.actors.otherEmployee.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors?.[0]?.code).toBe('auth.branchForbidden');
    expect((await propose(order, { counterAppointment: PROPOSAL }, null)).status).toBe(401);
    expect((await propose({ id: ulid() }, { counterAppointment: PROPOSAL })).status).toBe(404);
    expect(await stored(order)).toEqual(order);
  });
});

describe('the generic order update cannot set or remove it (a server field)', () => {
  const put = (order: StoredEntity, body: Record<string, unknown>) =>
    invoke<Order>(api.orders, 'PUT', { path: '/api/orders/{id}', params: { id: order.id }, token: api.actors.employee.token, body });

  it('ignores counterAppointment in the body, keeps a pending one, and publishes nothing', async () => {
    const order = await storeOrder();
    const set = await put(order, { ...order, counterAppointment: PROPOSAL, comment: 'Bitte läuten' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ comment: 'Bitte läuten' });
    expect(set.body.data).not.toHaveProperty('counterAppointment');

    const proposed = await storeOrder({ counterAppointment: PROPOSAL });
    const { counterAppointment: _dropped, ...withoutProposal } = proposed;
    const kept = await put(proposed, { ...withoutProposal, comment: 'Bitte läuten' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ counterAppointment: PROPOSAL, comment: 'Bitte läuten' });
    const moved = await put(proposed, { ...kept.body.data!, counterAppointment: '2030-05-04T16:00:00.000Z' });
    expect(moved.body.data).toMatchObject({ counterAppointment: PROPOSAL });
    expect(await eventsOf(order)).toEqual([]);
    expect(await eventsOf(proposed)).toEqual([]);
  });
});
