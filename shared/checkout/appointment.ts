/**
 * When an order must name its appointment (storefront.md §5 "Appointment": required if the
 * branch isAppointmentRequired). Decision of the order API (functions/orders/checks.ts), kept
 * here so the checkout marks the field the same way: a preorder (placed while the branch, or its
 * delivery, is closed) needs one, since "as soon as possible" means nothing while closed; so does
 * an order with a product that has a lead time, since it cannot be ready now.
 */
import type { SubmitMode } from '../hours/branch';
import { addLeadTime, type LeadTimeFields } from '../slots/lead-time';

export interface AppointmentNeedInput {
  branch: { isAppointmentRequired?: boolean | null };
  /** orderSubmitMode of the branch for the order's type (shared/hours/branch.ts). */
  mode: SubmitMode;
  products: readonly LeadTimeFields[];
  now: Date;
  timeZone: string;
}

export function isAppointmentNeeded({ branch, mode, products, now, timeZone }: AppointmentNeedInput): boolean {
  if (branch.isAppointmentRequired || mode === 'preorder') return true;
  return products.some((product) => addLeadTime(now, product, timeZone) > now);
}
