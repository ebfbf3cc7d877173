import { describe, expect, it } from 'vitest';
import { canRateOrder, isCounterAppointmentPending, isOrderCancelled } from './customer-actions';

const counterAppointment = '2026-05-04T12:45:00.000Z';

describe('isOrderCancelled', () => {
  it('is true for rejected, canceled or failed orders only', () => {
    expect(isOrderCancelled({})).toBe(false);
    expect(isOrderCancelled({ isRejected: true })).toBe(true);
    expect(isOrderCancelled({ isCanceled: true })).toBe(true);
    expect(isOrderCancelled({ isFailed: true })).toBe(true);
  });
});

describe('isCounterAppointmentPending', () => {
  it('waits for an answer while the proposal exists and the order is open and unconfirmed', () => {
    expect(isCounterAppointmentPending({ counterAppointment })).toBe(true);
    expect(isCounterAppointmentPending({ counterAppointment: new Date(counterAppointment) })).toBe(true);
  });

  it('is over once the order is confirmed or cancelled', () => {
    expect(isCounterAppointmentPending({ counterAppointment, isConfirmed: true })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment, isRejected: true })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment, isCanceled: true })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment, isFailed: true })).toBe(false);
  });

  it('needs a readable proposal', () => {
    expect(isCounterAppointmentPending({})).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment: null })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment: '' })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment: 'morgen' })).toBe(false);
    expect(isCounterAppointmentPending({ counterAppointment: new Date(Number.NaN) })).toBe(false);
  });
});

describe('canRateOrder', () => {
  const completed = { isCompleted: true };

  it('allows one rating of a completed order', () => {
    expect(canRateOrder(completed)).toBe(true);
    expect(canRateOrder({ ...completed, questionnaireRating: { rating: 5 } })).toBe(false);
    expect(canRateOrder({ ...completed, questionnaireRating: 4 })).toBe(false);
  });

  it('refuses open and cancelled orders', () => {
    expect(canRateOrder({})).toBe(false);
    expect(canRateOrder({ isConfirmed: true })).toBe(false);
    expect(canRateOrder({ ...completed, isCanceled: true })).toBe(false);
  });
});
