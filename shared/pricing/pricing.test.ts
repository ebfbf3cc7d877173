import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toNumber } from '../money/decimal';
import { money } from '../money/money';
import {
  checkMinimumOrderValue,
  deliveryFee,
  effectivePricingModel,
  isVariablePrice,
  modifiedPrice,
  priceCart,
  priceLine,
  pricingModelLabel,
  pricingSummary,
  taxRate,
  unitPrice,
  type DeliveryArea,
  type PricedLine,
  type PricedProduct,
} from './index';

const NBSP = '\u00a0';

// Dry-aged beef fillet: 49.90 €/kg, also by gram and by piece (one piece ≈ 0.25 kg).
const fillet: PricedProduct = {
  name: 'Rinderfilet',
  price: 49.9,
  tax: 10,
  unit: 'kilogram',
  alternativeUnits: [
    { unit: 'gram', ratio: 0.001 },
    { unit: 'amount', ratio: 0.25, calculationModel: 'approximate' },
  ],
};

describe('storefront §9 Pricing models', () => {
  it('uses the model of the chosen unit when the product pricing is fixed', () => {
    expect(effectivePricingModel(fillet, 'kilogram')).toBe('fixed');
    expect(effectivePricingModel(fillet, 'gram')).toBe('fixed');
    expect(effectivePricingModel(fillet, 'amount')).toBe('approximate');
    expect(effectivePricingModel({ ...fillet, calculationModel: 'minimum' }, 'kilogram')).toBe('minimum');
    expect(effectivePricingModel({ ...fillet, pricing: 'fixed' }, 'amount')).toBe('approximate');
  });

  it('lets a product pricing that is not fixed win', () => {
    expect(effectivePricingModel({ ...fillet, pricing: 'minimum' }, 'amount')).toBe('minimum');
    expect(effectivePricingModel({ ...fillet, pricing: 'approximate' }, 'kilogram')).toBe('approximate');
  });

  it('finds the alternative-unit model by unit type when no alternative has that unit', () => {
    const ham: PricedProduct = { unit: 'amount', price: 3, alternativeUnits: [{ unit: 'gram', calculationModel: 'minimum' }] };
    expect(effectivePricingModel(ham, 'decagram')).toBe('minimum');
    expect(effectivePricingModel(ham, 'liter')).toBe('fixed');
  });

  it("flags a line 'variable' when its model is not fixed", () => {
    expect(isVariablePrice(fillet, 'amount')).toBe(true);
    expect(isVariablePrice(fillet, 'kilogram')).toBe(false);
  });

  it('labels the models in German', () => {
    expect(pricingModelLabel('fixed')).toEqual({ label: 'Exakt', short: 'Fix' });
    expect(pricingModelLabel('approximate')).toEqual({ label: 'Ungefähr', short: 'ca.' });
    expect(pricingModelLabel('minimum')).toEqual({ label: 'Minimum', short: 'ab' });
  });
});

describe('storefront §9 Pricing: unit price and amount', () => {
  it('multiplies the unit price by the amount converted to the product unit', () => {
    expect(priceLine({ product: fillet, amount: 0.35, unit: 'kilogram' }, { orderType: 'takeaway' }).gross).toBe(174_650); // 17.465
    expect(priceLine({ product: fillet, amount: 350, unit: 'gram' }, { orderType: 'takeaway' }).gross).toBe(174_650);
    expect(priceLine({ product: fillet, amount: 0.1, unit: 'kilogram' }, { orderType: 'takeaway' }).gross).toBe(49_900);
  });

  it('prices an alternative unit at price × ratio', () => {
    expect(unitPrice(fillet, 'amount')).toBe(124_750); // 49.90 · 0.25 = 12.475
    expect(unitPrice(fillet, 'gram')).toBe(499); // 0.0499 per gram
    expect(unitPrice(fillet, 'kilogram')).toBe(499_000);
    const line = priceLine({ product: fillet, amount: 3, unit: 'amount' }, { orderType: 'takeaway' });
    expect(line).toMatchObject({ gross: 374_250, unitPrice: 124_750, model: 'approximate', isVariable: true }); // 37.425
  });

  it('rounds a line gross to 4 decimals, half away from zero', () => {
    const salami: PricedProduct = { price: 1.99, unit: 'decagram', tax: 10, alternativeUnits: [{ unit: 'gram' }] };
    // 1.99 €/dag · 12.5 g = 1.99 · 1.25 = 2.4875
    expect(priceLine({ product: salami, amount: 12.5, unit: 'gram' }, { orderType: 'takeaway' }).gross).toBe(24_875);
    // 1.99 · 0.33333 dag = 0.6633… → 0.6633
    expect(priceLine({ product: salami, amount: 3.3333, unit: 'gram' }, { orderType: 'takeaway' }).gross).toBe(6_633);
    // 0.00005 € → 0.0001 €
    expect(priceLine({ product: { price: 0.0001, unit: 'amount' }, amount: 0.5, unit: 'amount' }, { orderType: 'takeaway' }).gross).toBe(1);
  });

  it('costs nothing without a price and refuses units the product does not offer', () => {
    expect(priceLine({ product: { unit: 'amount' }, amount: 2, unit: 'amount' }, { orderType: 'takeaway' }).gross).toBe(0);
    expect(() => priceLine({ product: fillet, amount: 1, unit: 'liter' }, { orderType: 'takeaway' })).toThrow(
      'Die Einheit „liter“ ist für „Rinderfilet“ nicht verfügbar.',
    );
  });

  it('agrees with an independent cents × thousandths oracle (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 50_000 }), (cents, grams) => {
        const product: PricedProduct = { price: cents / 100, unit: 'kilogram', alternativeUnits: [{ unit: 'gram' }] };
        const line = priceLine({ product, amount: grams, unit: 'gram' }, { orderType: 'takeaway' });
        // exact gross in 1e-5 € = cents · grams; Money is 1e-4 €: divide by 10, half up
        const expected = Number((BigInt(cents) * BigInt(grams) + 5n) / 10n);
        expect(line.gross).toBe(expected);
        expect(line.net + line.tax).toBe(line.gross);
      }),
    );
  });
});

