import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Pause } from '../schemas/time-tracking';
import { localDateOf } from '../time/zone';
import {
  breakMinutes,
  dayBalances,
  epochMinute,
  holidayBalance,
  isoOfEpochMinute,
  nextActions,
  periodTotals,
  scheduledMinutes,
  totalsOf,
  workedMinutes,
  type ActivityTimes,
  type ScheduleWeek,
} from './balance';

const ZONE = 'Europe/Vienna';
const FULL_TIME: ScheduleWeek = { validFrom: '2026-01-01', minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0], holidayDaysPerYear: 25 };
const at = (iso: string) => new Date(iso);

describe('workedMinutes and breakMinutes', () => {
  it('a day at the counter: 06:55–15:25 with half an hour of pause is 8 hours', () => {
    const day: ActivityTimes = {
      start: '2026-11-30T06:55:00+01:00',
      end: '2026-11-30T15:25:00+01:00',
      pauses: [{ start: '2026-11-30T10:00:00+01:00', end: '2026-11-30T10:30:00+01:00' }],
    };
    expect(workedMinutes(day, at('2026-12-01T00:00:00Z'))).toBe(480);
    expect(breakMinutes(day, at('2026-12-01T00:00:00Z'))).toBe(30);
  });

  it('counts from the minute a tap falls in (seconds are dropped)', () => {
    expect(workedMinutes({ start: '2026-11-30T06:55:59+01:00', end: '2026-11-30T07:00:01+01:00' }, at('2026-12-01T00:00:00Z'))).toBe(5);
  });

  it('the night of the change to summer time: 22:00–06:00 is 7 hours (2026-03-29)', () => {
    const night = { start: '2026-03-28T22:00:00+01:00', end: '2026-03-29T06:00:00+02:00' };
    expect(workedMinutes(night, at('2026-04-01T00:00:00Z'))).toBe(420);
  });

  it('the night of the change back: 22:00–06:00 is 9 hours (2026-10-25)', () => {
    const night = { start: '2026-10-24T22:00:00+02:00', end: '2026-10-25T06:00:00+01:00' };
    expect(workedMinutes(night, at('2026-11-01T00:00:00Z'))).toBe(540);
  });

  it('an open activity counts until now, an open pause until now', () => {
    const open: ActivityTimes = { start: '2026-11-30T06:00:00+01:00', pauses: [{ start: '2026-11-30T09:00:00+01:00' }] };
    const now = at('2026-11-30T09:20:00+01:00');
    expect(breakMinutes(open, now)).toBe(20);
    expect(workedMinutes(open, now)).toBe(180);
  });

  it('merges overlapping pauses and ignores the part outside the activity', () => {
    const day: ActivityTimes = {
      start: '2026-11-30T08:00:00+01:00',
      end: '2026-11-30T12:00:00+01:00',
      pauses: [
        { start: '2026-11-30T07:30:00+01:00', end: '2026-11-30T08:15:00+01:00' },
        { start: '2026-11-30T10:00:00+01:00', end: '2026-11-30T10:30:00+01:00' },
        { start: '2026-11-30T10:20:00+01:00', end: '2026-11-30T10:40:00+01:00' },
      ],
    };
    expect(breakMinutes(day, at('2026-12-01T00:00:00Z'))).toBe(15 + 40);
    expect(workedMinutes(day, at('2026-12-01T00:00:00Z'))).toBe(240 - 55);
  });

  it('an absence is no worked time', () => {
    expect(workedMinutes({ kind: 'holiday', start: '2026-11-30T00:00:00+01:00', end: '2026-12-01T00:00:00+01:00' }, at('2026-12-02T00:00:00Z'))).toBe(0);
  });
});

describe('scheduledMinutes', () => {
  it('the weekday of the valid schedule; nothing on weekends, public holidays and outside the validity', () => {
    expect(scheduledMinutes([FULL_TIME], '2026-11-30')).toBe(480);
    expect(scheduledMinutes([FULL_TIME], '2026-11-29')).toBe(0);
    expect(scheduledMinutes([FULL_TIME], '2026-12-08')).toBe(0);
    expect(scheduledMinutes([FULL_TIME], '2025-12-31')).toBe(0);
    expect(scheduledMinutes([{ ...FULL_TIME, validTo: '2026-11-27' }], '2026-11-30')).toBe(0);
  });

  it('the schedule that started last wins where two overlap', () => {
    const partTime: ScheduleWeek = { validFrom: '2026-11-01', minutesPerWeekday: [240, 240, 240, 0, 0, 0, 0] };
    expect(scheduledMinutes([partTime, FULL_TIME], '2026-11-30')).toBe(240);
    expect(scheduledMinutes([partTime, FULL_TIME], '2026-10-29')).toBe(480);
  });
});

