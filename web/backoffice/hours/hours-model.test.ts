import { describe, expect, it } from 'vitest';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import { VIENNA, vienna } from '#shared/hours/test-fixtures.ts';
import {
  addRange,
  addSpecialDays,
  datesBetween,
  dayTitle,
  groupKeyAfterRemoval,
  groupRules,
  pastSpecialIndexes,
  previewRows,
  removeRules,
  setGroupDate,
  setGroupState,
  templateRanges,
  timeInputValue,
  updateRule,
  weekdayTitle,
  type RuleGroup,
} from './hours-model';

/** A butcher's list as the API might hold it: rules in the order they were entered, not grouped. */
const mixed: OpeningHoursRule[] = [
  { type: 'daily', from: '07:00', to: '18:00' }, // 0
  { type: 'once', date: '2026-12-24', from: '07:00', to: '12:00' }, // 1
  { type: 'saturday', from: '07:00', to: '12:00' }, // 2
  { type: 'once', date: '2026-12-25', isClosed: true }, // 3
  { type: 'monday', from: '07:00', to: '12:30' }, // 4
  { type: 'monday', from: '14:30', to: '18:00' }, // 5
  { type: 'sunday', isClosed: true }, // 6
  { type: 'once' }, // 7: no date yet
  { type: 'once', date: '2026-12-08', isClosed: true }, // 8
  { type: 'once', date: '2026-12-24', from: '13:00', to: '14:00' }, // 9
];

const regular = (rules: OpeningHoursRule[], type: string): RuleGroup => {
  const group = groupRules(rules).regular.find((candidate) => candidate.type === type);
  if (!group) throw new Error(type);
  return group;
};
const special = (rules: OpeningHoursRule[], date: string): RuleGroup => {
  const group = groupRules(rules).special.find((candidate) => candidate.date === date);
  if (!group) throw new Error(date);
  return group;
};

describe('grouping for display', () => {
  it('always lists daily and the seven weekdays, with their rules by index and state', () => {
    const groups = groupRules(mixed).regular;
    expect(groups.map((group) => group.key)).toEqual(['daily', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(groups[0]).toEqual({ key: 'daily', type: 'daily', indexes: [0], rangeIndexes: [0], state: 'open' });
    expect(groups[1]).toEqual({ key: 'monday', type: 'monday', indexes: [4, 5], rangeIndexes: [4, 5], state: 'open' });
    expect(groups[2]).toEqual({ key: 'tuesday', type: 'tuesday', indexes: [], rangeIndexes: [], state: 'none' });
    expect(groups[7]).toEqual({ key: 'sunday', type: 'sunday', indexes: [6], rangeIndexes: [], state: 'closed' });
  });

  it('groups special days by date in date order; a rule without a date stands alone at the end', () => {
    const groups = groupRules(mixed).special;
    expect(groups.map((group) => [group.key, group.date, group.indexes, group.state])).toEqual([
      ['special:8', '2026-12-08', [8], 'closed'],
      ['special:1', '2026-12-24', [1, 9], 'open'],
      ['special:3', '2026-12-25', [3], 'closed'],
      ['special:7', undefined, [7], 'open'],
    ]);
  });

  it('a day with a closed rule and times from elsewhere counts as closed and still shows its times', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'friday', from: '07:00', to: '18:00' },
      { type: 'friday', isClosed: true },
    ];
    expect(regular(rules, 'friday')).toMatchObject({ indexes: [0, 1], rangeIndexes: [0], state: 'closed' });
  });
});

