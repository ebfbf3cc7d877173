import { describe, expect, it } from 'vitest';
import {
  alternativeUnitHints,
  alternativeUnitLabel,
  alternativeUnitLegend,
  newAlternativeUnit,
  pricingModelOptions,
  productPricingNote,
  quantityBoundsHints,
  ratioInfo,
  unitSelectOptions,
  withUnit,
} from './units-model';

describe('unit and pricing-model choices', () => {
  it('names units as the catalogue does, with the short name where it differs', () => {
    const options = unitSelectOptions();
    expect(options).toHaveLength(25);
    expect(options.slice(0, 3)).toEqual([
      { value: 'amount', label: 'Stück (Stk.)' },
      { value: 'serving', label: 'Portion (Port.)' },
      { value: 'pair', label: 'Paar' },
    ]);
    expect(options.find((option) => option.value === 'kilogram')?.label).toBe('Kilogramm (kg)');
  });

  it("offers the spec's pricing models", () => {
    expect(pricingModelOptions()).toEqual([
      { value: 'fixed', label: 'Exakt' },
      { value: 'approximate', label: 'Ungefähr' },
      { value: 'minimum', label: 'Minimum' },
    ]);
  });

  it('notes when the product pricing wins over the unit', () => {
    expect(productPricingNote('approximate')).toBe('Das Preismodell des Produkts (Ungefähr) gilt für alle Einheiten.');
    expect(productPricingNote('fixed')).toBeNull();
    expect(productPricingNote(undefined)).toBeNull();
  });
});

describe('new alternative units', () => {
  it('offers pieces for a product sold by weight, to be converted by hand', () => {
    const piece = newAlternativeUnit('kilogram', []);
    expect(piece.unit).toBe('amount');
    expect(piece.ratio).toBeNaN();
  });

  it('offers kilograms for a counted product, then the first unit not offered yet', () => {
    expect(newAlternativeUnit('amount', []).unit).toBe('kilogram');
    expect(newAlternativeUnit('amount', [{ unit: 'kilogram' }]).unit).toBe('serving');
    expect(newAlternativeUnit('kilogram', [{ unit: 'amount' }]).unit).toBe('serving');
  });

  it('derives the ratio of a unit of the same type', () => {
    expect(
      newAlternativeUnit('liter', [
        { unit: 'amount' },
        { unit: 'serving' },
        { unit: 'pair' },
        { unit: 'person' },
        { unit: 'package' },
        { unit: 'gram' },
        { unit: 'decagram' },
        { unit: 'kilogram' },
      ]),
    ).toEqual({
      unit: 'milliliter',
      ratio: 0.001,
    });
  });
});

describe('changing the unit of an alternative', () => {
  it('sets the derived ratio for a unit of the base type', () => {
    expect(withUnit({ unit: 'amount', ratio: 0.15 }, 'decagram', 'kilogram')).toEqual({ unit: 'decagram', ratio: 0.01 });
    expect(withUnit({ unit: 'amount', ratio: 0.15 }, 'gram', 'kilogram')).toEqual({ unit: 'gram', ratio: 0.001 });
  });

  it('clears a derived ratio when leaving the base type, and keeps a typed one between other types', () => {
    expect(withUnit({ unit: 'decagram', ratio: 0.01 }, 'amount', 'kilogram').ratio).toBeNaN();
    expect(withUnit({ unit: 'amount', ratio: 0.15, calculationModel: 'approximate' }, 'serving', 'kilogram')).toEqual({
      unit: 'serving',
      ratio: 0.15,
      calculationModel: 'approximate',
    });
  });
});

