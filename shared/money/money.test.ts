import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZERO_BREAKDOWN, addBreakdowns, formatMoney, money, moneyToCents, moneyToNumber, roundToCents, splitGross, sumMoney } from './index';

const NBSP = '\u00a0';

describe('storefront §9 Money and tax', () => {
  it('keeps amounts as integer ten-thousandths', () => {
    expect(money(12.99)).toBe(129_900);
    expect(money('0.07')).toBe(700);
    expect(money(0.1 + 0.2)).toBe(3_000); // 0.30000000000000004 is 0.3 at 4 decimals
    expect(money(1.00005)).toBe(10_001); // half away from zero
    expect(money(-1.00005)).toBe(-10_001);
    expect(moneyToNumber(129_900)).toBe(12.99);
    expect(moneyToNumber(-7)).toBe(-0.0007);
  });

  it('rounds to cents only for display and charging', () => {
    expect(roundToCents(12_350)).toBe(12_400);
    expect(roundToCents(12_349)).toBe(12_300);
    expect(roundToCents(-12_350)).toBe(-12_400);
    expect(moneyToCents(12_350)).toBe(124);
    expect(moneyToCents(money(19.99))).toBe(1999);
  });

  it('rounds net to 4 decimals and makes tax gross minus net', () => {
    expect(splitGross(money(12), 20)).toEqual({ net: 100_000, tax: 20_000, gross: 120_000 });
    expect(splitGross(money(11), 10)).toEqual({ net: 100_000, tax: 10_000, gross: 110_000 });
    expect(splitGross(money(9.99), 20)).toEqual({ net: 83_250, tax: 16_650, gross: 99_900 }); // 8.325
    expect(splitGross(money(1), 20)).toEqual({ net: 8_333, tax: 1_667, gross: 10_000 }); // 0.83333…
    expect(splitGross(money(1), 10)).toEqual({ net: 9_091, tax: 909, gross: 10_000 }); // 0.90909…
    expect(splitGross(money(2.5), 13)).toEqual({ net: 22_124, tax: 2_876, gross: 25_000 }); // 2.21238…
    expect(splitGross(money(10.55), 5.5)).toEqual({ net: 100_000, tax: 5_500, gross: 105_500 });
    expect(splitGross(money(4.2), 0)).toEqual({ net: 42_000, tax: 0, gross: 42_000 });
    expect(splitGross(0, 20)).toEqual({ net: 0, tax: 0, gross: 0 });
  });

  it('rounds an exact half of the last place away from zero', () => {
    expect(splitGross(3, 100)).toEqual({ net: 2, tax: 1, gross: 3 }); // 1.5 → 2
    expect(splitGross(-3, 100)).toEqual({ net: -2, tax: -1, gross: -3 });
  });

  it('refuses a negative or non-finite rate', () => {
    expect(() => splitGross(100, -1)).toThrow(RangeError);
    expect(() => splitGross(100, Number.NaN)).toThrow(RangeError);
  });

  it('has net + tax = gross and net within half a ten-thousandth of the exact value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.constantFrom(0, 5.5, 7, 10, 13, 19, 20), (gross, rate) => {
        const split = splitGross(gross, rate);
        expect(split.net + split.tax).toBe(gross);
        // |net · (100 + rate) − gross · 100| ≤ (100 + rate) / 2, in integers scaled by 10
        const error = BigInt(split.net) * BigInt(1000 + rate * 10) - BigInt(gross) * 1000n;
        const bound = BigInt(1000 + rate * 10) / 2n;
        expect(error <= bound && -error <= bound).toBe(true);
      }),
    );
  });

  it('adds amounts and breakdowns exactly', () => {
    expect(sumMoney([money(0.1), money(0.2), money(0.3)])).toBe(money(0.6));
    expect(sumMoney([])).toBe(0);
    expect(addBreakdowns(ZERO_BREAKDOWN, { net: 1, tax: 2, gross: 3 })).toEqual({ net: 1, tax: 2, gross: 3 });
  });

  it('formats de-DE with 2 decimals, EUR by default', () => {
    expect(formatMoney(money(12.99))).toBe(`12,99${NBSP}€`);
    expect(formatMoney(money(1.005))).toBe(`1,01${NBSP}€`); // rounded half up on the exact value
    expect(formatMoney(money(1.0049))).toBe(`1,00${NBSP}€`);
    expect(formatMoney(money(1234567.891))).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(money(0.07))).toBe(`0,07${NBSP}€`);
    expect(formatMoney(money(-5), 'CHF')).toBe(`-5,00${NBSP}CHF`);
    expect(formatMoney(money(15), 'CHF')).toBe(`15,00${NBSP}CHF`);
  });
});
