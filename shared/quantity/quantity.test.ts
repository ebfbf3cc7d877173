import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, multiply, roundToMultiple, toNumber } from '../money/decimal';
import {
  amountInProductUnit,
  changeUnit,
  clampQuantity,
  initialQuantity,
  isQuantityAllowed,
  offeredUnits,
  parseAmountInput,
  quantityBounds,
  quantityNotAllowedMessage,
  type QuantityProduct,
} from './index';

// Beef fillet sold per kg in 0.1-kg steps between 0.2 and 3 kg, also by gram and by piece.
const fillet: QuantityProduct = {
  name: 'Rinderfilet',
  unit: 'kilogram',
  minimumQuantity: 0.2,
  maximumQuantity: 3,
  quantityStepSize: 0.1,
  alternativeUnits: [
    { unit: 'gram', ratio: 0.001, minimumQuantity: 100, maximumQuantity: 3000, quantityStepSize: 50 },
    { unit: 'amount', ratio: 0.25, minimumQuantity: 1, maximumQuantity: 12, quantityStepSize: 1 },
  ],
};

describe('storefront §5 Quantity', () => {
  const kg = quantityBounds(fillet, 'kilogram');

  it('gives the minimum at or below the minimum', () => {
    expect(clampQuantity(0.2, kg)).toBe(0.2);
    expect(clampQuantity(0.19, kg)).toBe(0.2);
    expect(clampQuantity(0, kg)).toBe(0.2);
    expect(clampQuantity(-5, kg)).toBe(0.2);
  });

  it('gives the maximum at or above a set maximum', () => {
    expect(clampQuantity(3, kg)).toBe(3);
    expect(clampQuantity(3.04, kg)).toBe(3);
    expect(clampQuantity(99, kg)).toBe(3);
  });

  it('snaps to 0.1-kg steps: under half a step down, exactly half a step and more up', () => {
    expect(clampQuantity(0.34, kg)).toBe(0.3);
    expect(clampQuantity(0.35, kg)).toBe(0.4); // exactly half a step
    expect(clampQuantity(0.36, kg)).toBe(0.4);
    expect(clampQuantity(0.3, kg)).toBe(0.3); // 0.3 is a float that 0.1·3 is not: still on the step
    expect(clampQuantity(0.1 + 0.2, kg)).toBe(0.3); // 0.30000000000000004 snaps back
    expect(clampQuantity(2.95, kg)).toBe(3);
  });

  it('snaps integer steps the same way', () => {
    const pieces = quantityBounds(fillet, 'amount');
    expect(clampQuantity(2.4, pieces)).toBe(2);
    expect(clampQuantity(2.5, pieces)).toBe(3);
    const grams = quantityBounds(fillet, 'gram');
    expect(clampQuantity(124, grams)).toBe(100);
    expect(clampQuantity(125, grams)).toBe(150);
  });

  it('uses the bounds of the matching alternative unit', () => {
    expect(quantityBounds(fillet, 'gram')).toMatchObject({ minimumQuantity: 100, quantityStepSize: 50 });
    expect(quantityBounds(fillet, 'kilogram')).toBe(fillet);
    expect(() => quantityBounds(fillet, 'liter')).toThrow('Die Einheit „liter“ ist für „Rinderfilet“ nicht verfügbar.');
    expect(offeredUnits(fillet)).toEqual(['kilogram', 'gram', 'amount']);
    expect(offeredUnits({ unit: 'amount', alternativeUnits: [{ unit: 'amount' }] })).toEqual(['amount']);
  });

  it('without bounds only keeps amounts from going negative', () => {
    expect(clampQuantity(1.234, {})).toBe(1.234);
    expect(clampQuantity(-1, {})).toBe(0);
    expect(clampQuantity(7, { maximumQuantity: 0, minimumQuantity: null, quantityStepSize: 0 })).toBe(7);
  });

  it('returns a bound when a badly configured step would leave the bounds', () => {
    // Minimum 0.3 is not a multiple of 0.25: 0.35 snaps to 0.25 and gives the minimum.
    expect(clampQuantity(0.35, { minimumQuantity: 0.3, quantityStepSize: 0.25 })).toBe(0.3);
    // Maximum 1.45 is not a multiple of 0.25: 1.3 snaps to 1.25, but 1.4 would snap to 1.5.
    expect(clampQuantity(1.3, { maximumQuantity: 1.45, quantityStepSize: 0.25 })).toBe(1.25);
    expect(clampQuantity(1.4, { maximumQuantity: 1.45, quantityStepSize: 0.25 })).toBe(1.45);
  });

  it('keeps clamped amounts within bounds and on the step (property)', () => {
    const steps = [0.1, 0.25, 0.5, 1, 5, 50];
    const bounds = fc
      .record({
        step: fc.constantFrom(...steps),
        minSteps: fc.integer({ min: 0, max: 20 }),
        spanSteps: fc.integer({ min: 0, max: 200 }),
        hasMax: fc.boolean(),
      })
      .map(({ step, minSteps, spanSteps, hasMax }) => ({
        quantityStepSize: step,
        minimumQuantity: toNumber(multiply(decimal(minSteps), decimal(step))),
        maximumQuantity: hasMax ? toNumber(multiply(decimal(minSteps + spanSteps), decimal(step))) : null,
      }));
    fc.assert(
      fc.property(bounds, fc.double({ min: -100, max: 20_000, noNaN: true }), (b, amount) => {
        const result = clampQuantity(amount, b);
        expect(result).toBeGreaterThanOrEqual(b.minimumQuantity);
        // A maximum of 0 (min and span of 0 steps) means no maximum, as an unset field does.
        if (b.maximumQuantity) expect(result).toBeLessThanOrEqual(b.maximumQuantity);
        expect(toNumber(roundToMultiple(decimal(result), decimal(b.quantityStepSize)))).toBe(result);
        expect(clampQuantity(result, b)).toBe(result); // idempotent
        expect(isQuantityAllowed(result, b)).toBe(true);
      }),
    );
  });

  it('tells whether an amount is allowed as it is, with a German message otherwise', () => {
    expect(isQuantityAllowed(0.3, kg)).toBe(true);
    expect(isQuantityAllowed(0.35, kg)).toBe(false);
    expect(isQuantityAllowed(0.1, kg)).toBe(false);
    expect(isQuantityAllowed(Number.NaN, kg)).toBe(false);
    expect(quantityNotAllowedMessage(0.35, 'kilogram', fillet)).toBe('Die Menge 0,35 kg ist für „Rinderfilet“ nicht zulässig.');
    expect(quantityNotAllowedMessage(2, 'amount', { unit: 'amount' })).toBe('Die Menge 2 Stk. ist für „“ nicht zulässig.');
  });

  it('parses amount input: comma to dot, non-numbers to 0, then clamps', () => {
    expect(parseAmountInput('0,5', kg)).toBe(0.5);
    expect(parseAmountInput(' 1,26 ', kg)).toBe(1.3);
    expect(parseAmountInput('1.24', kg)).toBe(1.2);
    expect(parseAmountInput(',5', {})).toBe(0.5);
    expect(parseAmountInput('2.', {})).toBe(2);
    expect(parseAmountInput('abc', {})).toBe(0);
    expect(parseAmountInput('', {})).toBe(0);
    expect(parseAmountInput('1.2.3', {})).toBe(0);
    expect(parseAmountInput('0x10', {})).toBe(0);
    expect(parseAmountInput('Infinity', {})).toBe(0);
    expect(parseAmountInput('abc', kg)).toBe(0.2); // 0, then clamped to the minimum
    expect(parseAmountInput('17', kg)).toBe(3);
  });
});

