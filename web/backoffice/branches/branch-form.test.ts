import { describe, expect, it } from 'vitest';
import { branchInputSchema, type Branch } from '#shared/schemas/branch.ts';
import {
  REQUIREMENT_FIELDS,
  REQUIREMENT_ORDER_TYPES,
  mapUrl,
  newBranchDraft,
  newDeliveryArea,
  pasteBranch,
  requirementKey,
  taxRateOptions,
  type BranchDraft,
} from './branch-form';

const graz = {
  ...newBranchDraft(),
  id: '01M6DMBE0051GEAFYYADKTEN4A',
  entityType: 'Branch',
  version: 7,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  hasApiKey: true,
  soldOutProductIds: ['01M6DMBE0051GEAFYYADKTEN4P'],
  soldOutDate: '2026-11-20',
  identifier: 'graz',
  name: 'Graz Annenstraße',
  city: 'Graz',
  latitude: 47.07148,
  longitude: 15.42982,
  openingHours: [
    { type: 'daily', isClosed: false, from: '07:00', to: '18:30' },
    { type: 'sunday', isClosed: true },
  ],
  isDeliveryEnabled: true,
  deliveryAreas: [{ area: 'Graz Innenstadt (8010)', price: 3.9, tax: 20, free: false, freeFromOrderValue: 50, minimumOrderValue: 20 }],
} as Branch;

describe('the required-field switches as a matrix', () => {
  it('names the branch field of every cell', () => {
    expect(requirementKey('takeaway', 'email')).toBe('isTakeawayEmailRequired');
    expect(requirementKey('dineIn', 'phone')).toBe('isDineInPhoneRequired');
    expect(requirementKey('delivery', 'address')).toBe('isDeliveryAddressRequired');
  });

  it('covers exactly the nine switches of the branch schema', () => {
    const cells = REQUIREMENT_ORDER_TYPES.flatMap((orderType) => REQUIREMENT_FIELDS.map((field) => requirementKey(orderType, field)));
    const schemaSwitches = Object.keys(branchInputSchema.shape).filter((key) => /^is(Takeaway|DineIn|Delivery)(Email|Phone|Address)Required$/.test(key));
    expect(new Set(cells).size).toBe(9);
    expect([...cells].sort()).toEqual(schemaSwitches.sort());
  });
});

describe('a new branch', () => {
  it('is valid once identifier and name are filled in: enabled, not yet public, takeaway and cash on', () => {
    const draft = { ...newBranchDraft(), identifier: 'gleisdorf', name: 'Gleisdorf Hauptplatz' };
    const parsed = branchInputSchema.parse(draft);
    expect(parsed).toMatchObject({
      isEnabled: true,
      isPublic: false,
      isTakeawayEnabled: true,
      isCashEnabled: true,
      isDeliveryEnabled: false,
      isMollieEnabled: false,
    });
    // Every field of the draft is one the schema knows (nothing is dropped on save).
    expect(Object.keys(draft).filter((key) => !(key in branchInputSchema.shape))).toEqual([]);
  });
});

describe('pasting a copied branch', () => {
  it('takes the content and keeps the record’s own identifier, name, id, version and key state', () => {
    const weiz = {
      ...newBranchDraft(),
      id: '01M6DMBE0051GEAFYYADKTEN4W',
      version: 3,
      identifier: 'weiz',
      name: 'Weiz Birkfelder Straße',
      hasApiKey: false,
      city: 'Weiz',
    };
    const pasted = pasteBranch(weiz, graz);
    expect(pasted).toMatchObject({ id: '01M6DMBE0051GEAFYYADKTEN4W', version: 3, identifier: 'weiz', name: 'Weiz Birkfelder Straße', hasApiKey: false });
    expect(pasted.city).toBe('Graz');
    expect(pasted.openingHours).toEqual(graz.openingHours);
    expect(pasted.deliveryAreas).toEqual(graz.deliveryAreas);
    expect('soldOutProductIds' in pasted).toBe(false);
    expect('createdAt' in pasted).toBe(false);
  });

  it('into a new branch keeps its empty identifier and name and adds no id', () => {
    const pasted = pasteBranch(newBranchDraft(), graz);
    expect(pasted.identifier).toBe('');
    expect(pasted.name).toBe('');
    expect('id' in pasted).toBe(false);
    expect('version' in pasted).toBe(false);
    expect('entityType' in pasted).toBe(false);
    expect(pasted.latitude).toBe(47.07148);
  });
});

describe('delivery areas', () => {
  it('starts a new area with the tax rate of the last one, else 20 %', () => {
    expect(newDeliveryArea([])).toEqual({ area: '', price: 0, tax: 20, free: false });
    const areas: BranchDraft['deliveryAreas'] = [
      { area: 'Weiz (8160)', price: 2, tax: 20 },
      { area: 'Gleisdorf (8200)', price: 4, tax: 10 },
    ];
    expect(newDeliveryArea(areas)).toEqual({ area: '', price: 0, tax: 10, free: false });
  });

  it('offers the Austrian rates, and a stored rate outside them as well', () => {
    expect(taxRateOptions(20)).toEqual([20, 13, 10, 0]);
    expect(taxRateOptions(undefined)).toEqual([20, 13, 10, 0]);
    expect(taxRateOptions(7.7)).toEqual([20, 13, 10, 7.7, 0]);
    expect(taxRateOptions(Number.NaN)).toEqual([20, 13, 10, 0]);
  });
});

describe('the map link of the coordinates', () => {
  it('points OpenStreetMap at both coordinates with a marker', () => {
    expect(mapUrl(47.07148, 15.42982)).toBe('https://www.openstreetmap.org/?mlat=47.07148&mlon=15.42982#map=18/47.07148/15.42982');
    expect(mapUrl(-33.8688, 151.2093)).toBe('https://www.openstreetmap.org/?mlat=-33.8688&mlon=151.2093#map=18/-33.8688/151.2093');
  });

  it('is missing while a coordinate is missing or not a number', () => {
    expect(mapUrl(undefined, 15.42982)).toBeUndefined();
    expect(mapUrl(47.07148, undefined)).toBeUndefined();
    expect(mapUrl(Number.NaN, 15.42982)).toBeUndefined();
  });
});
