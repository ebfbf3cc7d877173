/**
 * Route group `printing`: the Star CloudPRNT endpoint of the receipt printers (./cloudprnt.ts).
 * The receipt consumer is events/consumers/printing/order-receipt.ts; the print request of an
 * order and the device test routes are in ./request.ts (mounted by the orders and devices groups).
 */
import { createGroupHandler } from '../lib/router';
import { cloudPrntRoutes } from './cloudprnt';

export const handler = createGroupHandler('printing', cloudPrntRoutes);
