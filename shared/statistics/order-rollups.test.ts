import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationIncrements,
  grossCents,
  itemCount,
  placementIncrements,
  wasPlaced,
  wasTakenBack,
  weekdayHourKey,
  type CountedOrder,
} from './order-rollups';

const VIENNA = 'Europe/Vienna';

const order: CountedOrder = {
  id: '01JORDER000000000000000001',
  // 23:30 UTC on Saturday 28 March 2026 is 00:30 on Sunday 29 March in Vienna (still winter time).
  createdAt: '2026-03-28T23:30:00.000Z',
  branch: { id: 'B1' },
  items: [
    { product: { id: 'P-wurst' }, amount: 3, unit: 'amount', price: 7.5 },
    { product: { id: 'P-faschiertes' }, amount: 0.5, unit: 'kilogram', price: 6.45 },
    { product: { id: 'P-wurst' }, amount: 1, unit: 'amount', price: 2.5 },
  ],
  pricing: { totalGross: 16.45 },
  origin: { channel: 'campaign', source: 'flyer', medium: 'print', campaign: 'advent' },
};

const sum = (increments: ReturnType<typeof placementIncrements>, metric: string, field: 'count' | 'amount') =>
  increments.filter((increment) => increment.metric === metric).reduce((total, increment) => total + (increment[field] ?? (field === 'count' ? 1 : 0)), 0);

describe('order roll-ups', () => {
  it('counts pieces by amount and a weighed line as one item', () => {
    expect(itemCount({ amount: 3, unit: 'amount' })).toBe(3);
    expect(itemCount({ amount: 1.5, unit: 'serving' })).toBe(2);
    expect(itemCount({ amount: 0.2, unit: 'serving' })).toBe(1);
    expect(itemCount({ amount: 523, unit: 'gram' })).toBe(1);
    expect(itemCount({ amount: 2, unit: 'liter' })).toBe(1);
    expect(itemCount({ amount: 2, unit: 'no-such-unit' })).toBe(1);
  });

  it('puts the order on its shop-local day and weekday|hour', () => {
    expect(weekdayHourKey(new Date(order.createdAt), VIENNA)).toBe('7|00');
    // Summer time: 10:15 UTC on Monday 29 June is 12:15 in Vienna.
    expect(weekdayHourKey(new Date('2026-06-29T10:15:00Z'), VIENNA)).toBe('1|12');
    const increments = placementIncrements(order, VIENNA);
    expect(new Set(increments.map((increment) => increment.day))).toEqual(new Set(['2026-03-29']));
    expect(increments.every((increment) => increment.branchId === 'B1')).toBe(true);
  });

  it('adds orders, revenue, items, popular items, the time and the origin', () => {
    expect(placementIncrements(order, VIENNA)).toEqual([
      { metric: 'orders', branchId: 'B1', day: '2026-03-29', count: 1 },
      { metric: 'order-times', branchId: 'B1', day: '2026-03-29', key: '7|00', count: 1 },
      { metric: 'revenue', branchId: 'B1', day: '2026-03-29', count: 1, amount: 1645 },
      { metric: 'items', branchId: 'B1', day: '2026-03-29', count: 5 },
      { metric: 'popular-items', branchId: 'B1', day: '2026-03-29', key: 'P-wurst', count: 4, amount: 1000 },
      { metric: 'popular-items', branchId: 'B1', day: '2026-03-29', key: 'P-faschiertes', count: 1, amount: 645 },
      { metric: 'order-origins', branchId: 'B1', day: '2026-03-29', key: 'campaign|flyer/print/advent', count: 1, amount: 1645 },
    ]);
  });

  it('a cancellation counts itself and takes back exactly the values, on the placement day', () => {
    const back = cancellationIncrements(placementIncrements(order, VIENNA));
    expect(back[0]).toEqual({ metric: 'canceled-orders', branchId: 'B1', day: '2026-03-29', count: 1 });
    expect(back.find((increment) => increment.metric === 'order-origins')).toMatchObject({ key: 'campaign|flyer/print/advent', count: -1, amount: -1645 });
  });

  const lines = fc.array(
    fc.record({
      product: fc.record({ id: fc.constantFrom('P1', 'P2', 'P3') }),
      amount: fc.double({ min: 0.01, max: 50, noNaN: true }),
      unit: fc.constantFrom('amount', 'serving', 'gram', 'kilogram', 'package'),
      price: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
    }),
    { minLength: 1, maxLength: 12 },
  );

  it('placement then cancellation leaves revenue, items, popular items and origins at zero', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100_000 }),
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (items, gross, at) => {
          const counted: CountedOrder = { ...order, items, createdAt: at.toISOString(), pricing: { totalGross: gross / 100 } };
          const placed = placementIncrements(counted, VIENNA);
          const both = [...placed, ...cancellationIncrements(placed)];
          for (const metric of ['revenue', 'items', 'popular-items', 'order-origins']) {
            expect(sum(both, metric, 'count')).toBe(0);
            expect(sum(both, metric, 'amount')).toBe(0);
          }
          expect(sum(both, 'orders', 'count')).toBe(1);
          expect(sum(both, 'canceled-orders', 'count')).toBe(1);
          expect(sum(placed, 'revenue', 'amount')).toBe(grossCents(counted));
          expect(sum(placed, 'popular-items', 'count')).toBe(sum(placed, 'items', 'count'));
          expect(new Set(both.map((increment) => increment.day)).size).toBe(1);
        },
      ),
    );
  });
});

describe('stored orders: placed and taken back as their events say', () => {
  it('a storefront order paid at the shop is placed when stored; an online payment once paid; a phone order once confirmed', () => {
    expect(wasPlaced({ paymentMethod: 'cash' })).toBe(true);
    expect(wasPlaced({ paymentMethod: 'atm-card', isConfirmed: false })).toBe(true);
    expect(wasPlaced({ paymentMethod: 'mollie', isPaid: false })).toBe(false);
    expect(wasPlaced({ paymentMethod: 'datatrans', isPaid: true })).toBe(true);
    expect(wasPlaced({ paymentMethod: 'cash', enteredBy: { id: 'u1', name: 'Eva' }, isConfirmed: false })).toBe(false);
    expect(wasPlaced({ paymentMethod: 'cash', enteredBy: { id: 'u1', name: 'Eva' }, isConfirmed: true })).toBe(true);
  });

  it('canceled and rejected orders are taken back', () => {
    expect(wasTakenBack({ isCanceled: true })).toBe(true);
    expect(wasTakenBack({ isRejected: true })).toBe(true);
    expect(wasTakenBack({ isCanceled: false, isRejected: false })).toBe(false);
  });
});
