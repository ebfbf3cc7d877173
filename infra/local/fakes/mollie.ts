/**
 * A fake Mollie for the local stack and the tests: the parts of the Mollie API v2 that Theke uses,
 * spoken over HTTP on loopback, so the payments' own REST calls (functions/payments/mollie.ts) run
 * against it as against Mollie.
 *
 * - POST /v2/payments (Bearer API key): a payment, status 'open', with `_links.checkout`.
 * - GET  /v2/payments/{id}: the payment as it is now (404 for an unknown id, like Mollie).
 * - POST /v2/payments/{id}/refunds: a refund of a paid payment; `amountRefunded` grows at once.
 * - GET  /checkout/{id}: the payment page with 'Bezahlen' and 'Zahlung fehlschlagen lassen'.
 * - POST /checkout/{id} (`action=pay|fail`): sets 'paid' or 'failed', calls the webhook like
 *   Mollie (form `id=tr_…`) and sends the browser to the payment's redirectUrl.
 *
 * Like Mollie, a refund calls the payment's webhook too. Payments live in memory only.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../server/io';
import { formatAmount, paymentPage } from './page';
import { readJson, readText, seeOther, sendHtml, startFakeServer } from './server';

type MollieStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

interface Amount {
  currency: string;
  value: string;
}

export interface FakeMolliePayment {
  id: string;
  createdAt: string;
  amount: Amount;
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: unknown;
  status: MollieStatus;
  paidAt?: string;
  failedAt?: string;
  refundedCents: number;
}

export interface FakeMollie {
  /** The API root for THEKE_MOLLIE_API_ENDPOINT, e.g. http://127.0.0.1:3010/v2/ */
  apiEndpoint: string;
  /** Origin of the payment pages the browser opens (localhost, like the shop's own origin). */
  pageOrigin: string;
  apiKey: string;
  payment(id: string): FakeMolliePayment | undefined;
  stop(): Promise<void>;
}

export interface FakeMollieOptions {
  port: number;
  /** The only key the fake accepts (Mollie keys look like test_… or live_…). */
  apiKey: string;
  log: (line: string) => void;
}

const cents = (value: string): number => Math.round(Number(value) * 100);
const value = (amountCents: number): string => (amountCents / 100).toFixed(2);

const DOCS = { documentation: { href: 'https://docs.mollie.com/reference/handling-errors', type: 'text/html' } };

function mollieError(res: ServerResponse, status: number, title: string, detail: string, field?: string): void {
  sendJson(res, status, JSON.stringify({ status, title, detail, ...(field ? { field } : {}), _links: DOCS }), 'application/hal+json');
}

const isAmount = (amount: unknown): amount is Amount =>
  typeof amount === 'object' &&
  amount !== null &&
  typeof (amount as Amount).currency === 'string' &&
  /^[A-Z]{3}$/.test((amount as Amount).currency) &&
  typeof (amount as Amount).value === 'string' &&
  /^\d+\.\d{2}$/.test((amount as Amount).value);

