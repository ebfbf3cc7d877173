import { describe, expect, it } from 'vitest';
import {
  absenceDaysOf,
  absenceSpan,
  activityHints,
  clockTimeAfter,
  correctedTimes,
  formatDay,
  formatDuration,
  formatHours,
  instantOf,
  localParts,
  parseHours,
  shiftMonth,
} from './times';

const VIENNA = 'Europe/Vienna';

describe('working-time screen times', () => {
  it('formats durations as h:mm with a real minus sign', () => {
    expect(formatDuration(465)).toBe('7:45 h');
    expect(formatDuration(-30)).toBe('\u22120:30 h');
    expect(formatHours(0)).toBe('0:00');
    expect(formatHours(600)).toBe('10:00');
    expect(formatDay('2026-11-30')).toBe('Mo, 30.11.2026');
  });

  it('turns shop clock times into instants, in winter, in summer and on both switch days', () => {
    expect(instantOf('2026-11-30', '07:00', VIENNA)).toBe('2026-11-30T06:00:00.000Z');
    expect(instantOf('2026-07-01', '07:00', VIENNA)).toBe('2026-07-01T05:00:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00; 01:30 is still winter time, 03:30 already summer time.
    expect(instantOf('2026-03-29', '01:30', VIENNA)).toBe('2026-03-29T00:30:00.000Z');
    expect(instantOf('2026-03-29', '03:30', VIENNA)).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 02:30 happens twice; the earlier one (summer time) is meant.
    expect(instantOf('2026-10-25', '02:30', VIENNA)).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25', '', VIENNA)).toBeUndefined();
    expect(instantOf('', '07:00', VIENNA)).toBeUndefined();
    expect(localParts('2026-03-29T01:30:00.000Z', VIENNA)).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(localParts('2026-10-25T01:30:00.000Z', VIENNA)).toEqual({ date: '2026-10-25', time: '02:30' });
  });

  it('puts a pause earlier than the start on the next day (night shifts)', () => {
    const start = instantOf('2026-11-30', '22:00', VIENNA)!;
    expect(clockTimeAfter(start, '23:30', VIENNA)).toBe(instantOf('2026-11-30', '23:30', VIENNA));
    expect(clockTimeAfter(start, '01:00', VIENNA)).toBe(instantOf('2026-12-01', '01:00', VIENNA));
    expect(clockTimeAfter(start, '22:00', VIENNA)).toBe(start);
  });

  it('stores absences from local midnight to the midnight after the last day, across the October switch', () => {
    const span = absenceSpan('2026-10-19', '2026-10-30', VIENNA);
    expect(span).toEqual({ start: '2026-10-18T22:00:00.000Z', end: '2026-10-30T23:00:00.000Z' });
    expect(absenceDaysOf(span, VIENNA)).toEqual({ firstDay: '2026-10-19', lastDay: '2026-10-30' });
    const oneDay = absenceSpan('2026-12-07', '2026-12-07', VIENNA);
    expect(absenceDaysOf(oneDay, VIENNA)).toEqual({ firstDay: '2026-12-07', lastDay: '2026-12-07' });
  });

  it('reads target hours as h:mm or decimal hours', () => {
    expect(parseHours('7:42')).toBe(462);
    expect(parseHours('7,7')).toBe(462);
    expect(parseHours('7.7')).toBe(462);
    expect(parseHours('8')).toBe(480);
    expect(parseHours(' 8 h')).toBe(480);
    expect(parseHours('')).toBe(0);
    expect(parseHours('7:75')).toBeUndefined();
    expect(parseHours('25')).toBeUndefined();
    expect(parseHours('acht')).toBeUndefined();
  });

  it('hints a running activity today, a missing clock-out from the next day on, and corrections', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const open = { start: '2026-11-30T06:00:00.000Z', corrections: [] };
    expect(activityHints(open, now, VIENNA)).toEqual(['running']);
    expect(activityHints({ ...open, start: '2026-11-29T06:00:00.000Z' }, now, VIENNA)).toEqual(['clockOutMissing']);
    // 23:30 UTC on the 29th is already the 30th in Vienna.
    expect(activityHints({ ...open, start: '2026-11-29T23:30:00.000Z' }, now, VIENNA)).toEqual(['running']);
    const correction = {
      at: '2026-11-30T09:00:00.000Z',
      by: { id: 'u', name: 'Johann Gruber' },
      reason: 'vergessen',
      before: { start: open.start, pauses: [] },
    };
    expect(activityHints({ ...open, end: '2026-11-30T14:00:00.000Z', corrections: [correction] }, now, VIENNA)).toEqual(['corrected']);
  });

  it('describes the times before a correction', () => {
    const before = {
      kind: 'work' as const,
      start: '2026-11-30T06:00:00.000Z',
      end: '2026-11-30T14:30:00.000Z',
      pauses: [{ start: '2026-11-30T11:00:00.000Z', end: '2026-11-30T11:30:00.000Z' }],
    };
    expect(correctedTimes(before, VIENNA)).toEqual({ when: 'Mo, 30.11.2026 07:00–15:30', breaks: 30 });
    expect(correctedTimes({ ...before, kind: 'holiday', ...absenceSpan('2026-12-07', '2026-12-11', VIENNA), pauses: [] }, VIENNA).when).toBe(
      'Mo, 07.12.2026 – Fr, 11.12.2026',
    );
  });

  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
