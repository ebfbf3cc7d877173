/**
 * Publishing `OrderPlaced` (events/contracts/orders.ts). Order create calls it for orders paid at the shop;
 * the payment webhook calls it when an online payment is paid for the first time.
 *
 * Decision: a failed publish never fails or undoes the order. The order is stored and the staff
 * screens read the table, not the bus, so the shop still sees it; only the side effects (print,
 * confirmation) are missing, and the log names the order so they can be redone.
 */
import { ORDER_EVENT_SOURCE, ORDER_PLACED, orderPlacedDetail, type PlacedOrder } from '#events/contracts/orders.ts';
import { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';

/** True when the event is on the bus; false (and an error in the log) otherwise. */
export async function publishOrderPlaced(order: PlacedOrder, log: Logger, publish: typeof publishEvent = publishEvent): Promise<boolean> {
  try {
    await publish(ORDER_EVENT_SOURCE, ORDER_PLACED, orderPlacedDetail(order));
    return true;
  } catch (error) {
    log.error('OrderPlaced not published; the order is stored', { orderId: order.id, error });
    return false;
  }
}