describe('dayBalances', () => {
  const week = (activities: ActivityTimes[], now = at('2026-11-27T18:00:00+01:00')) =>
    dayBalances({ activities, schedules: [FULL_TIME], from: '2026-11-23', to: '2026-11-29', now, timeZone: ZONE });

  it('balances each day: worked plus credited absence minus scheduled; the future is not counted yet', () => {
    const days = week(
      [
        {
          id: 'mon',
          start: '2026-11-23T06:00:00+01:00',
          end: '2026-11-23T15:00:00+01:00',
          pauses: [{ start: '2026-11-23T10:00:00+01:00', end: '2026-11-23T10:30:00+01:00' }],
        },
        { id: 'tue', start: '2026-11-24T07:00:00+01:00', end: '2026-11-24T14:00:00+01:00', pauses: [] },
        { id: 'leave', kind: 'holiday', start: '2026-11-25T00:00:00+01:00', end: '2026-11-27T00:00:00+01:00' },
      ],
      at('2026-11-26T18:00:00+01:00'),
    );
    expect(days.map((day) => [day.date, day.worked, day.credited, day.scheduled, day.balance, day.isFuture])).toEqual([
      ['2026-11-23', 510, 0, 480, 30, false],
      ['2026-11-24', 420, 0, 480, -60, false],
      ['2026-11-25', 0, 480, 480, 0, false],
      ['2026-11-26', 0, 480, 480, 0, false],
      ['2026-11-27', 0, 0, 480, 0, true],
      ['2026-11-28', 0, 0, 0, 0, true],
      ['2026-11-29', 0, 0, 0, 0, true],
    ]);
    expect(days[2]?.absence).toBe('holiday');
    expect(totalsOf(days)).toEqual({ scheduled: 2400, worked: 930, breaks: 30, credited: 960, balance: -30, holidayDays: 2, sickDays: 0 });
  });

  it('a night shift belongs to the day it started on, across the change to summer time', () => {
    const days = dayBalances({
      activities: [
        { start: '2026-03-27T22:00:00+01:00', end: '2026-03-28T06:00:00+01:00' },
        { start: '2026-03-28T22:00:00+01:00', end: '2026-03-29T06:00:00+02:00' },
      ],
      schedules: [],
      from: '2026-03-27',
      to: '2026-03-29',
      now: at('2026-04-01T00:00:00Z'),
      timeZone: ZONE,
    });
    expect(days.map((day) => [day.date, day.worked])).toEqual([
      ['2026-03-27', 480],
      ['2026-03-28', 420],
      ['2026-03-29', 0],
    ]);
  });

  it('names the public holiday of a day and schedules nothing on it', () => {
    const [day] = dayBalances({
      activities: [],
      schedules: [FULL_TIME],
      from: '2026-10-26',
      to: '2026-10-26',
      now: at('2026-11-01T00:00:00Z'),
      timeZone: ZONE,
    });
    expect(day).toMatchObject({ publicHoliday: 'Nationalfeiertag', scheduled: 0, balance: 0 });
  });

  it('warns of a missing break, a day over 10 hours, a short rest and a forgotten clock-out', () => {
    const days = week([
      {
        id: 'long',
        start: '2026-11-23T06:00:00+01:00',
        end: '2026-11-23T17:00:00+01:00',
        pauses: [{ start: '2026-11-23T12:00:00+01:00', end: '2026-11-23T12:20:00+01:00' }],
      },
      {
        id: 'late',
        start: '2026-11-24T14:00:00+01:00',
        end: '2026-11-24T22:00:00+01:00',
        pauses: [{ start: '2026-11-24T18:00:00+01:00', end: '2026-11-24T18:30:00+01:00' }],
      },
      { id: 'early', start: '2026-11-25T06:00:00+01:00', end: '2026-11-25T12:00:00+01:00', pauses: [] },
      { id: 'open', start: '2026-11-26T06:00:00+01:00', pauses: [] },
    ]);
    const warnings = days.flatMap((day) => day.warnings);
    expect(warnings).toEqual([
      { kind: 'breakMissing', date: '2026-11-23', minutes: 20 },
      { kind: 'dayTooLong', date: '2026-11-23', minutes: 640 },
      { kind: 'restTooShort', date: '2026-11-25', minutes: 480, activityId: 'early' },
      // The open activity of Thursday runs until "now" (Friday 18:00): 36 hours, a break is missing and the day is too long too.
      { kind: 'breakMissing', date: '2026-11-26', minutes: 0 },
      { kind: 'dayTooLong', date: '2026-11-26', minutes: 2160 },
      { kind: 'clockOutMissing', date: '2026-11-26', activityId: 'open' },
    ]);
  });

  it('exactly 6 hours need no break, exactly 10 hours are allowed, exactly 11 hours of rest are enough', () => {
    const days = week([
      { start: '2026-11-23T08:00:00+01:00', end: '2026-11-23T14:00:00+01:00' },
      {
        start: '2026-11-24T01:00:00+01:00',
        end: '2026-11-24T11:30:00+01:00',
        pauses: [{ start: '2026-11-24T06:00:00+01:00', end: '2026-11-24T06:30:00+01:00' }],
      },
    ]);
    // 14:00 on Monday to 01:00 on Tuesday: 11 hours of rest.
    expect(days.flatMap((day) => day.warnings)).toEqual([]);
    expect(days.slice(0, 2).map((day) => day.worked)).toEqual([360, 600]);
  });
});

