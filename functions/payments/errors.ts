/** Errors of the payment routes and of order create's payment start, with their German texts. */
import { paymentsMessages, type PaymentsMessageKey } from '#shared/i18n/payments.ts';
import { ApiError } from '../lib/errors';

/** An error of the payments with its German message (code = catalogue key). */
export function paymentError(status: number, key: PaymentsMessageKey): ApiError {
  return new ApiError(status, [{ code: key, message: paymentsMessages[key] }]);
}
