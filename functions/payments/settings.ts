/**
 * Settings of the online payments, read from the environment on each use (tests change it). The
 * CDK api stack passes the credentials from the shop's payment secret (infra/constructs/payments.ts);
 * the local stack passes those of its fake providers and their endpoints (infra/local/fakes).
 * A provider without credentials is "not configured": its payments are refused with a German
 * message instead of failing somewhere inside the provider's client.
 */
import { ENV } from '../lib/config';
import { paymentsMessages, type PaymentsMessageKey } from '../../shared/i18n/payments';
import { ApiError } from '../lib/errors';

export interface MollieSettings {
  apiKey: string;
  /** The Mollie API root; undefined means Mollie's own (https://api.mollie.com/v2/). */
  apiEndpoint?: string;
}

export interface DatatransSettings {
  merchantId: string;
  password: string;
  /** The webhook signing key as the Datatrans dashboard shows it (hex). */
  hmacKey: string;
  /** Origin of the server API (init, status). */
  apiEndpoint: string;
  /** Origin of the payment pages the browser is sent to. */
  payEndpoint: string;
}

const DATATRANS_API = 'https://api.datatrans.com';
const DATATRANS_PAY = 'https://pay.datatrans.com';

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** An error of the payments with its German message (code = catalogue key). */
export function paymentError(status: number, key: PaymentsMessageKey): ApiError {
  return new ApiError(status, [{ code: key, message: paymentsMessages[key] }]);
}

/** The shop's public origin (e.g. https://shop.example.at), to which the providers send the customer and their webhooks. */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = value(env, ENV.publicUrl);
  if (!url) throw paymentError(503, 'payments.notConfigured');
  return withoutTrailingSlash(url);
}

export function mollieSettings(env: NodeJS.ProcessEnv = process.env): MollieSettings {
  const apiKey = value(env, ENV.mollieApiKey);
  if (!apiKey) throw paymentError(503, 'payments.notConfigured');
  return { apiKey, apiEndpoint: value(env, ENV.mollieApiEndpoint) };
}

export function datatransSettings(env: NodeJS.ProcessEnv = process.env): DatatransSettings {
  const merchantId = value(env, ENV.datatransMerchantId);
  const password = value(env, ENV.datatransPassword);
  const hmacKey = value(env, ENV.datatransHmacKey);
  // The key is hex; anything else could never verify a webhook, so it counts as not configured.
  if (!merchantId || !password || !hmacKey || !/^(?:[0-9a-f]{2})+$/i.test(hmacKey)) throw paymentError(503, 'payments.notConfigured');
  return {
    merchantId,
    password,
    hmacKey,
    apiEndpoint: withoutTrailingSlash(value(env, ENV.datatransApiEndpoint) ?? DATATRANS_API),
    payEndpoint: withoutTrailingSlash(value(env, ENV.datatransPayEndpoint) ?? DATATRANS_PAY),
  };
}