describe('storefront §5 Quantity: changing the unit converts the amount', () => {
  it('converts within a type exactly', () => {
    expect(changeUnit(0.5, 'kilogram', 'gram', fillet)).toBe(500);
    expect(changeUnit(0.3, 'kilogram', 'gram', fillet)).toBe(300);
    expect(changeUnit(250, 'gram', 'kilogram', fillet)).toBe(0.3); // 0.25 kg snaps up (half a step)
    expect(changeUnit(1200, 'gram', 'kilogram', fillet)).toBe(1.2);
  });

  it('converts across types through the ratio', () => {
    expect(changeUnit(1, 'kilogram', 'amount', fillet)).toBe(4);
    expect(changeUnit(3, 'amount', 'kilogram', fillet)).toBe(0.8); // 0.75 kg snaps up
    expect(changeUnit(2, 'amount', 'gram', fillet)).toBe(500);
    expect(changeUnit(0.3, 'kilogram', 'amount', fillet)).toBe(1); // 1.2 pieces
  });

  it('gives the new unit minimum when the ratio is 0', () => {
    const broken: QuantityProduct = { unit: 'kilogram', alternativeUnits: [{ unit: 'amount', ratio: 0, minimumQuantity: 1 }] };
    expect(changeUnit(2, 'kilogram', 'amount', broken)).toBe(1);
  });

  it('refuses a unit the product does not offer', () => {
    expect(() => changeUnit(1, 'kilogram', 'liter', fillet)).toThrow('nicht verfügbar');
    expect(() => changeUnit(1, 'liter', 'kilogram', fillet)).toThrow('nicht verfügbar');
  });

  it('expresses amounts in the product unit', () => {
    expect(toNumber(amountInProductUnit(250, 'gram', fillet))).toBe(0.25);
    expect(toNumber(amountInProductUnit(3, 'amount', fillet))).toBe(0.75);
    expect(toNumber(amountInProductUnit(0.7, 'kilogram', fillet))).toBe(0.7);
    expect(toNumber(amountInProductUnit(2, 'amount', { unit: 'kilogram', alternativeUnits: [{ unit: 'amount' }] }))).toBe(0);
  });

  it('round-trips kg → g → kg on the step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (tenths) => {
        const kgAmount = tenths / 10;
        const grams = changeUnit(kgAmount, 'kilogram', 'gram', fillet);
        expect(grams).toBe(tenths * 100);
        expect(changeUnit(grams, 'gram', 'kilogram', fillet)).toBe(kgAmount);
      }),
    );
  });
});

describe('storefront §3 Product defaultQuantity and defaultUnit', () => {
  it('starts with the default unit and quantity, clamped', () => {
    expect(initialQuantity(fillet)).toEqual({ amount: 0.2, unit: 'kilogram' });
    expect(initialQuantity({ ...fillet, defaultUnit: 'gram', defaultQuantity: 260 })).toEqual({ amount: 250, unit: 'gram' });
    expect(initialQuantity({ ...fillet, defaultUnit: 'liter' })).toEqual({ amount: 0.2, unit: 'kilogram' });
    expect(initialQuantity({ unit: 'amount' })).toEqual({ amount: 1, unit: 'amount' });
  });
});
