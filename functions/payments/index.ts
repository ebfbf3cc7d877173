/** /api/payments: Mollie and Datatrans webhooks and the customer's return from the payment page. */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('payments', notImplementedRoutes('payments'));