describe('storefront §9 Pricing: part modifiers add, subtract or overwrite', () => {
  const burger: PricedProduct = {
    name: 'Burger',
    price: 10,
    unit: 'amount',
    tax: 10,
    config: {
      parts: [
        {
          name: 'Größe',
          type: 'select',
          options: [{ name: 'Normal' }, { name: 'Groß', modifier: 'overwrite', value: 15 }, { name: 'Mini', modifier: 'overwrite', value: 7 }],
        },
        {
          name: 'Extras',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Käse', modifier: 'add', value: 1.2 },
            { name: 'Speck', modifier: 'add', value: 2 },
            { name: 'Ohne Sauce', modifier: 'subtract', value: 0.5 },
            { name: 'Gratis', modifier: 'add', value: null },
          ],
        },
        { name: 'Gravur', type: 'text', optional: true, modifiers: { modifier: 'add', value: 5 } },
        {
          name: 'Foto',
          type: 'image',
          optional: true,
          modifiers: [
            { modifier: 'add', value: 3 },
            { modifier: 'subtract', value: 1 },
          ],
        },
      ],
    },
  };
  const price = (parts: PricedLine['parts']) => toNumber(modifiedPrice(burger, parts));

  it('keeps the price without modifiers', () => {
    expect(price(undefined)).toBe(10);
    expect(price([{ value: 'Normal' }, {}, { value: '  ' }, {}])).toBe(10);
  });

  it('adds and subtracts option values', () => {
    expect(price([{ value: 'Normal' }, { value: ['Käse', 'Speck'] }])).toBe(13.2);
    expect(price([{ value: 'Normal' }, { value: ['Käse', 'Ohne Sauce', 'Gratis'] }])).toBe(10.7);
  });

  it('overwrites first, then adds and subtracts', () => {
    expect(price([{ value: 'Groß' }, { value: ['Speck', 'Ohne Sauce'] }])).toBe(16.5);
  });

  it('applies part-level modifiers when the part is filled in', () => {
    expect(price([{ value: 'Normal' }, {}, { value: 'Für Oma' }])).toBe(15);
    expect(price([{ value: 'Normal' }, {}, {}, { files: [{ id: 'u1', extension: 'png' }] }])).toBe(12);
  });

  it('lets the last overwrite win and never goes below 0', () => {
    const twoSizes: PricedProduct = {
      ...burger,
      config: { parts: [{ ...burger.config!.parts![0]!, type: 'multiselect' }] },
    };
    expect(toNumber(modifiedPrice(twoSizes, [{ value: ['Groß', 'Mini'] }]))).toBe(7);
    const cheap: PricedProduct = {
      price: 1,
      unit: 'amount',
      config: { parts: [{ name: 'Rabatt', type: 'select', options: [{ name: 'Alles', modifier: 'subtract', value: 5 }] }] },
    };
    expect(toNumber(modifiedPrice(cheap, [{ value: 'Alles' }]))).toBe(0);
    expect(toNumber(modifiedPrice(cheap, [{ value: 'Unbekannt' }]))).toBe(1);
  });

  it('multiplies the modified price by the amount', () => {
    const line = priceLine({ product: burger, amount: 2, unit: 'amount', parts: [{ value: 'Groß' }, { value: ['Käse'] }] }, { orderType: 'dineIn' });
    expect(line).toMatchObject({ unitPrice: 162_000, gross: 324_000 }); // (15 + 1.20) · 2
  });
});

