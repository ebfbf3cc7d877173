/**
 * What the e-mail and the SMS consumer share (rules `order-email` and `order-sms` in
 * events/rules.ts): from an order event to one message to the customer, at most once.
 *
 *   1. the event names the order (and, for OrderNotificationRequested, the channel and request);
 *   2. the order, the shop configuration and the recipient: without an e-mail address, without
 *      a phone number or with the SMS plugin off nothing is sent (logged, not an error);
 *   3. the claim (./claims.ts) per consumer and order event, or per request for a resend: a
 *      second delivery of the same event sends nothing;
 *   4. the recipient's hourly cap (./recipient-limit.ts): over it nothing is sent, the claim is
 *      marked done and the event succeeds (logged);
 *   5. the message (./templates.ts) goes to SES or End User Messaging (./senders.ts); when that
 *      fails the claim is released and the error thrown, so the event is retried and after the
 *      last try kept in the rule's dead-letter queue. The order itself is never written.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod';
import { ORDER_NOTIFICATION_REQUESTED, orderNotificationRequestedDetailSchema, type NotificationChannel } from '../../contracts/notifications';
import { ORDER_COUNTER_APPOINTMENT_PROPOSED, ORDER_STATUS_EVENTS } from '../../contracts/order-status';
import { ORDER_PLACED } from '../../contracts/orders';
import { claimSubject } from '#functions/db/keys.ts';
import { getEntity, type StoredOrder, type StoredRecord } from '#functions/db/repository.ts';
import { loadShopConfig } from '#functions/config/service.ts';
import { readConfig } from '#functions/lib/config.ts';
import type { Logger } from '#functions/lib/logger.ts';
import { branchIdOf } from '#functions/lib/policies.ts';
import type { Config } from '#shared/schemas/config.ts';
import { filledText } from '#shared/text/index.ts';
import { sendOnce, type SendResult } from './claims';
import { recipientLimit, takeRecipientAllowance } from './recipient-limit';
import { emailOf, smsNumberOf } from '#functions/orders/recipients.ts';
import { sendEmail, sendSms } from './senders';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';
import { emailContent, smsContent, type NotificationKind, type TemplateInput } from './templates';

export type OrderEvent = EventBridgeEvent<string, unknown>;

/** What the consumers read of an order event's detail; everything else comes from the stored order. */
const orderEventDetailSchema = z.object({
  orderId: z.string().min(1),
  rejectionMessage: z.string().optional(),
  counterAppointment: z.string().optional(),
  changedAt: z.string().optional(),
});

/** The message an order event asks for; InDelivery depends on the order type. */
function kindOf(detailType: string, order: StoredOrder): NotificationKind | undefined {
  switch (detailType) {
    case ORDER_PLACED:
    case ORDER_NOTIFICATION_REQUESTED:
      return 'placed';
    case ORDER_STATUS_EVENTS.confirm:
      return 'confirmed';
    case ORDER_STATUS_EVENTS.reject:
      return 'rejected';
    case ORDER_STATUS_EVENTS.cancel:
      return 'canceled';
    case ORDER_COUNTER_APPOINTMENT_PROPOSED:
      return 'counterAppointment';
    case ORDER_STATUS_EVENTS['in-delivery']:
      return order.isDelivery === true ? 'onItsWay' : 'readyForPickup';
    default:
      return undefined;
  }
}

interface Work {
  orderId: string;
  /** keys.ts claimSubject: per order event, or per request of a resend. */
  subject: string;
  reason?: string;
  counterAppointment?: string;
}

/** The work an event asks of the consumer of `channel`; undefined for a resend on the other channel. */
function workOf(event: OrderEvent, channel: NotificationChannel): Work | undefined {
  const detailType = event['detail-type'];
  if (detailType === ORDER_NOTIFICATION_REQUESTED) {
    const detail = orderNotificationRequestedDetailSchema.parse(event.detail);
    if (detail.channel !== channel) return undefined;
    return { orderId: detail.orderId, subject: claimSubject.request(detail.requestId) };
  }
  const detail = orderEventDetailSchema.parse(event.detail);
  // A status action applies once per order; a counter appointment can be proposed again, and
  // each proposal (its changedAt) gets its message.
  const subject =
    detailType === ORDER_COUNTER_APPOINTMENT_PROPOSED
      ? claimSubject.orderEventAt(detail.orderId, detailType, detail.changedAt ?? '')
      : claimSubject.orderEvent(detail.orderId, detailType);
  return {
    orderId: detail.orderId,
    subject,
    reason: detail.rejectionMessage,
    counterAppointment: detail.counterAppointment,
  };
}