export async function startFakeMollie(options: FakeMollieOptions): Promise<FakeMollie> {
  const payments = new Map<string, FakeMolliePayment>();
  let origins = { api: '', page: '' };

  const resource = (payment: FakeMolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: payment.status === 'paid' ? 'creditcard' : null,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: false,
    profileId: 'pfl_lokal',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
    ...(payment.paidAt
      ? {
          paidAt: payment.paidAt,
          amountRefunded: { currency: payment.amount.currency, value: value(payment.refundedCents) },
          amountRemaining: { currency: payment.amount.currency, value: value(cents(payment.amount.value) - payment.refundedCents) },
        }
      : {}),
    ...(payment.failedAt ? { failedAt: payment.failedAt } : {}),
    _links: {
      self: { href: `${origins.api}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: `${origins.page}/checkout/${payment.id}`, type: 'text/html' } } : {}),
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  });

  /** Tells the shop like Mollie does: the payment id only; a failure is logged (Mollie would retry). */
  const callWebhook = async (payment: FakeMolliePayment): Promise<void> => {
    if (!payment.webhookUrl) return;
    try {
      const response = await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: payment.id }).toString(),
      });
      if (!response.ok) options.log(`Mollie (lokal): Webhook für ${payment.id} antwortete ${response.status}`);
    } catch (error) {
      options.log(`Mollie (lokal): Webhook für ${payment.id} nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const authorized = (req: IncomingMessage): boolean => req.headers.authorization === `Bearer ${options.apiKey}`;

  async function api(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    if (!authorized(req)) return mollieError(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    const [, id, sub] = path;
    if (req.method === 'POST' && path.length === 1) {
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      if (!isAmount(body?.amount)) return mollieError(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      if (typeof body.description !== 'string' || body.description === '')
        return mollieError(res, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
      if (typeof body.redirectUrl !== 'string') return mollieError(res, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
      const payment: FakeMolliePayment = {
        id: `tr_${randomBytes(8).toString('hex')}`,
        createdAt: new Date().toISOString(),
        amount: body.amount,
        description: body.description,
        redirectUrl: body.redirectUrl,
        webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : undefined,
        metadata: body.metadata ?? null,
        status: 'open',
        refundedCents: 0,
      };
      payments.set(payment.id, payment);
      return sendJson(res, 201, JSON.stringify(resource(payment)), 'application/hal+json');
    }
    const payment = id ? payments.get(id) : undefined;
    if (!payment) return mollieError(res, 404, 'Not Found', `No payment exists with token ${id ?? ''}.`);
    if (req.method === 'GET' && path.length === 2) return sendJson(res, 200, JSON.stringify(resource(payment)), 'application/hal+json');
    if (req.method === 'POST' && sub === 'refunds' && path.length === 3) {
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      const remaining = cents(payment.amount.value) - payment.refundedCents;
      if (payment.status !== 'paid') return mollieError(res, 422, 'Unprocessable Entity', 'The payment cannot be refunded');
      if (!isAmount(body?.amount) || cents(body.amount.value) <= 0 || cents(body.amount.value) > remaining) {
        return mollieError(res, 422, 'Unprocessable Entity', 'The amount is higher than the amount that can be refunded', 'amount');
      }
      payment.refundedCents += cents(body.amount.value);
      const refund = {
        resource: 'refund',
        id: `re_${randomBytes(8).toString('hex')}`,
        amount: body.amount,
        status: 'refunded',
        createdAt: new Date().toISOString(),
        description: typeof body.description === 'string' ? body.description : '',
        metadata: null,
        paymentId: payment.id,
        _links: { self: { href: `${origins.api}/v2/payments/${payment.id}/refunds`, type: 'application/hal+json' } },
      };
      await callWebhook(payment);
      return sendJson(res, 201, JSON.stringify(refund), 'application/hal+json');
    }
    return mollieError(res, 404, 'Not Found', 'The resource does not exist');
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const payment = payments.get(id);
    if (!payment) return sendHtml(res, 404, 'Zahlung nicht gefunden.');
    const amountCents = cents(payment.amount.value);
    if (req.method === 'POST') {
      if (payment.status === 'open') {
        const action = new URLSearchParams(await readText(req)).get('action');
        const now = new Date().toISOString();
        if (action === 'pay') Object.assign(payment, { status: 'paid', paidAt: now });
        else if (action === 'fail') Object.assign(payment, { status: 'failed', failedAt: now });
        else return sendHtml(res, 400, 'Unbekannte Aktion.');
        await callWebhook(payment);
      }
      return seeOther(res, payment.redirectUrl);
    }
    const outcome = payment.status === 'paid' ? 'Bezahlt' : 'Zahlung fehlgeschlagen';
    return sendHtml(
      res,
      200,
      paymentPage({
        provider: 'Mollie',
        amountCents,
        currency: payment.amount.currency,
        description: payment.description,
        ...(payment.status === 'open'
          ? { formAction: `/checkout/${payment.id}` }
          : { outcome: `${outcome}: ${formatAmount(amountCents, payment.amount.currency)}`, returnUrl: payment.redirectUrl }),
      }),
    );
  }

  const server = await startFakeServer(
    'Mollie (lokal)',
    options.port,
    async (req, res, url) => {
      const path = url.pathname.split('/').filter(Boolean);
      if (path[0] === 'v2' && path[1] === 'payments') return api(req, res, path.slice(1));
      if (path[0] === 'checkout' && path.length === 2 && (req.method === 'GET' || req.method === 'POST')) return checkout(req, res, path[1]!);
      sendJson(res, 404, JSON.stringify({ status: 404, title: 'Not Found', detail: 'The resource does not exist', _links: DOCS }));
    },
    options.log,
  );
  origins = { api: `http://127.0.0.1:${server.port}`, page: `http://localhost:${server.port}` };

  return {
    apiEndpoint: `${origins.api}/v2/`,
    pageOrigin: origins.page,
    apiKey: options.apiKey,
    payment: (id) => payments.get(id),
    stop: () => server.close(),
  };
}
