/**
 * The fake providers of the local stack (DESIGN.md §2: external services through their real
 * clients, pointed at local fakes): Mollie, Datatrans and the Secrets Manager that holds their
 * test credentials in the payment secret, as the shop's secret does in AWS
 * (functions/payments/settings.ts); SES and End User Messaging SMS, which put the customer's
 * e-mails and SMS into the outbox; Amazon Bedrock for content generation; and the Lambda
 * environment that points the functions at them.
 */
import { ENV } from '#functions/lib/config.ts';
import { startFakeBedrock, type FakeBedrock } from './bedrock';
import { startFakeDatatrans, type FakeDatatrans } from './datatrans';
import { startFakeMollie, type FakeMollie } from './mollie';
import { startFakeSecretsManager, type FakeSecretsManager } from './secrets-manager';
import { startFakeSes, type FakeSes } from './ses';
import { startFakeSms, type FakeSms } from './sms';
import type { Outbox } from '../outbox';

/** Local test credentials; they open nothing but the fakes. */
export const FAKE_MOLLIE_API_KEY = 'test_lokalerMollieErsatz0000000000';
export const FAKE_DATATRANS = {
  merchantId: '1100000000',
  password: 'lokal-datatrans',
  hmacKey: '6c6f6b616c65722d646174617472616e732d7369676e696572736368c3bc7373',
} as const;

/** Name of the local payment secret (in AWS the stack names it). */
export const LOCAL_PAYMENT_SECRET = 'theke/lokal/zahlungen';

export interface FakePaymentPorts {
  mollie: number;
  datatrans: number;
  secretsManager: number;
}

export interface FakePaymentProviders {
  mollie: FakeMollie;
  datatrans: FakeDatatrans;
  secretsManager: FakeSecretsManager;
  /** THEKE_PAYMENT_SECRET_ARN, THEKE_SECRETS_MANAGER_ENDPOINT and the provider endpoints, for the Lambdas. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFakePaymentProviders(ports: FakePaymentPorts, region: string, log: (line: string) => void): Promise<FakePaymentProviders> {
  const started: Array<{ stop(): Promise<void> }> = [];
  const stop = async () => {
    await Promise.all(started.splice(0).map((service) => service.stop()));
  };
  try {
    const mollie = await startFakeMollie({ port: ports.mollie, apiKey: FAKE_MOLLIE_API_KEY, log });
    started.push(mollie);
    const datatrans = await startFakeDatatrans({ port: ports.datatrans, ...FAKE_DATATRANS, log });
    started.push(datatrans);
    const secretsManager = await startFakeSecretsManager({ port: ports.secretsManager, region, log });
    started.push(secretsManager);
    const secretArn = secretsManager.create(
      LOCAL_PAYMENT_SECRET,
      JSON.stringify({
        mollieApiKey: FAKE_MOLLIE_API_KEY,
        datatransMerchantId: FAKE_DATATRANS.merchantId,
        datatransPassword: FAKE_DATATRANS.password,
        datatransHmacKey: FAKE_DATATRANS.hmacKey,
      }),
    );
    return {
      mollie,
      datatrans,
      secretsManager,
      env: {
        [ENV.paymentSecretArn]: secretArn,
        [ENV.secretsManagerEndpoint]: secretsManager.endpoint,
        [ENV.mollieApiEndpoint]: mollie.apiEndpoint,
        [ENV.datatransApiEndpoint]: datatrans.apiEndpoint,
        [ENV.datatransPayEndpoint]: datatrans.payEndpoint,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface FakeMessagingPorts {
  ses: number;
  sms: number;
}

export interface FakeMessaging {
  ses: FakeSes;
  sms: FakeSms;
  /** THEKE_SES_ENDPOINT and THEKE_SMS_ENDPOINT, for the notification consumers. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The fake mail and SMS providers (events/consumers/notifications sends through them); both write to `outbox`. */
export async function startFakeMessaging(ports: FakeMessagingPorts, outbox: Outbox, log: (line: string) => void): Promise<FakeMessaging> {
  const ses = await startFakeSes({ port: ports.ses, outbox, log });
  try {
    const sms = await startFakeSms({ port: ports.sms, outbox, log });
    return {
      ses,
      sms,
      env: { [ENV.sesEndpoint]: ses.endpoint, [ENV.smsEndpoint]: sms.endpoint },
      stop: async () => {
        await Promise.all([ses.stop(), sms.stop()]);
      },
    };
  } catch (error) {
    await ses.stop();
    throw error;
  }
}

/** The fake Bedrock of content generation (functions/content-ai) and THEKE_BEDROCK_ENDPOINT. */
export async function startFakeContentAi(port: number, log: (line: string) => void): Promise<{ bedrock: FakeBedrock; env: Record<string, string> }> {
  const bedrock = await startFakeBedrock({ port, log });
  return { bedrock, env: { [ENV.bedrockEndpoint]: bedrock.endpoint } };
}
