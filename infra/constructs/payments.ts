/**
 * Online payments in AWS (functions/payments/settings.ts).
 *
 * Credentials: one Secrets Manager secret, a JSON object with the fields PAYMENT_SECRET_FIELDS,
 * created with every field empty. The shop enters the providers it uses (console or
 * `aws secretsmanager put-secret-value`); the functions read the secret at runtime and keep it
 * five minutes, so a new key works without a deployment and never appears in a template or in a
 * function's configuration. CloudFormation writes the empty object once and leaves the entered
 * values alone on later deployments (the template's value does not change).
 *
 * Decision: a secret in Secrets Manager rather than plain environment variables (keys visible to
 * everyone who may read the function configuration) or CloudFormation dynamic references
 * (resolved only when the function resource itself changes, so a key entered after the first
 * deployment would silently never arrive).
 *
 * The shop's public address (THEKE_PUBLIC_URL), to which the providers send the customer back and
 * their webhooks, comes from the CDK context (infra/stacks/theke.ts). Without it, or without
 * credentials, online payments answer 'Die Online-Zahlung ist derzeit nicht verfügbar …'.
 */
import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ENV } from '#functions/lib/config.ts';
import { acknowledge } from './nag';

/** The fields of the payment secret (the names functions/payments/settings.ts reads). */
export const PAYMENT_SECRET_FIELDS = ['mollieApiKey', 'datatransMerchantId', 'datatransPassword', 'datatransHmacKey'] as const;

export interface PaymentSettingsProps {
  /** The shop's public origin, e.g. https://shop.example.at. */
  publicUrl?: string;
}

export class PaymentSettings extends Construct {
  readonly secret: secretsmanager.Secret;
  private readonly publicUrl?: string;

  constructor(scope: Construct, id: string, props: PaymentSettingsProps) {
    super(scope, id);
    this.publicUrl = props.publicUrl;
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Theke: Zugangsdaten der Online-Zahlung (Mollie, Datatrans) als JSON; leere Felder = Anbieter nicht eingerichtet',
      secretObjectValue: Object.fromEntries(PAYMENT_SECRET_FIELDS.map((field) => [field, SecretValue.unsafePlainText('')])),
      // The keys outlive a replaced or deleted stack, like the shop's data.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'The secret holds API keys that Mollie and Datatrans issue; they are rotated in the providers’ dashboards and entered here, there is no rotation AWS could run.',
    );
  }

  /** THEKE_PAYMENT_SECRET_ARN with read access to the secret, and THEKE_PUBLIC_URL when configured. */
  grantTo(fn: lambda.Function): void {
    fn.addEnvironment(ENV.paymentSecretArn, this.secret.secretArn);
    if (this.publicUrl) fn.addEnvironment(ENV.publicUrl, this.publicUrl);
    this.secret.grantRead(fn);
  }
}

/**
 * The public origin from the context: `publicUrl`, else https://<domainName>; it must be an
 * https origin without a path (the providers call it from the internet).
 */
export function publicUrlFromContext(publicUrl: string | undefined, domainName: string | undefined): string | undefined {
  const candidate = publicUrl ?? (domainName ? `https://${domainName}` : undefined);
  if (candidate === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new Error(`publicUrl is not a URL: ${candidate}`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`publicUrl must be an https origin without a path: ${candidate}`);
  return url.origin;
}
