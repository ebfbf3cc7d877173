import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeEntries, isScreenScheduledOn, isTimed, localMomentOf, windowContains, type LocalMoment, type TimeWindow } from './schedule';

const VIENNA = 'Europe/Vienna';
const moment = (weekday: number, hhmm: string): LocalMoment => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return { weekday, minute: hours! * 60 + minutes! };
};
const MONDAY = 0;
const FRIDAY = 4;
const SATURDAY = 5;
const SUNDAY = 6;

describe('localMomentOf: the shop’s wall clock of an instant', () => {
  it('reads weekday and minute in Vienna, winter (UTC+1) and summer (UTC+2)', () => {
    // Saturday 28 November 2026, 11:00 UTC is 12:00 in Vienna.
    expect(localMomentOf(new Date('2026-11-28T11:00:00Z'), VIENNA)).toEqual(moment(SATURDAY, '12:00'));
    // Friday 3 July 2026, 10:30 UTC is 12:30 in Vienna.
    expect(localMomentOf(new Date('2026-07-03T10:30:00Z'), VIENNA)).toEqual(moment(FRIDAY, '12:30'));
    // Sunday 23:30 UTC in winter is already Monday 00:30 in Vienna.
    expect(localMomentOf(new Date('2026-11-29T23:30:00Z'), VIENNA)).toEqual(moment(MONDAY, '00:30'));
    // Seconds are dropped: 11:59:59 is minute 11:59.
    expect(localMomentOf(new Date('2026-11-28T10:59:59.999Z'), VIENNA)).toEqual(moment(SATURDAY, '11:59'));
  });

  it('jumps from 01:59 to 03:00 on the spring switch (Sunday 29 March 2026)', () => {
    expect(localMomentOf(new Date('2026-03-29T00:59:00Z'), VIENNA)).toEqual(moment(SUNDAY, '01:59'));
    expect(localMomentOf(new Date('2026-03-29T01:00:00Z'), VIENNA)).toEqual(moment(SUNDAY, '03:00'));
  });

  it('repeats 02:00–02:59 on the autumn switch (Sunday 25 October 2026)', () => {
    expect(localMomentOf(new Date('2026-10-25T00:30:00Z'), VIENNA)).toEqual(moment(SUNDAY, '02:30'));
    expect(localMomentOf(new Date('2026-10-25T00:59:00Z'), VIENNA)).toEqual(moment(SUNDAY, '02:59'));
    expect(localMomentOf(new Date('2026-10-25T01:00:00Z'), VIENNA)).toEqual(moment(SUNDAY, '02:00'));
    expect(localMomentOf(new Date('2026-10-25T01:30:00Z'), VIENNA)).toEqual(moment(SUNDAY, '02:30'));
    expect(localMomentOf(new Date('2026-10-25T02:00:00Z'), VIENNA)).toEqual(moment(SUNDAY, '03:00'));
  });

  it('agrees with Intl’s own weekday and time for any instant (property)', () => {
    const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const oracle = new Intl.DateTimeFormat('en-GB', { timeZone: VIENNA, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const parts = Object.fromEntries(oracle.formatToParts(ms).map((part) => [part.type, part.value]));
        const local = localMomentOf(new Date(ms), VIENNA);
        expect(local.weekday).toBe(weekdayNames.indexOf(parts.weekday!));
        expect(local.minute).toBe(Number(parts.hour) * 60 + Number(parts.minute));
      }),
      { numRuns: 500 },
    );
  });
});

describe('windowContains: weekdays, and [from, to) in local time', () => {
  it('from is inclusive, to exclusive', () => {
    const lunch: TimeWindow = { weekdays: [], from: '10:30', to: '14:00' };
    expect(windowContains(lunch, moment(MONDAY, '10:29'))).toBe(false);
    expect(windowContains(lunch, moment(MONDAY, '10:30'))).toBe(true);
    expect(windowContains(lunch, moment(MONDAY, '13:59'))).toBe(true);
    expect(windowContains(lunch, moment(MONDAY, '14:00'))).toBe(false);
  });

  it('24:00 is the end of the day; a missing from or to is midnight', () => {
    expect(windowContains({ weekdays: [], from: '18:00', to: '24:00' }, moment(MONDAY, '23:59'))).toBe(true);
    expect(windowContains({ weekdays: [], from: '18:00', to: '24:00' }, moment(MONDAY, '00:00'))).toBe(false);
    expect(windowContains({ weekdays: [], from: '18:00' }, moment(MONDAY, '23:59'))).toBe(true);
    expect(windowContains({ weekdays: [], to: '09:00' }, moment(MONDAY, '00:00'))).toBe(true);
    expect(windowContains({ weekdays: [], to: '09:00' }, moment(MONDAY, '09:00'))).toBe(false);
  });

  it('no weekdays, or all seven, is every day; otherwise only the days named', () => {
    for (let weekday = 0; weekday <= 6; weekday++) {
      expect(windowContains({ weekdays: [] }, moment(weekday, '08:00'))).toBe(true);
      expect(windowContains({ weekdays: [0, 1, 2, 3, 4, 5, 6] }, moment(weekday, '08:00'))).toBe(true);
      expect(windowContains({ weekdays: [FRIDAY] }, moment(weekday, '08:00'))).toBe(weekday === FRIDAY);
    }
  });

  it('is exactly "day named (or none) and from ≤ minute < to" (property)', () => {
    const time = fc.integer({ min: 0, max: 1440 });
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.option(time, { nil: undefined }),
        fc.option(time, { nil: undefined }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 1439 }),
        (weekdays, from, to, weekday, minute) => {
          const window: TimeWindow = { weekdays, from: from === undefined ? undefined : hhmm(from), to: to === undefined ? undefined : hhmm(to) };
          const dayMatches = weekdays.length === 0 || weekdays.includes(weekday);
          expect(windowContains(window, { weekday, minute })).toBe(dayMatches && minute >= (from ?? 0) && minute < (to ?? 1440));
        },
      ),
    );
  });
});

