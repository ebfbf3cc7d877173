/**
 * The customer's calls on the public order status page (storefront.md §2, §4, §7; backoffice.md
 * §4, §7): the order behind the link, the answer to a counter-appointment proposal, and the
 * review questionnaire.
 *
 * The router has resolved the caller before any of this runs (functions/lib/access.ts): the order
 * is found by uid and its hash compared in constant time; an unknown uid and a wrong hash both
 * get the same 404, so a guessed link learns nothing.
 *
 * Every change is a conditional write on the order's version. Two clicks (or a click racing a
 * staff action) cannot both apply: the loser re-reads the order and runs its check again, which
 * then refuses a second answer with 409.
 *
 * Decisions where the spec is silent:
 * - Confirming a counter appointment confirms the order: the shop proposed that time itself, so
 *   the customer's "yes" completes the agreement and nobody has to confirm again. The proposal
 *   becomes the appointment and is removed. Whether the order may be confirmed is the staff
 *   transition table's decision (shared/order-status/transitions.ts, 'confirm'); should it refuse
 *   (an online payment still pending), the time is accepted and the order stays unconfirmed.
 * - Rejecting it cancels the order (storefront.md §4; the table's 'cancel') and keeps the proposal
 *   on the record, so the shop still sees what it had offered.
 * - Events as for the staff actions (events/contracts/order-status.ts): OrderConfirmed when the answer
 *   confirmed the order, OrderCanceled when it cancelled it, with `changedBy` CUSTOMER_ACTOR. A
 *   refused publish is logged and the answer stays 200: the change is stored.
 * - The questionnaire is accepted once, for a completed order that was not cancelled. It publishes
 *   no event: no consumer reacts to a rating.
 */
import { canRateOrder, isCounterAppointmentPending } from '#shared/order-status/customer-actions.ts';
import { orderTransition, type OrderAction } from '#shared/order-status/transitions.ts';
import { questionnaireSchema } from '#shared/schemas/order.ts';
import { publicOrderSchema, type PublicOrder } from '#shared/schemas/public-order.ts';
import { getEntity, type StoredEntity, type StoredOrder } from '../db/repository';
import type { Caller } from '../lib/auth';
import { ApiError, notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { route, type RouteDefinition } from '../lib/router';
import { changeOrder, publishStatusEvent, type OrderChange } from './changes';

/**
 * `changedBy` of the events the customer's answers publish. It contains spaces, so it can never be
 * a staff member's (Cognito) username.
 */
export const CUSTOMER_ACTOR = 'Kunde (Statusseite)';

/** The order with its branch, as the customer may see it (shared/schemas/public-order.ts). */
export async function publicOrderView(order: StoredOrder): Promise<PublicOrder> {
  const branch = await getEntity('Branch', order.branch.id);
  return publicOrderSchema.parse({ ...order, branch: branch ?? order.branch, questionnaireRating: order.questionnaireRating?.rating });
}

function publicOrderOf(caller: Caller): StoredOrder {
  // The manifest gives these routes `publicOrder` access, so this only guards against miswiring.
  if (caller.kind !== 'publicOrder') throw notFound('orders');
  return caller.order;
}

function pendingProposal(order: StoredOrder): string {
  if (!order.counterAppointment || !isCounterAppointmentPending(order)) throw ApiError.of(409, 'api.publicOrder.noCounterAppointment');
  return order.counterAppointment;
}

/** The order's status flags before and after: which status event, if any, the change amounts to. */
function statusEventOf(before: StoredEntity, after: StoredEntity): OrderAction | undefined {
  if (after.isCanceled === true && before.isCanceled !== true) return 'cancel';
  if (after.isConfirmed === true && before.isConfirmed !== true) return 'confirm';
  return undefined;
}

async function publishAnswer({ before, after }: OrderChange, log: Logger): Promise<void> {
  const action = statusEventOf(before, after);
  if (action) await publishStatusEvent(action, after, CUSTOMER_ACTOR, log);
}

export const publicOrderRoutes: Record<string, RouteDefinition> = {
  'GET /api/orders/public/{uid}/{hash}': route({
    handle: async ({ caller }) => publicOrderView(publicOrderOf(caller)),
  }),

  'POST /api/orders/public/{uid}/{hash}/confirm-counter-appointment': route({
    handle: async ({ caller, log }) => {
      const changed = await changeOrder(publicOrderOf(caller), (current) => {
        const appointmentDate = pendingProposal(current);
        const { counterAppointment: _accepted, ...rest } = current;
        const confirm = orderTransition('confirm', current);
        return { ...rest, appointmentDate, ...(confirm.allowed ? confirm.changes : {}) };
      });
      await publishAnswer(changed, log);
      return publicOrderView(changed.after);
    },
  }),

  'POST /api/orders/public/{uid}/{hash}/reject-counter-appointment': route({
    handle: async ({ caller, log }) => {
      const changed = await changeOrder(publicOrderOf(caller), (current) => {
        pendingProposal(current);
        const cancel = orderTransition('cancel', current);
        if (!cancel.allowed) throw ApiError.of(409, 'api.publicOrder.noCounterAppointment');
        return { ...current, ...cancel.changes };
      });
      await publishAnswer(changed, log);
      return publicOrderView(changed.after);
    },
  }),

  'POST /api/orders/public/{uid}/{hash}/questionnaire': route({
    body: questionnaireSchema,
    handle: async ({ caller, body }) => {
      const { after } = await changeOrder(publicOrderOf(caller), (current) => {
        if (current.questionnaireRating) throw ApiError.of(409, 'api.publicOrder.alreadyRated');
        if (!canRateOrder(current)) throw ApiError.of(409, 'api.publicOrder.notCompleted');
        const { comment, ...ratings } = body;
        return { ...current, questionnaireRating: comment ? { ...ratings, comment } : ratings };
      });
      return publicOrderView(after);
    },
  }),
};
