import { describe, expect, it } from 'vitest';
import { analyticsLogEntryInputSchema, analyticsLogEntrySchema, analyticsLogQuerySchema } from './analytics';
import { failingPaths, storedMeta } from './test-fixtures';

describe('backoffice §3 Analytics log entry (create payload: type, action, category, data)', () => {
  it('parses an entry with its data; data defaults to an empty object', () => {
    const entry = {
      type: 'event',
      action: 'add-to-cart',
      category: 'Filiale Graz-Lend',
      data: { product: 'Beiried vom Almochsen', amount: 1.5, unit: 'kilogram' },
    };
    expect(analyticsLogEntryInputSchema.parse(entry)).toEqual(entry);
    expect(analyticsLogEntryInputSchema.parse({ type: 'page-view' })).toEqual({ type: 'page-view', data: {} });
  });

  it('requires a type and refuses data that is no object', () => {
    expect(failingPaths(analyticsLogEntryInputSchema, { type: '  ', data: ['add-to-cart'] })).toEqual(['type', 'data']);
  });

  it('accepts the stored record', () => {
    const record = { type: 'page-view', data: { path: '/store/graz-lend' }, ...storedMeta('analyticsLog') };
    expect(analyticsLogEntrySchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 GET /analytics-log with type, action, category, from, to', () => {
  it('takes the filters from the query string', () => {
    const query = { type: 'event', action: 'checkout', category: 'Filiale Graz-Lend', from: '2026-11-01', to: '2026-11-21T23:59:59+01:00' };
    expect(analyticsLogQuerySchema.parse(query)).toEqual(query);
  });

  it('refuses a from and to that are neither date nor instant', () => {
    expect(failingPaths(analyticsLogQuerySchema, { from: '1.11.2026', to: 'heute' })).toEqual(['from', 'to']);
  });
});
