/**
 * Consumer of rule `order-email` (events/rules.ts): the customer's e-mail about each step of the
 * order and the resend of the new-order e-mail (./notify-customer.ts).
 */
import { createLogger } from '#functions/lib/logger.ts';
import { notifyCustomer, type OrderEvent } from './notify-customer';

export const ORDER_EMAIL_CONSUMER = 'order-email';

export async function handler(event: OrderEvent): Promise<void> {
  await notifyCustomer(ORDER_EMAIL_CONSUMER, 'email', event, createLogger({ group: 'notifications', consumer: ORDER_EMAIL_CONSUMER }));
}