describe('changing the state of a day', () => {
  it('opening a weekday without rules starts from the daily hours, appended', () => {
    const next = setGroupState(mixed, regular(mixed, 'tuesday'), 'open');
    expect(next).toHaveLength(11);
    expect(next[10]).toEqual({ type: 'tuesday', from: '07:00', to: '18:00' });
    expect(next.slice(0, 10)).toEqual(mixed);
  });

  it('closing split hours replaces both ranges by one closed rule in place of the first', () => {
    const next = setGroupState(mixed, regular(mixed, 'monday'), 'closed');
    expect(next).toHaveLength(9);
    expect(next[4]).toEqual({ type: 'monday', isClosed: true });
    expect(next[5]).toEqual({ type: 'sunday', isClosed: true });
    expect(next.slice(0, 4)).toEqual(mixed.slice(0, 4));
  });

  it('"none" removes the weekday rules, so the day follows the daily hours again', () => {
    const next = setGroupState(mixed, regular(mixed, 'sunday'), 'none');
    expect(next.some((rule) => rule.type === 'sunday')).toBe(false);
    expect(next).toHaveLength(9);
  });

  it('reopening a closed Sunday starts from the daily hours', () => {
    const next = setGroupState(mixed, regular(mixed, 'sunday'), 'open');
    expect(next[6]).toEqual({ type: 'sunday', from: '07:00', to: '18:00' });
    expect(next).toHaveLength(10);
  });

  it('opening a closed day that still has times keeps them and drops the closed rule', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'friday', from: '07:00', to: '12:00' },
      { type: 'friday', isClosed: true },
    ];
    expect(setGroupState(rules, regular(rules, 'friday'), 'open')).toEqual([{ type: 'friday', from: '07:00', to: '12:00' }]);
  });

  it('opening daily without any template gives one empty range', () => {
    expect(setGroupState([], regular([], 'daily'), 'open')).toEqual([{ type: 'daily' }]);
  });

  it('a special day opened starts from the regular hours of its weekday (25.12.2026 is a Friday, 26.12. a Saturday)', () => {
    expect(setGroupState(mixed, special(mixed, '2026-12-25'), 'open')[3]).toEqual({ type: 'once', date: '2026-12-25', from: '07:00', to: '18:00' });
    const saturday: OpeningHoursRule[] = [...mixed, { type: 'once', date: '2026-12-26', isClosed: true }];
    expect(setGroupState(saturday, special(saturday, '2026-12-26'), 'open')[10]).toEqual({ type: 'once', date: '2026-12-26', from: '07:00', to: '12:00' });
  });

  it('a special day closed keeps its date and loses its times', () => {
    const next = setGroupState(mixed, special(mixed, '2026-12-24'), 'closed');
    expect(next[1]).toEqual({ type: 'once', date: '2026-12-24', isClosed: true });
    expect(next).toHaveLength(9);
    expect(next.filter((rule) => rule.date === '2026-12-24')).toHaveLength(1);
  });

  it('setting the state a day already has changes nothing', () => {
    expect(setGroupState(mixed, regular(mixed, 'monday'), 'open')).toEqual(mixed);
  });
});

describe('templates come from shared/hours', () => {
  it('merges overlapping daily ranges and writes an end at midnight as 24:00', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '07:00', to: '12:30' },
      { type: 'daily', from: '12:00', to: '14:00' },
      { type: 'daily', from: '18:00', to: '00:00' },
    ];
    expect(templateRanges(rules, { type: 'wednesday' })).toEqual([
      { from: '07:00', to: '14:00' },
      { from: '18:00', to: '24:00' },
    ]);
  });

  it('a weekday ignores its own rules; a special day uses its weekday rules over daily; a closed weekday gives none', () => {
    expect(templateRanges(mixed, { type: 'saturday' })).toEqual([{ from: '07:00', to: '18:00' }]);
    expect(templateRanges(mixed, { type: 'once', date: '2026-12-07' })).toEqual([
      { from: '07:00', to: '12:30' },
      { from: '14:30', to: '18:00' },
    ]);
    expect(templateRanges(mixed, { type: 'once', date: '2026-12-27' })).toEqual([]);
    expect(templateRanges(mixed, { type: 'once' })).toEqual([]);
    expect(templateRanges(mixed, { type: 'daily' })).toEqual([]);
  });
});

describe('editing ranges and dates', () => {
  it('"+ Zeitraum" appends an empty range of the day, leaving every other index as it was', () => {
    expect(addRange(mixed, { type: 'monday' })).toEqual([...mixed, { type: 'monday' }]);
    expect(addRange(mixed, { type: 'once', date: '2026-12-24' }).at(-1)).toEqual({ type: 'once', date: '2026-12-24' });
  });

  it('updates one rule; an emptied field is removed, not stored as an empty text', () => {
    const next = updateRule(mixed, 4, { to: '13:00' });
    expect(next[4]).toEqual({ type: 'monday', from: '07:00', to: '13:00' });
    expect(updateRule(mixed, 4, { from: '' })[4]).toEqual({ type: 'monday', to: '12:30' });
    expect(next[5]).toBe(mixed[5]);
  });

  it('moves every rule of a special day to the new date', () => {
    const next = setGroupDate(mixed, special(mixed, '2026-12-24'), '2026-12-23');
    expect([next[1].date, next[9].date]).toEqual(['2026-12-23', '2026-12-23']);
    expect(setGroupDate(mixed, special(mixed, '2026-12-25'), '')[3]).toEqual({ type: 'once', isClosed: true });
  });

  it('removes rules by index', () => {
    expect(removeRules(mixed, [1, 9]).filter((rule) => rule.date === '2026-12-24')).toEqual([]);
    expect(removeRules(mixed, [1, 9])).toHaveLength(8);
  });

  it('knows the key of a group after one of its rules is removed', () => {
    const christmasEve = special(mixed, '2026-12-24');
    expect(groupKeyAfterRemoval(christmasEve, 9)).toBe('special:1');
    // Rule 1 goes, rule 9 becomes the first and moves up to index 8.
    expect(groupKeyAfterRemoval(christmasEve, 1)).toBe('special:8');
    expect(groupKeyAfterRemoval(special(mixed, '2026-12-25'), 3)).toBeNull();
    expect(groupKeyAfterRemoval(regular(mixed, 'monday'), 4)).toBe('monday');
  });

  it('shows an end of 24:00 as 00:00 in a time input, which means the same end', () => {
    expect(timeInputValue('24:00')).toBe('00:00');
    expect(timeInputValue('18:30')).toBe('18:30');
    expect(timeInputValue(undefined)).toBe('');
    expect(timeInputValue(null)).toBe('');
  });
});

