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
 *   becomes the appointment and is removed.
 * - Rejecting it cancels the order (storefront.md §4) and keeps the proposal on the record, so the
 *   shop still sees what it had offered.
 * - The questionnaire is accepted once, for a completed order that was not cancelled.
 */
import { canRateOrder, isCounterAppointmentPending, type CustomerActionState } from '../../shared/order-status/customer-actions';
import { questionnaireSchema } from '../../shared/schemas/order';
import { publicOrderSchema, type PublicOrder } from '../../shared/schemas/public-order';
import type { EntityData } from '../db/entities';
import { VersionConflictError } from '../db/errors';
import { getEntity, updateEntity, type StoredEntity } from '../db/repository';
import type { Caller } from '../lib/auth';
import { ApiError, notFound } from '../lib/errors';
import { route, type RouteDefinition } from '../lib/router';

/** The order with its branch, as the customer may see it (shared/schemas/public-order.ts). */
export async function publicOrderView(order: StoredEntity): Promise<PublicOrder> {
  const branchId = (order.branch as { id?: unknown } | undefined)?.id;
  const branch = typeof branchId === 'string' ? await getEntity('Branch', branchId) : undefined;
  const rating = (order.questionnaireRating as { rating?: unknown } | undefined)?.rating;
  return publicOrderSchema.parse({
    ...order,
    branch: branch ?? { id: typeof branchId === 'string' ? branchId : '' },
    questionnaireRating: typeof rating === 'number' ? rating : undefined,
  });
}

/** How many times a change is tried again after another write got there first. */
const RETRIES = 3;

/**
 * Applies `change` to the order with a conditional write; `change` throws the refusal when the
 * order (as it is now) does not allow it.
 */
async function changeOrder(order: StoredEntity, change: (current: StoredEntity) => EntityData): Promise<StoredEntity> {
  let current = order;
  for (let attempt = 0; ; attempt++) {
    const next = change(current);
    try {
      return await updateEntity('Order', current.id, next, current.version, { previous: current });
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= RETRIES) throw error;
      const fresh = await getEntity('Order', current.id, { consistent: true });
      if (!fresh) throw notFound('orders');
      current = fresh;
    }
  }
}

function publicOrderOf(caller: Caller): StoredEntity {
  // The manifest gives these routes `publicOrder` access, so this only guards against miswiring.
  if (caller.kind !== 'publicOrder') throw notFound('orders');
  return caller.order;
}

function pendingProposal(order: StoredEntity): string {
  if (!isCounterAppointmentPending(order as CustomerActionState)) throw ApiError.of(409, 'api.publicOrder.noCounterAppointment');
  return order.counterAppointment as string;
}

export const publicOrderRoutes: Record<string, RouteDefinition> = {
  'GET /api/orders/public/{uid}/{hash}': route({
    handle: async ({ caller }) => publicOrderView(publicOrderOf(caller)),
  }),

  'POST /api/orders/public/{uid}/{hash}/confirm-counter-appointment': route({
    handle: async ({ caller }) => {
      const updated = await changeOrder(publicOrderOf(caller), (current) => {
        const appointmentDate = pendingProposal(current);
        const { counterAppointment: _accepted, ...rest } = current;
        return { ...rest, appointmentDate, isConfirmed: true };
      });
      return publicOrderView(updated);
    },
  }),

  'POST /api/orders/public/{uid}/{hash}/reject-counter-appointment': route({
    handle: async ({ caller }) => {
      const updated = await changeOrder(publicOrderOf(caller), (current) => {
        pendingProposal(current);
        return { ...current, isCanceled: true };
      });
      return publicOrderView(updated);
    },
  }),

  'POST /api/orders/public/{uid}/{hash}/questionnaire': route({
    body: questionnaireSchema,
    handle: async ({ caller, body }) => {
      const updated = await changeOrder(publicOrderOf(caller), (current) => {
        if (current.questionnaireRating) throw ApiError.of(409, 'api.publicOrder.alreadyRated');
        if (!canRateOrder(current as CustomerActionState)) throw ApiError.of(409, 'api.publicOrder.notCompleted');
        const { comment, ...ratings } = body;
        return { ...current, questionnaireRating: comment ? { ...ratings, comment } : ratings };
      });
      return publicOrderView(updated);
    },
  }),
};
