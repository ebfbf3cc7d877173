import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money } from '../money/money';
import { PRICING_MODELS, formatPrice, lineModels, totalPricingModel, type PricingModel } from './index';

describe('prices with their pricing model', () => {
  it('fixed shows the amount only; approximate "ca.", minimum "ab"', () => {
    expect(formatPrice(money(12.99), 'fixed')).toBe('12,99\u00a0€');
    expect(formatPrice(money(12.99), 'approximate')).toBe('ca. 12,99\u00a0€');
    expect(formatPrice(money(289), 'minimum')).toBe('ab 289,00\u00a0€');
    expect(formatPrice(money(5), 'fixed', 'CHF')).toBe('5,00\u00a0CHF');
  });

  it('a sum is fixed, "ab" when only minimum lines vary, else "ca."', () => {
    expect(totalPricingModel([])).toBe('fixed');
    expect(totalPricingModel([{ model: 'fixed' }, { model: 'fixed' }])).toBe('fixed');
    expect(totalPricingModel([{ model: 'fixed' }, { model: 'minimum' }])).toBe('minimum');
    expect(totalPricingModel([{ model: 'minimum' }, { model: 'approximate' }])).toBe('approximate');
    expect(totalPricingModel([{ model: 'approximate' }])).toBe('approximate');
  });

  it('reads stored lines without a model as fixed', () => {
    expect(lineModels([{ pricingModel: null }, {}, { pricingModel: 'minimum' }])).toEqual([{ model: 'fixed' }, { model: 'fixed' }, { model: 'minimum' }]);
    expect(totalPricingModel(lineModels([{}, { pricingModel: 'minimum' }]))).toBe('minimum');
  });

  it('the sum ignores fixed lines and does not depend on the order of lines (property)', () => {
    const models = fc.array(fc.constantFrom<PricingModel>(...PRICING_MODELS).map((model) => ({ model })));
    fc.assert(
      fc.property(models, (lines) => {
        const total = totalPricingModel(lines);
        expect(totalPricingModel([...lines].reverse())).toBe(total);
        expect(totalPricingModel([...lines, { model: 'fixed' }])).toBe(total);
      }),
    );
  });
});
