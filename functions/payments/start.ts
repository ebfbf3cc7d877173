/**
 * Starting an online payment for a stored order (called by the order create, functions/orders).
 * Contract between order create and the payment providers; the providers fill it in.
 */
import type { StoredEntity } from '../db/repository';
import { ApiError } from '../lib/errors';

export type PaymentProvider = 'mollie' | 'datatrans';

export interface PaymentStart {
  provider: PaymentProvider;
  /** The provider's id of the payment (Mollie 'tr_…', Datatrans transactionId). */
  paymentId: string;
  /** Where the browser pays: the provider's hosted payment page. */
  redirectUrl: string;
}

/** Creates the payment for `order` (its `pricing.totalGross`, `uid`, `hash`, `paymentMethod`). */
export async function startPayment(order: StoredEntity): Promise<PaymentStart> {
  void order;
  throw ApiError.of(501, 'api.route.notImplemented');
}
