/**
 * How an amount and a quantity are written everywhere an order line appears (storefront cart and
 * status page, back office, counter screen, receipt, e-mails): German digits, up to 3 decimals,
 * and the unit's short name ("20 dag", "2 Stk.", "0,5 kg").
 */
import { getUnit, isUnitId } from '../units/units';

const amountFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** 2.5 → "2,5"; 1000 → "1.000"; 0.125 → "0,125". */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

/**
 * "20 dag", "2 Stk.", "0,5 kg". A unit id this shop does not know (an order stored before a unit
 * was removed) is written as it is rather than failing the whole page, receipt or e-mail.
 */
export function formatQuantity(amount: number, unit: string): string {
  return `${formatAmount(amount)} ${isUnitId(unit) ? getUnit(unit).shortName : unit}`;
}

/**
 * The text of an amount input, the inverse of parseAmountInput: no thousands separator, so the
 * text parses back (1000 → "1000", 0.5 → "0,5").
 */
export function amountInputText(amount: number): string {
  return String(amount).replace('.', ',');
}