describe('isTimed: a window that limits weekdays or times', () => {
  it('no weekdays and no times (or all seven days) is untimed; a day or a time makes it timed', () => {
    expect(isTimed({ weekdays: [] })).toBe(false);
    expect(isTimed({ weekdays: [6, 5, 4, 3, 2, 1, 0] })).toBe(false);
    expect(isTimed({ weekdays: [FRIDAY] })).toBe(true);
    expect(isTimed({ weekdays: [], from: '10:30' })).toBe(true);
    expect(isTimed({ weekdays: [], to: '14:00' })).toBe(true);
    // Written out as a whole day it still counts as timed: whoever types times means them.
    expect(isTimed({ weekdays: [], from: '00:00', to: '24:00' })).toBe(true);
  });

  it('six valid days plus a stray number is still timed (only real weekdays count)', () => {
    expect(isTimed({ weekdays: [0, 1, 2, 3, 4, 5, 9] })).toBe(true);
    expect(windowContains({ weekdays: [0, 1, 2, 3, 4, 5, 9] }, moment(SUNDAY, '08:00'))).toBe(false);
  });
});

describe('activeEntries: timed entries whose window applies beat the untimed ones', () => {
  const theke = { name: 'Theke', weekdays: [] };
  const mittag = { name: 'Mittag', weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' };
  const grill = { name: 'Grill', weekdays: [FRIDAY] };
  const werbung = { name: 'Werbung', weekdays: [] };
  const stream = [theke, mittag, grill, werbung];
  const names = (at: LocalMoment) => activeEntries(stream, at).map((entry) => entry.name);

  it('plays the untimed entries, in list order, while no timed entry applies', () => {
    expect(names(moment(MONDAY, '08:00'))).toEqual(['Theke', 'Werbung']);
    expect(names(moment(SATURDAY, '12:00'))).toEqual(['Theke', 'Werbung']);
  });

  it('replaces them with the timed entry at lunch on a weekday, and up to 14:00 only', () => {
    expect(names(moment(MONDAY, '10:30'))).toEqual(['Mittag']);
    expect(names(moment(MONDAY, '14:00'))).toEqual(['Theke', 'Werbung']);
  });

  it('on Friday at 12:00 the Friday-only and the lunch entry both match and play in list order', () => {
    expect(names(moment(FRIDAY, '12:00'))).toEqual(['Mittag', 'Grill']);
    expect(names(moment(FRIDAY, '15:00'))).toEqual(['Grill']);
  });

  it('plays nothing outside the windows of a stream that has only timed entries', () => {
    expect(activeEntries([mittag], moment(SUNDAY, '12:00'))).toEqual([]);
    expect(activeEntries([], moment(SUNDAY, '12:00'))).toEqual([]);
  });

  it('is the matching timed entries if any, else the untimed ones, always in list order (property)', () => {
    const entry = fc.record({
      weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      from: fc.option(fc.constantFrom('06:00', '10:30', '12:00'), { nil: undefined }),
      to: fc.option(fc.constantFrom('14:00', '18:00', '24:00'), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1439 }), (entries, weekday, minute) => {
        const at = { weekday, minute };
        const active = activeEntries(entries, at);
        const timedMatches = entries.filter((candidate) => isTimed(candidate) && windowContains(candidate, at));
        expect(active).toEqual(timedMatches.length > 0 ? timedMatches : entries.filter((candidate) => !isTimed(candidate)));
        // A subsequence of the list: same objects, same order.
        const positions = active.map((chosen) => entries.indexOf(chosen));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});

describe('isScreenScheduledOn', () => {
  it('an empty schedule is always on', () => {
    expect(isScreenScheduledOn([], moment(SUNDAY, '03:00'))).toBe(true);
  });

  it('otherwise on inside any of its windows, off outside all', () => {
    const shopHours: TimeWindow[] = [
      { weekdays: [0, 1, 2, 3, 4], from: '06:30', to: '19:00' },
      { weekdays: [SATURDAY], from: '07:00', to: '13:00' },
    ];
    expect(isScreenScheduledOn(shopHours, moment(MONDAY, '06:29'))).toBe(false);
    expect(isScreenScheduledOn(shopHours, moment(MONDAY, '06:30'))).toBe(true);
    expect(isScreenScheduledOn(shopHours, moment(FRIDAY, '18:59'))).toBe(true);
    expect(isScreenScheduledOn(shopHours, moment(FRIDAY, '19:00'))).toBe(false);
    expect(isScreenScheduledOn(shopHours, moment(SATURDAY, '12:59'))).toBe(true);
    expect(isScreenScheduledOn(shopHours, moment(SATURDAY, '13:00'))).toBe(false);
    expect(isScreenScheduledOn(shopHours, moment(SUNDAY, '10:00'))).toBe(false);
  });
});
