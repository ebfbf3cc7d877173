/**
 * Exact decimal arithmetic for quantities, unit conversions and money.
 *
 * A `Decimal` is `coefficient × 10^-scale` with a bigint coefficient, so 0.1 + 0.2 is exactly 0.3
 * and 0.1-kg steps never drift. JavaScript numbers enter through their shortest round-trip
 * decimal text (`String(0.1)` is "0.1"), which is the value a person typed or stored, and leave
 * through `Number("…e-…")`, the nearest double to the exact result.
 *
 * Rounding is "kaufmännisch": half away from zero (1.005 → 1.01, -1.005 → -1.01).
 */

export interface Decimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

const TEN = 10n;
const pow10 = (exponent: number): bigint => TEN ** BigInt(exponent);

const DECIMAL_TEXT = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:e([+-]?\d+))?$/i;

/** Parses a finite number, a decimal string ("12.5", "-3", ".5", "1e-7") or an integer bigint. */
export function decimal(value: number | string | bigint | Decimal): Decimal {
  if (typeof value === 'object') return value;
  if (typeof value === 'bigint') return { coefficient: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Keine endliche Zahl: ${value}`);
  }
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) throw new RangeError(`Keine Dezimalzahl: ${value}`);
  const [, sign, whole = '0', fractionAfterWhole, fractionOnly, exponent = '0'] = match;
  const fraction = fractionAfterWhole ?? fractionOnly ?? '';
  let coefficient = BigInt(`${whole}${fraction}`);
  if (sign === '-') coefficient = -coefficient;
  const scale = fraction.length - Number(exponent);
  return normalize(scale >= 0 ? { coefficient, scale } : { coefficient: coefficient * pow10(-scale), scale: 0 });
}

/** Removes trailing zeros of the coefficient (1.500 → 1.5) so equal values look alike. */
function normalize(d: Decimal): Decimal {
  let { coefficient, scale } = d;
  while (scale > 0 && coefficient % TEN === 0n) {
    coefficient /= TEN;
    scale -= 1;
  }
  return coefficient === 0n ? { coefficient: 0n, scale: 0 } : { coefficient, scale };
}

/** The coefficient of `d` at the given (larger or equal) scale. */
function coefficientAt(d: Decimal, scale: number): bigint {
  return d.coefficient * pow10(scale - d.scale);
}

export function toNumber(d: Decimal): number {
  return Number(`${d.coefficient}e-${d.scale}`);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return normalize({ coefficient: coefficientAt(a, scale) + coefficientAt(b, scale), scale });
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, negate(b));
}

export function negate(d: Decimal): Decimal {
  return { coefficient: -d.coefficient, scale: d.scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return normalize({ coefficient: a.coefficient * b.coefficient, scale: a.scale + b.scale });
}

/** -1, 0 or 1. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const difference = coefficientAt(a, scale) - coefficientAt(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Integer division of bigints rounded half away from zero. */
function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return divideHalfAwayFromZero(-numerator, -denominator);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** `a / b` rounded half away from zero to `scale` decimal places. Throws on division by zero. */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal {
  if (b.coefficient === 0n) throw new RangeError('Division durch 0');
  // a/b = (ca / 10^sa) / (cb / 10^sb); scaled by 10^scale: ca·10^(sb+scale) / (cb·10^sa)
  const numerator = a.coefficient * pow10(b.scale + scale);
  const denominator = b.coefficient * pow10(a.scale);
  return normalize({ coefficient: divideHalfAwayFromZero(numerator, denominator), scale });
}

/** Rounds half away from zero to `scale` decimal places (a no-op when already that precise). */
export function round(d: Decimal, scale: number): Decimal {
  if (d.scale <= scale) return d;
  return normalize({ coefficient: divideHalfAwayFromZero(d.coefficient, pow10(d.scale - scale)), scale });
}

/**
 * The multiple of `step` (> 0) nearest to `value`; a remainder of exactly half a step rounds up,
 * as the spec asks for quantities ("a remainder under half a step rounds down, else up").
 */
export function roundToMultiple(value: Decimal, step: Decimal): Decimal {
  if (step.coefficient <= 0n) throw new RangeError('Schrittweite muss positiv sein');
  const scale = Math.max(value.scale, step.scale);
  const v = coefficientAt(value, scale);
  const s = coefficientAt(step, scale);
  let quotient = v / s; // truncates towards zero
  let remainder = v - quotient * s;
  if (remainder < 0n) {
    quotient -= 1n;
    remainder += s;
  }
  if (2n * remainder >= s) quotient += 1n;
  return normalize({ coefficient: quotient * s, scale });
}
