/**
 * `OrderNotificationRequested` (DESIGN.md §6), source `theke.orders` like the other order events:
 * staff ask for the new-order message of an order again (POST /api/orders/{id}/resend-new-order-email
 * and /resend-new-order-sms, functions/orders/resend.ts). The consumer of the channel
 * (events/consumers/notifications) sends it; `requestId` is new per request, so each request sends one
 * message and the same event delivered twice still sends one.
 */
import * as z from 'zod';
import { ORDER_COUNTER_APPOINTMENT_PROPOSED, ORDER_STATUS_EVENTS } from './order-status';
import { ORDER_PLACED } from './orders';

export const ORDER_NOTIFICATION_REQUESTED = 'OrderNotificationRequested';

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const orderNotificationRequestedDetailSchema = z.object({
  orderId: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  requestId: z.string().min(1),
});
export type OrderNotificationRequestedDetail = z.infer<typeof orderNotificationRequestedDetailSchema>;

/**
 * The order events the customer hears about (events/consumers/notifications). E-mail: every step of the
 * order. SMS (when the shop has the SMS plugin on): what happens while the customer is not looking
 * at the status page, not the new order itself. Decision: right after ordering the customer sees
 * the status page and gets the e-mail; an SMS costs the shop money per message, so the new-order
 * SMS goes out only when staff send it on demand (resend-new-order-sms).
 */
export const CUSTOMER_SMS_EVENTS = [
  ORDER_STATUS_EVENTS.confirm,
  ORDER_STATUS_EVENTS.reject,
  ORDER_STATUS_EVENTS.cancel,
  ORDER_COUNTER_APPOINTMENT_PROPOSED,
  ORDER_STATUS_EVENTS['in-delivery'],
  ORDER_NOTIFICATION_REQUESTED,
] as const;

export const CUSTOMER_EMAIL_EVENTS = [ORDER_PLACED, ...CUSTOMER_SMS_EVENTS] as const;
