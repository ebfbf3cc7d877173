/**
 * The texts receipts, printer tests and the print routes use: order states, payment methods (commerce) and
 * the printing area. Server code that prints (the orders and printing Lambdas) looks them up here,
 * not in ./index.ts or ./customer.ts, so it bundles neither the back office's screen texts nor the
 * storefront's.
 */
import { commerceMessages } from './commerce';
import { createLookup } from './lookup';
import { orderStatusMessages } from './order-status';
import { printingMessages } from './printing';

export const t = createLookup({ ...orderStatusMessages, ...commerceMessages, ...printingMessages });
