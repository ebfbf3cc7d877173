import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/money/money';
import { amountInputText, formatAmount, formatPrice, formatQuantity, partSections, totalPricingModel } from './format';

describe('amounts', () => {
  it('German number format, up to 3 decimals', () => {
    expect(formatAmount(2.5)).toBe('2,5');
    expect(formatAmount(1000)).toBe('1.000');
    expect(formatAmount(0.125)).toBe('0,125');
    expect(amountInputText(1000)).toBe('1000');
    expect(amountInputText(0.5)).toBe('0,5');
  });

  it('with the unit short name', () => {
    expect(formatQuantity(20, 'decagram')).toBe('20 dag');
    expect(formatQuantity(2, 'amount')).toBe('2 Stk.');
    expect(formatQuantity(0.5, 'kilogram')).toBe('0,5 kg');
  });
});

describe('prices with their pricing model', () => {
  it('fixed shows the amount only; approximate "ca.", minimum "ab"', () => {
    expect(formatPrice(money(12.99), 'fixed')).toBe('12,99\u00a0€');
    expect(formatPrice(money(12.99), 'approximate')).toBe('ca. 12,99\u00a0€');
    expect(formatPrice(money(289), 'minimum')).toBe('ab 289,00\u00a0€');
  });

  it('a sum is fixed, "ab" when only minimum lines vary, else "ca."', () => {
    expect(totalPricingModel([])).toBe('fixed');
    expect(totalPricingModel([{ model: 'fixed' }, { model: 'fixed' }])).toBe('fixed');
    expect(totalPricingModel([{ model: 'fixed' }, { model: 'minimum' }])).toBe('minimum');
    expect(totalPricingModel([{ model: 'minimum' }, { model: 'approximate' }])).toBe('approximate');
    expect(totalPricingModel([{ model: 'approximate' }])).toBe('approximate');
  });
});

describe('partSections', () => {
  const product = {
    config: {
      parts: [
        { name: 'Gebäck', type: 'select' as const, options: [{ name: 'Semmel' }, { name: 'Schwarzbrot' }] },
        { name: 'Extras', type: 'multiselect' as const, optional: true, options: [{ name: 'Senf süß' }, { name: 'Gurkerl' }] },
        { name: 'Wunschtext', type: 'text' as const, optional: true },
        { name: 'Foto', type: 'images' as const, optional: true },
        { name: 'Vorlage', type: 'file' as const, optional: true },
      ],
    },
  };
  const file = (id: string) => ({ id, version: 1, extension: 'jpg', publicHash: 'h' });

  it('one section per filled-in part, in part order', () => {
    expect(
      partSections(product, [
        { name: 'Gebäck', value: 'Schwarzbrot' },
        { name: 'Extras', value: ['Senf süß', 'Gurkerl'] },
        { name: 'Wunschtext', value: '  Alles Gute!  ' },
        { name: 'Foto', files: [file('a'), file('b')] },
        { name: 'Vorlage', files: [file('c')] },
      ]),
    ).toEqual([
      { name: 'Gebäck', text: 'Schwarzbrot' },
      { name: 'Extras', text: 'Senf süß, Gurkerl' },
      { name: 'Wunschtext', text: 'Alles Gute!' },
      { name: 'Foto', text: '2 Bilder' },
      { name: 'Vorlage', text: '1 Datei' },
    ]);
  });

  it('skips empty parts', () => {
    expect(partSections(product, [{ name: 'Gebäck', value: 'Semmel' }, { name: 'Extras', value: [] }, { value: ' ' }])).toEqual([
      { name: 'Gebäck', text: 'Semmel' },
    ]);
    expect(partSections({}, null)).toEqual([]);
  });
});
