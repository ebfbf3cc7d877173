/**
 * Missed orders against DynamoDB Local: the job `missed-orders` (events/jobs/missed-orders.ts) marks
 * exactly the orders the rule of shared/order-status/missed.ts names, twice run marks nothing
 * twice, and GET /api/orders/missed | current split the open orders by the mark.
 *
 * The local stack's scheduler runs the job every minute too; each test works on its own branch
 * and asserts the stored marks, so a run of the scheduler in between changes no outcome.
 */
import { describe, expect, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { handler as missedOrdersJob, markMissedOrders } from '#events/jobs/missed-orders.ts';
import { assignBranch, sampleBody } from './fixtures';
import { invoke, loadGroupHandler } from './events';
import { orderRecord, stored, useOrdersApi } from './order-fixtures';

const log = createLogger({ test: 'order-missed' });
const api = useOrdersApi();

const MINUTE = 60_000;

async function branchOfEmployee(): Promise<StoredEntity> {
  const branch = await createEntity('Branch', sampleBody('branches', undefined));
  await assignBranch(api.actors.employee, branch);
  return branch;
}

/** A cash pickup order of the branch, arrived `agoMinutes` before now. */
function orderOf(branch: StoredEntity, agoMinutes: number, extra: Record<string, unknown> = {}): Promise<StoredEntity> {
  return createEntity('Order', orderRecord(branch.id, extra), { now: new Date(Date.now() - agoMinutes * MINUTE) });
}

const list = async (which: 'current' | 'missed', branch: StoredEntity): Promise<string[]> => {
  const response = await invoke<Array<{ id: string }>>(api.orders, 'GET', {
    path: `/api/orders/${which}`,
    token: api.actors.employee.token,
    query: { branch: branch.id },
  });
  expect(response.status).toBe(200);
  return response.body.data!.map((order) => order.id);
};

const isoIn = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe('job missed-orders', () => {
  it('marks exactly the orders not confirmed in time; the lists split by the mark; a second run marks nothing', async () => {
    const branch = await branchOfEmployee();
    const asapOld = await orderOf(branch, 20);
    const asapFresh = await orderOf(branch, 5);
    const preorderPast = await orderOf(branch, 24 * 60, { appointmentDate: isoIn(-1) });
    const preorderLater = await orderOf(branch, 24 * 60, { appointmentDate: isoIn(60) });
    const confirmedLate = await orderOf(branch, 60, { isConfirmed: true });
    const awaitingPayment = await orderOf(branch, 60, { paymentMethod: 'mollie' });
    const paidLate = await orderOf(branch, 60, { paymentMethod: 'datatrans', isPaid: true });
    const proposed = await orderOf(branch, 60, { counterAppointment: isoIn(90) });
    const canceled = await orderOf(branch, 60, { isCanceled: true });
    const missed = [asapOld, preorderPast, paidLate];
    const notMissed = [asapFresh, preorderLater, confirmedLate, awaitingPayment, proposed, canceled];

    const now = new Date();
    const run = await markMissedOrders({ now, minutes: 15, log, branchIds: [branch.id] });
    expect(run.failed).toBe(0);
    // The scheduler of the local stack may have marked some of them a moment earlier.
    for (const id of run.marked) expect(missed.map((order) => order.id)).toContain(id);
    for (const order of missed) {
      const after = await stored(order);
      expect(after.missedAt, String(order.id)).toEqual(expect.any(String));
      expect(Date.parse(String(after.missedAt))).toBeLessThanOrEqual(now.getTime());
      expect(after.version).toBe(order.version + 1);
    }
    for (const order of notMissed) expect(await stored(order), String(order.id)).toEqual(order);

    // Both lists by due time (the appointment, else the arrival): current the most urgent first,
    // missed the latest first (docs/order-limits.md).
    expect(await list('missed', branch)).toEqual([preorderPast.id, asapOld.id, paidLate.id]);
    expect(await list('current', branch)).toEqual([confirmedLate.id, awaitingPayment.id, proposed.id, asapFresh.id, preorderLater.id]);

    const snapshot = await Promise.all([...missed, ...notMissed].map(stored));
    const again = await markMissedOrders({ now: new Date(), minutes: 15, log, branchIds: [branch.id] });
    expect(again).toEqual({ marked: [], failed: 0 });
    expect(await Promise.all([...missed, ...notMissed].map(stored))).toEqual(snapshot);
  });

  it('uses the minutes it is given (config.missedOrderMinutes): 10 minutes are not missed at 15, but at 5', async () => {
    const branch = await branchOfEmployee();
    const order = await orderOf(branch, 10);
    expect(await markMissedOrders({ now: new Date(), minutes: 15, log, branchIds: [branch.id] })).toEqual({ marked: [], failed: 0 });
    expect(await stored(order)).toEqual(order);
    expect(await markMissedOrders({ now: new Date(), minutes: 5, log, branchIds: [branch.id] })).toEqual({ marked: [order.id], failed: 0 });
  });

  it('confirming a missed order moves it back to the current orders; missedAt stays', async () => {
    const branch = await branchOfEmployee();
    const order = await orderOf(branch, 30);
    await markMissedOrders({ now: new Date(), minutes: 15, log, branchIds: [branch.id] });
    const marked = await stored(order);
    expect(await list('missed', branch)).toEqual([order.id]);
    const confirmed = await invoke<Record<string, unknown>>(api.orders, 'POST', {
      path: '/api/orders/{id}/status/confirm',
      params: { id: order.id },
      token: api.actors.employee.token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ isConfirmed: true, missedAt: marked.missedAt });
    expect(await list('missed', branch)).toEqual([]);
    expect(await list('current', branch)).toEqual([order.id]);
  });

  it('the scheduled handler reads the shop configuration and marks an old order', async () => {
    const branch = await branchOfEmployee();
    const order = await orderOf(branch, 16);
    await missedOrdersJob();
    expect((await stored(order)).missedAt).toEqual(expect.any(String));
  });

  it('the staff cannot set missedAt through the generic order update', async () => {
    const branch = await branchOfEmployee();
    const order = await orderOf(branch, 1);
    const response = await invoke<Record<string, unknown>>(api.orders, 'PUT', {
      path: '/api/orders/{id}',
      params: { id: order.id },
      token: api.actors.employee.token,
      body: { ...order, missedAt: new Date().toISOString() },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).not.toHaveProperty('missedAt');
    expect(await list('missed', branch)).toEqual([]);
  });
});

describe('config.missedOrderMinutes', () => {
  it('accepts 1 to 1440 minutes only (400 otherwise, nothing saved)', async () => {
    const config = await loadGroupHandler('config');
    for (const missedOrderMinutes of [0, 1441, 2.5]) {
      const response = await invoke(config, 'POST', { path: '/api/config', token: api.actors.admin.token, body: { missedOrderMinutes } });
      expect(response.status, String(missedOrderMinutes)).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ field: 'missedOrderMinutes' });
    }
  });
});
