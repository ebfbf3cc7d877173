import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, compare, decimal, divide, multiply, negate, round, roundToMultiple, subtract, toNumber } from './decimal';

const n = (value: number | string) => decimal(value);

describe('exact decimals (DESIGN.md §5 "Money is exact")', () => {
  it('parses numbers through their shortest decimal text', () => {
    expect(n(0.1)).toEqual({ coefficient: 1n, scale: 1 });
    expect(n('12.500')).toEqual({ coefficient: 125n, scale: 1 });
    expect(n(-3)).toEqual({ coefficient: -3n, scale: 0 });
    expect(n(1e-7)).toEqual({ coefficient: 1n, scale: 7 });
    expect(n(1.5e21)).toEqual({ coefficient: 1500000000000000000000n, scale: 0 });
    expect(n('+0.5')).toEqual({ coefficient: 5n, scale: 1 });
    expect(n('.5')).toEqual({ coefficient: 5n, scale: 1 });
    expect(n('2.')).toEqual({ coefficient: 2n, scale: 0 });
    expect(n(0)).toEqual({ coefficient: 0n, scale: 0 });
    expect(n('0.000')).toEqual({ coefficient: 0n, scale: 0 });
    expect(decimal(42n)).toEqual({ coefficient: 42n, scale: 0 });
    const d = n(2.5);
    expect(decimal(d)).toBe(d);
  });

  it('rejects what is not a finite decimal', () => {
    expect(() => n(Number.NaN)).toThrow(RangeError);
    expect(() => n(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => n('1,5')).toThrow(RangeError);
    expect(() => n('')).toThrow(RangeError);
    expect(() => n('.')).toThrow(RangeError);
  });

  it('adds 0.1 + 0.2 to exactly 0.3 (no float drift)', () => {
    expect(toNumber(add(n(0.1), n(0.2)))).toBe(0.3);
    expect(toNumber(subtract(n(0.3), n(0.1)))).toBe(0.2);
    expect(toNumber(multiply(n(0.1), n(3)))).toBe(0.3);
    expect(toNumber(negate(n(1.25)))).toBe(-1.25);
  });

  it('sums 0.1 ten times to exactly 1', () => {
    let total = n(0);
    for (let i = 0; i < 10; i += 1) total = add(total, n(0.1));
    expect(total).toEqual({ coefficient: 1n, scale: 0 });
  });

  it('compares across scales', () => {
    expect(compare(n('1.50'), n(1.5))).toBe(0);
    expect(compare(n(0.3), n(0.25))).toBe(1);
    expect(compare(n(-1), n(0.001))).toBe(-1);
  });

  it('rounds half away from zero (kaufmännisch)', () => {
    expect(toNumber(round(n('1.005'), 2))).toBe(1.01);
    expect(toNumber(round(n('1.0049'), 2))).toBe(1);
    expect(toNumber(round(n('-1.005'), 2))).toBe(-1.01);
    expect(toNumber(round(n('-1.0049'), 2))).toBe(-1);
    expect(round(n('1.5'), 3)).toEqual(n(1.5));
  });

  it('divides with rounding to a given scale', () => {
    expect(toNumber(divide(n(1), n(3), 4))).toBe(0.3333);
    expect(toNumber(divide(n(2), n(3), 4))).toBe(0.6667);
    expect(toNumber(divide(n(-2), n(3), 4))).toBe(-0.6667);
    expect(toNumber(divide(n(2), n(-3), 4))).toBe(-0.6667);
    expect(toNumber(divide(n(12), n(1.2), 4))).toBe(10);
    expect(() => divide(n(1), n(0), 2)).toThrow(RangeError);
  });

  it('rounds to the nearest multiple of a step, half a step up', () => {
    expect(toNumber(roundToMultiple(n(0.34), n(0.1)))).toBe(0.3);
    expect(toNumber(roundToMultiple(n(0.35), n(0.1)))).toBe(0.4);
    expect(toNumber(roundToMultiple(n(0.3), n(0.1)))).toBe(0.3);
    expect(toNumber(roundToMultiple(n(-0.34), n(0.1)))).toBe(-0.3);
    expect(toNumber(roundToMultiple(n(-0.35), n(0.1)))).toBe(-0.3);
    expect(toNumber(roundToMultiple(n(7), n(2.5)))).toBe(7.5);
    expect(() => roundToMultiple(n(1), n(0))).toThrow(RangeError);
  });

  it('round-trips every finite double through decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(toNumber(decimal(x))).toBe(x === 0 ? 0 : x);
      }),
    );
  });

  it('adds associatively and exactly (property)', () => {
    const dec = fc.integer({ min: -1e9, max: 1e9 }).chain((c) => fc.integer({ min: 0, max: 6 }).map((s) => decimal(`${c}e-${s}`)));
    fc.assert(
      fc.property(dec, dec, dec, (a, b, c) => {
        expect(compare(add(add(a, b), c), add(a, add(b, c)))).toBe(0);
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
      }),
    );
  });
});
