import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrderLines, productSnapshot } from '../pricing/order-lines';
import type { DeliveryArea, PricedProduct } from '../pricing/pricing';
import { counterAmountError, itemUpdateRefusal, repriceWithCounterAmount, type OrderToReprice, type RepricedLine } from './item-update';

/** Faschiertes: 11.90 per kg at 10 %, also by the gram (approximate). */
const faschiertes: PricedProduct = {
  name: 'Faschiertes gemischt',
  price: 11.9,
  tax: 10,
  unit: 'kilogram',
  pricing: 'fixed',
  alternativeUnits: [{ unit: 'gram', ratio: 0.001, minimumQuantity: 250, maximumQuantity: 5000, quantityStepSize: 50, calculationModel: 'approximate' }],
  config: { parts: [{ name: 'Mahlgrad', type: 'select', optional: false, options: [{ name: 'Fein' }, { name: 'Grob', modifier: 'add', value: 0.5 }] }] },
};
const semmel: PricedProduct = { name: 'Semmel', price: 0.6, tax: 10, unit: 'amount' };
const saft: PricedProduct = { name: 'Apfelsaft', price: 2.5, tax: 20, unit: 'amount' };

const takeaway = (lines: RepricedLine[]): OrderToReprice => ({ orderType: 'takeaway', deliveryArea: null, lines });

