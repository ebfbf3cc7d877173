import { describe, expect, it } from 'vitest';
import { weekRows } from './week';
import type { OpeningHoursRule } from './rules';
import { butcherWeek, splitWeek } from './test-fixtures';

const simple = (rules: OpeningHoursRule[] | null, style?: 'table' | 'dialog' | 'full') => weekRows(rules, style).map((row) => `${row.days} ${row.hours}`);

describe('grouped display of the week (opening-hours table and dialog)', () => {
  it('groups consecutive days with equal hours: Mo–Fr, Sa, So Geschlossen', () => {
    expect(simple(butcherWeek)).toEqual(['Mo–Fr 07:00–18:00', 'Sa 07:00–12:00', 'So Geschlossen']);
    expect(weekRows(butcherWeek)[2]).toMatchObject({ weekdays: [6], ranges: [], isClosed: true });
    expect(weekRows(butcherWeek)[0]).toMatchObject({ weekdays: [0, 1, 2, 3, 4], ranges: ['07:00–18:00'], isClosed: false });
  });

  it("the dialog writes 'geschlossen' in lower case", () => {
    expect(simple(butcherWeek, 'dialog')).toEqual(['Mo–Fr 07:00–18:00', 'Sa 07:00–12:00', 'So geschlossen']);
  });

  it('full day names for the hero map, closed days shown', () => {
    expect(simple(butcherWeek, 'full')).toEqual(['Montag – Freitag 07:00–18:00', 'Samstag 07:00–12:00', 'Sonntag Geschlossen']);
  });

  it('split hours list both ranges', () => {
    expect(simple(splitWeek)).toEqual(['Mo–Sa 07:00–12:30, 14:30–18:00', 'So Geschlossen']);
  });

  it('weekday rules beat daily ones; once rules are not part of the regular week', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '08:00', to: '17:00' },
      { type: 'saturday', from: '07:00', to: '12:00' },
      { type: 'once', date: '2026-12-24', isClosed: true },
    ];
    expect(simple(rules)).toEqual(['Mo–Fr 08:00–17:00', 'Sa 07:00–12:00', 'So 08:00–17:00']);
  });

  it('non-consecutive equal days stay separate rows; hours past midnight and 24:00', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'monday', from: '08:00', to: '12:00' },
      { type: 'wednesday', from: '08:00', to: '12:00' },
      { type: 'friday', from: '18:00', to: '02:00' },
      { type: 'saturday', from: '18:00', to: '24:00' },
    ];
    expect(simple(rules)).toEqual([
      'Mo 08:00–12:00',
      'Di Geschlossen',
      'Mi 08:00–12:00',
      'Do Geschlossen',
      'Fr 18:00–02:00',
      'Sa 18:00–24:00',
      'So Geschlossen',
    ]);
  });

  it('no rules: closed all week', () => {
    expect(simple(null)).toEqual(['Mo–So Geschlossen']);
  });
});
