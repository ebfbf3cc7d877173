/**
 * Starting an online payment for a stored order (called by the order create, functions/orders).
 * Contract between order create and the payment providers.
 *
 * The provider sends the customer back to GET /api/payments/return/{uid}/{hash} and reports
 * changes to POST /api/payments/{provider}/webhook, both under THEKE_PUBLIC_URL.
 */
import { CONFIG_ID } from '../db/keys';
import { getEntity, type StoredEntity } from '../db/repository';
import { createLogger } from '../lib/logger';
import { paymentsMessages } from '#shared/i18n/payments.ts';
import { initDatatransTransaction } from './datatrans';
import { createMolliePayment } from './mollie';
import { paymentError } from './errors';
import { datatransSettings, mollieSettings, publicUrl } from './settings';
import { toCents, type PaymentProvider } from './status';

export type { PaymentProvider } from './status';

export interface PaymentStart {
  provider: PaymentProvider;
  /** The provider's id of the payment (Mollie 'tr_…', Datatrans transactionId). */
  paymentId: string;
  /** Where the browser pays: the provider's hosted payment page. */
  redirectUrl: string;
  /** The provider's first status ('open' at Mollie, 'initialized' at Datatrans), for `payment.status`. */
  status: string;
}

const log = createLogger({ group: 'payments', step: 'start' });

async function shopCurrency(): Promise<string> {
  const config = await getEntity('Config', CONFIG_ID);
  return typeof config?.currency === 'string' ? config.currency : 'EUR';
}

/**
 * Creates the payment for `order` (its `pricing.totalGross`, `uid`, `hash`, `paymentMethod`).
 * Refusals: 503 'payments.notConfigured' when the provider or the public address is not set up,
 * 502 'payments.providerUnavailable' when the provider fails (the cause is logged).
 */
export async function startPayment(order: StoredEntity): Promise<PaymentStart> {
  const provider = order.paymentMethod;
  if (provider !== 'mollie' && provider !== 'datatrans') throw new Error(`Order ${order.id} is not paid online (${String(provider)})`);
  const total = (order.pricing as { totalGross?: unknown } | undefined)?.totalGross;
  if (typeof total !== 'number' || !(total > 0)) throw new Error(`Order ${order.id} has no positive total to pay`);
  const uid = String(order.uid);
  const origin = publicUrl();
  const returnUrl = `${origin}/api/payments/return/${encodeURIComponent(uid)}/${encodeURIComponent(String(order.hash))}`;
  const webhookUrl = `${origin}/api/payments/${provider}/webhook`;
  const amountCents = toCents(total);
  const currency = await shopCurrency();

  if (provider === 'mollie') {
    const settings = await mollieSettings();
    try {
      const payment = await createMolliePayment(settings, {
        amountCents,
        currency,
        description: paymentsMessages['payments.description'].replace('{number}', uid),
        redirectUrl: returnUrl,
        webhookUrl,
        orderId: order.id,
        uid,
      });
      return { provider, paymentId: payment.id, redirectUrl: payment.checkoutUrl, status: payment.status };
    } catch (error) {
      log.error('payment not started', { provider, orderId: order.id, error });
      throw paymentError(502, 'payments.providerUnavailable');
    }
  }

  const settings = await datatransSettings();
  try {
    // refno: the uid (16 characters) fits Datatrans's 20; the order id (26) would not.
    const transaction = await initDatatransTransaction(settings, { amountCents, currency, refno: uid, returnUrl, webhookUrl });
    return { provider, paymentId: transaction.transactionId, redirectUrl: transaction.redirectUrl, status: 'initialized' };
  } catch (error) {
    log.error('payment not started', { provider, orderId: order.id, error });
    throw paymentError(502, 'payments.providerUnavailable');
  }
}
