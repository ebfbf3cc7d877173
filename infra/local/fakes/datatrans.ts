/**
 * A fake Datatrans for the local stack and the tests: the parts of the Datatrans REST API v1 that
 * Theke uses, over HTTP on loopback. One server plays both hosts (api.… and pay.…).
 *
 * - POST /v1/transactions (Basic merchantId:password): init → `{transactionId}`, status 'initialized'.
 * - GET  /v1/transactions/{transactionId}: the transaction as it is now (404 when unknown).
 * - GET  /v1/start/{transactionId}: the payment page with 'Bezahlen' and 'Zahlung fehlschlagen lassen'.
 * - POST /v1/start/{transactionId} (`action=pay|fail`): 'settled' (or 'authorized' without
 *   autoSettle) or 'failed'; calls the webhook with the transaction as JSON, signed like Datatrans
 *   (`Datatrans-Signature: t=<ms>,s0=<hex HMAC-SHA256 of t + body>`), then sends the browser to the
 *   success or error URL with `datatransTrxId`.
 *
 * Transactions live in memory only.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../server/io';
import { formatAmount, paymentPage } from './page';
import { readJson, readText, seeOther, sendHtml, startFakeServer } from './server';

type DatatransStatus = 'initialized' | 'authorized' | 'settled' | 'failed';

export interface FakeDatatransTransaction {
  transactionId: string;
  refno: string;
  currency: string;
  amount: number;
  autoSettle: boolean;
  successUrl: string;
  errorUrl: string;
  cancelUrl: string;
  webhookUrl?: string;
  status: DatatransStatus;
}

export interface FakeDatatrans {
  /** Origin of the server API (init, status), e.g. http://127.0.0.1:3011 */
  apiEndpoint: string;
  /** Origin of the payment pages (localhost, like the shop's own origin). */
  payEndpoint: string;
  transaction(transactionId: string): FakeDatatransTransaction | undefined;
  stop(): Promise<void>;
}

export interface FakeDatatransOptions {
  port: number;
  merchantId: string;
  password: string;
  /** The webhook signing key, hex, as the Datatrans dashboard shows it. */
  hmacKey: string;
  log: (line: string) => void;
}

