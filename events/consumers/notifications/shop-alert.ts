/**
 * The shop's own alert of a new order (the settings' "addresses that receive new-order
 * notifications", staff only): rules `shop-alert-email` and `shop-alert-sms` in events/rules.ts
 * on `OrderPlaced` (for an online payment published only once it is paid, so staff are not
 * alerted of an order whose customer abandoned the payment page).
 *
 * Decision: two rules and consumers, not one consumer with two sends. The e-mail and the SMS are
 * two side effects (DESIGN.md §6), as on the customer's side (order-email, order-sms): each is
 * claimed, retried and dead-lettered on its own, so a failing SMS provider never holds back or
 * repeats the e-mail, and each consumer may only use its own channel (ses:SendEmail or
 * sms-voice:SendTextMessage, infra/constructs/notifications.ts).
 *
 *   1. e-mail: to `notificationEmail`; SMS: only with the SMS plugin on, to `notificationPhone`
 *      when it is in the international format. Without an address nothing is sent (logged);
 *   2. the claim per consumer and order (keys.ts claimSubject.orderEvent(orderId, OrderPlaced)):
 *      the same event twice sends one alert;
 *   3. the alert (./shop-templates.ts) goes through ./senders.ts; a failure releases the claim and
 *      fails the event, so it is retried and finally kept in the rule's dead-letter queue.
 */
import * as z from 'zod';
import type { NotificationChannel } from '../../contracts/notifications';
import { ORDER_PLACED } from '../../contracts/orders';
import { claimSubject } from '#functions/db/keys.ts';
import { getEntity } from '#functions/db/repository.ts';
import { loadShopConfig } from '#functions/config/service.ts';
import { readConfig } from '#functions/lib/config.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { sendOnce } from './claims';
import { branchOf, senderAddressOf, shopNameOf, type OrderEvent } from './notify-customer';
import { emailOf, smsNumberOf } from '#functions/orders/recipients.ts';
import { sendEmail, sendSms } from './senders';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';
import { shopAlertEmail, shopAlertSms, type ShopAlertInput } from './shop-templates';

const detailSchema = z.object({ orderId: z.string().min(1) });

/** The order's page in the back office, when the shop's public origin is configured. */
export function backOfficeUrl(orderId: string): string | undefined {
  const { publicUrl } = readConfig();
  return publicUrl ? `${publicUrl}/backend/orders/${encodeURIComponent(orderId)}` : undefined;
}

/**
 * Handles one OrderPlaced for the consumer `consumer` of `channel`; throws when the alert could
 * not be sent or a stored record no longer parses.
 */
export function alertShop(consumer: string, channel: NotificationChannel, event: OrderEvent, log: Logger): Promise<void> {
  return failOnInvalidRecord(log, () => alert(consumer, channel, event, log));
}

async function alert(consumer: string, channel: NotificationChannel, event: OrderEvent, log: Logger): Promise<void> {
  if (event['detail-type'] !== ORDER_PLACED) {
    log.warn('event type without a shop alert', { detailType: event['detail-type'], eventId: event.id });
    return;
  }
  const { orderId } = detailSchema.parse(event.detail);
  const context = { orderId, detailType: event['detail-type'], eventId: event.id };
  const { config } = await loadShopConfig(log);
  if (channel === 'sms' && !config.enablePluginSMS) {
    log.info('SMS plugin is off, no shop SMS', context);
    return;
  }
  // The settings' addresses, read the way a customer's are (recipients.ts).
  const recipient = channel === 'email' ? emailOf({ email: config.notificationEmail }) : smsNumberOf({ phone: config.notificationPhone });
  if (!recipient) {
    log.info(
      channel === 'email'
        ? 'no notification e-mail address in the settings, no shop alert'
        : 'no international notification phone number in the settings, no shop SMS',
      context,
    );
    return;
  }
  const order = await getEntity('Order', orderId, { consistent: true });
  if (!order) {
    log.warn('order of the event not found, nothing sent', context);
    return;
  }

  const messageId = await sendOnce(
    consumer,
    claimSubject.orderEvent(orderId, ORDER_PLACED),
    async () => {
      const branch = await branchOf(order);
      const input: ShopAlertInput = {
        order,
        branch: { name: branch.name },
        currency: config.currency,
        timeZone: readConfig().timeZone,
        backOfficeUrl: backOfficeUrl(orderId),
      };
      if (channel === 'sms') return sendSms({ to: recipient, text: shopAlertSms(input) });
      // Decision: a reply to the alert reaches the customer (their address, when they gave one).
      const replyTo = emailOf(order);
      return sendEmail({
        to: recipient,
        from: senderAddressOf(config),
        fromName: shopNameOf(config, branch),
        ...(replyTo ? { replyTo } : {}),
        ...shopAlertEmail(input),
      });
    },
    log,
    context,
  );
  if (messageId === undefined) {
    log.info('shop alert was sent before, not again', context);
    return;
  }
  log.info(channel === 'email' ? 'shop alert e-mail sent' : 'shop alert SMS sent', { ...context, messageId });
}