/** The branch that prepares the order; throws when it is gone (the event is retried, then kept in the dead-letter queue). */
export async function branchOf(order: StoredOrder): Promise<StoredRecord<'Branch'>> {
  const branchId = branchIdOf(order);
  const branch = branchId ? await getEntity('Branch', branchId) : undefined;
  if (!branch) throw new Error(`branch ${branchId} of order ${order.id} not found`);
  return branch;
}

/** How the messages name the shop: its name from the settings, else the branch's. */
export const shopNameOf = (config: Config, branch: StoredRecord<'Branch'>): string =>
  filledText(config.shopName) ?? filledText(config.businessName) ?? branch.name;

/**
 * Decision: THEKE_MAIL_FROM (set at deployment, a verified SES identity) sends; without it the
 * shop's own address from the settings does (it must then be verified in SES).
 */
export function senderAddressOf(config: Config): string {
  const from = readConfig().mailFrom ?? filledText(config.email);
  if (!from) throw new Error('no sender address: set THEKE_MAIL_FROM or the shop e-mail in the settings');
  return from;
}

/** The status page of the order, when the shop's public origin is configured. */
function statusUrl(order: StoredOrder, log: Logger): string | undefined {
  const { publicUrl } = readConfig();
  if (!publicUrl) {
    log.warn('THEKE_PUBLIC_URL is not set: the message goes without the status link');
    return undefined;
  }
  return `${publicUrl}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
}

/**
 * Handles one event for the consumer `consumer` of `channel`; throws when the message could not
 * be sent (after releasing the claim) or a stored record no longer parses, so the bus retries the
 * event.
 */
export function notifyCustomer(consumer: string, channel: NotificationChannel, event: OrderEvent, log: Logger): Promise<void> {
  return failOnInvalidRecord(log, () => notify(consumer, channel, event, log));
}

async function notify(consumer: string, channel: NotificationChannel, event: OrderEvent, log: Logger): Promise<void> {
  const work = workOf(event, channel);
  if (!work) return;
  const context = { orderId: work.orderId, detailType: event['detail-type'], eventId: event.id };
  const order = await getEntity('Order', work.orderId, { consistent: true });
  if (!order) {
    log.warn('order of the event not found, nothing sent', context);
    return;
  }
  const kind = kindOf(event['detail-type'], order);
  if (!kind) {
    log.warn('event type without a message', context);
    return;
  }
  const { config } = await loadShopConfig(log);
  if (channel === 'sms' && !config.enablePluginSMS) {
    log.info('SMS plugin is off, no SMS', context);
    return;
  }
  const recipient = channel === 'email' ? emailOf(order) : smsNumberOf(order);
  if (!recipient) {
    log.info(channel === 'email' ? 'order has no e-mail address, no e-mail' : 'order has no international phone number, no SMS', context);
    return;
  }

  const result = await sendOnce(
    consumer,
    work.subject,
    async (): Promise<SendResult> => {
      // The recipient's cap (./recipient-limit.ts): over it, nothing is sent and the event succeeds.
      if (!(await takeRecipientAllowance(channel, recipient))) return { skipped: 'recipient-limit' };
      const branch = await branchOf(order);
      const input: TemplateInput = {
        kind,
        order,
        shop: { name: shopNameOf(config, branch), currency: config.currency },
        branch: { name: branch.name, phone: filledText(branch.phone) },
        timeZone: readConfig().timeZone,
        statusUrl: statusUrl(order, log),
        reason: work.reason ?? filledText(order.rejectionMessage),
        counterAppointment: work.counterAppointment ?? filledText(order.counterAppointment),
      };
      if (channel === 'sms') return sendSms({ to: recipient, text: smsContent(input) });
      // Replies go to the branch that prepares the order, else to the shop.
      const from = senderAddressOf(config);
      const replyTo = filledText(branch.email) ?? filledText(config.email);
      return sendEmail({ to: recipient, from, fromName: input.shop.name, ...(replyTo && replyTo !== from ? { replyTo } : {}), ...emailContent(input) });
    },
    log,
    context,
  );
  if (result === undefined) {
    log.info('message was sent before, not again', context);
    return;
  }
  if (typeof result !== 'string') {
    log.warn(channel === 'email' ? 'recipient had too many e-mails this hour, e-mail not sent' : 'recipient had too many SMS this hour, SMS not sent', {
      ...context,
      kind,
      limitPerHour: recipientLimit(channel),
    });
    return;
  }
  log.info(channel === 'email' ? 'e-mail sent' : 'SMS sent', { ...context, kind, messageId: result });
}
