/**
 * The staff status actions (backoffice.md §4, §7):
 *
 *   POST /api/orders/{id}/status/cancel | confirm | reject | in-delivery | completed
 *
 * Body: the order object, as the back office sends it (the spec). Only `rejectionMessage` is read,
 * by reject and cancel (the shop's reason, shown on the status page and sent to the customer);
 * every other field is ignored, an empty body is accepted too. Decisions:
 * - The action works on the order as stored, not on the copy in the body: the transition is
 *   decided on the fresh record, so the body's `version` is not needed (a payment webhook or the
 *   customer's answer may have changed the order since the list was loaded; that is exactly what
 *   the table then decides on).
 * - Confirm does not take a changed `appointmentDate`: a different time is a counter appointment,
 *   which the customer has to accept. Confirming withdraws a pending counter appointment: the
 *   order is confirmed as the customer ordered it.
 *
 * Answer: 200 with the changed order; 404 unknown order; 403 an employee for another branch's
 * order (as the generic order routes); 409 with a German reason when the transition table
 * (shared/order-status/transitions.ts) refuses the action.
 *
 * Each change is a conditional write on the order's version; when another write got there first,
 * the order is read again and the table decides again, so two parallel confirms apply once and
 * the second is told the order is already confirmed. The sparse open-orders index follows by
 * itself: the repository derives the index attributes from the new flags on every write.
 *
 * After the write the past-tense event is published (events/contracts/order-status.ts). If the bus refuses
 * it the change stays and the answer is still 200 (the order must not depend on e-mail or
 * printing); the failure is logged as an error.
 *
 * The staff side of a counter appointment is its own action, `POST
 * /api/orders/{id}/status/counter-appointment` (./counter-appointment.ts); the customer answers on
 * the status page (./public.ts).
 */
import * as z from 'zod';
import { orderActionMessages, type OrderActionMessageKey } from '#shared/i18n/order-actions.ts';
import { ORDER_ACTIONS, orderTransition, refusalMessageKey, type OrderAction, type TransitionRefusal } from '#shared/order-status/transitions.ts';
import { trimmedText } from '#shared/schemas/common.ts';
import type { EntityData } from '../db/entities';
import type { StoredOrder } from '../db/repository';
import type { StaffCaller } from '../lib/auth';
import type { Logger } from '../lib/logger';
import { ApiError } from '../lib/errors';
import { idParams } from '../lib/crud-routes';
import { policies, clientView } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { changeOrder, publishStatusEvent, staffOrder } from './changes';

const policy = policies.orders;

/** The body: the order object; only the rejection message matters (reject, cancel). */
export const statusActionBodySchema = z.object({ rejectionMessage: trimmedText(2000).nullish() }).optional();
export type StatusActionBody = z.infer<typeof statusActionBodySchema>;

/** A 409 with a text of shared/i18n/order-actions.ts (its key is the error code). */
export const orderActionError = (key: OrderActionMessageKey): ApiError => new ApiError(409, [{ code: key, message: orderActionMessages[key] }]);

const refused = (order: StoredOrder, reason: TransitionRefusal): ApiError => orderActionError(refusalMessageKey(reason, order));

/** The record after the action, or the 409 refusal. */
function nextRecord(action: OrderAction, order: StoredOrder, body: StatusActionBody): EntityData {
  const transition = orderTransition(action, order);
  if (!transition.allowed) throw refused(order, transition.reason);
  const next: EntityData = { ...order, ...transition.changes };
  const reason = body?.rejectionMessage;
  if ((action === 'reject' || action === 'cancel') && reason) next.rejectionMessage = reason;
  if (action === 'confirm') delete next.counterAppointment;
  return next;
}

/**
 * Applies one action to an order a staff member may change: the conditional write, then the event.
 * The single actions and the bulk reject (./bulk-reject.ts) share it.
 */
export async function applyStatusAction(
  action: OrderAction,
  staff: StaffCaller,
  order: StoredOrder,
  body: StatusActionBody,
  log: Logger,
): Promise<StoredOrder> {
  const { after } = await changeOrder(order, (current) => nextRecord(action, current, body));
  await publishStatusEvent(action, after, staff.identity.username, log);
  return after;
}

const statusActionRoute = (action: OrderAction): RouteDefinition =>
  route({
    params: idParams,
    body: statusActionBodySchema,
    handle: async ({ caller, params, body, log }) => {
      const { staff, order } = await staffOrder(caller, params.id);
      return clientView(policy, await applyStatusAction(action, staff, order, body, log));
    },
  });

/** The five routes, keyed like the manifest. */
export const statusActionRoutes: Record<string, RouteDefinition> = Object.fromEntries(
  ORDER_ACTIONS.map((action) => [`POST /api/orders/{id}/status/${action}`, statusActionRoute(action)]),
);
