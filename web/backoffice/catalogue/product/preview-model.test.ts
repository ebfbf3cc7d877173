import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '#shared/schemas/catalogue.ts';
import { previewProduct, previewStructureKey } from './preview-model';

describe('the product the preview shows', () => {
  it('passes a complete product through as the shop reads it', () => {
    const product = previewProduct({
      name: ' Leberkässemmel ',
      description: 'Frisch aus dem Ofen',
      price: 3.9,
      unit: 'amount',
      pricing: 'fixed',
      images: [{ id: 'img1', version: 2, extension: 'jpg', name: 'semmel.jpg', alt: 'Leberkässemmel' }],
      allergens: 'Kann Spuren von Sesam enthalten',
      allergenCodes: ['A', 'G'],
      isStepByStep: true,
      config: {
        parts: [{ name: 'Soße', type: 'select', optional: true, options: [{ name: 'Senf' }, { name: 'Kren', modifier: 'add', value: 0.3 }] }],
      },
    });
    expect(product).toEqual({
      id: 'preview',
      name: 'Leberkässemmel',
      description: 'Frisch aus dem Ofen',
      images: [{ id: 'img1', version: 2, extension: 'jpg', alt: 'Leberkässemmel' }],
      allergens: 'Kann Spuren von Sesam enthalten',
      allergenCodes: ['A', 'G'],
      price: 3.9,
      pricing: 'fixed',
      calculationModel: undefined,
      unit: 'amount',
      alternativeUnits: [],
      minimumQuantity: undefined,
      maximumQuantity: undefined,
      quantityStepSize: undefined,
      defaultQuantity: undefined,
      defaultUnit: undefined,
      isStepByStep: true,
      config: {
        parts: [
          {
            name: 'Soße',
            description: undefined,
            type: 'select',
            optional: true,
            options: [
              { name: 'Senf', modifier: undefined, value: undefined },
              { name: 'Kren', modifier: 'add', value: 0.3 },
            ],
            modifiers: [],
          },
        ],
      },
    });
  });

  it('takes a stored product as the API returns it', () => {
    const stored: Product = productSchema.parse({
      id: 'p1',
      entityType: 'product',
      version: 3,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      name: 'Käsekrainer',
      price: 4.2,
    });
    expect(previewProduct(stored)).toMatchObject({ id: 'preview', name: 'Käsekrainer', price: 4.2, unit: 'amount', pricing: 'fixed', config: { parts: [] } });
  });

  it('fills in what a new draft lacks: a title, price 0 and the unit Stück', () => {
    const product = previewProduct({ name: '  ', price: Number.NaN });
    expect(product).toMatchObject({ name: 'Neues Produkt', price: 0, unit: 'amount', alternativeUnits: [], config: { parts: [] } });
  });

  it('leaves out numbers being typed and bounds that make no sense', () => {
    const product = previewProduct({
      name: 'Extrawurst',
      price: 19.9,
      unit: 'kilogram',
      minimumQuantity: Number.NaN,
      maximumQuantity: -1,
      quantityStepSize: 0,
      defaultQuantity: 0.25,
    });
    expect(product).toMatchObject({ minimumQuantity: undefined, maximumQuantity: undefined, quantityStepSize: undefined, defaultQuantity: 0.25 });
  });

  it('keeps the alternative units the shop could sell, each once', () => {
    const product = previewProduct({
      name: 'Leberkäse',
      price: 22,
      unit: 'kilogram',
      defaultUnit: 'serving',
      alternativeUnits: [
        { unit: 'amount', ratio: 0.15, quantityStepSize: 1, calculationModel: 'approximate' },
        { unit: 'kilogram', ratio: 1 },
        { unit: 'amount', ratio: 0.2 },
        { unit: 'serving', ratio: Number.NaN },
        { unit: 'decagram', ratio: Number.NaN },
      ],
    });
    expect(product.alternativeUnits).toEqual([
      { unit: 'amount', ratio: 0.15, minimumQuantity: undefined, maximumQuantity: undefined, quantityStepSize: 1, calculationModel: 'approximate' },
      { unit: 'decagram', ratio: null, minimumQuantity: undefined, maximumQuantity: undefined, quantityStepSize: undefined, calculationModel: undefined },
    ]);
    // Portion was dropped (no ratio), so it cannot be the unit the overlay starts with.
    expect(product.defaultUnit).toBeUndefined();
    expect(previewProduct({ unit: 'kilogram', defaultUnit: 'amount', alternativeUnits: [{ unit: 'amount', ratio: 0.15 }] }).defaultUnit).toBe('amount');
  });

  it('shows named options once and ignores options of parts without options', () => {
    const product = previewProduct({
      name: 'Bosna',
      price: 4.5,
      config: {
        parts: [
          {
            name: '',
            type: 'multiselect',
            options: [
              { name: 'Zwiebel' },
              { name: ' ' },
              { name: 'Zwiebel ', modifier: 'add', value: 1 },
              { name: 'Curry', modifier: 'add', value: Number.NaN },
            ],
          },
          {
            name: 'Gravur',
            type: 'text',
            optional: true,
            options: [{ name: 'alt' }],
            modifiers: [
              { modifier: 'add', value: 5 },
              { modifier: 'add', value: Number.NaN },
            ],
          },
        ],
      },
    });
    expect(product.config?.parts).toEqual([
      {
        name: 'Teil 1',
        description: undefined,
        type: 'multiselect',
        optional: false,
        options: [
          { name: 'Zwiebel', modifier: undefined, value: undefined },
          { name: 'Curry', modifier: 'add', value: undefined },
        ],
        modifiers: [],
      },
      { name: 'Gravur', description: undefined, type: 'text', optional: true, options: [], modifiers: [{ modifier: 'add', value: 5 }] },
    ]);
  });
});

describe('when the preview starts afresh', () => {
  const base = previewProduct({
    name: 'Leberkässemmel',
    price: 3.9,
    unit: 'amount',
    config: { parts: [{ name: 'Soße', type: 'select', options: [{ name: 'Senf' }] }] },
  });
  const key = previewStructureKey(base);

  it('keeps running while names, prices and options change', () => {
    const renamed = previewProduct({
      name: 'Leberkässemmel groß',
      price: 4.5,
      unit: 'amount',
      config: { parts: [{ name: 'Sauce', type: 'select', options: [{ name: 'Senf' }, { name: 'Ketchup' }] }] },
    });
    expect(previewStructureKey(renamed)).toBe(key);
  });

  it('starts afresh when units, steps or the kinds of parts change', () => {
    expect(previewStructureKey({ ...base, unit: 'kilogram' })).not.toBe(key);
    expect(previewStructureKey({ ...base, alternativeUnits: [{ unit: 'kilogram', ratio: 0.2 }] })).not.toBe(key);
    expect(previewStructureKey({ ...base, isStepByStep: true })).not.toBe(key);
    expect(previewStructureKey({ ...base, config: { parts: [{ name: 'Soße', type: 'multiselect' }] } })).not.toBe(key);
    expect(previewStructureKey({ ...base, config: { parts: [] } })).not.toBe(key);
  });
});
