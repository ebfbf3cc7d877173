import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInputText, formatAmount, formatQuantity, parseAmountInput } from './index';

describe('amounts and quantities as text', () => {
  it('German number format, up to 3 decimals', () => {
    expect(formatAmount(2.5)).toBe('2,5');
    expect(formatAmount(1000)).toBe('1.000');
    expect(formatAmount(0.125)).toBe('0,125');
    expect(formatAmount(0.4875)).toBe('0,488');
    expect(amountInputText(1000)).toBe('1000');
    expect(amountInputText(0.5)).toBe('0,5');
  });

  it('with the unit short name', () => {
    expect(formatQuantity(20, 'decagram')).toBe('20 dag');
    expect(formatQuantity(2, 'amount')).toBe('2 Stk.');
    expect(formatQuantity(0.5, 'kilogram')).toBe('0,5 kg');
    expect(formatQuantity(500, 'gram')).toBe('500 g');
    expect(formatQuantity(1500, 'gram')).toBe('1.500 g');
  });

  it('writes an unknown unit id as it is', () => {
    expect(formatQuantity(3, 'sack')).toBe('3 sack');
  });

  it('the input text parses back to the amount (property)', () => {
    // Amounts as a counter or a customer types them: up to 3 decimals.
    const amounts = fc.integer({ min: 0, max: 10_000_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(amounts, (amount) => {
        const text = amountInputText(amount);
        expect(text).not.toContain('.');
        expect(parseAmountInput(text, {})).toBe(amount);
      }),
    );
  });
});
