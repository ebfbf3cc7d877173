import { describe, expect, it } from 'vitest';
import { productInputSchema } from '#shared/schemas/catalogue.ts';
import {
  defaultUnitOptions,
  fallbackTaxRate,
  listPrice,
  newProductDraft,
  pasteProduct,
  productListings,
  taxRateText,
  taxSelectOptions,
  withLeadTime,
  type ProductFormDraft,
} from './product-form';

const A = '01JA0000000000000000000001';
const B = '01JA0000000000000000000002';
const SEMMEL = '01JA00000000000000000000P1';
const WURST = '01JA00000000000000000000P2';
const HEISS = '01JA00000000000000000000C1';
const PARTY = '01JA00000000000000000000C2';

describe('newProductDraft', () => {
  it('is a product the server takes once it has a name and a price: on, per piece, 10 % tax', () => {
    const draft = newProductDraft();
    expect(draft).toMatchObject({ name: '', unit: 'amount', pricing: 'fixed', tax: 10, isEnabled: true, allergenCodes: [], tags: [], config: { parts: [] } });
    expect(draft.price).toBeUndefined();
    expect(productInputSchema.safeParse(draft).success).toBe(false);
    expect(productInputSchema.parse({ ...draft, name: 'Leberkässemmel', price: 3.9 })).toMatchObject({ name: 'Leberkässemmel', price: 3.9, tax: 10 });
  });
});

describe('pasteProduct', () => {
  const copied: ProductFormDraft = {
    ...newProductDraft(),
    id: A,
    version: 7,
    entityType: 'Product',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    name: 'Leberkässemmel',
    price: 3.9,
    allergenCodes: ['A', 'G', 'M'],
  };

  it('into a new product: everything of the copy, name included, but no id or version', () => {
    const pasted = pasteProduct(newProductDraft(), copied);
    expect(pasted).toMatchObject({ name: 'Leberkässemmel', price: 3.9, allergenCodes: ['A', 'G', 'M'] });
    for (const field of ['id', 'version', 'entityType', 'createdAt', 'updatedAt']) expect(pasted).not.toHaveProperty(field);
  });

  it('into an existing product: the target keeps its id and version', () => {
    const target: ProductFormDraft = { ...newProductDraft(), id: B, version: 2, entityType: 'Product', createdAt: 'c', updatedAt: 'u', name: 'Käsesemmel' };
    const pasted = pasteProduct(target, copied);
    expect(pasted).toMatchObject({ id: B, version: 2, createdAt: 'c', updatedAt: 'u', name: 'Leberkässemmel', price: 3.9 });
  });
});

describe('productListings', () => {
  const names = new Map([
    [HEISS, 'Heiße Theke'],
    [PARTY, 'Party & Catering'],
  ]);
  const menus = [
    {
      id: A,
      name: 'Graz',
      catalog: [
        { id: HEISS, products: [WURST, SEMMEL] },
        { id: PARTY, products: [SEMMEL] },
      ],
    },
    { id: B, name: 'Weiz', catalog: [{ id: HEISS, products: [WURST] }] },
  ];

  it('names each menu that lists the product with its categories there, in the menu’s order', () => {
    expect(productListings(menus, names, SEMMEL)).toEqual([
      {
        menu: { id: A, name: 'Graz' },
        categories: [
          { id: HEISS, name: 'Heiße Theke' },
          { id: PARTY, name: 'Party & Catering' },
        ],
      },
    ]);
    expect(productListings(menus, names, WURST).map((listing) => listing.menu.name)).toEqual(['Graz', 'Weiz']);
  });

  it('is empty for a product no menu lists, and names a category it does not know', () => {
    expect(productListings(menus, names, B)).toEqual([]);
    expect(productListings(menus, new Map(), WURST)[1]!.categories).toEqual([{ id: HEISS, name: 'Unbekannte Kategorie' }]);
  });
});

describe('tax rates', () => {
  it('offers the Austrian rates, and a stored rate outside them too', () => {
    expect(taxSelectOptions(10)).toEqual([
      { value: '20', label: '20 %' },
      { value: '13', label: '13 %' },
      { value: '10', label: '10 %' },
      { value: '0', label: '0 %' },
    ]);
    expect(taxSelectOptions(7.5).map((option) => option.label)).toEqual(['20 %', '13 %', '10 %', '7,5 %', '0 %']);
  });

  it('falls back to the standard rate where none is given', () => {
    expect(fallbackTaxRate(10)).toBe(10);
    expect(fallbackTaxRate(undefined)).toBe(20);
    expect(taxRateText(0)).toBe('0 %');
  });
});

describe('withLeadTime', () => {
  it('switched on without a unit counts in days; value and unit stay when switched off', () => {
    const on = withLeadTime(newProductDraft(), true);
    expect(on).toMatchObject({ isLeadTimeEnabled: true, leadTimeType: 'days' });
    const hours = withLeadTime({ ...newProductDraft(), leadTimeType: 'hours', leadTimeValue: 4 }, true);
    expect(hours).toMatchObject({ leadTimeType: 'hours', leadTimeValue: 4 });
    expect(withLeadTime(hours, false)).toMatchObject({ isLeadTimeEnabled: false, leadTimeType: 'hours', leadTimeValue: 4 });
  });
});

describe('defaultUnitOptions', () => {
  it('offers the product’s unit and its alternative units, each once', () => {
    expect(
      defaultUnitOptions({
        unit: 'kilogram',
        alternativeUnits: [
          { unit: 'amount', ratio: 0.15 },
          { unit: 'decagram', ratio: 0.01 },
          { unit: 'amount', ratio: 0.2 },
        ],
      }),
    ).toEqual([
      { value: 'kilogram', label: 'Kilogramm' },
      { value: 'amount', label: 'Stück' },
      { value: 'decagram', label: 'Dekagramm' },
    ]);
  });
});

describe('listPrice', () => {
  it('shows the price as the storefront does, with the model of the product’s unit', () => {
    expect(listPrice({ price: 3.9, unit: 'amount', pricing: 'fixed', alternativeUnits: [] })).toBe('3,90\u00a0€');
    expect(listPrice({ price: 22.9, unit: 'kilogram', pricing: 'approximate', alternativeUnits: [] })).toBe('ca. 22,90\u00a0€');
    expect(listPrice({ price: 1.5, unit: 'amount', pricing: 'fixed', calculationModel: 'minimum', alternativeUnits: [] }, 'CHF')).toBe('ab 1,50\u00a0CHF');
  });
});
