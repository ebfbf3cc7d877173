import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './fields';

describe('numbers typed in the back office', () => {
  it('reads a decimal comma or point, and nothing as undefined', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 3,90 ')).toBe(3.9);
    expect(parseDecimal('-0,5')).toBe(-0.5);
    expect(parseDecimal('7')).toBe(7);
    expect(parseDecimal('12,')).toBe(12);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('   ')).toBeUndefined();
  });

  it('takes what is not a number as NaN, so the form can say so instead of saving a guess', () => {
    for (const text of ['12,5,0', '1.000,50', 'abc', '-', ',', '3 €', '1e3']) expect(parseDecimal(text), text).toBeNaN();
  });

  it('shows numbers with a decimal comma, money with two digits', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(3.9, 2)).toBe('3,90');
    expect(formatDecimal(4, 2)).toBe('4,00');
    expect(formatDecimal(undefined)).toBe('');
    expect(formatDecimal(Number.NaN, 2)).toBe('');
  });
});
