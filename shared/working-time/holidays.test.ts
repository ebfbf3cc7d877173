import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weekdayOf } from '../time/calendar';
import { austrianPublicHolidays, easterSunday, publicHolidayOn } from './holidays';

describe('easterSunday', () => {
  it('gives the dates of the church calendar', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    // The earliest and latest possible dates.
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2300 }), (year) => {
        const easter = easterSunday(year);
        expect(weekdayOf(easter)).toBe(6);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
      }),
    );
  });
});

describe('austrianPublicHolidays', () => {
  it('lists the thirteen nationwide holidays of 2026 in order', () => {
    expect(austrianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Neujahr' },
      { date: '2026-01-06', name: 'Heilige Drei Könige' },
      { date: '2026-04-06', name: 'Ostermontag' },
      { date: '2026-05-01', name: 'Staatsfeiertag' },
      { date: '2026-05-14', name: 'Christi Himmelfahrt' },
      { date: '2026-05-25', name: 'Pfingstmontag' },
      { date: '2026-06-04', name: 'Fronleichnam' },
      { date: '2026-08-15', name: 'Mariä Himmelfahrt' },
      { date: '2026-10-26', name: 'Nationalfeiertag' },
      { date: '2026-11-01', name: 'Allerheiligen' },
      { date: '2026-12-08', name: 'Mariä Empfängnis' },
      { date: '2026-12-25', name: 'Christtag' },
      { date: '2026-12-26', name: 'Stefanitag' },
    ]);
  });

  it('sorts a year where a moving holiday falls on a fixed one (2008: Himmelfahrt on 1 May)', () => {
    const holidays = austrianPublicHolidays(2008);
    expect(holidays.filter((holiday) => holiday.date === '2008-05-01').map((holiday) => holiday.name)).toEqual(['Staatsfeiertag', 'Christi Himmelfahrt']);
    expect(holidays.map((holiday) => holiday.date)).toEqual([...holidays.map((holiday) => holiday.date)].sort());
  });

  it('knows no Karfreitag, Heiliger Abend or Silvester', () => {
    expect(publicHolidayOn('2026-04-03')).toBeUndefined();
    expect(publicHolidayOn('2026-12-24')).toBeUndefined();
    expect(publicHolidayOn('2026-12-31')).toBeUndefined();
    expect(publicHolidayOn('2026-10-26')?.name).toBe('Nationalfeiertag');
    expect(publicHolidayOn('2027-03-29')?.name).toBe('Ostermontag');
  });

  it('Pfingstmontag and Ostermontag are Mondays, Himmelfahrt and Fronleichnam Thursdays, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2200 }), (year) => {
        const byName = new Map(austrianPublicHolidays(year).map((holiday) => [holiday.name, holiday.date]));
        expect(weekdayOf(byName.get('Ostermontag')!)).toBe(0);
        expect(weekdayOf(byName.get('Pfingstmontag')!)).toBe(0);
        expect(weekdayOf(byName.get('Christi Himmelfahrt')!)).toBe(3);
        expect(weekdayOf(byName.get('Fronleichnam')!)).toBe(3);
      }),
    );
  });
});
