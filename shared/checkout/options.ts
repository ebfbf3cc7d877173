/**
 * What the checkout offers: order types and payment methods (storefront.md §4 "Delivery type",
 * §9 "Payment").
 */
import { availableOrderTypes, type BranchOrderTypes } from '../cart/cart';
import { commerceMessages } from '../i18n/commerce';
import type { OrderType } from '../pricing/pricing';

export const PAYMENT_METHODS = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The shop-wide payment switches of the config (the spec names them only "payment enable flags"). */
export interface PaymentConfigFlags {
  enablePaymentCash?: boolean | null;
  enablePaymentATMCard?: boolean | null;
  enablePaymentHydroAGVoucher?: boolean | null;
  enablePaymentMollie?: boolean | null;
  enablePaymentDatatrans?: boolean | null;
}

export interface PaymentBranchFlags {
  isCashEnabled?: boolean | null;
  isATMCardEnabled?: boolean | null;
  isHydroAGVoucherEnabled?: boolean | null;
  isMollieEnabled?: boolean | null;
  isDatatransEnabled?: boolean | null;
}

const SWITCHES: Record<PaymentMethod, [keyof PaymentConfigFlags, keyof PaymentBranchFlags]> = {
  cash: ['enablePaymentCash', 'isCashEnabled'],
  'atm-card': ['enablePaymentATMCard', 'isATMCardEnabled'],
  'hydro-ag-voucher': ['enablePaymentHydroAGVoucher', 'isHydroAGVoucherEnabled'],
  mollie: ['enablePaymentMollie', 'isMollieEnabled'],
  datatrans: ['enablePaymentDatatrans', 'isDatatransEnabled'],
};

/** Methods offered: each needs its global config flag and its branch flag. */
export function offeredPaymentMethods(config: PaymentConfigFlags, branch: PaymentBranchFlags): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    const [global, local] = SWITCHES[method];
    return Boolean(config[global]) && Boolean(branch[local]);
  });
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
