/**
 * Settings of the online payments.
 *
 * The provider credentials are one JSON secret in Secrets Manager (THEKE_PAYMENT_SECRET_ARN):
 *
 *   { "mollieApiKey": "live_…", "datatransMerchantId": "…", "datatransPassword": "…", "datatransHmacKey": "<hex>" }
 *
 * The CDK events stack creates it empty (infra/constructs/payments.ts); the shop fills in the
 * providers it uses. It is read at runtime and kept for five minutes, so a changed key works
 * without a deployment and never sits in the function's configuration. On the local stack the
 * same code reads it from a fake Secrets Manager (THEKE_SECRETS_MANAGER_ENDPOINT) that holds the
 * fake providers' credentials, and the provider endpoints point at the fakes.
 *
 * A provider without credentials, or no public address, is "not configured": its payments are
 * refused with a German message (503) instead of failing at the provider.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { ENV, readConfig } from '../lib/config';
import type { ApiError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { paymentError } from './errors';

export interface MollieSettings {
  apiKey: string;
  /** The Mollie API root with its version, e.g. http://127.0.0.1:3010/v2/; undefined means Mollie's own (https://api.mollie.com/v2/). */
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

/** How long a read secret is used before it is read again. */
const SECRET_TTL_MS = 5 * 60_000;

const log = createLogger({ group: 'payments', step: 'settings' });

const notConfigured = (): ApiError => paymentError(503, 'payments.notConfigured');

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Empty strings count as absent: the secret starts with every field empty. */
const field = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

const credentialsSchema = z.object({
  mollieApiKey: field,
  datatransMerchantId: field,
  datatransPassword: field,
  datatransHmacKey: field,
});
type Credentials = Partial<z.infer<typeof credentialsSchema>>;

let secretClient: { endpoint: string; client: SecretsManagerClient } | undefined;
let cached: { secretId: string; until: number; credentials: Credentials } | undefined;

function secretsManager(env: NodeJS.ProcessEnv): SecretsManagerClient {
  const endpoint = value(env, ENV.secretsManagerEndpoint) ?? '';
  if (secretClient?.endpoint === endpoint) return secretClient.client;
  const client = new SecretsManagerClient({
    region: readConfig(env).region,
    // The local fake accepts any credentials; never send real ones to it.
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  secretClient = { endpoint, client };
  return client;
}

/** The provider credentials from the payment secret; none when there is no secret or it cannot be read. */
async function credentials(env: NodeJS.ProcessEnv): Promise<Credentials> {
  const secretId = value(env, ENV.paymentSecretArn);
  if (!secretId) return {};
  if (cached?.secretId === secretId && cached.until > Date.now()) return cached.credentials;
  try {
    const result = await secretsManager(env).send(new GetSecretValueCommand({ SecretId: secretId }));
    const parsed = credentialsSchema.safeParse(JSON.parse(result.SecretString ?? '{}'));
    if (!parsed.success) log.error('payment secret is not the expected JSON object', { secretId });
    const read = parsed.success ? parsed.data : {};
    cached = { secretId, until: Date.now() + SECRET_TTL_MS, credentials: read };
    return read;
  } catch (error) {
    // Not cached: the next request tries again.
    log.error('payment secret not readable', { secretId, error });
    return {};
  }
}

/** The shop's public origin (e.g. https://shop.example.at), to which the providers send the customer and their webhooks. */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = value(env, ENV.publicUrl);
  if (!url) throw notConfigured();
  return withoutTrailingSlash(url);
}

export async function mollieSettings(env: NodeJS.ProcessEnv = process.env): Promise<MollieSettings> {
  const { mollieApiKey } = await credentials(env);
  if (!mollieApiKey) throw notConfigured();
  return { apiKey: mollieApiKey, apiEndpoint: value(env, ENV.mollieApiEndpoint) };
}

export async function datatransSettings(env: NodeJS.ProcessEnv = process.env): Promise<DatatransSettings> {
  const { datatransMerchantId, datatransPassword, datatransHmacKey } = await credentials(env);
  // The key is hex; anything else could never verify a webhook, so it counts as not configured.
  if (!datatransMerchantId || !datatransPassword || !datatransHmacKey || !/^(?:[0-9a-f]{2})+$/i.test(datatransHmacKey)) throw notConfigured();
  return {
    merchantId: datatransMerchantId,
    password: datatransPassword,
    hmacKey: datatransHmacKey,
    apiEndpoint: withoutTrailingSlash(value(env, ENV.datatransApiEndpoint) ?? DATATRANS_API),
    payEndpoint: withoutTrailingSlash(value(env, ENV.datatransPayEndpoint) ?? DATATRANS_PAY),
  };
}
