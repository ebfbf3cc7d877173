/**
 * /api/orders: the generic resource shape (GET list is the history with its filters), the
 * current and missed lists, the order screens, the customer's public order, the staff's status
 * actions and counter appointment, item updates, print and resend requests. The payment check
 * `POST /api/orders/{id}/update-payment-status` is served by the payments Lambda (see
 * functions/manifest.ts), so the providers' clients stay out of this one.
 */
import { NEXT_CURSOR_HEADER, orderHistoryQuerySchema, orderInputSchema, orderListPageQuerySchema } from '#shared/schemas/order.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { Reply, createGroupHandler, route, type RouteDefinition } from '../lib/router';
import { printOrderRoute } from '../printing/request';
import { resendNewOrderEmailRoute, resendNewOrderSmsRoute } from './resend';
import { counterAppointmentRoute } from './counter-appointment';
import { createOrderRoute, staffCreateOrderRoute } from './create';
import { itemUpdateRoute } from './items';
import { publicOrderRoutes } from './public';
import { screenRoutes } from './screens';
import { currentOrMissedOrders, orderHistory, prepareOrder } from './service';
import { statusActionRoutes } from './status-actions';
import { bulkRejectRoute } from './bulk-reject';

const policy = policies.orders;

/**
 * Current: open orders that are not missed. Missed: marked by the job and still unconfirmed
 * (./service.ts). Paged: the body is the page's rows; `X-Next-Cursor` names the next page's
 * `cursor` and is absent on the last page.
 */
const currentOrMissed = (missed: boolean): RouteDefinition =>
  route({
    query: orderListPageQuerySchema,
    handle: async ({ caller, query }) => {
      const page = await currentOrMissedOrders(caller, query, missed);
      return new Reply(200, page.rows, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
    },
  });

export const handler = createGroupHandler('orders', {
  ...crudHandlers({
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
  // The generic create is replaced: staff orders are checked and priced like the storefront's.
  'POST /api/orders': staffCreateOrderRoute,
  ...statusActionRoutes,
  'POST /api/orders/bulk-reject': bulkRejectRoute,
  'POST /api/orders/{id}/print': printOrderRoute,
  'POST /api/orders/{id}/resend-new-order-email': resendNewOrderEmailRoute,
  'POST /api/orders/{id}/resend-new-order-sms': resendNewOrderSmsRoute,
  'PUT /api/orders/{id}/items/{itemIndex}': itemUpdateRoute,
  'POST /api/orders/{id}/status/counter-appointment': counterAppointmentRoute,
});
