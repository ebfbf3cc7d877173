/**
 * Events of the payment context (DESIGN.md §6): source `theke.payments`. functions/payments
 * publishes `PaymentStatusChanged` whenever a provider's answer changes an order's payment (its
 * status word or the flags isPaid, isFailed, isRefunded), once per change.
 */
import * as z from 'zod';

export const PAYMENT_EVENT_SOURCE = 'theke.payments';

export const PAYMENT_STATUS_CHANGED = 'PaymentStatusChanged';

export const paymentStatusChangedDetailSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  branchId: z.string().optional(),
  provider: z.enum(['mollie', 'datatrans']),
  /** The provider's id of the payment (Mollie 'tr_…', Datatrans transactionId). */
  paymentId: z.string(),
  /** The provider's status word ('paid', 'settled', 'expired', …). */
  status: z.string(),
  isPaid: z.boolean(),
  isFailed: z.boolean(),
  isRefunded: z.boolean(),
});
export type PaymentStatusChangedDetail = z.infer<typeof paymentStatusChangedDetailSchema>;
