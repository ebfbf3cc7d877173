/**
 * Mollie through its REST API v2, called with Node's fetch (like ./datatrans.ts):
 *
 * - create: POST {api}/payments (Bearer API key) with amount, description, redirect and webhook
 *   URL, locale and our metadata → id, status and `_links.checkout.href`, the payment page.
 * - status: GET {api}/payments/{id}; 404 when Mollie knows no such payment.
 * - errors: any other non-2xx answer is an Error with the HTTP status and Mollie's `detail`; the
 *   callers log it and answer the customer with a German 502 (./start.ts, ./sync.ts).
 *
 * {api} is the settings' API root (`THEKE_MOLLIE_API_ENDPOINT`, e.g. http://127.0.0.1:3010/v2/
 * for the local stack's fake Mollie, infra/local/fakes/mollie.ts), else https://api.mollie.com/v2/.
 *
 * Why no @mollie/api-client: each Lambda bundle has 300 KB (DESIGN.md §9), and the client alone
 * was 270.6 KB of the payments bundle's 482.8 KB (minified, as CDK bundles), for the two calls
 * above. It also brought its own HTTP stack (node-fetch with an https agent and a CA bundle from
 * 2021), which needed an alias in the bundles and a module hook locally to use Node's fetch. With
 * these calls the payments bundle is 211.3 KB; zod, which parses the answers, was already in it.
 */
import * as z from 'zod';
import { providerCall, providerFailure } from './provider-http';
import type { MollieSettings } from './settings';
import { centsOfMollieValue, mollieState, mollieValue, type ProviderPayment } from './status';

const MOLLIE_API = 'https://api.mollie.com/v2/';

function call(settings: MollieSettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const root = (settings.apiEndpoint ?? MOLLIE_API).replace(/\/+$/, '');
  return providerCall({ url: `${root}/${path}`, method, authorization: `Bearer ${settings.apiKey}`, accept: 'application/hal+json, application/json', body });
}

/** Mollie's error answer (application/hal+json): status, title, detail, sometimes field. */
const errorSchema = z.object({ title: z.string().optional(), detail: z.string().optional(), field: z.string().optional() });

/** The reason of an error answer: Mollie's detail (with the field), else the answer's start. */
function mollieReason(text: string): string {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(text));
    if (parsed.success && parsed.data.detail) return parsed.data.field ? `${parsed.data.detail} (${parsed.data.field})` : parsed.data.detail;
  } catch {
    // Not JSON (a proxy's error page): the text's start is the reason.
  }
  return text.slice(0, 300);
}

const failure = (response: Response, what: string) => providerFailure(response, `Mollie ${what}`, mollieReason);

const amountSchema = z.object({ currency: z.string(), value: z.string() });

/** The fields of a payment we read (the API sends many more). */
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: amountSchema,
  amountRefunded: amountSchema.optional(),
  metadata: z.unknown().optional(),
  _links: z.object({ checkout: z.object({ href: z.string() }).optional() }).optional(),
});

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
  const response = await call(settings, 'POST', 'payments', {
    amount: { currency: request.currency, value: mollieValue(request.amountCents) },
    description: request.description,
    redirectUrl: request.redirectUrl,
    webhookUrl: request.webhookUrl,
    locale: 'de_AT',
    // The webhook finds the order by this id; Mollie returns the metadata with every fetch.
    metadata: { orderId: request.orderId, uid: request.uid },
  });
  if (!response.ok) throw await failure(response, 'create payment');
  const payment = paymentSchema.parse(await response.json());
  const checkoutUrl = payment._links?.checkout?.href;
  if (!checkoutUrl) throw new Error(`Mollie payment ${payment.id} came without a checkout URL`);
  return { id: payment.id, checkoutUrl, status: payment.status };
}

/** The payment as Mollie has it now, or undefined when Mollie knows no payment with this id. */
export async function fetchMolliePayment(settings: MollieSettings, id: string): Promise<ProviderPayment | undefined> {
  const response = await call(settings, 'GET', `payments/${encodeURIComponent(id)}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw await failure(response, 'get payment');
  const payment = paymentSchema.parse(await response.json());
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
}
