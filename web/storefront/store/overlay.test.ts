import { describe, expect, it } from 'vitest';
import type { CartProduct } from '#shared/cart/cart.ts';
import { canStep, optionPriceText, startDraft, stepAmount } from './overlay';

const semmel: CartProduct = {
  id: 'p1',
  name: 'Leberkässemmel',
  price: 3.9,
  unit: 'amount',
  minimumQuantity: 1,
  maximumQuantity: 10,
  quantityStepSize: 1,
  defaultQuantity: 1,
  config: {
    parts: [
      { name: 'Gebäck', type: 'select', options: [{ name: 'Semmel' }, { name: 'Schwarzbrot', modifier: 'add', value: 0.2 }] },
      { name: 'Extras', type: 'multiselect', optional: true, options: [{ name: 'Kren' }] },
    ],
  },
};

const salami: CartProduct = {
  id: 'p2',
  name: 'Ungarische Salami',
  price: 2.89,
  unit: 'decagram',
  defaultUnit: 'decagram',
  minimumQuantity: 5,
  maximumQuantity: 300,
  quantityStepSize: 5,
  defaultQuantity: 10,
  alternativeUnits: [{ unit: 'gram', ratio: 0.1, minimumQuantity: 50, maximumQuantity: 1000, quantityStepSize: 10 }],
};

describe('startDraft', () => {
  it('a new item: default quantity and unit, one empty entry per part', () => {
    expect(startDraft(semmel)).toEqual({ amount: 1, unit: 'amount', parts: [{ name: 'Gebäck' }, { name: 'Extras' }] });
    expect(startDraft(salami)).toEqual({ amount: 10, unit: 'decagram', parts: [] });
  });

  it('editing: the item, with missing part entries filled in', () => {
    const item = { product: semmel, amount: 3, unit: 'amount', parts: [{ name: 'Gebäck', value: 'Schwarzbrot' }] };
    expect(startDraft(semmel, item)).toEqual({
      amount: 3,
      unit: 'amount',
      parts: [{ name: 'Gebäck', value: 'Schwarzbrot' }, { name: 'Extras' }],
    });
  });
});

describe('stepAmount / canStep', () => {
  const grams = salami.alternativeUnits![0]!;
  it('moves by the step and stops at the bounds', () => {
    expect(stepAmount(10, 1, salami)).toBe(15);
    expect(stepAmount(10, -1, salami)).toBe(5);
    expect(stepAmount(5, -1, salami)).toBe(5);
    expect(stepAmount(300, 1, salami)).toBe(300);
    expect(stepAmount(250, 1, grams)).toBe(260);
    expect(canStep(5, -1, salami)).toBe(false);
    expect(canStep(5, 1, salami)).toBe(true);
    expect(canStep(1000, 1, grams)).toBe(false);
  });

  it('0.1-kg steps stay exact; no step size means 1', () => {
    expect(stepAmount(0.2, 1, { minimumQuantity: 0.1, quantityStepSize: 0.1 })).toBe(0.3);
    expect(stepAmount(2, 1, {})).toBe(3);
  });
});

describe('optionPriceText', () => {
  it('shows add, subtract and overwrite in German currency format', () => {
    expect(optionPriceText({ name: 'Schwarzbrot', modifier: 'add', value: 0.2 })).toBe('+0,20\u00a0€');
    expect(optionPriceText({ name: 'Ohne Beilage', modifier: 'subtract', value: 0.8 })).toBe('\u22120,80\u00a0€');
    expect(optionPriceText({ name: 'Seniorenteller', modifier: 'overwrite', value: 9.5 })).toBe('9,50\u00a0€');
  });

  it('nothing for an option without a price change', () => {
    expect(optionPriceText({ name: 'Semmel' })).toBe('');
    expect(optionPriceText({ name: 'Semmel', modifier: 'add', value: 0 })).toBe('');
  });
});
