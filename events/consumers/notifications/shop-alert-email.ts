/** Consumer of rule `shop-alert-email` (events/rules.ts): the new-order e-mail to the shop's notification address (./shop-alert.ts). */
import { createLogger } from '#functions/lib/logger.ts';
import type { OrderEvent } from './notify-customer';
import { alertShop } from './shop-alert';

export const SHOP_ALERT_EMAIL_CONSUMER = 'shop-alert-email';

export async function handler(event: OrderEvent): Promise<void> {
  await alertShop(SHOP_ALERT_EMAIL_CONSUMER, 'email', event, createLogger({ group: 'notifications', consumer: SHOP_ALERT_EMAIL_CONSUMER }));
}
