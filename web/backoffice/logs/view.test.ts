import { describe, expect, it } from 'vitest';
import { actionLabel, changeRows, fieldLabel, recordLabel, resourceLabel, valueText, writableResources } from './view';

describe('audit log view', () => {
  it('names areas and actions in German', () => {
    expect(resourceLabel('products')).toBe('Produkt');
    expect(resourceLabel('unbekannt')).toBe('unbekannt');
    expect(actionLabel('update')).toBe('Geändert');
    expect(actionLabel('create')).toBe('Angelegt');
    expect(actionLabel('delete')).toBe('Gelöscht');
    expect(actionLabel('status/confirm')).toBe('status/confirm');
  });

  it('offers the writable areas, not the read-only ones', () => {
    const values = writableResources().map((option) => option.value);
    expect(values).toContain('products');
    expect(values).toContain('users');
    expect(values).not.toContain('logs');
    expect(values).not.toContain('init');
  });

  it('shows money fields as euros, other numbers with a decimal comma, flags as ja/nein, empty as (leer)', () => {
    expect(valueText(4.2)).toBe('4,2');
    expect(valueText(0.25, ['variants', 0, 'quantityStepSize'])).toBe('0,25');
    expect(valueText(11.9, ['deliveryAreas', 1, 'minimumOrderValue'])).toBe('11,90\u00a0€');
    expect(valueText(true)).toBe('ja');
    expect(valueText(undefined)).toBe('(leer)');
    expect(valueText([{ id: 'a' }])).toBe('[{"id":"a"}]');
    expect(changeRows([{ path: ['price'], before: 3.9, after: 4.2 }])).toEqual([
      { field: 'Preis', before: '3,90\u00a0€', after: '4,20\u00a0€', redacted: false },
    ]);
    expect(changeRows([{ path: ['apiKeyHash'], redacted: true }])).toEqual([
      { field: 'API-Schlüssel', before: '', after: 'geändert (geheimer Wert, nicht protokolliert)', redacted: true },
    ]);
  });

  it('names fields in German where the catalogue has them', () => {
    expect(fieldLabel(['price'])).toBe('Preis');
    expect(fieldLabel(['variants', 1, 'price'])).toBe('Preis (variants.1.price)');
    expect(fieldLabel(['isEnabled'])).toBe('isEnabled');
  });

  it('names a record without a name by its id', () => {
    expect(recordLabel({ recordId: '01J', recordName: undefined })).toBe('Datensatz 01J');
    expect(recordLabel({ recordId: '01J', recordName: 'Käsekrainer' })).toBe('Käsekrainer');
  });
});
