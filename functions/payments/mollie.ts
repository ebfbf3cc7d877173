/**
 * Mollie through its official client, @mollie/api-client (DESIGN.md §2): a payment with redirect
 * and webhook, and the payment by id. Only the endpoint differs locally: the local stack points it
 * at its fake Mollie (infra/local/fakes/mollie.ts), so these calls run the client's real code.
 *
 * The client is loaded on first use: it is a large module (with its own CA bundle), and most
 * requests of the orders and payments Lambdas (cash orders, Datatrans) never need it. Its HTTP
 * transport is Node's own fetch (mollie-fetch.cjs stands in for node-fetch, see there).
 */
import type { MollieClient } from '@mollie/api-client';
import type { MollieSettings } from './settings';
import { centsOfMollieValue, mollieState, mollieValue, type ProviderPayment } from './status';

const loadMollie = () => import('@mollie/api-client');

let cached: { key: string; client: MollieClient } | undefined;

async function mollieClient(settings: MollieSettings): Promise<MollieClient> {
  const key = `${settings.apiKey}|${settings.apiEndpoint ?? ''}`;
  if (cached?.key === key) return cached.client;
  const { createMollieClient } = await loadMollie();
  const client = createMollieClient({ apiKey: settings.apiKey, ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}) });
  cached = { key, client };
  return client;
}

export interface MolliePaymentRequest {
  amountCents: number;
  currency: string;
  description: string;
  /** Where Mollie sends the customer after the payment page (paid, failed or cancelled alike). */
  redirectUrl: string;
  webhookUrl: string;
  orderId: string;
  uid: string;
}

export interface CreatedMolliePayment {
  id: string;
  checkoutUrl: string;
  status: string;
}

export async function createMolliePayment(settings: MollieSettings, request: MolliePaymentRequest): Promise<CreatedMolliePayment> {
  const { Locale } = await loadMollie();
  const client = await mollieClient(settings);
  const payment = await client.payments.create({
    amount: { currency: request.currency, value: mollieValue(request.amountCents) },
    description: request.description,
    redirectUrl: request.redirectUrl,
    webhookUrl: request.webhookUrl,
    locale: Locale.de_AT,
    // The webhook finds the order by this id; Mollie returns the metadata with every fetch.
    metadata: { orderId: request.orderId, uid: request.uid },
  });
  const checkoutUrl = payment.getCheckoutUrl();
  if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} came without a checkout URL`);
  return { id: payment.id, checkoutUrl, status: payment.status };
}

/** The payment as Mollie has it now, or undefined when Mollie knows no payment with this id. */
export async function fetchMolliePayment(settings: MollieSettings, id: string): Promise<ProviderPayment | undefined> {
  const { MollieApiError } = await loadMollie();
  const client = await mollieClient(settings);
  try {
    const payment = await client.payments.get(id);
    const metadata = (payment.metadata ?? {}) as { orderId?: unknown };
    return {
      provider: 'mollie',
      id: payment.id,
      status: payment.status,
      state: mollieState(payment.status),
      amountCents: centsOfMollieValue(payment.amount.value),
      refundedCents: centsOfMollieValue(payment.amountRefunded?.value),
      reference: typeof metadata.orderId === 'string' ? { orderId: metadata.orderId } : undefined,
    };
  } catch (error) {
    if (error instanceof MollieApiError && error.statusCode === 404) return undefined;
    throw error;
  }
}
