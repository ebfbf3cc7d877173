/**
 * /api/orders: the generic resource shape (GET list is the history with its filters), the
 * current and missed lists, the order screens and the customer's public order. Status actions,
 * printing, payment checks, resending and item edits belong to the order-processing issue.
 */
import { orderBranchQuerySchema, orderHistoryQuerySchema, orderInputSchema } from '../../shared/schemas/order';
import { ApiError } from '../lib/errors';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler, notImplemented, route, type RouteDefinition } from '../lib/router';
import { printOrderRoute } from '../printing/request';
import { resendNewOrderEmailRoute, resendNewOrderSmsRoute } from '../notifications/resend';
import { createOrderRoute } from './create';
import { updatePaymentStatusRoute } from './payment-status';
import { publicOrderRoutes } from './public';
import { screenRoutes } from './screens';
import { isMissed, missedThreshold, openOrders, orderHistory, prepareOrder, staffBranchIds } from './service';
import { statusActionRoutes } from './status-actions';

const policy = policies.orders;

/** Current: open orders that are not missed. Missed: open, unconfirmed and overdue (only those are read). */
const currentOrMissed = (missed: boolean): RouteDefinition =>
  route({
    query: orderBranchQuerySchema,
    handle: async ({ caller, query }) => {
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      const now = new Date();
      const branchIds = await staffBranchIds(caller, query.branch);
      const orders = await openOrders(branchIds, missed ? { dueBefore: missedThreshold(now) } : {});
      return orders.filter((order) => isMissed(order, now) === missed);
    },
  });

export const handler = createGroupHandler('orders', {
  ...resourceRoutes({
    policy,
    input: orderInputSchema,
    prepare: prepareOrder,
    listRoute: route({
      query: orderHistoryQuerySchema,
      handle: ({ caller, query }) => orderHistory(caller, query, new Date()),
    }),
  }),
  'GET /api/orders/current': currentOrMissed(false),
  'GET /api/orders/missed': currentOrMissed(true),
  // The order screens opened with branch id + API key (./screens.ts).
  ...screenRoutes,
  // The customer's order and answers (storefront.md §7 "Get public order" and the public calls).
  ...publicOrderRoutes,
  'POST /api/orders/public': createOrderRoute,
  ...statusActionRoutes,
  'POST /api/orders/{id}/print': printOrderRoute,
  'POST /api/orders/{id}/update-payment-status': updatePaymentStatusRoute,
  'POST /api/orders/{id}/resend-new-order-email': resendNewOrderEmailRoute,
  'POST /api/orders/{id}/resend-new-order-sms': resendNewOrderSmsRoute,
  'PUT /api/orders/{id}/items/{itemIndex}': notImplemented(),
});
