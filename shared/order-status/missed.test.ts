import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationDeadline, isListedAsMissed, isOrderOverdue, type MissedOrderState } from './missed';

const CREATED = '2026-11-21T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

/** A cash pickup order waiting for confirmation, placed at 10:00 UTC "as soon as possible". */
const asap = (extra: Partial<MissedOrderState> = {}): MissedOrderState => ({ createdAt: CREATED, paymentMethod: 'cash', ...extra });

describe('isOrderOverdue', () => {
  it('an order "as soon as possible" is missed once the configured minutes have passed since it arrived', () => {
    expect(isOrderOverdue(asap(), at('2026-11-21T10:14:59.999Z'), 15)).toBe(false);
    expect(isOrderOverdue(asap(), at('2026-11-21T10:15:00.000Z'), 15)).toBe(true);
    expect(isOrderOverdue(asap(), at('2026-11-21T10:05:00.000Z'), 5)).toBe(true);
    expect(isOrderOverdue(asap(), at('2026-11-21T11:59:00.000Z'), 120)).toBe(false);
  });

  it('a preorder is missed at its appointment, however long ago it was placed', () => {
    const preorder = asap({ appointmentDate: '2026-11-23T07:30:00.000Z' });
    expect(isOrderOverdue(preorder, at('2026-11-22T10:00:00.000Z'), 15)).toBe(false);
    expect(isOrderOverdue(preorder, at('2026-11-23T07:29:59.000Z'), 15)).toBe(false);
    expect(isOrderOverdue(preorder, at('2026-11-23T07:30:00.000Z'), 15)).toBe(true);
    // An appointment given with an offset is the same instant (08:30 in Vienna).
    expect(isOrderOverdue(asap({ appointmentDate: '2026-11-23T08:30:00+01:00' }), at('2026-11-23T07:30:00.000Z'), 15)).toBe(true);
  });

  it('only orders that wait for the shop: not confirmed, in delivery, ended, awaiting the online payment or with a pending proposal', () => {
    const late = at('2026-11-21T12:00:00.000Z');
    expect(isOrderOverdue(asap({ isConfirmed: true }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ isConfirmed: true, isInDelivery: true }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ isCanceled: true }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ isRejected: true }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ isFailed: true, paymentMethod: 'mollie' }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ paymentMethod: 'mollie' }), late, 15)).toBe(false);
    expect(isOrderOverdue(asap({ counterAppointment: '2026-11-21T13:00:00.000Z' }), late, 15)).toBe(false);
    // Paid online: now the shop's to confirm.
    expect(isOrderOverdue(asap({ paymentMethod: 'datatrans', isPaid: true }), late, 15)).toBe(true);
  });
});

describe('confirmationDeadline', () => {
  it('is the appointment, else arrival plus the minutes', () => {
    expect(new Date(confirmationDeadline(asap(), 15)).toISOString()).toBe('2026-11-21T10:15:00.000Z');
    expect(new Date(confirmationDeadline(asap({ appointmentDate: '2026-11-21T09:00:00.000Z' }), 15)).toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });
});

describe('isListedAsMissed', () => {
  it('lists a marked order while it waits for the shop; confirming it moves it back to the current orders', () => {
    const marked = asap({ missedAt: '2026-11-21T10:15:00.000Z' });
    expect(isListedAsMissed(marked)).toBe(true);
    expect(isListedAsMissed(asap())).toBe(false);
    expect(isListedAsMissed({ ...marked, isConfirmed: true })).toBe(false);
    expect(isListedAsMissed({ ...marked, isCanceled: true })).toBe(false);
    expect(isListedAsMissed({ ...marked, counterAppointment: '2026-11-21T13:00:00.000Z' })).toBe(false);
  });
});

describe('property', () => {
  it('an open cash order "as soon as possible" is missed exactly from arrival + minutes on, and stays missed', () => {
    const base = Date.parse(CREATED);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (minutes, offset) => {
        const now = new Date(base + offset);
        const overdue = isOrderOverdue(asap(), now, minutes);
        expect(overdue).toBe(offset >= minutes * 60_000);
        // Monotone: later is never "less missed".
        if (overdue) expect(isOrderOverdue(asap(), new Date(now.getTime() + 60_000), minutes)).toBe(true);
      }),
    );
  });
});
