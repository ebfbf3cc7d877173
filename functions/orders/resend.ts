/**
 * POST /api/orders/{id}/resend-new-order-email and /resend-new-order-sms (backoffice.md §4): staff
 * send the customer the new-order message of an order again, e.g. when the customer did not get
 * it. The route checks what it can see now and publishes `OrderNotificationRequested`
 * {orderId, channel, requestId}; the consumer of the channel sends the message
 * (./order-email.ts, ./order-sms.ts), one per request (the request id is its claim).
 *
 * Answer: 200 with the order, as the other actions on an order (the back office reloads it
 * anyway). Decision: not 202: the request is accepted for sending, but the answer carries the
 * order like every order action, and the message reaches the outbox or the provider within
 * seconds. 401/404/403 as every staff order route (functions/orders/changes.ts staffOrder);
 * 422 with a German reason when there is no e-mail address, no phone number in the
 * international format, or the SMS plugin is off; 503 when the event bus refuses the request.
 * The back office's fallback for any failure is 'Bestätigung konnte nicht versendet werden.'.
 */
import { ulid } from 'ulid';
import { ORDER_EVENT_SOURCE } from '#events/contracts/orders.ts';
import { ORDER_NOTIFICATION_REQUESTED, type NotificationChannel, type OrderNotificationRequestedDetail } from '#events/contracts/notifications.ts';
import { notificationMessages, type NotificationMessageKey } from '#shared/i18n/notifications.ts';
import { loadShopConfig } from '../config/service';
import { ApiError } from '../lib/errors';
import { publishEvent } from '../lib/events';
import { idParams } from '../lib/crud-routes';
import { policies, clientView } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { staffOrder } from './changes';
import { emailOf, smsNumberOf } from './recipients';

/** An error of the notification routes with its German message (code = catalogue key). */
function notificationError(status: number, key: NotificationMessageKey): ApiError {
  return new ApiError(status, [{ code: key, message: notificationMessages[key] }]);
}

function resendRoute(channel: NotificationChannel): RouteDefinition {
  return route({
    params: idParams,
    handle: async ({ caller, params, log }) => {
      const { order } = await staffOrder(caller, params.id);
      if (channel === 'email' && !emailOf(order)) throw notificationError(422, 'notification.noEmail');
      if (channel === 'sms') {
        // The number first: it is about this order, the plugin about the shop.
        if (!smsNumberOf(order)) throw notificationError(422, 'notification.noPhone');
        if (!(await loadShopConfig(log)).config.enablePluginSMS) throw notificationError(422, 'notification.smsDisabled');
      }
      const detail: OrderNotificationRequestedDetail = { orderId: order.id, channel, requestId: ulid() };
      try {
        await publishEvent(ORDER_EVENT_SOURCE, ORDER_NOTIFICATION_REQUESTED, detail);
      } catch (error) {
        log.error('notification request not published', { error, ...detail });
        throw notificationError(503, 'notification.unavailable');
      }
      return clientView(policies.orders, order);
    },
  });
}

export const resendNewOrderEmailRoute = resendRoute('email');
export const resendNewOrderSmsRoute = resendRoute('sms');
