/**
 * What the checkout offers: order types and payment methods (storefront.md §4 "Delivery type",
 * §9 "Payment").
 */
import { availableOrderTypes, type BranchOrderTypes } from '../cart/cart';
import { commerceMessages } from '../i18n/commerce';
import type { OrderType } from '../pricing/pricing';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/**
 * The shop's donation per order in currency units (storefront.md §9: shown fixed at 0.07 in the
 * shop currency). The shop donates it; it is not part of the order's total.
 */
export const DONATION_AMOUNT = 0.07;

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/**
 * The payment switches. The shop-wide config and every branch carry the same five flags
 * (shared/schemas/config.ts and branch.ts); a method is offered only where both are on.
 */
export interface PaymentFlags {
  isCashEnabled?: boolean | null;
  isATMCardEnabled?: boolean | null;
  isHydroAGVoucherEnabled?: boolean | null;
  isMollieEnabled?: boolean | null;
  isDatatransEnabled?: boolean | null;
}

const SWITCHES: Record<PaymentMethod, keyof PaymentFlags> = {
  cash: 'isCashEnabled',
  'atm-card': 'isATMCardEnabled',
  'hydro-ag-voucher': 'isHydroAGVoucherEnabled',
  mollie: 'isMollieEnabled',
  datatrans: 'isDatatransEnabled',
};

/** Methods offered: each needs its global config flag and its branch flag. */
export function offeredPaymentMethods(config: PaymentFlags, branch: PaymentFlags): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => Boolean(config[SWITCHES[method]]) && Boolean(branch[SWITCHES[method]]));
}

/**
 * Pre-selected method: cash; if cash is off, datatrans; if that is off too (spec silent), the
 * first method offered; null when nothing is offered.
 */
export function defaultPaymentMethod(offered: readonly PaymentMethod[]): PaymentMethod | null {
  if (offered.includes('cash')) return 'cash';
  if (offered.includes('datatrans')) return 'datatrans';
  return offered[0] ?? null;
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return commerceMessages[`payment.${method}`];
}

/** Null when the method is offered, else the German message. */
export function paymentMethodError(method: string | null | undefined, offered: readonly PaymentMethod[]): string | null {
  return (offered as readonly string[]).includes(method ?? '') ? null : commerceMessages['checkout.error.paymentMethod'];
}

export function orderTypeLabel(type: OrderType): string {
  return commerceMessages[`orderType.${type}`];
}

/** Options of the order type select ('Art der Lieferung'): the types the branch offers. */
export function orderTypeOptions(branch: BranchOrderTypes): { value: OrderType; label: string }[] {
  return availableOrderTypes(branch).map((value) => ({ value, label: orderTypeLabel(value) }));
}

/** Null when the branch offers the order type, else the German message. */
export function orderTypeError(type: OrderType, branch: BranchOrderTypes): string | null {
  return availableOrderTypes(branch).includes(type) ? null : commerceMessages['checkout.error.orderType'];
}
