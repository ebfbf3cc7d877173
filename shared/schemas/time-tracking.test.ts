import { describe, expect, it } from 'vitest';
import { failingPaths, storedMeta } from './test-fixtures';
import { timeListQuerySchema, workingActivityInputSchema, workingActivitySchema, workingScheduleInputSchema, workingScheduleSchema } from './time-tracking';

const USER_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';
const BRANCH_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VY';

describe('backoffice §7 working-activities', () => {
  const shift = {
    user: { id: USER_ID },
    branch: { id: BRANCH_ID },
    start: '2026-11-20T06:00:00+01:00',
    end: '2026-11-20T14:30:00+01:00',
    pauses: [{ start: '2026-11-20T10:00:00+01:00', end: '2026-11-20T10:30:00+01:00' }],
    description: 'Zerlegung Rind',
  };

  it('parses a shift with a pause; a running activity has no end and no pauses yet', () => {
    expect(workingActivityInputSchema.parse(shift)).toEqual({ ...shift, kind: 'work' });
    expect(workingActivityInputSchema.parse({ user: { id: USER_ID }, start: '2026-11-20T05:00:00Z' })).toEqual({
      user: { id: USER_ID },
      kind: 'work',
      start: '2026-11-20T05:00:00Z',
      pauses: [],
    });
  });

  it('refuses an end before or at the start with the time-range message on end', () => {
    const result = workingActivityInputSchema.safeParse({ ...shift, end: '2026-11-20T05:59:00+01:00' });
    expect(result.error?.issues).toMatchObject([{ path: ['end'], message: 'api.validation.timeRange' }]);
    expect(failingPaths(workingActivityInputSchema, { ...shift, end: shift.start })).toEqual(['end']);
  });

  it('compares instants, not text: 06:00+01:00 ends after 05:30Z', () => {
    expect(workingActivityInputSchema.safeParse({ ...shift, start: '2026-11-20T04:30:00Z', end: '2026-11-20T06:00:00+01:00' }).success).toBe(true);
  });

  it('refuses a start without offset and a missing user', () => {
    expect(failingPaths(workingActivityInputSchema, { ...shift, user: undefined, start: '2026-11-20 06:00' })).toEqual(['user', 'start']);
  });

  it('accepts the stored record', () => {
    const record = { ...shift, kind: 'work', corrections: [], ...storedMeta('workingActivity') };
    expect(workingActivitySchema.parse(record)).toEqual(record);
    expect(failingPaths(workingActivitySchema, { ...record, end: '2026-11-20T05:00:00+01:00' })).toEqual(['end']);
  });
});

describe('backoffice §7 working-schedules', () => {
  const plan = {
    user: { id: USER_ID },
    branch: { id: BRANCH_ID },
    validFrom: '2026-12-01',
    validTo: '2027-11-30',
    minutesPerWeekday: [462, 462, 462, 462, 462, 0, 0],
    holidayDaysPerYear: 25,
    comment: 'Vollzeit 38,5 h',
  };

  it('parses a week of target minutes, Monday first; the entitlement defaults to 25 days', () => {
    expect(workingScheduleInputSchema.parse(plan)).toEqual(plan);
    const { holidayDaysPerYear: _, validTo: __, ...open } = plan;
    expect(workingScheduleInputSchema.parse(open)).toEqual({ ...open, holidayDaysPerYear: 25 });
  });

  it('refuses a validity that ends before it starts, a week of six days and minutes beyond a day', () => {
    expect(failingPaths(workingScheduleInputSchema, { ...plan, validTo: '2026-11-30' })).toEqual(['validTo']);
    expect(failingPaths(workingScheduleInputSchema, { ...plan, minutesPerWeekday: [480, 480, 480, 480, 480, 0] })).toEqual(['minutesPerWeekday']);
    expect(failingPaths(workingScheduleInputSchema, { ...plan, minutesPerWeekday: [1441, 0, 0, 0, 0, 0, 0] })).toEqual(['minutesPerWeekday.0']);
    expect(failingPaths(workingScheduleInputSchema, { ...plan, validFrom: '01.12.2026' })).toEqual(['validFrom']);
  });

  it('accepts the stored record', () => {
    const record = { ...plan, ...storedMeta('workingSchedule') };
    expect(workingScheduleSchema.parse(record)).toEqual(record);
  });
});

describe('working activities: kinds, corrections, the open marker', () => {
  it('defaults to work; a holiday runs from midnight to midnight', () => {
    const leave = { user: { id: USER_ID }, kind: 'holiday', start: '2026-12-21T00:00:00+01:00', end: '2026-12-24T00:00:00+01:00' };
    expect(workingActivityInputSchema.parse(leave)).toEqual({ ...leave, pauses: [] });
    expect(failingPaths(workingActivityInputSchema, { ...leave, kind: 'Urlaub' })).toEqual(['kind']);
  });

  it('keeps the server-managed open marker and the corrections with who, why and the times before', () => {
    const record = {
      user: { id: USER_ID },
      kind: 'work',
      start: '2026-11-20T06:00:00+01:00',
      end: '2026-11-20T14:00:00+01:00',
      pauses: [],
      corrections: [
        {
          at: '2026-11-21T08:00:00Z',
          by: { id: 'admin', name: 'Johann Gruber' },
          reason: 'Ausstempeln vergessen',
          before: { start: '2026-11-20T06:00:00+01:00', pauses: [] },
        },
      ],
      ...storedMeta('workingActivity'),
    };
    expect(workingActivitySchema.parse(record)).toEqual(record);
    expect(workingActivitySchema.parse({ ...record, end: undefined, openFor: USER_ID }).openFor).toBe(USER_ID);
  });
});

describe('backoffice §7 time lists: filter user, branch, from, to', () => {
  it('takes ids and dates or instants from the query string', () => {
    const query = { user: USER_ID, branch: BRANCH_ID, from: '2026-11-01', to: '2026-11-30T23:59:59+01:00' };
    expect(timeListQuerySchema.parse(query)).toEqual(query);
  });

  it('refuses a branch that is no id and a from that is no date', () => {
    expect(failingPaths(timeListQuerySchema, { branch: 'graz-lend', from: 'November' })).toEqual(['branch', 'from']);
  });
});