describe('repriceWithCounterAmount: hand-computed examples', () => {
  it('500 g Faschiertes weighed 523 g: the line and the totals with taxes per rate', () => {
    const order = takeaway([
      { product: faschiertes, amount: 500, unit: 'gram', parts: [{ name: 'Mahlgrad', value: 'Fein' }] },
      { product: semmel, amount: 4, unit: 'amount', parts: [] },
      { product: saft, amount: 2, unit: 'amount', parts: [] },
    ]);
    const result = repriceWithCounterAmount(order, { index: 0, amount: 523 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 0.523 kg × 11.90 = 6.2237; net 6.2237 / 1.1 = 5.65790… → 5.6579, tax 0.5658.
    expect(result.line).toEqual({ amount: 523, unit: 'gram', orderedAmount: 500, orderedUnit: 'gram', price: 6.2237, pricingModel: 'approximate' });
    expect(result.lines.map((line) => line.price)).toEqual([6.2237, 2.4, 5]);
    expect(result.pricing).toEqual({
      net: 12.0064,
      tax: 1.6173,
      gross: 13.6237,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 12.0064,
      totalTax: 1.6173,
      totalGross: 13.6237,
      taxes: [
        // 10 %: 6.2237 + 2.40 = 8.6237; net 5.6579 + 2.1818 = 7.8397; tax 0.5658 + 0.2182 = 0.7840.
        { rate: 10, net: 7.8397, tax: 0.784, gross: 8.6237 },
        // 20 %: 5.00; net 4.16666… → 4.1667; tax 0.8333.
        { rate: 20, net: 4.1667, tax: 0.8333, gross: 5 },
      ],
    });
  });

  it('the option modifier stays in the price, and the unit may change to kilograms', () => {
    const order = takeaway([{ product: faschiertes, amount: 500, unit: 'gram', parts: [{ name: 'Mahlgrad', value: 'Grob' }] }]);
    const result = repriceWithCounterAmount(order, { index: 0, amount: 0.48, unit: 'kilogram' });
    // (11.90 + 0.50) × 0.48 = 5.952; the kilogram is the product's own unit: fixed.
    expect(result).toMatchObject({
      ok: true,
      line: { amount: 0.48, unit: 'kilogram', orderedAmount: 500, orderedUnit: 'gram', price: 5.952, pricingModel: 'fixed' },
    });
  });

  it('a delivery order: weighed over the free-from value, the delivery fee goes away', () => {
    // Delivery items are taxed at the area's rate (20 %); fee 3.50, free above 50.
    const area: DeliveryArea = { area: '8010 Graz', price: 3.5, tax: 20, minimumOrderValue: 20, freeFromOrderValue: 50 };
    const leberkaese: PricedProduct = { name: 'Leberkäse', price: 24.9, tax: 10, unit: 'kilogram' };
    const order: OrderToReprice = { orderType: 'delivery', deliveryArea: area, lines: [{ product: leberkaese, amount: 2, unit: 'kilogram' }] };
    const ordered = priceOrderLines(order.lines, order);
    // 2 × 24.90 = 49.80 (not above 50): fee 3.50 (net 2.9167, tax 0.5833), total 53.30.
    expect(ordered.pricing).toMatchObject({ gross: 49.8, net: 41.5, deliveryGross: 3.5, deliveryNet: 2.9167, totalGross: 53.3 });
    const weighed = repriceWithCounterAmount(order, { index: 0, amount: 2.05 });
    // 2.05 × 24.90 = 51.045 > 50: free; net 51.045 / 1.2 = 42.5375, tax 8.5075.
    expect(weighed).toMatchObject({
      ok: true,
      pricing: {
        gross: 51.045,
        net: 42.5375,
        tax: 8.5075,
        deliveryGross: 0,
        totalGross: 51.045,
        taxes: [{ rate: 20, net: 42.5375, tax: 8.5075, gross: 51.045 }],
      },
    });
  });

  it('weighing again keeps what was ordered first', () => {
    const once: RepricedLine = {
      product: faschiertes,
      amount: 523,
      unit: 'gram',
      orderedAmount: 500,
      orderedUnit: 'gram',
      parts: [{ name: 'Mahlgrad', value: 'Fein' }],
    };
    expect(repriceWithCounterAmount(takeaway([once]), { index: 0, amount: 0.51, unit: 'kilogram' })).toMatchObject({
      ok: true,
      line: { amount: 0.51, unit: 'kilogram', orderedAmount: 500, orderedUnit: 'gram' },
    });
  });

  it('refuses an unknown position (404), a unit the product lacks and insane amounts (400)', () => {
    const order = takeaway([
      { product: faschiertes, amount: 500, unit: 'gram', parts: [{ name: 'Mahlgrad', value: 'Fein' }] },
      { product: semmel, amount: 4, unit: 'amount' },
    ]);
    expect(repriceWithCounterAmount(order, { index: 2, amount: 1 })).toEqual({
      ok: false,
      status: 404,
      error: { code: 'orderItem.unknown', message: 'Diese Position gibt es in der Bestellung nicht.' },
    });
    expect(repriceWithCounterAmount(order, { index: 1, amount: 1, unit: 'kilogram' })).toEqual({
      ok: false,
      status: 400,
      field: 'unit',
      error: { code: 'orderItem.unit', message: 'Die Einheit „Kilogramm“ ist für „Semmel“ nicht verfügbar.' },
    });
    expect(repriceWithCounterAmount(order, { index: 1, amount: 4.5 })).toMatchObject({
      ok: false,
      status: 400,
      field: 'amount',
      error: { code: 'orderItem.amountWhole', message: 'Bitte geben Sie die Menge in Stück als ganze Zahl an.' },
    });
  });
});

describe('counterAmountError', () => {
  const ordered = { amount: 500, unit: 'gram' };
  it('allows any amount off the step grid up to ten times the ordered amount, with at most three decimals', () => {
    expect(counterAmountError(523, 'gram', faschiertes, ordered)).toBeNull();
    expect(counterAmountError(1.5, 'gram', faschiertes, ordered)).toBeNull();
    expect(counterAmountError(5000, 'gram', faschiertes, ordered)).toBeNull();
    expect(counterAmountError(5, 'kilogram', faschiertes, ordered)).toBeNull();
    expect(counterAmountError(0.523, 'kilogram', faschiertes, ordered)).toBeNull();
    expect(counterAmountError(0.5235, 'kilogram', faschiertes, ordered)?.code).toBe('orderItem.amountPrecision');
    expect(counterAmountError(5000.5, 'gram', faschiertes, ordered)?.code).toBe('orderItem.amountTooLarge');
    // 523 kg instead of 523 g.
    expect(counterAmountError(523, 'kilogram', faschiertes, ordered)).toEqual({
      code: 'orderItem.amountTooLarge',
      message: 'Die Menge darf höchstens das Zehnfache der bestellten Menge sein. Bitte prüfen Sie Menge und Einheit.',
    });
    expect(counterAmountError(3, 'amount', semmel, { amount: 4, unit: 'amount' })).toBeNull();
  });
});

describe('itemUpdateRefusal', () => {
  it('open and confirmed orders paid at the shop only', () => {
    expect(itemUpdateRefusal({ paymentMethod: 'cash' })).toBeNull();
    expect(itemUpdateRefusal({ paymentMethod: 'atm-card', isConfirmed: true })).toBeNull();
    expect(itemUpdateRefusal({ paymentMethod: 'cash', isConfirmed: true, isInDelivery: true })).toBe('orderItem.closed');
    expect(itemUpdateRefusal({ paymentMethod: 'cash', isConfirmed: true, isCompleted: true })).toBe('orderItem.closed');
    expect(itemUpdateRefusal({ paymentMethod: 'cash', isCanceled: true })).toBe('orderItem.closed');
    expect(itemUpdateRefusal({ paymentMethod: 'mollie', isPaid: true })).toBe('orderItem.onlinePayment');
    expect(itemUpdateRefusal({ paymentMethod: 'datatrans' })).toBe('orderItem.onlinePayment');
    expect(itemUpdateRefusal({ paymentMethod: 'mollie', isFailed: true })).toBe('orderItem.closed');
  });
});

describe('properties', () => {
  const products = [faschiertes, semmel, saft].map((product) => ({ ...product, ...productSnapshot(product) }));
  const line = fc.oneof(
    fc.record({
      product: fc.constant(products[0]!),
      amount: fc.integer({ min: 250, max: 5000 }),
      unit: fc.constant('gram'),
      parts: fc.constant([{ name: 'Mahlgrad', value: 'Grob' }]),
    }),
    fc.record({ product: fc.constant(products[1]!), amount: fc.integer({ min: 1, max: 50 }), unit: fc.constant('amount') }),
    fc.record({ product: fc.constant(products[2]!), amount: fc.integer({ min: 1, max: 20 }), unit: fc.constant('amount') }),
  );

  it('weighing a line with its own amount changes no figure; the totals always add up', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.nat(), fc.integer({ min: 1, max: 10 }), (lines, pick, factor) => {
        const order = takeaway(lines);
        const index = pick % lines.length;
        const same = repriceWithCounterAmount(order, { index, amount: lines[index]!.amount });
        const created = priceOrderLines(lines, order);
        expect(same).toMatchObject({ ok: true, lines: created.lines, pricing: created.pricing });

        const changed = repriceWithCounterAmount(order, { index, amount: lines[index]!.amount * factor });
        if (!changed.ok) throw new Error(changed.error.message);
        const { pricing } = changed;
        const cents = (value: number) => Math.round(value * 10_000);
        expect(cents(pricing.net) + cents(pricing.tax)).toBe(cents(pricing.gross));
        expect(changed.lines.reduce((sum, figures) => sum + cents(figures.price), 0)).toBe(cents(pricing.totalGross));
        expect(pricing.taxes.reduce((sum, bucket) => sum + cents(bucket.tax), 0)).toBe(cents(pricing.totalTax));
      }),
    );
  });
});
