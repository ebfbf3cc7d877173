import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNITS, UNIT_IDS, UnitError, areUnitsCompatible, cartCount, convertUnit, getUnit, isUnitId, type UnitId } from './index';

describe('storefront §9 Units', () => {
  it('lists every unit with German name, short name, type and factor', () => {
    const table = Object.fromEntries(UNITS.map((u) => [u.id, [u.name, u.shortName, u.type, u.factor]]));
    expect(table).toEqual({
      amount: ['Stück', 'Stk.', 'amount', 1],
      serving: ['Portion', 'Port.', 'serving', 1],
      pair: ['Paar', 'Paar', 'pair', 1],
      person: ['Person', 'Pers.', 'person', 1],
      package: ['Packung', 'Pkg.', 'package', 1],
      gram: ['Gramm', 'g', 'weight', 1],
      decagram: ['Dekagramm', 'dag', 'weight', 10],
      kilogram: ['Kilogramm', 'kg', 'weight', 1000],
      milliliter: ['Milliliter', 'ml', 'volume', 1],
      centiliter: ['Zentiliter', 'cl', 'volume', 10],
      deciliter: ['Deziliter', 'dl', 'volume', 100],
      liter: ['Liter', 'l', 'volume', 1000],
      millimeter: ['Millimeter', 'mm', 'length', 1],
      centimeter: ['Zentimeter', 'cm', 'length', 10],
      decimeter: ['Dezimeter', 'dm', 'length', 100],
      meter: ['Meter', 'm', 'length', 1000],
      kilometer: ['Kilometer', 'km', 'length', 1e6],
      'square-millimeter': ['Quadratmillimeter', 'mm²', 'area', 1],
      'square-centimeter': ['Quadratzentimeter', 'cm²', 'area', 100],
      'square-decimeter': ['Quadratdezimeter', 'dm²', 'area', 1e4],
      'square-meter': ['Quadratmeter', 'm²', 'area', 1e6],
      'cubic-millimeter': ['Kubikmillimeter', 'mm³', 'cubic', 1],
      'cubic-centimeter': ['Kubikzentimeter', 'cm³', 'cubic', 1e3],
      'cubic-decimeter': ['Kubikdezimeter', 'dm³', 'cubic', 1e6],
      'cubic-meter': ['Kubikmeter', 'm³', 'cubic', 1e9],
    });
    expect(UNITS.map((u) => u.id)).toEqual([...UNIT_IDS]);
  });

  it('looks units up by id and refuses unknown ids in German', () => {
    expect(getUnit('kilogram').shortName).toBe('kg');
    expect(isUnitId('gram')).toBe(true);
    expect(isUnitId('pound')).toBe(false);
    expect(() => getUnit('pound')).toThrow('Die Einheit „pound“ ist unbekannt.');
  });

  it('converts between units of one type', () => {
    expect(convertUnit(250, 'gram', 'kilogram')).toBe(0.25);
    expect(convertUnit(0.1, 'kilogram', 'gram')).toBe(100);
    expect(convertUnit(0.3, 'kilogram', 'decagram')).toBe(30);
    expect(convertUnit(7, 'decagram', 'kilogram')).toBe(0.07);
    expect(convertUnit(1, 'liter', 'centiliter')).toBe(100);
    expect(convertUnit(33, 'centiliter', 'liter')).toBe(0.33);
    expect(convertUnit(1, 'kilometer', 'millimeter')).toBe(1e6);
    expect(convertUnit(1, 'square-meter', 'square-centimeter')).toBe(1e4);
    expect(convertUnit(1, 'cubic-millimeter', 'cubic-meter')).toBe(1e-9);
    expect(convertUnit(3, 'amount', 'amount')).toBe(3);
    expect(areUnitsCompatible('gram', 'kilogram')).toBe(true);
    expect(areUnitsCompatible('gram', 'liter')).toBe(false);
  });

  it('refuses a conversion between different types with a German message', () => {
    expect(() => convertUnit(1, 'kilogram', 'liter')).toThrow(UnitError);
    expect(() => convertUnit(1, 'kilogram', 'liter')).toThrow('Kilogramm lässt sich nicht in Liter umrechnen.');
    expect(() => convertUnit(1, 'amount', 'pair')).toThrow('Stück lässt sich nicht in Paar umrechnen.');
    let caught: unknown;
    try {
      convertUnit(1, 'gram', 'meter');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'unit.incompatible', name: 'UnitError' });
  });

  it('round-trips conversions within a type (property)', () => {
    const pairs = UNITS.flatMap((a) => UNITS.filter((b) => b.type === a.type).map((b) => [a.id, b.id] as [UnitId, UnitId]));
    const amount = fc.integer({ min: 0, max: 10_000_000 }).chain((c) => fc.integer({ min: 0, max: 4 }).map((s) => Number(`${c}e-${s}`)));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), amount, ([from, to], x) => {
        expect(convertUnit(convertUnit(x, from, to), to, from)).toBe(x);
      }),
    );
  });
});

describe('storefront §9 Cart counter', () => {
  it('sums the amounts of weight, volume and length units and counts other items once', () => {
    expect(
      cartCount([
        { amount: 0.5, unit: 'kilogram' },
        { amount: 250, unit: 'gram' },
        { amount: 0.7, unit: 'liter' },
        { amount: 2, unit: 'meter' },
        { amount: 3, unit: 'amount' },
        { amount: 2, unit: 'serving' },
        { amount: 4, unit: 'square-meter' },
      ]),
    ).toBe(256.2); // 0.5 + 250 + 0.7 + 2 + 1 + 1 + 1
  });

  it('adds decimal amounts exactly', () => {
    expect(
      cartCount([
        { amount: 0.1, unit: 'kilogram' },
        { amount: 0.2, unit: 'kilogram' },
      ]),
    ).toBe(0.3);
    expect(cartCount([])).toBe(0);
  });
});