describe('storefront §9 Money and tax: tax rate by order type', () => {
  const wine: PricedProduct = { price: 9.99, unit: 'amount', tax: 20, dineInTax: 20, takeawayTax: 13 };
  const area: DeliveryArea = { area: '1010 Wien', price: 3.9, tax: 10 };

  it('dine-in uses dineInTax, takeaway takeawayTax, delivery the delivery area tax', () => {
    expect(taxRate(wine, 'dineIn')).toBe(20);
    expect(taxRate(wine, 'takeaway')).toBe(13);
    expect(taxRate(wine, 'delivery', area)).toBe(10);
  });

  it('falls back to the product tax, then to 20 %', () => {
    expect(taxRate({ unit: 'amount', tax: 10 }, 'dineIn')).toBe(10);
    expect(taxRate({ unit: 'amount', tax: 10, takeawayTax: null }, 'takeaway')).toBe(10);
    expect(taxRate({ unit: 'amount', tax: 10 }, 'delivery', { area: 'Land' })).toBe(10);
    expect(taxRate({ unit: 'amount', tax: 10 }, 'delivery')).toBe(10);
    expect(taxRate({ unit: 'amount' }, 'takeaway')).toBe(20);
    expect(taxRate({ unit: 'amount', takeawayTax: 0 }, 'takeaway')).toBe(0);
  });

  it('splits each line at its rate', () => {
    expect(priceLine({ product: wine, amount: 1, unit: 'amount' }, { orderType: 'takeaway' })).toMatchObject({
      gross: 99_900,
      net: 88_407, // 9.99 / 1.13 = 8.84070…
      tax: 11_493,
      rate: 13,
    });
    // the area's tax only applies to delivery orders
    expect(priceLine({ product: wine, amount: 1, unit: 'amount' }, { orderType: 'dineIn', deliveryArea: area }).rate).toBe(20);
    expect(priceLine({ product: wine, amount: 1, unit: 'amount' }, { orderType: 'delivery', deliveryArea: area }).rate).toBe(10);
  });
});

describe('storefront §9 Money and tax: delivery fee', () => {
  const area: DeliveryArea = { area: '1010 Wien', price: 3.9, tax: 10, freeFromOrderValue: 50, minimumOrderValue: 15 };

  it('charges the area price, split at the area tax', () => {
    expect(deliveryFee(area, money(20))).toEqual({ gross: 39_000, net: 35_455, tax: 3_545, rate: 10, isFree: false }); // 3.5454…
    expect(deliveryFee({ area: 'Umland', price: 3.9 }, money(20))).toEqual({
      gross: 39_000,
      net: 32_500,
      tax: 6_500,
      rate: 20,
      isFree: false,
    });
  });

  it('is free when the gross exceeds freeFromOrderValue, not when it only reaches it', () => {
    expect(deliveryFee(area, money(50)).isFree).toBe(false);
    expect(deliveryFee(area, money(50.01))).toEqual({ gross: 0, net: 0, tax: 0, rate: 10, isFree: true });
    expect(deliveryFee({ ...area, freeFromOrderValue: 0 }, money(500)).isFree).toBe(false);
    expect(deliveryFee({ ...area, freeFromOrderValue: null }, money(500)).isFree).toBe(false);
  });

  it('is free when the area is free', () => {
    expect(deliveryFee({ ...area, free: true }, money(1))).toMatchObject({ gross: 0, isFree: true });
    expect(deliveryFee({ area: 'Ohne Preis' }, money(1))).toMatchObject({ gross: 0, isFree: false });
  });
});

describe('storefront §5 Minimum order value (delivery)', () => {
  const area: DeliveryArea = { area: '1010 Wien', minimumOrderValue: 15 };

  it('must be reached by the gross of the items', () => {
    expect(checkMinimumOrderValue(area, money(15))).toEqual({ isReached: true, minimum: 150_000, message: null });
    expect(checkMinimumOrderValue(area, money(14.9999))).toEqual({
      isReached: false,
      minimum: 150_000,
      message: `Sie haben den Mindestbestellwert in Höhe von 15,00${NBSP}€ leider noch nicht erreicht.`,
    });
    expect(checkMinimumOrderValue(area, 0, 'CHF').message).toBe(`Sie haben den Mindestbestellwert in Höhe von 15,00${NBSP}CHF leider noch nicht erreicht.`);
  });

  it('is always reached without an area or a minimum', () => {
    expect(checkMinimumOrderValue(null, 0)).toEqual({ isReached: true, minimum: 0, message: null });
    expect(checkMinimumOrderValue({ area: 'x', minimumOrderValue: 0 }, 0).isReached).toBe(true);
  });
});