describe('adding special days', () => {
  it('closes 24.12.–26.12. with one closed rule per day', () => {
    const result = addSpecialDays([], { from: '2026-12-24', to: '2026-12-26', isClosed: true });
    expect(result).toEqual({
      ok: true,
      rules: [
        { type: 'once', date: '2026-12-24', isClosed: true },
        { type: 'once', date: '2026-12-25', isClosed: true },
        { type: 'once', date: '2026-12-26', isClosed: true },
      ],
      added: ['2026-12-24', '2026-12-25', '2026-12-26'],
      skipped: [],
    });
  });

  it('leaves dates that already have an entry alone and says so', () => {
    const result = addSpecialDays(mixed, { from: '2026-12-23', to: '2026-12-26', isClosed: true });
    expect(result.ok && result.added).toEqual(['2026-12-23', '2026-12-26']);
    expect(result.ok && result.skipped).toEqual(['2026-12-24', '2026-12-25']);
    expect(result.ok && result.rules.slice(0, 10)).toEqual(mixed);
    expect(result.ok && result.rules).toHaveLength(12);
  });

  it('special hours for a single day, the end left empty', () => {
    const result = addSpecialDays([], { from: '2026-12-31', to: '', isClosed: false, fromTime: '07:00', toTime: '12:00' });
    expect(result.ok && result.rules).toEqual([{ type: 'once', date: '2026-12-31', from: '07:00', to: '12:00' }]);
  });

  it('runs over the turn of the year', () => {
    const result = addSpecialDays([], { from: '2026-12-31', to: '2027-01-02', isClosed: true });
    expect(result.ok && result.added).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('refuses a missing date, an end before the start, more than 31 days and open days without times', () => {
    expect(addSpecialDays([], { from: '', isClosed: true })).toEqual({ ok: false, error: 'dateMissing' });
    expect(addSpecialDays([], { from: '2026-02-30', isClosed: true })).toEqual({ ok: false, error: 'dateMissing' });
    expect(addSpecialDays([], { from: '2026-12-26', to: '2026-12-24', isClosed: true })).toEqual({ ok: false, error: 'rangeReversed' });
    expect(addSpecialDays([], { from: '2026-12-01', to: '2027-01-01', isClosed: true })).toEqual({ ok: false, error: 'rangeTooLong' });
    expect(addSpecialDays([], { from: '2026-12-01', to: '2026-12-31', isClosed: true }).ok).toBe(true);
    expect(addSpecialDays([], { from: '2026-12-31', isClosed: false, fromTime: '07:00' })).toEqual({ ok: false, error: 'timesMissing' });
  });

  it('lists the dates of a range across the spring clock change', () => {
    expect(datesBetween('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(datesBetween('2026-03-28', '2026-03-28')).toEqual(['2026-03-28']);
  });
});

describe('past special days and titles', () => {
  it('finds special days before today (a rule without a valid date is never past)', () => {
    const rules: OpeningHoursRule[] = [...mixed, { type: 'once', date: '2026-02-30', isClosed: true }];
    expect(pastSpecialIndexes(rules, '2026-12-25')).toEqual([1, 8, 9]);
    expect(pastSpecialIndexes(rules, '2026-12-08')).toEqual([]);
  });

  it('titles days in German', () => {
    expect(dayTitle('2026-12-24')).toBe('Do 24.12.2026');
    expect(dayTitle('2026-02-30')).toBeNull();
    expect(dayTitle(undefined)).toBeNull();
    expect(weekdayTitle('monday')).toBe('Montag');
    expect(weekdayTitle('daily')).toBeNull();
  });
});

describe('preview of the next 14 days', () => {
  const simple = (rules: OpeningHoursRule[], now: Date) =>
    previewRows(rules, now, VIENNA).map((row) => `${row.day} ${row.isClosed ? '-' : row.ranges.join(', ')}${row.isSpecial ? ' *' : ''}`);

  it('shows 14 days from today with precedence, split hours and special days', () => {
    // Monday 30.11.2026, 09:00 in Vienna; 08.12. (Mariä Empfängnis) closed, 24.12. out of range.
    expect(simple(mixed, vienna('2026-11-30 09:00'))).toEqual([
      'Mo 30.11. 07:00–12:30, 14:30–18:00',
      'Di 01.12. 07:00–18:00',
      'Mi 02.12. 07:00–18:00',
      'Do 03.12. 07:00–18:00',
      'Fr 04.12. 07:00–18:00',
      'Sa 05.12. 07:00–12:00',
      'So 06.12. -',
      'Mo 07.12. 07:00–12:30, 14:30–18:00',
      'Di 08.12. - *',
      'Mi 09.12. 07:00–18:00',
      'Do 10.12. 07:00–18:00',
      'Fr 11.12. 07:00–18:00',
      'Sa 12.12. 07:00–12:00',
      'So 13.12. -',
    ]);
    const rows = previewRows(mixed, vienna('2026-11-30 09:00'), VIENNA);
    expect(rows[0]).toMatchObject({ date: '2026-11-30', isToday: true, isSpecial: false });
    expect(rows[1].isToday).toBe(false);
    expect(rows[8]).toMatchObject({ date: '2026-12-08', ranges: [], isClosed: true, isSpecial: true });
  });

  it('marks special hours on Christmas Eve and merges touching once ranges', () => {
    const rows = previewRows(mixed, vienna('2026-12-20 12:00'), VIENNA);
    expect(rows[4]).toMatchObject({ date: '2026-12-24', day: 'Do 24.12.', ranges: ['07:00–12:00', '13:00–14:00'], isSpecial: true });
    expect(rows[5]).toMatchObject({ date: '2026-12-25', isClosed: true, isSpecial: true });
    // 26.12. has no special rule: a normal Saturday.
    expect(rows[6]).toMatchObject({ date: '2026-12-26', ranges: ['07:00–12:00'], isSpecial: false });
  });

  it('a special rule without times decides nothing (the storefront ignores it), so the day is not marked', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '08:00', to: '12:00' },
      { type: 'once', date: '2026-11-30' },
    ];
    expect(simple(rules, vienna('2026-11-30 09:00'))[0]).toBe('Mo 30.11. 08:00–12:00');
  });

  it('takes today from the shop zone: 23:30 UTC on 29.11. is already 30.11. in Vienna', () => {
    expect(previewRows([], new Date('2026-11-29T23:30:00Z'), VIENNA)[0].date).toBe('2026-11-30');
    expect(previewRows([], new Date('2026-11-29T23:30:00Z'), 'UTC')[0].date).toBe('2026-11-29');
  });

  it('steps over the spring clock change day by day; hours past midnight belong to the day they start on', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '18:00', to: '02:00' },
      { type: 'once', date: '2026-03-29', from: '00:00', to: '00:00' },
    ];
    const rows = simple(rules, vienna('2026-03-27 10:00'));
    expect(rows.slice(0, 4)).toEqual(['Fr 27.03. 18:00–02:00', 'Sa 28.03. 18:00–02:00', 'So 29.03. 00:00–24:00 *', 'Mo 30.03. 18:00–02:00']);
    expect(rows[13]).toBe('Do 09.04. 18:00–02:00');
    // 00:30 on Monday 30.03. (summer time, UTC+2) is 22:30 UTC on Sunday.
    expect(previewRows(rules, new Date('2026-03-29T22:30:00Z'), VIENNA)[0].day).toBe('Mo 30.03.');
  });

  it('steps over the autumn clock change: 00:30 local on 25.10. and 26.10. start their own day', () => {
    // 22:30 UTC on 24.10. is 00:30 summer time on Sunday 25.10.; 23:30 UTC on 25.10. is 00:30 winter time on 26.10.
    const sunday = previewRows(mixed, new Date('2026-10-24T22:30:00Z'), VIENNA);
    expect(sunday.map((row) => row.day).slice(0, 3)).toEqual(['So 25.10.', 'Mo 26.10.', 'Di 27.10.']);
    expect(sunday[0].isClosed).toBe(true);
    expect(sunday[13].day).toBe('Sa 07.11.');
    expect(previewRows(mixed, new Date('2026-10-25T23:30:00Z'), VIENNA)[0]).toMatchObject({ day: 'Mo 26.10.', ranges: ['07:00–12:30', '14:30–18:00'] });
  });

  it('without rules every day is closed', () => {
    const rows = previewRows([], vienna('2026-11-30 09:00'), VIENNA);
    expect(rows).toHaveLength(14);
    expect(rows.every((row) => row.isClosed && !row.isSpecial)).toBe(true);
  });
});
