import { describe, expect, it } from 'vitest';
import { addMonths, isoWeek, joinTime, monthGrid, slotRanges, splitTime } from './calendar';

describe('isoWeek (hand-computed from the ISO 8601 rule: week 1 holds the first Thursday)', () => {
  it('puts the turn of 2026/27 into week 53 of 2026 (1 Jan 2026 is a Thursday)', () => {
    expect(isoWeek('2026-12-28')).toBe(53);
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('counts 1 Jan 2026 (Thursday) as week 1 and its Monday 29 Dec 2025 too', () => {
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2025-12-28')).toBe(52);
  });

  it('gives a Friday 1 January to the previous year (2021-01-01 is in week 53 of 2020)', () => {
    expect(isoWeek('2021-01-01')).toBe(53);
    expect(isoWeek('2021-01-04')).toBe(1);
  });

  it('gives a late-December Monday to the next year when that week holds its Thursday', () => {
    // 30 Dec 2024 is a Monday; that week's Thursday is 2 Jan 2025.
    expect(isoWeek('2024-12-30')).toBe(1);
    expect(isoWeek('2024-12-29')).toBe(52);
  });

  it('counts mid-year weeks (2026-06-15 is a Monday, 24 weeks after the Monday of week 1, 2025-12-29)', () => {
    expect(isoWeek('2026-06-15')).toBe(25);
    expect(isoWeek('2026-06-21')).toBe(25);
  });
});

describe('monthGrid', () => {
  it('lays out December 2026 Monday first with week numbers 49–53', () => {
    // 1 Dec 2026 is a Tuesday, 31 Dec a Thursday.
    const grid = monthGrid('2026-12');
    expect(grid.map((row) => row.week)).toEqual([49, 50, 51, 52, 53]);
    expect(grid[0]!.days).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(grid[4]!.days).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(grid.flatMap((row) => row.days).filter(Boolean)).toHaveLength(31);
  });

  it('takes the week number of a row from its Monday, also across the year', () => {
    // 1 Jan 2027 is a Friday: its row's Monday is 28 Dec 2026 (week 53).
    const grid = monthGrid('2027-01');
    expect(grid[0]!.week).toBe(53);
    expect(grid[0]!.days.slice(0, 4)).toEqual([null, null, null, null]);
    expect(grid[0]!.days[4]).toBe('2027-01-01');
    expect(grid[1]!.week).toBe(1);
    expect(grid[1]!.days[0]).toBe('2027-01-04');
  });

  it('needs only four rows for a February that starts on a Monday (Feb 2027)', () => {
    const grid = monthGrid('2027-02');
    expect(grid).toHaveLength(4);
    expect(grid[0]!.days[0]).toBe('2027-02-01');
    expect(grid[3]!.days[6]).toBe('2027-02-28');
    expect(grid.map((row) => row.week)).toEqual([5, 6, 7, 8]);
  });

  it('handles a leap-year February (29 Feb 2028 is a Tuesday)', () => {
    const grid = monthGrid('2028-02');
    expect(grid.at(-1)!.days).toEqual(['2028-02-28', '2028-02-29', null, null, null, null, null]);
  });
});

describe('addMonths', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', 12)).toBe('2027-03');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});

describe('slotRanges', () => {
  it('joins consecutive 5-minute slots and splits at gaps', () => {
    expect(slotRanges(['07:15', '07:20', '07:25', '14:30', '14:35', '17:55'], 5)).toEqual([
      { from: '07:15', to: '07:25' },
      { from: '14:30', to: '14:35' },
      { from: '17:55', to: '17:55' },
    ]);
    expect(slotRanges([], 5)).toEqual([]);
  });

  it('does not join slots that are further apart than the step', () => {
    expect(slotRanges(['10:00', '10:10'], 5)).toEqual([
      { from: '10:00', to: '10:00' },
      { from: '10:10', to: '10:10' },
    ]);
  });
});

describe('splitTime / joinTime', () => {
  it('splits and joins HH:mm', () => {
    expect(splitTime('09:05')).toEqual({ hour: 9, minute: 5 });
    expect(splitTime('24:00')).toBeNull();
    expect(splitTime('9:5')).toBeNull();
    expect(joinTime(9, 5)).toBe('09:05');
    expect(joinTime(23, 55)).toBe('23:55');
  });
});
