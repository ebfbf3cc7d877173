/**
 * Money (storefront.md §9 "Money and tax", DESIGN.md §5).
 *
 * Representation: a `Money` is an integer count of ten-thousandths of the currency unit
 * (1 € = 10 000). The spec rounds net amounts to 4 decimals, so every amount we compute — line
 * gross, net, tax, totals — is exact at that precision and sums are plain integer additions with
 * no float drift (safe up to 900 billion €, Number.MAX_SAFE_INTEGER / 10 000). Only display and
 * the amount charged by a payment provider round to 2 decimals (cents).
 *
 * Prices stored on products and delivery areas are gross: Austrian shop prices include VAT.
 * Net = gross / (1 + rate/100) rounded half away from zero to 4 decimals; tax = gross − net,
 * so net + tax = gross holds exactly for every line and every total.
 */
import { add, decimal, divide, multiply, round, toNumber, type Decimal } from './decimal';

/** Integer ten-thousandths of the currency unit (1 € = 10 000). */
export type Money = number;

export const MONEY_DECIMALS = 4;
const MONEY_UNIT = decimal(10 ** MONEY_DECIMALS);

export const DEFAULT_CURRENCY = 'EUR';

/** Exact decimal to Money, rounded half away from zero to 4 decimals. */
export function moneyFromDecimal(amount: Decimal): Money {
  const rounded = round(amount, MONEY_DECIMALS);
  return Number(rounded.coefficient * 10n ** BigInt(MONEY_DECIMALS - rounded.scale));
}

/** A stored amount in currency units (12.99 €) to Money (129 900). */
export function money(amount: number | string): Money {
  return moneyFromDecimal(decimal(amount));
}

export function moneyToDecimal(value: Money): Decimal {
  return divide(decimal(value), MONEY_UNIT, MONEY_DECIMALS);
}

/** Money back to currency units for JSON and payment payloads: 129 900 → 12.99. */
export function moneyToNumber(value: Money): number {
  return toNumber(moneyToDecimal(value));
}

/** Rounds to whole cents, half away from zero; still Money (1.2350 € → 12 400). */
export function roundToCents(value: Money): Money {
  return moneyFromDecimal(round(moneyToDecimal(value), 2));
}

/** Whole cents, e.g. for a payment provider: 1.2350 € → 124. */
export function moneyToCents(value: Money): number {
  return roundToCents(value) / 100;
}

export interface MoneyBreakdown {
  net: Money;
  tax: Money;
  gross: Money;
}

/** Splits a gross amount at a VAT rate in percent (10, 20, 13, 5.5, …). */
export function splitGross(gross: Money, ratePercent: number): MoneyBreakdown {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError(`Ungültiger Steuersatz: ${ratePercent}`);
  // net = gross · 100 / (100 + rate), in Money units rounded to an integer = 4 decimals.
  const net = divide(multiply(decimal(gross), decimal(100)), add(decimal(100), decimal(ratePercent)), 0);
  return { net: Number(net.coefficient), tax: gross - Number(net.coefficient), gross };
}

export function sumMoney(values: Iterable<Money>): Money {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function addBreakdowns(a: MoneyBreakdown, b: MoneyBreakdown): MoneyBreakdown {
  return { net: a.net + b.net, tax: a.tax + b.tax, gross: a.gross + b.gross };
}

export const ZERO_BREAKDOWN: MoneyBreakdown = Object.freeze({ net: 0, tax: 0, gross: 0 });

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * de-DE currency text with 2 decimals, default EUR: 129 900 → "12,99 €" (the space before the
 * sign is a no-break space, U+00A0). Rounds to cents first, half away from zero, so 1.005 € shows
 * "1,01 €" whatever the binary value of 1.005 would do.
 */
export function formatMoney(value: Money, currency: string = DEFAULT_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(moneyToCents(value) / 100);
}
