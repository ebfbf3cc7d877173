import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOpenAt, openingState, scheduleState } from './timeline';
import type { OpeningHoursRule } from './rules';
import { VIENNA, butcherWeek, splitWeek, vienna } from './test-fixtures';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

describe('precedence of rules: once beats weekday beats daily', () => {
  const rules: OpeningHoursRule[] = [
    { type: 'daily', from: '08:00', to: '17:00' },
    { type: 'saturday', from: '07:00', to: '12:00' },
    { type: 'once', date: '2026-12-24', from: '08:00', to: '12:00' },
    { type: 'once', date: '2026-12-08', isClosed: true },
  ];

  it('daily hours apply on days without a weekday rule', () => {
    expect(isOpenAt(rules, vienna('2026-05-04 08:00'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, vienna('2026-05-04 07:59'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, vienna('2026-05-04 16:59'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, vienna('2026-05-04 17:00'), VIENNA)).toBe(false);
  });

  it('a weekday rule replaces the daily hours on that weekday', () => {
    expect(isOpenAt(rules, vienna('2026-05-09 07:00'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, vienna('2026-05-09 12:00'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, vienna('2026-05-09 15:00'), VIENNA)).toBe(false);
  });

  it('a once rule replaces the day (holiday closed, special hours on 24.12.)', () => {
    expect(isOpenAt(rules, vienna('2026-12-08 10:00'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, vienna('2026-12-24 11:59'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, vienna('2026-12-24 12:00'), VIENNA)).toBe(false);
    expect(isOpenAt(rules, vienna('2026-12-09 10:00'), VIENNA)).toBe(true);
  });

  it('once-rule holiday: the next opening skips the closed Tuesday 08.12.2026', () => {
    const state = openingState(rules, vienna('2026-12-07 19:00'), VIENNA);
    expect(state.isOpen).toBe(false);
    expect(state.next).toMatchObject({ date: '2026-12-09', from: '08:00', to: '17:00' });
    expect(iso(state.next?.start)).toBe('2026-12-09T07:00:00.000Z');
  });

  it('a closed rule closes the whole day even next to open rules of the same level', () => {
    const wednesdayOff: OpeningHoursRule[] = [
      { type: 'daily', from: '08:00', to: '17:00' },
      { type: 'wednesday', from: '08:00', to: '12:00' },
      { type: 'wednesday', isClosed: true },
    ];
    expect(isOpenAt(wednesdayOff, vienna('2026-05-06 09:00'), VIENNA)).toBe(false);
    expect(isOpenAt(wednesdayOff, vienna('2026-05-07 09:00'), VIENNA)).toBe(true);
  });

  it('ignores rules without valid times or dates, and no rules means closed', () => {
    const broken: OpeningHoursRule[] = [
      { type: 'monday', from: '7 Uhr', to: '18:00' },
      { type: 'once', date: '2026-02-30', isClosed: true },
      { type: 'tuesday', from: '24:00', to: '02:00' },
    ];
    expect(isOpenAt(broken, vienna('2026-05-04 10:00'), VIENNA)).toBe(false);
    expect(isOpenAt(null, vienna('2026-05-04 10:00'), VIENNA)).toBe(false);
    expect(openingState(undefined, vienna('2026-05-04 10:00'), VIENNA)).toEqual({
      isOpen: false,
      current: null,
      next: null,
      closingSoon: false,
    });
  });
});

describe('open now, open until, closing soon (< 60 minutes)', () => {
  it('open during the day with the closing time', () => {
    const state = openingState(butcherWeek, vienna('2026-05-04 10:00'), VIENNA);
    expect(state.isOpen).toBe(true);
    expect(state.current).toMatchObject({ date: '2026-05-04', from: '07:00', to: '18:00' });
    expect(iso(state.current?.end)).toBe('2026-05-04T16:00:00.000Z');
    expect(state.closingSoon).toBe(false);
    expect(state.next).toMatchObject({ date: '2026-05-05', from: '07:00' });
  });

  it('the last 5 minutes before closing: open and closing soon; closed at the closing minute', () => {
    expect(openingState(butcherWeek, vienna('2026-05-04 17:55'), VIENNA)).toMatchObject({ isOpen: true, closingSoon: true });
    expect(isOpenAt(butcherWeek, new Date(vienna('2026-05-04 18:00').getTime() - 1000), VIENNA)).toBe(true);
    expect(isOpenAt(butcherWeek, vienna('2026-05-04 18:00'), VIENNA)).toBe(false);
  });

  it('closing soon starts under 60 minutes: 17:00 is not, 17:01 is', () => {
    expect(openingState(butcherWeek, vienna('2026-05-04 17:00'), VIENNA).closingSoon).toBe(false);
    expect(openingState(butcherWeek, vienna('2026-05-04 17:01'), VIENNA).closingSoon).toBe(true);
  });

  it('split hours: open until 12:30, closed for lunch, open again at 14:30', () => {
    const morning = openingState(splitWeek, vienna('2026-05-04 10:00'), VIENNA);
    expect(morning.current).toMatchObject({ from: '07:00', to: '12:30' });
    expect(morning.next).toMatchObject({ date: '2026-05-04', from: '14:30', to: '18:00' });
    expect(openingState(splitWeek, vienna('2026-05-04 11:45'), VIENNA).closingSoon).toBe(true);
    const lunch = openingState(splitWeek, vienna('2026-05-04 13:00'), VIENNA);
    expect(lunch.isOpen).toBe(false);
    expect(lunch.next).toMatchObject({ date: '2026-05-04', from: '14:30' });
    expect(isOpenAt(splitWeek, vienna('2026-05-04 14:30'), VIENNA)).toBe(true);
  });

  it('overlapping or touching rules merge into one interval', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'daily', from: '08:00', to: '12:00' },
      { type: 'daily', from: '11:00', to: '14:00' },
      { type: 'daily', from: '14:00', to: '16:00' },
    ];
    expect(openingState(rules, vienna('2026-05-04 09:00'), VIENNA).current).toMatchObject({ from: '08:00', to: '16:00' });
  });
});

describe('midnight', () => {
  const lateFriday: OpeningHoursRule[] = [
    { type: 'friday', from: '18:00', to: '02:00' },
    { type: 'saturday', isClosed: true },
  ];

  it('hours past midnight stay open on the next day even if that day is closed', () => {
    expect(isOpenAt(lateFriday, vienna('2026-05-08 23:59'), VIENNA)).toBe(true);
    expect(isOpenAt(lateFriday, vienna('2026-05-09 00:00'), VIENNA)).toBe(true);
    expect(isOpenAt(lateFriday, vienna('2026-05-09 01:59'), VIENNA)).toBe(true);
    expect(isOpenAt(lateFriday, vienna('2026-05-09 02:00'), VIENNA)).toBe(false);
    const state = openingState(lateFriday, vienna('2026-05-09 01:30'), VIENNA);
    expect(state.current).toMatchObject({ date: '2026-05-08', from: '18:00', to: '02:00' });
    expect(state.closingSoon).toBe(true);
  });

  it('closing at 24:00 reads 24:00 and the next day starts closed', () => {
    const rules: OpeningHoursRule[] = [{ type: 'monday', from: '20:00', to: '24:00' }];
    expect(openingState(rules, vienna('2026-05-04 21:00'), VIENNA).current?.to).toBe('24:00');
    expect(isOpenAt(rules, vienna('2026-05-04 23:59'), VIENNA)).toBe(true);
    expect(isOpenAt(rules, vienna('2026-05-05 00:00'), VIENNA)).toBe(false);
    // 00:00 as the end means midnight too
    expect(openingState([{ type: 'monday', from: '20:00', to: '00:00' }], vienna('2026-05-04 21:00'), VIENNA).current?.to).toBe('24:00');
  });

  it('an evening that touches the next morning is one interval', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'friday', from: '18:00', to: '24:00' },
      { type: 'saturday', from: '00:00', to: '03:00' },
    ];
    const state = openingState(rules, vienna('2026-05-08 22:00'), VIENNA);
    expect(state.current).toMatchObject({ from: '18:00', to: '03:00' });
    expect(iso(state.current?.end)).toBe('2026-05-09T01:00:00.000Z');
  });

  it('open around the clock has no end within the look-ahead', () => {
    const state = openingState([{ type: 'daily', from: '00:00', to: '00:00' }], vienna('2026-05-04 10:00'), VIENNA);
    expect(state).toMatchObject({ isOpen: true, closingSoon: false, next: null });
    expect(state.current).toMatchObject({ end: null, to: null });
  });
});

describe('next opening (72 hours ahead)', () => {
  it('a closed weekday: Saturday afternoon opens Monday 07:00', () => {
    const state = openingState(butcherWeek, vienna('2026-05-09 13:00'), VIENNA);
    expect(state.isOpen).toBe(false);
    expect(state.next).toMatchObject({ date: '2026-05-11', from: '07:00' });
    expect(iso(state.next?.start)).toBe('2026-05-11T05:00:00.000Z');
  });

  it('finds an opening at 07:10 exactly, and one shorter than 15 minutes', () => {
    const rules: OpeningHoursRule[] = [{ type: 'daily', from: '07:10', to: '07:20' }];
    expect(openingState(rules, vienna('2026-05-04 06:03'), VIENNA).next).toMatchObject({ date: '2026-05-04', from: '07:10' });
  });

  it('nothing within 72 hours: no next opening', () => {
    const rules: OpeningHoursRule[] = [{ type: 'monday', from: '07:00', to: '18:00' }];
    expect(openingState(rules, vienna('2026-05-05 10:00'), VIENNA).next).toBeNull();
    // Monday 07:00 is 69 hours after Friday 10:00
    expect(openingState(rules, vienna('2026-05-08 10:00'), VIENNA).next).toMatchObject({ date: '2026-05-11' });
    // … and 75 hours after Friday 04:00
    expect(openingState(rules, vienna('2026-05-08 04:00'), VIENNA).next).toBeNull();
  });

  it('is never before now (property)', () => {
    const rule = fc.record({
      type: fc.constantFrom('daily', 'monday', 'saturday', 'sunday', 'once' as const),
      date: fc.constantFrom('2026-03-29', '2026-10-25', '2026-05-04'),
      isClosed: fc.boolean(),
      from: fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:${h % 2 ? '30' : '00'}`),
      to: fc.integer({ min: 0, max: 24 }).map((h) => `${String(h).padStart(2, '0')}:00`),
    }) as fc.Arbitrary<OpeningHoursRule>;
    const instant = fc.integer({ min: Date.parse('2026-03-27T00:00:00Z'), max: Date.parse('2026-10-28T00:00:00Z') }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), instant, (rules, now) => {
        const state = openingState(rules, now, VIENNA);
        if (state.next) {
          expect(state.next.start.getTime()).toBeGreaterThan(now.getTime());
          expect(state.next.start.getTime() - now.getTime()).toBeLessThanOrEqual(72 * 3_600_000);
          expect(isOpenAt(rules, state.next.start, VIENNA)).toBe(true);
        }
        expect(state.isOpen).toBe(isOpenAt(rules, now, VIENNA));
        if (state.current?.end) expect(state.current.end.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 300 },
    );
  });
});

describe('daylight-saving days in Europe/Vienna', () => {
  const night: OpeningHoursRule[] = [{ type: 'daily', from: '01:00', to: '04:00' }];
  const sunday: OpeningHoursRule[] = [{ type: 'sunday', from: '08:00', to: '12:00' }];

  it('2026-03-29: open by wall-clock time across the skipped hour', () => {
    expect(isOpenAt(night, new Date('2026-03-28T23:59:00Z'), VIENNA)).toBe(false); // 00:59 CET
    expect(isOpenAt(night, new Date('2026-03-29T00:30:00Z'), VIENNA)).toBe(true); // 01:30 CET
    expect(isOpenAt(night, new Date('2026-03-29T01:00:00Z'), VIENNA)).toBe(true); // 03:00 CEST
    expect(isOpenAt(night, new Date('2026-03-29T01:59:00Z'), VIENNA)).toBe(true); // 03:59 CEST
    expect(isOpenAt(night, new Date('2026-03-29T02:00:00Z'), VIENNA)).toBe(false); // 04:00 CEST
    const state = openingState(night, new Date('2026-03-29T00:30:00Z'), VIENNA);
    expect(iso(state.current?.end)).toBe('2026-03-29T02:00:00.000Z'); // 90 real minutes left
    expect(state.closingSoon).toBe(false);
    expect(openingState(night, new Date('2026-03-29T01:01:00Z'), VIENNA).closingSoon).toBe(true);
  });

  it('2026-03-29: a Sunday shop opens at 08:00 CEST = 06:00 UTC', () => {
    expect(isOpenAt(sunday, new Date('2026-03-29T05:59:00Z'), VIENNA)).toBe(false);
    expect(isOpenAt(sunday, new Date('2026-03-29T06:00:00Z'), VIENNA)).toBe(true);
    expect(iso(openingState(sunday, new Date('2026-03-28T22:00:00Z'), VIENNA).next?.start)).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(openingState(sunday, new Date('2026-03-29T07:00:00Z'), VIENNA).current?.end)).toBe('2026-03-29T10:00:00.000Z');
  });

  it('2026-10-25: open through both 02:xx hours, closing at 04:00 CET', () => {
    expect(isOpenAt(night, new Date('2026-10-24T22:59:00Z'), VIENNA)).toBe(false); // 00:59 CEST
    expect(isOpenAt(night, new Date('2026-10-24T23:00:00Z'), VIENNA)).toBe(true); // 01:00 CEST
    expect(isOpenAt(night, new Date('2026-10-25T00:30:00Z'), VIENNA)).toBe(true); // 02:30 CEST
    expect(isOpenAt(night, new Date('2026-10-25T01:30:00Z'), VIENNA)).toBe(true); // 02:30 CET
    expect(isOpenAt(night, new Date('2026-10-25T02:59:00Z'), VIENNA)).toBe(true); // 03:59 CET
    expect(isOpenAt(night, new Date('2026-10-25T03:00:00Z'), VIENNA)).toBe(false); // 04:00 CET
    const state = openingState(night, new Date('2026-10-25T00:30:00Z'), VIENNA);
    expect(iso(state.current?.start)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(state.current?.end)).toBe('2026-10-25T03:00:00.000Z');
    expect(openingState(night, new Date('2026-10-25T02:01:00Z'), VIENNA).closingSoon).toBe(true);
    expect(iso(openingState(night, new Date('2026-10-25T03:00:00Z'), VIENNA).next?.start)).toBe('2026-10-26T00:00:00.000Z');
  });

  it('2026-03-29: hours lying wholly in the skipped hour never open', () => {
    const rules: OpeningHoursRule[] = [
      { type: 'once', date: '2026-03-29', from: '02:00', to: '03:00' },
      { type: 'monday', from: '07:00', to: '08:00' },
    ];
    const state = openingState(rules, new Date('2026-03-28T12:00:00Z'), VIENNA);
    expect(state.next).toMatchObject({ date: '2026-03-30', from: '07:00' });
    expect(isOpenAt(rules, new Date('2026-03-29T01:00:00Z'), VIENNA)).toBe(false);
  });

  it('2026-10-25: a Sunday shop opens at 08:00 CET = 07:00 UTC', () => {
    expect(isOpenAt(sunday, new Date('2026-10-25T06:59:00Z'), VIENNA)).toBe(false);
    expect(isOpenAt(sunday, new Date('2026-10-25T07:00:00Z'), VIENNA)).toBe(true);
    expect(iso(openingState(sunday, new Date('2026-10-24T22:00:00Z'), VIENNA).next?.start)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('2026-10-25: an opening inside the repeated hour that already passed once is taken the second time', () => {
    const rules: OpeningHoursRule[] = [{ type: 'sunday', from: '02:20', to: '03:30' }];
    // 02:10 CET, the second 02:10 of the night: 02:20 CEST is past, 02:20 CET is ahead
    const state = scheduleState([rules], new Date('2026-10-25T01:10:00Z'), VIENNA);
    expect(state.isOpen).toBe(false);
    expect(iso(state.next?.start)).toBe('2026-10-25T01:20:00.000Z');
  });
});

describe('several rule sets together', () => {
  it('is open when any set is open', () => {
    const opening: OpeningHoursRule[] = [{ type: 'daily', from: '08:00', to: '12:00' }];
    const delivery: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '20:00' }];
    const state = scheduleState([opening, delivery], vienna('2026-05-04 09:00'), VIENNA);
    expect(state.current).toMatchObject({ from: '08:00', to: '20:00' });
  });
});
