import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ROLLUP_ALL_BRANCHES } from './keys';
import { addRollups, mergeIncrements, readRollups } from './rollups';

describe('roll-up counters', () => {
  it('merges increments of the same metric, branch, day and key', () => {
    expect(
      mergeIncrements([
        { metric: 'orders', branchId: 'b1', day: '2026-11-02' },
        { metric: 'orders', branchId: 'b1', day: '2026-11-02', count: 2, amount: 1250 },
        { metric: 'orders', branchId: 'b2', day: '2026-11-02', amount: 99 },
      ]),
    ).toEqual([
      { metric: 'orders', branchId: 'b1', day: '2026-11-02', key: '', count: 3, amount: 1250 },
      { metric: 'orders', branchId: 'b2', day: '2026-11-02', key: '', count: 1, amount: 99 },
    ]);
  });

  it('counts per branch and for all branches, by day and by month, across a year boundary', async () => {
    const metric = `test-${ulid()}`;
    await addRollups([
      { metric, branchId: 'graz', day: '2025-12-30', key: 'x', amount: 1000 },
      { metric, branchId: 'graz', day: '2025-12-31', key: 'x', amount: 500 },
      { metric, branchId: 'wien', day: '2026-01-01', key: 'x', count: 2, amount: 250 },
      { metric, branchId: 'graz', day: '2026-01-31', key: 'y', amount: 100 },
      { metric, branchId: 'graz', day: '2026-02-01', key: 'x', amount: 7 },
    ]);
    // Whole January from its month item, the ragged ends from day items.
    const all = await readRollups(metric, ROLLUP_ALL_BRANCHES, '2025-12-31', '2026-02-01', 'months');
    expect(all.sort((a, b) => (a.bucket + a.key).localeCompare(b.bucket + b.key))).toEqual([
      { bucket: '2025-12-31', key: 'x', count: 1, amount: 500 },
      { bucket: '2026-01', key: 'x', count: 2, amount: 250 },
      { bucket: '2026-01', key: 'y', count: 1, amount: 100 },
      { bucket: '2026-02-01', key: 'x', count: 1, amount: 7 },
    ]);
    const graz = await readRollups(metric, 'graz', '2025-12-01', '2026-01-31', 'days');
    expect(graz.map((row) => `${row.bucket} ${row.key} ${row.count} ${row.amount}`)).toEqual([
      '2025-12-30 x 1 1000',
      '2025-12-31 x 1 500',
      '2026-01-31 y 1 100',
    ]);
    // Inside one month: day items only, and the month total equals the sum of its days.
    const january = await readRollups(metric, ROLLUP_ALL_BRANCHES, '2026-01-02', '2026-01-31', 'months');
    expect(january).toEqual([{ bucket: '2026-01-31', key: 'y', count: 1, amount: 100 }]);
    const december = await readRollups(metric, 'graz', '2025-12-01', '2025-12-31', 'months');
    expect(december).toEqual([{ bucket: '2025-12', key: 'x', count: 2, amount: 1500 }]);
  });
});
