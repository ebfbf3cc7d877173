import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  formatDate,
  formatDateTime,
  formatLocalDate,
  formatMinuteOfDay,
  formatTime,
  instantOfLocalMinute,
  isValidTimeZone,
  localDateOf,
  localMinuteOf,
  monthName,
  offsetMs,
  parseLocalDate,
  parseTimeOfDay,
  relativeDay,
  weekdayName,
  weekdayOf,
  zonedInstant,
} from './index';

const VIENNA = 'Europe/Vienna';
const HOUR = 3_600_000;

describe('local calendar', () => {
  it('parses only real dates', () => {
    expect(parseLocalDate('1970-01-02')).toBe(1);
    expect(parseLocalDate('2026-02-29')).toBeNull();
    expect(parseLocalDate('2026-13-01')).toBeNull();
    expect(parseLocalDate('26-01-01')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows the weekday: 0 = Monday', () => {
    expect(weekdayOf('2026-03-30')).toBe(0); // Monday
    expect(weekdayOf('2026-03-29')).toBe(6); // Sunday
    expect(weekdayOf('1970-01-01')).toBe(3); // Thursday
    expect(weekdayOf('1969-12-29')).toBe(0); // Monday before the epoch
  });

  it('parses HH:mm including 24:00 as the end of a day', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('07:30')).toBe(450);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(parseTimeOfDay('24:01')).toBeNull();
    expect(parseTimeOfDay('12:60')).toBeNull();
    expect(parseTimeOfDay('7:30')).toBeNull();
  });

  it('writes times and dates the German way', () => {
    expect(formatMinuteOfDay(450)).toBe('07:30');
    expect(formatMinuteOfDay(1440)).toBe('00:00');
    expect(formatMinuteOfDay(1440, true)).toBe('24:00');
    expect(formatMinuteOfDay(1500, true)).toBe('01:00');
    expect(formatLocalDate('2026-12-24')).toBe('24.12.2026');
  });
});

describe('zone conversion (Europe/Vienna)', () => {
  it('rejects unknown zones', () => {
    expect(isValidTimeZone(VIENNA)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('uses +1 h in winter and +2 h in summer', () => {
    expect(offsetMs(Date.parse('2026-01-15T12:00:00Z'), VIENNA)).toBe(HOUR);
    expect(offsetMs(Date.parse('2026-07-15T12:00:00Z'), VIENNA)).toBe(2 * HOUR);
    expect(offsetMs(Date.parse('2026-07-15T12:00:00.999Z'), VIENNA)).toBe(2 * HOUR);
  });

  it('formats DD.MM.YYYY HH:mm in the zone, not in the host zone', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(formatDateTime(instant, VIENNA)).toBe('01.01.2027 00:30');
    expect(formatDateTime(instant, 'UTC')).toBe('31.12.2026 23:30');
    expect(formatDate(instant, VIENNA)).toBe('01.01.2027');
    expect(formatTime(instant, VIENNA)).toBe('00:30');
    expect(localDateOf(instant, VIENNA)).toBe('2027-01-01');
  });

  it('midnight belongs to the new day', () => {
    expect(localDateOf(new Date('2026-06-30T22:00:00Z'), VIENNA)).toBe('2026-07-01');
    expect(localDateOf(new Date('2026-06-30T21:59:59Z'), VIENNA)).toBe('2026-06-30');
  });

  it('spring forward 2026-03-29: 02:00–02:59 does not exist and maps to 03:00 CEST', () => {
    expect(zonedInstant('2026-03-29', 60, VIENNA).toISOString()).toBe('2026-03-29T00:00:00.000Z'); // 01:00 CET
    expect(zonedInstant('2026-03-29', 120, VIENNA).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-03-29', 150, VIENNA).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-03-29', 180, VIENNA).toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    expect(zonedInstant('2026-03-29', 240, VIENNA).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(formatTime(new Date('2026-03-29T00:59:00Z'), VIENNA)).toBe('01:59');
    expect(formatTime(new Date('2026-03-29T01:00:00Z'), VIENNA)).toBe('03:00');
  });

  it('fall back 2026-10-25: 02:00–02:59 happens twice', () => {
    expect(zonedInstant('2026-10-25', 150, VIENNA).toISOString()).toBe('2026-10-25T00:30:00.000Z'); // CEST
    expect(zonedInstant('2026-10-25', 150, VIENNA, 'later').toISOString()).toBe('2026-10-25T01:30:00.000Z'); // CET
    expect(zonedInstant('2026-10-25', 180, VIENNA, 'later').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(formatTime(new Date('2026-10-25T00:30:00Z'), VIENNA)).toBe('02:30');
    expect(formatTime(new Date('2026-10-25T01:30:00Z'), VIENNA)).toBe('02:30');
  });

  it('round-trips every existing wall-clock minute (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2020-01-01T00:00:00Z') / 60000, max: Date.parse('2035-01-01T00:00:00Z') / 60000 }), (minute) => {
        const instant = new Date(minute * 60000);
        const local = localMinuteOf(instant, VIENNA);
        const back = instantOfLocalMinute(local, VIENNA, 'earlier').getTime();
        const backLater = instantOfLocalMinute(local, VIENNA, 'later').getTime();
        expect([back, backLater]).toContain(instant.getTime());
      }),
    );
  });
});

describe('German names', () => {
  it('names weekdays and months', () => {
    expect(weekdayName(0)).toBe('Montag');
    expect(weekdayName(6, 'short')).toBe('So');
    expect(monthName(3)).toBe('März');
    expect(monthName(12)).toBe('Dezember');
    expect(() => weekdayName(7)).toThrow(RangeError);
    expect(() => monthName(0)).toThrow(RangeError);
  });

  it('names the day of a next opening: heute, morgen, else the weekday', () => {
    expect(relativeDay('2026-05-04', '2026-05-04')).toEqual({ kind: 'today' });
    expect(relativeDay('2026-05-05', '2026-05-04')).toEqual({ kind: 'tomorrow' });
    expect(relativeDay('2026-05-06', '2026-05-04')).toEqual({ kind: 'weekday', name: 'Mittwoch' });
  });
});
