/**
 * The payments route group: every route that calls a payment provider.
 *
 * - GET /api/payments/start/{uid}/{hash}: from the checkout to the provider's page (./start-route.ts).
 * - POST /api/orders/{id}/update-payment-status: the staff's payment check (./update-payment-status.ts).
 * - POST /api/payments/mollie/webhook (form `id=tr_…`, as Mollie sends it): the payment is fetched
 *   from Mollie, never read from the request. 400 without a payment id; 200 for a payment Mollie
 *   does not know or that is no order's (nothing to do, and nothing revealed); 200 after the
 *   order was brought up to date.
 * - POST /api/payments/datatrans/webhook (JSON, `Datatrans-Signature` header): 401 for a missing or
 *   wrong signature (nothing is read or changed), 400 without a transaction id; then as Mollie.
 * - GET /api/payments/return/{uid}/{hash} (the order's link): asks the provider, updates the order,
 *   then 302 to /status/{uid}/{hash} (paid or still waiting) or to
 *   /store/{branchIdentifier}/checkout/error (failed, cancelled, expired; ./pages.ts).
 *
 * A provider that cannot be reached: the webhooks answer 502, so the provider tries again later;
 * the return still redirects to the status page, which shows "Warten auf Zahlung" and polls.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import type { StoredEntity } from '../db/repository';
import { ApiError, notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { createGroupHandler, route } from '../lib/router';
import { isValidDatatransSignature } from './datatrans';
import { paymentError } from './errors';
import { failedPaymentPage, redirect, statusPage } from './pages';
import { datatransSettings } from './settings';
import type { PaymentProvider } from './status';
import { startPaymentRoute } from './start-route';
import { applyPayment, fetchProviderPayment, orderOfPayment, refreshOrderPayment } from './sync';
import { updatePaymentStatusRoute } from './update-payment-status';

/** A webhook body is a few hundred bytes; anything far bigger is not the provider's. */
const MAX_WEBHOOK_BYTES = 64_000;

function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  const body = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(body, 'utf8') > MAX_WEBHOOK_BYTES) throw ApiError.of(413, 'api.request.tooLarge');
  return body;
}

const contentType = (event: APIGatewayProxyEventV2): string => (event.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

function molliePaymentId(event: APIGatewayProxyEventV2): string {
  const id = contentType(event) === 'application/x-www-form-urlencoded' ? new URLSearchParams(rawBody(event)).get('id') : null;
  if (!id || !MOLLIE_PAYMENT_ID.test(id)) throw paymentError(400, 'payments.webhookInvalid');
  return id;
}

const datatransWebhookSchema = z.object({ transactionId: z.string().min(1).max(64) });

async function datatransTransactionId(event: APIGatewayProxyEventV2): Promise<string> {
  const body = rawBody(event);
  const { hmacKey } = await datatransSettings();
  if (!isValidDatatransSignature(event.headers['datatrans-signature'], body, hmacKey)) throw paymentError(401, 'payments.signatureInvalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw paymentError(400, 'payments.webhookInvalid');
  }
  const result = datatransWebhookSchema.safeParse(parsed);
  if (!result.success) throw paymentError(400, 'payments.webhookInvalid');
  return result.data.transactionId;
}

/** What every webhook does once it has the provider's payment id. */
async function handleWebhook(provider: PaymentProvider, paymentId: string, log: Logger): Promise<null> {
  const payment = await fetchProviderPayment(provider, paymentId, log);
  if (!payment) {
    log.warn('webhook for a payment the provider does not know', { provider, paymentId });
    return null;
  }
  const order = await orderOfPayment(payment);
  if (!order) {
    log.warn('webhook for a payment of no order', { provider, paymentId });
    return null;
  }
  await applyPayment(order, payment, log);
  return null;
}

export const handler = createGroupHandler('payments', {
  'GET /api/payments/start/{uid}/{hash}': startPaymentRoute,
  'POST /api/payments/mollie/webhook': route({
    handle: ({ event, log }) => handleWebhook('mollie', molliePaymentId(event), log),
  }),
  'POST /api/payments/datatrans/webhook': route({
    handle: async ({ event, log }) => handleWebhook('datatrans', await datatransTransactionId(event), log),
  }),
  'GET /api/payments/return/{uid}/{hash}': route({
    handle: async ({ caller, log }) => {
      if (caller.kind !== 'publicOrder') throw notFound('orders');
      let order: StoredEntity = caller.order;
      try {
        order = await refreshOrderPayment(order, log);
      } catch (error) {
        // The status page shows the order as stored and polls; the webhook will follow.
        log.warn('payment not checked on return', { orderId: order.id, error });
      }
      return redirect(order.isFailed === true ? await failedPaymentPage(order) : statusPage(order));
    },
  }),
  'POST /api/orders/{id}/update-payment-status': updatePaymentStatusRoute,
});
