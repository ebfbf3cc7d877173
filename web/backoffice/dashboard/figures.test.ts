import { describe, expect, it } from 'vitest';
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { countByBranch, sumSeries } from './figures';

const week = (branch: string, amounts: number[]): StatisticAnswer => ({
  name: 'revenue',
  kind: 'series',
  value: 'amount',
  from: '2026-11-22',
  to: '2026-11-24',
  timeZone: 'Europe/Vienna',
  branch,
  total: { count: amounts.length, amount: amounts.reduce((a, b) => a + b, 0) },
  series: amounts.map((amount, index) => ({ day: `2026-11-2${2 + index}`, count: 1, amount })),
});

describe('dashboard figures', () => {
  it('counts orders per branch', () => {
    expect([...countByBranch([{ branch: { id: 'a' } }, { branch: { id: 'b' } }, { branch: { id: 'a' } }])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it("sums an employee's branches day by day", () => {
    const sum = sumSeries([week('a', [100, 0, 250]), week('b', [5, 10, 0])])!;
    expect(sum.series).toEqual([
      { day: '2026-11-22', count: 2, amount: 105 },
      { day: '2026-11-23', count: 2, amount: 10 },
      { day: '2026-11-24', count: 2, amount: 250 },
    ]);
    expect(sum.total).toEqual({ count: 6, amount: 365 });
    expect(sum.branch).toBeUndefined();
    expect(sumSeries([])).toBeUndefined();
  });
});
