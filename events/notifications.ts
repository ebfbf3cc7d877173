/**
 * `OrderNotificationRequested` (DESIGN.md §6), source `theke.orders` like the other order events:
 * staff ask for the new-order message of an order again (POST /api/orders/{id}/resend-new-order-email
 * and /resend-new-order-sms, functions/notifications/resend.ts). The consumer of the channel
 * (functions/notifications) sends it; `requestId` is new per request, so each request sends one
 * message and the same event delivered twice still sends one.
 */
import * as z from 'zod';

export const ORDER_NOTIFICATION_REQUESTED = 'OrderNotificationRequested';

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const orderNotificationRequestedDetailSchema = z.object({
  orderId: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  requestId: z.string().min(1),
});
export type OrderNotificationRequestedDetail = z.infer<typeof orderNotificationRequestedDetailSchema>;