describe('periodTotals', () => {
  it('sums per calendar week (Monday first) and per month', () => {
    const days = dayBalances({ activities: [], schedules: [FULL_TIME], from: '2026-11-28', to: '2026-12-02', now: at('2026-12-10T00:00:00Z'), timeZone: ZONE });
    expect(periodTotals(days, 'week').map((week) => [week.from, week.to, week.totals.scheduled])).toEqual([
      ['2026-11-23', '2026-11-29', 0],
      ['2026-11-30', '2026-12-02', 1440],
    ]);
    expect(periodTotals(days, 'month').map((month) => [month.from, month.to, month.totals.balance])).toEqual([
      ['2026-11-01', '2026-11-30', -480],
      ['2026-12-01', '2026-12-02', -960],
    ]);
  });
});

describe('holidayBalance', () => {
  const now = at('2026-08-01T12:00:00+02:00');

  it('25 days for a whole year; a week of leave with a public holiday costs four days', () => {
    const leave: ActivityTimes = { kind: 'holiday', start: '2026-05-11T00:00:00+02:00', end: '2026-05-16T00:00:00+02:00' };
    expect(holidayBalance({ activities: [leave], schedules: [FULL_TIME], year: 2026, now, timeZone: ZONE })).toEqual({
      year: 2026,
      entitled: 25,
      taken: 4,
      planned: 0,
      left: 21,
    });
  });

  it('earns the part of the year a contract is valid, in half days; booked days after today are planned', () => {
    const fromJuly: ScheduleWeek = { ...FULL_TIME, validFrom: '2026-07-01' };
    const christmas: ActivityTimes = { kind: 'holiday', start: '2026-12-21T00:00:00+01:00', end: '2026-12-24T00:00:00+01:00' };
    // 25 × 184 / 365 = 12.60 → 12.5
    expect(holidayBalance({ activities: [christmas], schedules: [fromJuly], year: 2026, now, timeZone: ZONE })).toEqual({
      year: 2026,
      entitled: 12.5,
      taken: 0,
      planned: 3,
      left: 9.5,
    });
  });

  it('two overlapping contracts earn each day once: the one valid that day', () => {
    const fromJuly: ScheduleWeek = { ...FULL_TIME, validFrom: '2026-07-01', holidayDaysPerYear: 30 };
    // 25 × 181 / 365 + 30 × 184 / 365 = 12.40 + 15.12 = 27.52 → 27.5
    expect(holidayBalance({ activities: [], schedules: [FULL_TIME, fromJuly], year: 2026, now, timeZone: ZONE }).entitled).toBe(27.5);
  });

  it('sick days are not holiday', () => {
    const sick: ActivityTimes = { kind: 'sick', start: '2026-03-02T00:00:00+01:00', end: '2026-03-04T00:00:00+01:00' };
    expect(holidayBalance({ activities: [sick], schedules: [FULL_TIME], year: 2026, now, timeZone: ZONE }).taken).toBe(0);
  });
});

describe('nextActions', () => {
  it('start when clocked out, pause or end while working, resume or end while paused', () => {
    expect(nextActions(undefined)).toEqual(['start']);
    expect(nextActions({ start: '2026-11-30T06:00:00Z', end: '2026-11-30T07:00:00Z' })).toEqual(['start']);
    expect(nextActions({ start: '2026-11-30T06:00:00Z', pauses: [] })).toEqual(['pause', 'end']);
    expect(nextActions({ start: '2026-11-30T06:00:00Z', pauses: [{ start: '2026-11-30T07:00:00Z' }] })).toEqual(['resume', 'end']);
  });
});

// ---- Property: any sequence of clock actions, DST nights included, sums like a naive minute count.

type Step = { gap: number; choice: number };

