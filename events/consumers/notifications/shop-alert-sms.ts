/** Consumer of rule `shop-alert-sms` (events/rules.ts): the new-order SMS to the shop's notification phone, only with the SMS plugin on (./shop-alert.ts). */
import { createLogger } from '#functions/lib/logger.ts';
import type { OrderEvent } from './notify-customer';
import { alertShop } from './shop-alert';

export const SHOP_ALERT_SMS_CONSUMER = 'shop-alert-sms';

export async function handler(event: OrderEvent): Promise<void> {
  await alertShop(SHOP_ALERT_SMS_CONSUMER, 'sms', event, createLogger({ group: 'notifications', consumer: SHOP_ALERT_SMS_CONSUMER }));
}
