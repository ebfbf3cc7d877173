/**
 * POST /api/orders/{id}/update-payment-status (backoffice.md §4): the staff ask the payment
 * provider (Mollie, Datatrans) about the order's online payment, e.g. when a customer says they
 * paid but the order still waits for the payment. The order is brought up to date exactly as the
 * webhook and the return do (./sync.ts refreshOrderPayment).
 *
 * The path is the spec's, under /api/orders, but the route belongs to the payments route group
 * (functions/manifest.ts): the providers' clients stay out of the orders Lambda (DESIGN.md §9).
 *
 * Answer: 200 with the order as stored afterwards (unchanged when the provider says nothing new);
 * 404 unknown order; 403 an employee for another branch's order (as the other order routes); 409
 * with a German message for an order without an online payment; 502 when the provider cannot be
 * reached, 503 when online payments are not configured.
 */
import { idParams } from '../lib/crud-routes';
import { policies, clientView } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { staffOrder } from '../orders/changes';
import { paymentError } from './errors';
import { onlinePaymentOf } from './status';
import { refreshOrderPayment } from './sync';

const policy = policies.orders;

export const updatePaymentStatusRoute: RouteDefinition = route({
  params: idParams,
  handle: async ({ caller, params, log }) => {
    const { order } = await staffOrder(caller, params.id);
    if (!onlinePaymentOf(order)) throw paymentError(409, 'payments.noOnlinePayment');
    return clientView(policy, await refreshOrderPayment(order, log));
  },
});
