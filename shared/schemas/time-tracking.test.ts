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
    expect(workingActivityInputSchema.parse(shift)).toEqual(shift);
    expect(workingActivityInputSchema.parse({ user: { id: USER_ID }, start: '2026-11-20T05:00:00Z' })).toEqual({
      user: { id: USER_ID },
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
    const record = { ...shift, ...storedMeta('workingActivity') };
    expect(workingActivitySchema.parse(record)).toEqual(record);
    expect(failingPaths(workingActivitySchema, { ...record, end: '2026-11-20T05:00:00+01:00' })).toEqual(['end']);
  });
});

describe('backoffice §7 working-schedules', () => {
  const plan = { user: { id: USER_ID }, branch: { id: BRANCH_ID }, date: '2026-12-24', from: '06:30', to: '12:00', comment: 'Heiliger Abend: kurzer Tag' };

  it('parses a planned shift; 24:00 closes at midnight', () => {
    expect(workingScheduleInputSchema.parse(plan)).toEqual(plan);
    expect(workingScheduleInputSchema.parse({ ...plan, from: '18:00', to: '24:00' }).to).toBe('24:00');
  });

  it('refuses a shift that ends before it starts, and wrong times and dates', () => {
    expect(failingPaths(workingScheduleInputSchema, { ...plan, from: '12:00', to: '06:30' })).toEqual(['to']);
    expect(failingPaths(workingScheduleInputSchema, { ...plan, from: '06.30', to: '24:30' })).toEqual(['from', 'to']);
    expect(failingPaths(workingScheduleInputSchema, { ...plan, date: '24.12.2026' })).toEqual(['date']);
  });

  it('accepts the stored record', () => {
    const record = { ...plan, ...storedMeta('workingSchedule') };
    expect(workingScheduleSchema.parse(record)).toEqual(record);
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
