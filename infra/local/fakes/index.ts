/**
 * The fake payment providers of the local stack (DESIGN.md §2: external services through their
 * real clients, pointed at local fakes): Mollie and Datatrans, with their test credentials, and
 * the Lambda environment that points functions/payments at them.
 */
import { ENV } from '../../../functions/lib/config';
import { startFakeDatatrans, type FakeDatatrans } from './datatrans';
import { useMollieFetch } from './mollie-client-hook';
import { startFakeMollie, type FakeMollie } from './mollie';

/** Local test credentials; they open nothing but the fakes. */
export const FAKE_MOLLIE_API_KEY = 'test_lokalerMollieErsatz0000000000';
export const FAKE_DATATRANS = {
  merchantId: '1100000000',
  password: 'lokal-datatrans',
  hmacKey: '6c6f6b616c65722d646174617472616e732d7369676e696572736368c3bc7373',
} as const;

export interface FakePaymentProviders {
  mollie: FakeMollie;
  datatrans: FakeDatatrans;
  /** THEKE_MOLLIE_* and THEKE_DATATRANS_* for the Lambdas. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFakePaymentProviders(ports: { mollie: number; datatrans: number }, log: (line: string) => void): Promise<FakePaymentProviders> {
  useMollieFetch();
  const mollie = await startFakeMollie({ port: ports.mollie, apiKey: FAKE_MOLLIE_API_KEY, log });
  let datatrans: FakeDatatrans;
  try {
    datatrans = await startFakeDatatrans({ port: ports.datatrans, ...FAKE_DATATRANS, log });
  } catch (error) {
    await mollie.stop();
    throw error;
  }
  return {
    mollie,
    datatrans,
    env: {
      [ENV.mollieApiKey]: FAKE_MOLLIE_API_KEY,
      [ENV.mollieApiEndpoint]: mollie.apiEndpoint,
      [ENV.datatransMerchantId]: FAKE_DATATRANS.merchantId,
      [ENV.datatransPassword]: FAKE_DATATRANS.password,
      [ENV.datatransHmacKey]: FAKE_DATATRANS.hmacKey,
      [ENV.datatransApiEndpoint]: datatrans.apiEndpoint,
      [ENV.datatransPayEndpoint]: datatrans.payEndpoint,
    },
    stop: async () => {
      await Promise.all([mollie.stop(), datatrans.stop()]);
    },
  };
}
