/** What several bench sections send: a real takeaway order and simulated customers' addresses. */
import { randomBytes } from 'node:crypto';
import type { OrderCreateInput } from '#shared/schemas/order.ts';
import { appointmentSlots } from '#shared/slots/index.ts';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { branchIds, productIds } from '../../infra/local/seed/ids';

let viewers = 0;
/** A new simulated customer address, `ip:port` as CloudFront sends it (198.18.0.0/15, the benchmarking range). */
export function nextViewer(): string {
  viewers += 1;
  return `198.18.${Math.floor(viewers / 250) % 250}.${viewers % 250}:${1024 + (viewers % 60000)}`;
}

/**
 * A takeaway order of two pairs of Frankfurter in Graz, for the first appointment the shared slot
 * rules offer (so it is valid whether the branch is open now or takes a preorder), or the first at
 * or after `notBefore` (a long run's orders must not pass their appointment and count as missed);
 * with `email`, the customer gets the confirmation e-mails. Each call of the returned function is
 * a new order body with its own idempotency key.
 */
export function benchOrder({ notBefore, email }: { notBefore?: Date; email?: string } = {}): () => string {
  const now = new Date();
  const slot = appointmentSlots(grazBranch, false, now, 'Europe/Vienna')
    .flatMap((day) => day.slots)
    .find((candidate) => !notBefore || candidate.at >= notBefore);
  const order: OrderCreateInput = {
    idempotencyKey: '',
    branch: { id: branchIds.graz },
    isDelivery: false,
    isDineIn: false,
    items: [{ product: { id: productIds.frankfurter }, amount: 2, unit: 'pair', parts: [] }],
    firstName: 'Maria',
    lastName: 'Huber',
    phone: '+43 664 1234567',
    ...(email ? { email } : {}),
    appointmentDate: slot!.at.toISOString(),
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
  };
  return () => JSON.stringify({ ...order, idempotencyKey: randomBytes(12).toString('hex') });
}