describe('what the ratio means', () => {
  it('explains the ratio with the current example and the resulting price', () => {
    expect(ratioInfo({ unit: 'amount', ratio: 0.15 }, 'kilogram', 22)).toEqual({
      derived: false,
      field: true,
      help: 'Wie viel Kilogramm entspricht 1 Stück? Der Preis für 1 Stück ist der Produktpreis mal dieser Zahl.',
      example: 'Derzeit: 1 Stk. = 0,15 kg, also 3,30\u00a0€ je Stk.',
    });
    expect(ratioInfo({ unit: 'amount', ratio: 0.0625 }, 'kilogram').example).toBe('Derzeit: 1 Stk. = 0,0625 kg');
    expect(ratioInfo({ unit: 'kilogram', ratio: 5 }, 'amount', 4.2).example).toBe('Derzeit: 1 kg = 5 Stk., also 21,00\u00a0€ je kg');
  });

  it('asks for a ratio while none or none above 0 is typed', () => {
    const missing = 'Bitte geben Sie an, wie viel Kilogramm 1 Stück entspricht.';
    expect(ratioInfo({ unit: 'amount', ratio: Number.NaN }, 'kilogram')).toMatchObject({ derived: false, field: true, missing });
    expect(ratioInfo({ unit: 'amount', ratio: 0 }, 'kilogram').missing).toBe(missing);
    expect(ratioInfo({ unit: 'amount', ratio: 0 }, 'kilogram').example).toBeUndefined();
  });

  it('shows the conversion of a unit of the same type instead of asking', () => {
    expect(ratioInfo({ unit: 'decagram', ratio: 0.01 }, 'kilogram')).toEqual({
      derived: true,
      field: false,
      help: '1 dag = 0,01 kg: Das ergibt sich aus den Einheiten, eine Umrechnung ist nicht nötig.',
    });
  });

  it('keeps the field for a unit of the same type whose stored ratio is unusable (the product unit changed meanwhile)', () => {
    expect(ratioInfo({ unit: 'gram', ratio: Number.NaN }, 'kilogram')).toMatchObject({ derived: true, field: true });
  });
});

describe('alternative unit hints', () => {
  it('says when the unit is the product unit or already listed', () => {
    const list = [
      { unit: 'amount' as const, ratio: 0.15 },
      { unit: 'kilogram' as const, ratio: 1 },
      { unit: 'amount' as const, ratio: 0.2 },
    ];
    expect(alternativeUnitHints(list, 0, 'kilogram')).toEqual([]);
    expect(alternativeUnitHints(list, 1, 'kilogram')).toEqual(['Kilogramm ist bereits die Einheit des Produkts; dieser Eintrag wird nicht verwendet.']);
    expect(alternativeUnitHints(list, 2, 'kilogram')).toEqual(['Stück ist schon weiter oben eingetragen; nur der erste Eintrag wird verwendet.']);
    expect(alternativeUnitHints(list, 3, 'kilogram')).toEqual([]);
  });

  it('checks the bounds of the unit', () => {
    expect(alternativeUnitHints([{ unit: 'amount', ratio: 0.15, minimumQuantity: 5, maximumQuantity: 2 }], 0, 'kilogram')).toEqual([
      'Die Mindestmenge ist größer als die Höchstmenge.',
    ]);
  });

  it('labels the unit for buttons and legends', () => {
    expect(alternativeUnitLabel({ unit: 'amount' })).toBe('Einheit „Stück“');
    expect(alternativeUnitLegend({ unit: 'decagram' }, 1)).toBe('Alternative Einheit 2: Dekagramm');
  });
});

describe('quantity bounds hints', () => {
  it('accepts bounds on the step, and a maximum of 0 as "no maximum"', () => {
    expect(quantityBoundsHints({ minimumQuantity: 0.5, maximumQuantity: 5, quantityStepSize: 0.25 })).toEqual([]);
    expect(quantityBoundsHints({ minimumQuantity: 3, maximumQuantity: 0 })).toEqual([]);
    expect(quantityBoundsHints({ minimumQuantity: 0.3, quantityStepSize: 0.1 })).toEqual([]);
    expect(quantityBoundsHints({})).toEqual([]);
  });

  it('warns about a minimum above the maximum', () => {
    expect(quantityBoundsHints({ minimumQuantity: 10, maximumQuantity: 4 })).toEqual(['Die Mindestmenge ist größer als die Höchstmenge.']);
  });

  it('warns about bounds off the step, in German digits', () => {
    expect(quantityBoundsHints({ minimumQuantity: 0.3, maximumQuantity: 2, quantityStepSize: 0.25 })).toEqual([
      '0,3 ist kein Vielfaches der Schrittweite 0,25; Kunden können diese Menge nicht genau wählen.',
    ]);
    expect(quantityBoundsHints({ minimumQuantity: 1, maximumQuantity: 7.5, quantityStepSize: 2 })).toEqual([
      '1 ist kein Vielfaches der Schrittweite 2; Kunden können diese Menge nicht genau wählen.',
      '7,5 ist kein Vielfaches der Schrittweite 2; Kunden können diese Menge nicht genau wählen.',
    ]);
  });
});
