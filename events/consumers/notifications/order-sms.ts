/**
 * Consumer of rule `order-sms` (events/rules.ts): the customer's SMS about the order's steps
 * while they are not looking (confirmation, rejection, cancellation, counter appointment, ready or
 * on its way) and the new-order SMS on demand, only with the SMS plugin on (./notify-customer.ts).
 */
import { createLogger } from '#functions/lib/logger.ts';
import { notifyCustomer, type OrderEvent } from './notify-customer';

export const ORDER_SMS_CONSUMER = 'order-sms';

export async function handler(event: OrderEvent): Promise<void> {
  await notifyCustomer(ORDER_SMS_CONSUMER, 'sms', event, createLogger({ group: 'notifications', consumer: ORDER_SMS_CONSUMER }));
}
