import { describe, expect, it } from 'vitest';
import { customerOrderTotals } from './totals';

describe('a customer’s order totals', () => {
  it('counts every order, sums the gross of sales to the cent, and names the first and last date', () => {
    const orders = [
      { createdAt: '2026-11-02T09:00:00.000Z', pricing: { totalGross: 12.1 } },
      { createdAt: '2026-10-01T08:00:00.000Z', pricing: { totalGross: 0.2 } },
      { createdAt: '2026-11-20T10:00:00.000Z', pricing: { totalGross: 50 }, isRejected: true },
      { createdAt: '2026-11-10T10:00:00.000Z', pricing: { totalGross: 7.7 }, isCanceled: true },
      { createdAt: '2026-11-11T10:00:00.000Z', isFailed: true },
    ];
    expect(customerOrderTotals(orders)).toEqual({
      count: 5,
      totalGross: 12.3,
      firstOrderAt: '2026-10-01T08:00:00.000Z',
      lastOrderAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('is zero without orders', () => {
    expect(customerOrderTotals([])).toEqual({ count: 0, totalGross: 0 });
  });
});
