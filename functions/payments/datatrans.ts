/**
 * Datatrans through its REST API v1 (there is no official Node client; fetch is enough):
 *
 * - init: POST {api}/v1/transactions (Basic auth merchantId:password) with amount in cents,
 *   currency, refno, redirect URLs and webhook URL → `{transactionId}`; the browser then goes to
 *   {pay}/v1/start/{transactionId}.
 * - status: GET {api}/v1/transactions/{transactionId}.
 * - webhook: POST with the transaction as JSON and the header
 *   `Datatrans-Signature: t=<timestamp>,s0=<hex HMAC-SHA256 of timestamp + body, key = the hex HMAC key as bytes>`.
 *
 * Locally both origins point at the fake Datatrans (infra/local/fakes/datatrans.ts).
 */
import { createHmac } from 'node:crypto';
import * as z from 'zod';
import { safeEqual } from '../lib/secrets';
import { providerCall, providerFailure } from './provider-http';
import type { DatatransSettings } from './settings';
import { datatransState, type ProviderPayment } from './status';

function call(settings: DatatransSettings, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const credentials = Buffer.from(`${settings.merchantId}:${settings.password}`, 'utf8').toString('base64');
  return providerCall({ url: `${settings.apiEndpoint}${path}`, method, authorization: `Basic ${credentials}`, accept: 'application/json', body });
}

const failure = (response: Response, what: string) => providerFailure(response, `Datatrans ${what}`);

export interface DatatransTransactionRequest {
  amountCents: number;
  currency: string;
  /** Our reference (at most 20 characters): the order uid. */
  refno: string;
  /** Where Datatrans sends the customer after a success, a cancel and an error. */
  returnUrl: string;
  webhookUrl: string;
}

export interface InitializedTransaction {
  transactionId: string;
  /** The payment page of this transaction. */
  redirectUrl: string;
}

const initResponseSchema = z.object({ transactionId: z.string().min(1) });

export async function initDatatransTransaction(settings: DatatransSettings, request: DatatransTransactionRequest): Promise<InitializedTransaction> {
  const response = await call(settings, 'POST', '/v1/transactions', {
    currency: request.currency,
    refno: request.refno,
    amount: request.amountCents,
    language: 'de',
    // Settled with the authorization: the shop has its money without a second call.
    autoSettle: true,
    // Every outcome returns to us; the return route asks Datatrans what happened.
    redirect: { successUrl: request.returnUrl, cancelUrl: request.returnUrl, errorUrl: request.returnUrl },
    webhook: { url: request.webhookUrl },
  });
  if (!response.ok) throw await failure(response, 'init');
  const { transactionId } = initResponseSchema.parse(await response.json());
  return { transactionId, redirectUrl: `${settings.payEndpoint}/v1/start/${encodeURIComponent(transactionId)}` };
}

/** The fields of a transaction we read (the API sends many more). */
const transactionSchema = z.object({
  transactionId: z.string(),
  type: z.string().optional(),
  status: z.string(),
  refno: z.string().optional(),
  detail: z
    .object({
      authorize: z.object({ amount: z.number().optional() }).optional(),
      settle: z.object({ amount: z.number().optional() }).optional(),
    })
    .optional(),
});

/** Transaction ids are numeric strings; anything else is not one of Datatrans's. */
export const DATATRANS_TRANSACTION_ID = /^[0-9]{1,32}$/;

/**
 * The payment transaction as Datatrans has it now; undefined when Datatrans knows no such
 * transaction or it is not a payment (a refund's credit transaction, a card check).
 */
export async function fetchDatatransTransaction(settings: DatatransSettings, transactionId: string): Promise<ProviderPayment | undefined> {
  if (!DATATRANS_TRANSACTION_ID.test(transactionId)) return undefined;
  const response = await call(settings, 'GET', `/v1/transactions/${transactionId}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw await failure(response, 'status');
  const transaction = transactionSchema.parse(await response.json());
  if (transaction.type !== undefined && transaction.type !== 'payment') return undefined;
  return {
    provider: 'datatrans',
    id: transaction.transactionId,
    status: transaction.status,
    state: datatransState(transaction.status),
    amountCents: transaction.detail?.settle?.amount ?? transaction.detail?.authorize?.amount ?? 0,
    refundedCents: 0,
    reference: transaction.refno ? { uid: transaction.refno } : undefined,
  };
}

/** The s0 signature of a webhook body sent at `timestamp`: hex HMAC-SHA256 of timestamp + body. */
export function datatransSignature(hmacKeyHex: string, timestamp: string, body: string): string {
  return createHmac('sha256', Buffer.from(hmacKeyHex, 'hex'))
    .update(timestamp + body, 'utf8')
    .digest('hex');
}

/**
 * Whether the `Datatrans-Signature` header signs this exact body with our key, compared in
 * constant time. Decision: no age limit on the timestamp: the webhook only makes us ask Datatrans
 * for the transaction's current status, so a replayed webhook changes nothing.
 */
export function isValidDatatransSignature(header: string | undefined, body: string, hmacKeyHex: string): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t');
  const signature = parts.get('s0');
  if (!timestamp || !/^[0-9]+$/.test(timestamp) || !signature) return false;
  return safeEqual(datatransSignature(hmacKeyHex, timestamp, body), signature.toLowerCase());
}
