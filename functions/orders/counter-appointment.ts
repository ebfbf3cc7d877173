/**
 * The staff side of a counter appointment (backoffice.md §4; storefront.md §4 for the customer's
 * side in ./public.ts):
 *
 *   POST /api/orders/{id}/status/counter-appointment   (staff)
 *   body {counterAppointment: ISO instant with offset}
 *
 * Answers: 200 with the changed order (`counterAppointment` stored as ISO UTC); 401/403/404 first,
 * as every staff order action (./changes.ts); then 400 when the body is not that shape or the
 * instant is not in the future (code orderAction.counterAppointmentPast, field counterAppointment);
 * 409 orderAction.counterAppointmentClosed unless the order waits for the shop's confirmation with
 * no online payment pending (canProposeCounterAppointment, shared/order-status/transitions.ts).
 *
 * A new proposal replaces a pending one and publishes OrderCounterAppointmentProposed
 * (events/contracts/order-status.ts), from which the customer gets the e-mail. Decision: proposing the
 * instant already pending changes nothing and publishes nothing (a double click must not send a
 * second e-mail); the answer is still 200 with the order.
 *
 * The generic `PUT /api/orders/{id}` cannot set or remove the field (a server field, ./service.ts).
 */
import * as z from 'zod';
import { ORDER_COUNTER_APPOINTMENT_PROPOSED, orderCounterAppointmentProposedDetail } from '#events/contracts/order-status.ts';
import { orderActionMessages } from '#shared/i18n/order-actions.ts';
import { canProposeCounterAppointment } from '#shared/order-status/transitions.ts';
import { dateTimeSchema } from '#shared/schemas/common.ts';
import { issuesToErrors } from '#shared/schemas/errors.ts';
import { ApiError } from '../lib/errors';
import { idParams } from '../lib/crud-routes';
import { policies, clientView } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { changeOrder, publishOrderEvent, staffOrder } from './changes';
import { orderActionError } from './status-actions';

export const counterAppointmentBodySchema = z.object({ counterAppointment: dateTimeSchema });

export const counterAppointmentRoute: RouteDefinition = route({
  params: idParams,
  // Read as JSON here, checked after the order: like the other status actions, an employee of
  // another branch is told 403 whatever the body says.
  body: z.unknown(),
  handle: async ({ caller, params, body: input, log }) => {
    const { staff, order } = await staffOrder(caller, params.id);
    const parsed = counterAppointmentBodySchema.safeParse(input, { reportInput: true });
    if (!parsed.success) throw new ApiError(400, issuesToErrors(parsed.error.issues));
    const body = parsed.data;
    const proposed = new Date(body.counterAppointment);
    if (proposed.getTime() <= Date.now()) {
      const code = 'orderAction.counterAppointmentPast';
      throw new ApiError(400, [{ code, field: 'counterAppointment', message: orderActionMessages[code] }]);
    }
    const counterAppointment = proposed.toISOString();
    if (order.counterAppointment === counterAppointment && canProposeCounterAppointment(order)) {
      return clientView(policies.orders, order);
    }
    const { before, after } = await changeOrder(order, (current) => {
      if (!canProposeCounterAppointment(current)) throw orderActionError('orderAction.counterAppointmentClosed');
      return current.counterAppointment === counterAppointment ? current : { ...current, counterAppointment };
    });
    if (before.counterAppointment !== counterAppointment) {
      await publishOrderEvent(ORDER_COUNTER_APPOINTMENT_PROPOSED, () => orderCounterAppointmentProposedDetail(after, staff.identity.username), after, log);
    }
    return clientView(policies.orders, after);
  },
});