describe('storefront §3 Pricing result (cart totals)', () => {
  // Takeaway products, 10 % and 20 % Austrian VAT.
  const schnitzel: PricedProduct = { name: 'Rindsschnitzel', price: 24.9, unit: 'kilogram', tax: 20, takeawayTax: 10 };
  const lemonade: PricedProduct = { name: 'Almdudler 0,5 l', price: 2.9, unit: 'amount', tax: 20, takeawayTax: 20 };
  const roll: PricedProduct = {
    name: 'Leberkässemmel',
    price: 3.6,
    unit: 'amount',
    tax: 10,
    config: { parts: [{ name: 'Extras', type: 'multiselect', optional: true, options: [{ name: 'Gurkerl', modifier: 'add', value: 0.4 }] }] },
  };
  const sausage: PricedProduct = {
    name: 'Extrawurst',
    price: 19.8,
    unit: 'kilogram',
    tax: 10,
    alternativeUnits: [{ unit: 'gram', minimumQuantity: 50, quantityStepSize: 10 }],
  };
  const wine: PricedProduct = { name: 'Grüner Veltliner', price: 9.99, unit: 'amount', tax: 20 };

  // Per line (hand-computed):
  //   A schnitzel 0.35 kg: 8.715 gross, net 8.715/1.1 = 7.92272… → 7.9227, tax 0.7923
  //   B lemonade 3 Stk:    8.70,  net 7.25,   tax 1.45
  //   C roll + Gurkerl:    4.00,  net 3.63636… → 3.6364, tax 0.3636
  //   D sausage 150 g:     2.97,  net 2.70,   tax 0.27
  //   E wine 1 Stk:        9.99,  net 8.325,  tax 1.665
  const fiveLines: PricedLine[] = [
    { product: schnitzel, amount: 0.35, unit: 'kilogram' },
    { product: lemonade, amount: 3, unit: 'amount' },
    { product: roll, amount: 1, unit: 'amount', parts: [{ value: ['Gurkerl'] }] },
    { product: sausage, amount: 150, unit: 'gram' },
    { product: wine, amount: 1, unit: 'amount' },
  ];
  const fiftyLines = Array.from({ length: 10 }, () => fiveLines).flat();

  it('prices each of the five kinds of line by hand', () => {
    const lines = priceCart(fiveLines, { orderType: 'takeaway' }).lines;
    expect(lines.map(({ gross, net, tax, rate }) => [gross, net, tax, rate])).toEqual([
      [87_150, 79_227, 7_923, 10],
      [87_000, 72_500, 14_500, 20],
      [40_000, 36_364, 3_636, 10],
      [29_700, 27_000, 2_700, 10],
      [99_900, 83_250, 16_650, 20],
    ]);
  });

  it('totals a 50-line cart with 10 % and 20 % VAT exactly', () => {
    const result = priceCart(fiftyLines, { orderType: 'takeaway' });
    expect(result.lines).toHaveLength(50);
    // ten of each line: 10 · (8.715 + 8.70 + 4.00 + 2.97 + 9.99) = 343.75
    expect(result.gross).toBe(3_437_500);
    // 10 · (7.9227 + 7.25 + 3.6364 + 2.70 + 8.325) = 298.341
    expect(result.net).toBe(2_983_410);
    // 10 · (0.7923 + 1.45 + 0.3636 + 0.27 + 1.665) = 45.409
    expect(result.tax).toBe(454_090);
    expect(result.taxes).toEqual([
      { rate: 10, gross: 1_568_500, net: 1_425_910, tax: 142_590 },
      { rate: 20, gross: 1_869_000, net: 1_557_500, tax: 311_500 },
    ]);
    expect(result.delivery).toEqual({ gross: 0, net: 0, tax: 0, rate: 0, isFree: false });
    expect(result.total).toEqual({ gross: 3_437_500, net: 2_983_410, tax: 454_090 });
    expect(result.isVariable).toBe(false);
    expect(result.minimumOrderValue.isReached).toBe(true);
  });

  it('adds the delivery fee and its tax bucket for delivery orders', () => {
    const area: DeliveryArea = { area: '1010 Wien', price: 3.9, tax: 20, freeFromOrderValue: 50, minimumOrderValue: 15 };
    // Delivery lines use the area tax (20 %): 8.715/1.2 = 7.2625; fee 3.90 → net 3.25
    const result = priceCart([fiveLines[0]!], { orderType: 'delivery', deliveryArea: area });
    expect(result).toMatchObject({ gross: 87_150, net: 72_625, tax: 14_525 });
    expect(result.delivery).toEqual({ gross: 39_000, net: 32_500, tax: 6_500, rate: 20, isFree: false });
    expect(result.total).toEqual({ gross: 126_150, net: 105_125, tax: 21_025 });
    expect(result.taxes).toEqual([{ rate: 20, gross: 126_150, net: 105_125, tax: 21_025 }]);
    expect(result.minimumOrderValue).toEqual({
      isReached: false,
      minimum: 150_000,
      message: `Sie haben den Mindestbestellwert in Höhe von 15,00${NBSP}€ leider noch nicht erreicht.`,
    });

    expect(pricingSummary(result)).toEqual({
      net: 7.2625,
      tax: 1.4525,
      gross: 8.715,
      deliveryNet: 3.25,
      deliveryTax: 0.65,
      deliveryGross: 3.9,
      totalNet: 10.5125,
      totalTax: 2.1025,
      totalGross: 12.615,
      taxes: [{ rate: 20, net: 10.5125, tax: 2.1025, gross: 12.615 }],
    });

    const big = priceCart(fiftyLines, { orderType: 'delivery', deliveryArea: area });
    expect(big.delivery.isFree).toBe(true);
    expect(big.total.gross).toBe(3_437_500);
    expect(big.minimumOrderValue.isReached).toBe(true);
  });

  it('charges no fee for an empty cart, without an area, or for other order types', () => {
    const area: DeliveryArea = { area: '1010 Wien', price: 3.9, minimumOrderValue: 15 };
    expect(priceCart([], { orderType: 'delivery', deliveryArea: area }).total.gross).toBe(0);
    expect(priceCart(fiveLines, { orderType: 'delivery' }).delivery.gross).toBe(0);
    const takeaway = priceCart([fiveLines[0]!], { orderType: 'takeaway', deliveryArea: area });
    expect(takeaway.delivery.gross).toBe(0);
    expect(takeaway.minimumOrderValue.isReached).toBe(true);
  });

  it('marks the cart variable when one line is', () => {
    const pieces: PricedProduct = { ...fillet, takeawayTax: 10 };
    expect(priceCart([...fiveLines, { product: pieces, amount: 2, unit: 'amount' }], { orderType: 'takeaway' }).isVariable).toBe(true);
  });

  it('keeps net + tax = gross for every line, bucket and total (property)', () => {
    const product = fc.record({
      price: fc.integer({ min: 0, max: 20_000 }).map((cents) => cents / 100),
      tax: fc.constantFrom(10, 13, 20),
      takeawayTax: fc.constantFrom(10, 13, 20, null),
      dineInTax: fc.constantFrom(10, 20, null),
      unit: fc.constant('kilogram'),
    });
    const line = fc.record({
      product,
      amount: fc.integer({ min: 1, max: 5_000 }).map((tenGrams) => tenGrams / 100),
      unit: fc.constant('kilogram'),
    });
    const area = fc.record({
      area: fc.constant('Zone'),
      price: fc.integer({ min: 0, max: 1_000 }).map((cents) => cents / 100),
      tax: fc.constantFrom(10, 20, null),
      freeFromOrderValue: fc.constantFrom(null, 30, 100),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.constantFrom('takeaway', 'delivery', 'dineIn' as const), area, (lines, orderType, deliveryArea) => {
        const result = priceCart(lines, { orderType, deliveryArea });
        for (const priced of [...result.lines, ...result.taxes, result, result.delivery, result.total]) {
          expect(priced.net + priced.tax).toBe(priced.gross);
        }
        expect(result.gross).toBe(result.lines.reduce((sum, l) => sum + l.gross, 0));
        expect(result.total.gross).toBe(result.gross + result.delivery.gross);
        expect(result.taxes.reduce((sum, t) => sum + t.gross, 0)).toBe(result.total.gross);
        expect(result.taxes.reduce((sum, t) => sum + t.tax, 0)).toBe(result.total.tax);
        for (const priced of result.lines) expect(Number.isInteger(priced.gross) && Number.isInteger(priced.net)).toBe(true);
      }),
    );
  });
});