/** Plays clock actions from `startMinute`: each step waits `gap` minutes and takes one of the next actions. */
function play(startMinute: number, steps: Step[]): { activities: ActivityTimes[]; now: Date } {
  const activities: ActivityTimes[] = [];
  let current: (ActivityTimes & { pauses: Pause[] }) | undefined;
  let minute = startMinute;
  for (const step of steps) {
    minute += step.gap;
    const iso = isoOfEpochMinute(minute);
    const actions = nextActions(current);
    const action = actions[step.choice % actions.length];
    if (action === 'start') {
      current = { id: String(activities.length), start: iso, pauses: [] };
      activities.push(current);
    } else if (action === 'pause') current!.pauses.push({ start: iso });
    else if (action === 'resume') current!.pauses.at(-1)!.end = iso;
    else if (action === 'end') {
      const open = current!.pauses.at(-1);
      if (open && !open.end) open.end = iso;
      current!.end = iso;
      current = undefined;
    }
  }
  return { activities, now: new Date((minute + 1) * 60_000) };
}

/** Minute by minute: inside the activity and in no pause. */
function naiveWorked(activity: ActivityTimes, now: Date): number {
  const start = epochMinute(activity.start);
  const end = activity.end ? epochMinute(activity.end) : epochMinute(now);
  let count = 0;
  for (let minute = start; minute < end; minute++) {
    const paused = (activity.pauses ?? []).some((pause) => epochMinute(pause.start) <= minute && minute < (pause.end ? epochMinute(pause.end) : end));
    if (!paused) count++;
  }
  return count;
}

const BASES = ['2026-03-28T16:00:00Z', '2026-10-24T16:00:00Z', '2026-06-15T04:00:00Z', '2026-12-31T20:00:00Z'].map((iso) => epochMinute(iso));

describe('property: balances sum like a naive minute count', () => {
  it('over any days, DST included, per day and in total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.integer({ min: -600, max: 600 }),
        fc.array(fc.record({ gap: fc.integer({ min: 1, max: 720 }), choice: fc.nat(3) }), { maxLength: 30 }),
        (base, shift, steps) => {
          const { activities, now } = play(base + shift, steps);
          const naivePerDay = new Map<string, number>();
          for (const activity of activities) {
            const day = localDateOf(new Date(activity.start), ZONE);
            naivePerDay.set(day, (naivePerDay.get(day) ?? 0) + naiveWorked(activity, now));
          }
          const days = dayBalances({ activities, schedules: [FULL_TIME], from: '2026-01-01', to: '2027-01-31', now, timeZone: ZONE });
          for (const day of days) expect(day.worked).toBe(naivePerDay.get(day.date) ?? 0);
          const naiveTotal = [...naivePerDay.values()].reduce((sum, minutes) => sum + minutes, 0);
          expect(totalsOf(days).worked).toBe(naiveTotal);
          expect(activities.reduce((sum, activity) => sum + workedMinutes(activity, now), 0)).toBe(naiveTotal);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('pauses in any order and overlap count once, never outside the activity', () => {
    const minuteInDay = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(minuteInDay, minuteInDay, fc.array(fc.tuple(minuteInDay, fc.integer({ min: 1, max: 300 })), { maxLength: 6 }), (a, b, pauses) => {
        const base = epochMinute('2026-10-25T00:00:00+02:00');
        const activity: ActivityTimes = {
          start: isoOfEpochMinute(base + Math.min(a, b)),
          end: isoOfEpochMinute(base + Math.max(a, b) + 1),
          pauses: pauses.map(([start, length]) => ({ start: isoOfEpochMinute(base + start), end: isoOfEpochMinute(base + start + length) })),
        };
        const now = new Date((base + 3000) * 60_000);
        expect(workedMinutes(activity, now)).toBe(naiveWorked(activity, now));
        expect(workedMinutes(activity, now) + breakMinutes(activity, now)).toBe(Math.max(a, b) + 1 - Math.min(a, b));
      }),
    );
  });

  it('the balance of a range is the sum of its weeks and of its months', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ gap: fc.integer({ min: 1, max: 900 }), choice: fc.nat(3) }), { maxLength: 40 }), (steps) => {
        const { activities, now } = play(BASES[2]!, steps);
        const days = dayBalances({ activities, schedules: [FULL_TIME], from: '2026-06-01', to: '2026-08-31', now, timeZone: ZONE });
        const total = totalsOf(days).balance;
        expect(periodTotals(days, 'week').reduce((sum, week) => sum + week.totals.balance, 0)).toBe(total);
        expect(periodTotals(days, 'month').reduce((sum, month) => sum + month.totals.balance, 0)).toBe(total);
      }),
      { numRuns: 50 },
    );
  });
});
