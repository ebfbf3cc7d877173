import { describe, expect, it } from 'vitest';
import { labelContent, qrCodeLabelContent, storePageUrl, type LabelProduct } from './content';

/** formatMoney writes a no-break space before the euro sign. */
const euro = (text: string) => text.replace(/ €/g, '\u00a0€');

const piece = (fields: Partial<LabelProduct> = {}): LabelProduct => ({ name: 'Käsekrainer', unit: 'amount', price: 3.9, ...fields });

describe('labelContent', () => {
  it('a piece: "3,90 € / Stück", no Grundpreis, allergens as letter codes in list order', () => {
    expect(labelContent(piece({ allergenCodes: ['G', 'A', 'G'] }))).toEqual({
      name: 'Käsekrainer',
      price: euro('3,90 € / Stück'),
      basePrice: null,
      basePriceLine: null,
      allergens: 'Allergene: A, G',
      qrUrl: null,
    });
  });

  it('decagram goods are quoted per 100 g with the price per kg: 0,249 € / dag → 2,49 € / 100 g, 24,90 € / kg', () => {
    const content = labelContent({ name: 'Beinschinken', unit: 'decagram', price: 0.249, pricing: 'approximate', calculationModel: 'approximate' });
    expect(content.price).toBe(euro('2,49 € / 100 g'));
    expect(content.basePrice).toBe(euro('24,90 € / kg'));
    expect(content.basePriceLine).toBe(euro('Grundpreis: 24,90 € / kg'));
  });

  it('gram goods as well: 0,0249 € / g → 2,49 € / 100 g, 24,90 € / kg', () => {
    const content = labelContent({ name: 'Salami', unit: 'gram', price: 0.0249 });
    expect([content.price, content.basePrice]).toEqual([euro('2,49 € / 100 g'), euro('24,90 € / kg')]);
  });

  it('exactly, without binary rounding: 1,239 € / dag → 12,39 € / 100 g, 123,90 € / kg', () => {
    const content = labelContent({ name: 'Extrawurst', unit: 'decagram', price: 1.239 });
    expect([content.price, content.basePrice]).toEqual([euro('12,39 € / 100 g'), euro('123,90 € / kg')]);
  });

  it('goods priced per kg show that price once, without "ca." (the price per kg is exact)', () => {
    const content = labelContent({ name: 'Schweinsschnitzel', unit: 'kilogram', price: 14.9, pricing: 'approximate', calculationModel: 'approximate' });
    expect([content.price, content.basePrice, content.basePriceLine]).toEqual([euro('14,90 € / kg'), null, null]);
  });

  it('a piece with a weight ratio shows its price per kg: 1 kg = 4 pieces → 3,90 € × 4 = 15,60 € / kg', () => {
    const content = labelContent(piece({ alternativeUnits: [{ unit: 'kilogram', ratio: 4 }] }));
    expect([content.price, content.basePrice]).toEqual([euro('3,90 € / Stück'), euro('15,60 € / kg')]);
  });

  it('a piece of 200 g given per gram: 1 g = 0,005 pieces → 1000 × 0,005 × 3,90 € = 19,50 € / kg', () => {
    const content = labelContent(
      piece({
        alternativeUnits: [
          { unit: 'package', ratio: 6 },
          { unit: 'gram', ratio: 0.005 },
        ],
      }),
    );
    expect(content.basePrice).toBe(euro('19,50 € / kg'));
  });

  it('an approximate piece keeps "ca." on both prices', () => {
    const content = labelContent(piece({ calculationModel: 'approximate', alternativeUnits: [{ unit: 'kilogram', ratio: 4 }] }));
    expect([content.price, content.basePrice]).toEqual([euro('ca. 3,90 € / Stück'), euro('ca. 15,60 € / kg')]);
  });

  it('a minimum price reads "ab"', () => {
    expect(labelContent({ name: 'Spanferkel', unit: 'serving', price: 289, pricing: 'minimum' }).price).toBe(euro('ab 289,00 € / Portion'));
  });

  it('a pack of drink: 2 packs are 1 l → 2,40 € / Packung, 4,80 € / l', () => {
    const content = labelContent({ name: 'Apfelsaft', unit: 'package', price: 2.4, alternativeUnits: [{ unit: 'liter', ratio: 2 }] });
    expect([content.price, content.basePrice]).toEqual([euro('2,40 € / Packung'), euro('4,80 € / l')]);
  });

  it('volume goods are quoted per 100 ml with the price per l; per l itself has no second line', () => {
    const content = labelContent({ name: 'Kernöl', unit: 'milliliter', price: 0.035 });
    expect([content.price, content.basePrice]).toEqual([euro('3,50 € / 100 ml'), euro('35,00 € / l')]);
    expect(labelContent({ name: 'Most', unit: 'liter', price: 3 }).basePrice).toBeNull();
    expect(labelContent({ name: 'Wein', unit: 'deciliter', price: 0.9 }).price).toBe(euro('0,90 € / dl'));
  });

  it('a counted product with only counted alternatives or without a ratio has no Grundpreis', () => {
    expect(labelContent(piece({ alternativeUnits: [{ unit: 'package', ratio: 6 }] })).basePrice).toBeNull();
    expect(labelContent(piece({ alternativeUnits: [{ unit: 'kilogram', ratio: null }] })).basePrice).toBeNull();
  });

  it('a hidden price reads "Tagespreis" with no Grundpreis; no allergens → null; no price → 0,00 €', () => {
    const hidden = labelContent({ name: 'Wild', unit: 'kilogram', price: 30, isPriceHidden: true, allergenCodes: [] });
    expect([hidden.price, hidden.basePrice, hidden.allergens]).toEqual(['Tagespreis', null, null]);
    expect(labelContent({ name: 'Probe', unit: 'amount' }).price).toBe(euro('0,00 € / Stück'));
  });

  it('carries the QR address and a trimmed name; other currencies come through formatMoney', () => {
    const content = labelContent(piece({ name: '  Leberkässemmel ' }), { qrUrl: 'https://theke.at/store/graz', currency: 'CHF' });
    expect(content.name).toBe('Leberkässemmel');
    expect(content.qrUrl).toBe('https://theke.at/store/graz');
    expect(content.price).toBe('3,90\u00a0CHF / Stück');
  });
});

describe('storePageUrl', () => {
  it('is the storefront route /store/:branchIdentifier on the shop origin, encoded', () => {
    expect(storePageUrl('https://theke.at', 'graz')).toBe('https://theke.at/store/graz');
    expect(storePageUrl('https://theke.at/', 'graz süd')).toBe('https://theke.at/store/graz%20s%C3%BCd');
  });
});

describe('qrCodeLabelContent', () => {
  it("invites to order, shows the shop's host large, the scan address without its scheme and the code's name small", () => {
    expect(qrCodeLabelContent({ name: ' Flyer Leibnitz ' }, 'https://www.fleischerei-gruber.at/flyer')).toEqual({
      name: 'Jetzt online bestellen',
      price: 'www.fleischerei-gruber.at',
      basePrice: null,
      basePriceLine: 'www.fleischerei-gruber.at/flyer',
      allergens: 'Flyer Leibnitz',
      qrUrl: 'https://www.fleischerei-gruber.at/flyer',
    });
  });
});
