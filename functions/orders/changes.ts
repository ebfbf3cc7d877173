/**
 * What every route that changes an existing order shares: reading it for a staff member (with the
 * branch limit), the conditional write that decides again on the fresh order after a conflict,
 * and publishing the status event without letting a bus failure undo the change.
 */
import { ORDER_EVENT_SOURCE } from '#events/contracts/orders.ts';
import { ORDER_STATUS_EVENTS, orderStatusChangedDetail } from '#events/contracts/order-status.ts';
import type { OrderAction } from '#shared/order-status/transitions.ts';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import type { EntityData } from '../db/entities';
import { VersionConflictError } from '../db/errors';
import { getEntity, updateEntity, type StoredEntity, type StoredOrder } from '../db/repository';
import type { Caller, StaffCaller } from '../lib/auth';
import { ApiError, notFound } from '../lib/errors';
import { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';
import { canWrite } from '../lib/crud-routes';
import { policies } from '../lib/policies';

const policy = policies.orders;

/**
 * The order a staff member acts on: 401 without a staff sign-in, 404 unknown, 403 another
 * branch's order for an employee. A consistent read: a refusal must not come from a stale copy
 * (e.g. "payment pending" just after the payment arrived).
 */
export async function staffOrder(caller: Caller, id: string): Promise<{ staff: StaffCaller; order: StoredOrder }> {
  if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
  const order = ULID_PATTERN.test(id) ? await getEntity('Order', id, { consistent: true }) : undefined;
  if (!order) throw notFound(policy.resource);
  if (!canWrite(caller, policy, order)) throw ApiError.of(403, 'api.auth.branchForbidden');
  return { staff: caller, order };
}

/** How many times a change is decided again after another write got there first. */
const RETRIES = 3;

export interface OrderChange {
  /** The stored version the write replaced. */
  before: StoredOrder;
  after: StoredOrder;
}

/**
 * Writes `change(order)` conditionally on the order's version; after a conflict `change` runs
 * again on the fresh order, so of two parallel answers exactly one applies. `change` throws the
 * refusal when the order, as it is now, does not allow it.
 */
export async function changeOrder(order: StoredOrder, change: (current: StoredOrder) => EntityData): Promise<OrderChange> {
  let current = order;
  for (let attempt = 0; ; attempt++) {
    const next = change(current);
    try {
      return { before: current, after: await updateEntity('Order', current.id, next, current.version, { previous: current }) };
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= RETRIES) throw error;
      const fresh = await getEntity('Order', current.id, { consistent: true });
      if (!fresh) throw notFound(policy.resource);
      current = fresh;
    }
  }
}

/** The status event of an applied action; a bus failure is logged, the change stays. */
export function publishStatusEvent(action: OrderAction, order: StoredEntity, changedBy: string, log: Logger): Promise<void> {
  return publishOrderEvent(ORDER_STATUS_EVENTS[action], () => orderStatusChangedDetail(order, action, changedBy), order, log);
}

/** An event about an applied change of the order; a bus failure is logged, the change stays. */
export async function publishOrderEvent(detailType: string, detail: () => object, order: StoredEntity, log: Logger): Promise<void> {
  try {
    await publishEvent(ORDER_EVENT_SOURCE, detailType, detail());
  } catch (error) {
    log.error('order event not published', { error, orderId: order.id, detailType });
  }
}