function datatransError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, JSON.stringify({ error: { code, message } }));
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export async function startFakeDatatrans(options: FakeDatatransOptions): Promise<FakeDatatrans> {
  const transactions = new Map<string, FakeDatatransTransaction>();
  const basic = `Basic ${Buffer.from(`${options.merchantId}:${options.password}`).toString('base64')}`;
  let payEndpoint = '';

  const view = (transaction: FakeDatatransTransaction) => ({
    transactionId: transaction.transactionId,
    merchantId: options.merchantId,
    type: 'payment',
    status: transaction.status,
    currency: transaction.currency,
    refno: transaction.refno,
    paymentMethod: 'VIS',
    detail: {
      init: {},
      ...(transaction.status === 'authorized' || transaction.status === 'settled' ? { authorize: { amount: transaction.amount } } : {}),
      ...(transaction.status === 'settled' ? { settle: { amount: transaction.amount } } : {}),
      ...(transaction.status === 'failed' ? { fail: { reason: 'DECLINED', message: 'declined' } } : {}),
    },
  });

  const callWebhook = async (transaction: FakeDatatransTransaction): Promise<void> => {
    if (!transaction.webhookUrl) return;
    const body = JSON.stringify(view(transaction));
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', Buffer.from(options.hmacKey, 'hex'))
      .update(timestamp + body)
      .digest('hex');
    try {
      const response = await fetch(transaction.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'datatrans-signature': `t=${timestamp},s0=${signature}` },
        body,
      });
      if (!response.ok) options.log(`Datatrans (lokal): Webhook für ${transaction.transactionId} antwortete ${response.status}`);
    } catch (error) {
      options.log(`Datatrans (lokal): Webhook für ${transaction.transactionId} nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  async function api(req: IncomingMessage, res: ServerResponse, id: string | undefined): Promise<void> {
    if (req.headers.authorization !== basic) return datatransError(res, 401, 'UNAUTHORIZED', 'Invalid merchantId or password');
    if (req.method === 'POST' && id === undefined) {
      const body = (await readJson(req)) as Record<string, unknown> | undefined;
      const redirect = (body?.redirect ?? {}) as Record<string, unknown>;
      const webhook = (body?.webhook ?? {}) as Record<string, unknown>;
      if (!isNonEmptyString(body?.currency) || !/^[A-Z]{3}$/.test(body.currency)) return datatransError(res, 400, 'INVALID_PROPERTY', 'init.currency');
      if (!isNonEmptyString(body.refno) || body.refno.length > 20) return datatransError(res, 400, 'INVALID_PROPERTY', 'init.refno');
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0)
        return datatransError(res, 400, 'INVALID_PROPERTY', 'init.amount');
      if (!isNonEmptyString(redirect.successUrl) || !isNonEmptyString(redirect.cancelUrl) || !isNonEmptyString(redirect.errorUrl))
        return datatransError(res, 400, 'INVALID_PROPERTY', 'init.redirect');
      const transaction: FakeDatatransTransaction = {
        // Datatrans ids are 18 digits.
        transactionId: `${Date.now()}${String(randomInt(100_000)).padStart(5, '0')}`,
        refno: body.refno,
        currency: body.currency,
        amount: body.amount,
        autoSettle: body.autoSettle === true,
        successUrl: redirect.successUrl,
        cancelUrl: redirect.cancelUrl,
        errorUrl: redirect.errorUrl,
        webhookUrl: isNonEmptyString(webhook.url) ? webhook.url : undefined,
        status: 'initialized',
      };
      transactions.set(transaction.transactionId, transaction);
      res.setHeader('location', `${payEndpoint}/v1/start/${transaction.transactionId}`);
      return sendJson(res, 201, JSON.stringify({ transactionId: transaction.transactionId }));
    }
    const transaction = id ? transactions.get(id) : undefined;
    if (req.method === 'GET' && transaction) return sendJson(res, 200, JSON.stringify(view(transaction)));
    return datatransError(res, 404, 'TRANSACTION_NOT_FOUND', 'No transaction found');
  }

  async function start(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const transaction = transactions.get(id);
    if (!transaction) return sendHtml(res, 404, 'Transaktion nicht gefunden.');
    if (req.method === 'POST') {
      if (transaction.status !== 'initialized') return seeOther(res, transaction.status === 'failed' ? transaction.errorUrl : transaction.successUrl);
      const action = new URLSearchParams(await readText(req)).get('action');
      if (action === 'pay') transaction.status = transaction.autoSettle ? 'settled' : 'authorized';
      else if (action === 'fail') transaction.status = 'failed';
      else return sendHtml(res, 400, 'Unbekannte Aktion.');
      await callWebhook(transaction);
      const target = new URL(transaction.status === 'failed' ? transaction.errorUrl : transaction.successUrl);
      target.searchParams.set('datatransTrxId', transaction.transactionId);
      return seeOther(res, target.toString());
    }
    const decided = transaction.status !== 'initialized';
    return sendHtml(
      res,
      200,
      paymentPage({
        provider: 'Datatrans',
        amountCents: transaction.amount,
        currency: transaction.currency,
        description: `Referenz ${transaction.refno}`,
        ...(decided
          ? {
              outcome: `${transaction.status === 'failed' ? 'Zahlung fehlgeschlagen' : 'Bezahlt'}: ${formatAmount(transaction.amount, transaction.currency)}`,
              returnUrl: transaction.status === 'failed' ? transaction.errorUrl : transaction.successUrl,
            }
          : { formAction: `/v1/start/${transaction.transactionId}` }),
      }),
    );
  }

  const server = await startFakeServer(
    'Datatrans (lokal)',
    options.port,
    async (req, res, url) => {
      const path = url.pathname.split('/').filter(Boolean);
      if (path[0] === 'v1' && path[1] === 'transactions' && path.length <= 3) return api(req, res, path[2]);
      if (path[0] === 'v1' && path[1] === 'start' && path.length === 3 && (req.method === 'GET' || req.method === 'POST')) return start(req, res, path[2]!);
      datatransError(res, 404, 'NOT_FOUND', 'Unknown resource');
    },
    options.log,
  );
  payEndpoint = `http://localhost:${server.port}`;

  return {
    apiEndpoint: `http://127.0.0.1:${server.port}`,
    payEndpoint,
    transaction: (transactionId) => transactions.get(transactionId),
    stop: () => server.close(),
  };
}
