import { describe, expect, it } from 'vitest';
import { isAppointmentNeeded } from './appointment';

const now = new Date('2026-11-21T09:00:00Z');
const base = { branch: {}, mode: 'order' as const, products: [], now, timeZone: 'Europe/Vienna' };

describe('storefront §5 Appointment: when the checkout needs one', () => {
  it('not for an order while open without lead times', () => {
    expect(isAppointmentNeeded(base)).toBe(false);
    expect(isAppointmentNeeded({ ...base, mode: 'quotation' })).toBe(false);
    expect(isAppointmentNeeded({ ...base, products: [{ isLeadTimeEnabled: false, leadTimeType: 'days', leadTimeValue: 2 }] })).toBe(false);
    expect(isAppointmentNeeded({ ...base, products: [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 0 }] })).toBe(false);
  });

  it('when the branch requires it', () => {
    expect(isAppointmentNeeded({ ...base, branch: { isAppointmentRequired: true } })).toBe(true);
  });

  it('for a preorder (placed while closed)', () => {
    expect(isAppointmentNeeded({ ...base, mode: 'preorder' })).toBe(true);
  });

  it('when a product has a lead time (Spanferkel: 2 days)', () => {
    expect(isAppointmentNeeded({ ...base, products: [{}, { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 }] })).toBe(true);
    expect(isAppointmentNeeded({ ...base, products: [{ isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 30 }] })).toBe(true);
  });
});
