/**
 * Time sheets, holiday accounts and the working-time statistics (functions/time-sheets,
 * functions/statistics/working-time.ts) against DynamoDB Local: who reads whose figures, the
 * balance carried into a month, holidays taken and planned, minutes per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayAccount, TimeSheet, UserProfile, UserProfileDays, WorkingTimeStatistic } from '#shared/schemas/time-sheets.ts';
import { CLOCK_OFFSET_VARIABLE } from '#functions/lib/clock.ts';
import { createEntity } from '#functions/db/repository.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';

let actors: Actors;

/** Employee's week: 8 h Monday to Friday since 2 November 2026 (a Monday), 25 holiday days. */
beforeAll(async () => {
  actors = await createActors();
  const employee = actors.employee.user.id;
  await createEntity('WorkingSchedule', {
    user: { id: employee },
    validFrom: '2026-11-02',
    minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0],
    holidayDaysPerYear: 25,
  });
  // October: none scheduled, so nothing carried. November: Mon 2nd 9 h, Tue 3rd 7 h, Wed 4th–Fri 6th holiday.
  await createEntity('WorkingActivity', {
    user: { id: employee },
    branch: { id: actors.branchA.id },
    kind: 'work',
    start: '2026-11-02T06:00:00Z',
    end: '2026-11-02T15:30:00Z',
    pauses: [{ start: '2026-11-02T11:00:00Z', end: '2026-11-02T11:30:00Z' }],
  });
  await createEntity('WorkingActivity', { user: { id: employee }, kind: 'work', start: '2026-11-03T06:00:00Z', end: '2026-11-03T13:00:00Z' });
  await createEntity('WorkingActivity', { user: { id: employee }, kind: 'holiday', start: '2026-11-03T23:00:00Z', end: '2026-11-06T23:00:00Z' });
  // A planned week in December.
  await createEntity('WorkingActivity', { user: { id: employee }, kind: 'holiday', start: '2026-12-27T23:00:00Z', end: '2026-12-31T23:00:00Z' });
  // Server time: Friday 6 November 2026, 12:00 in Vienna.
  process.env[CLOCK_OFFSET_VARIABLE] = String(Date.parse('2026-11-06T11:00:00Z') - Date.now());
});
afterAll(async () => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
  await actors.tokens.close();
});

async function get<T>(group: string, path: string, query: Record<string, string>, token: string) {
  return invoke<T>(await loadGroupHandler(group), 'GET', { path, query, token });
}

describe('time sheets', () => {
  it("an employee's own month: days, totals, holiday days credited", async () => {
    const answer = await get<TimeSheet[]>('time-sheets', '/api/time-sheets/balances', { month: '2026-11' }, actors.employee.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    const sheet = answer.body.data![0]!;
    expect(sheet.user.id).toBe(actors.employee.user.id);
    expect(sheet.days).toHaveLength(30);
    expect(sheet.days.slice(1, 6).map((day) => [day.date, day.worked, day.credited, day.balance])).toEqual([
      ['2026-11-02', 540, 0, 60],
      ['2026-11-03', 420, 0, -60],
      ['2026-11-04', 0, 480, 0],
      ['2026-11-05', 0, 480, 0],
      ['2026-11-06', 0, 480, 0],
    ]);
    expect(sheet.totals).toMatchObject({ worked: 960, holidayDays: 3, balance: 0 });
    expect(sheet.carriedBalance).toBe(0);
    expect(sheet.closingBalance).toBe(0);
    expect(sheet.activities).toHaveLength(3);
  });

  it("an employee reading another's time sheet: 403", async () => {
    const answer = await get('time-sheets', '/api/time-sheets/balances', { month: '2026-11', user: actors.employee.user.id }, actors.otherEmployee.token);
    expect(answer.status).toBe(403);
    expect(answer.body.errors?.[0]?.code).toBe('auth.ownRecordsOnly');
    expect(answer.body.data).toBeUndefined();
    const holiday = await get('time-sheets', '/api/time-sheets/holiday-balances', { year: '2026', user: actors.employee.user.id }, actors.otherEmployee.token);
    expect(holiday.status).toBe(403);
  });

  it('an administrator: everyone with a schedule or activity in the month; the carried balance into December', async () => {
    const november = await get<TimeSheet[]>('time-sheets', '/api/time-sheets/balances', { month: '2026-11' }, actors.admin.token);
    expect(november.body.data!.map((sheet) => sheet.user.id)).toContain(actors.employee.user.id);
    expect(november.body.data!.map((sheet) => sheet.user.id)).not.toContain(actors.otherEmployee.user.id);
    const december = await get<TimeSheet[]>(
      'time-sheets',
      '/api/time-sheets/balances',
      { month: '2026-12', user: actors.employee.user.id },
      actors.admin.token,
    );
    // Up to the server's today (6 November) the balance is 0; the days after are not counted yet.
    expect(december.body.data![0]!.carriedBalance).toBe(0);
    expect(december.body.data![0]!.days.every((day) => day.isFuture)).toBe(true);
  });

  it('holiday accounts: taken up to today, planned after', async () => {
    const answer = await get<HolidayAccount[]>('time-sheets', '/api/time-sheets/holiday-balances', { year: '2026' }, actors.employee.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // From 2 November: 60 of 365 days of 25 → 4.1 → 4 (half days).
    // 28–31 December: four working days (Mon–Thu); the 31st is no public holiday.
    expect(answer.body.data![0]).toMatchObject({ user: { id: actors.employee.user.id }, year: 2026, entitled: 4, taken: 3, planned: 4, left: -3 });
  });
});

describe('working-time statistics', () => {
  let statistics: Handler;
  beforeAll(async () => {
    statistics = await loadGroupHandler('statistics');
  });
  const statistic = (name: string, query: Record<string, string>, token: string) =>
    invoke<WorkingTimeStatistic>(statistics, 'GET', { path: '/api/statistics/{name}', params: { name }, query, token });

  it('minutes worked and scheduled per day; by branch; an employee only their own', async () => {
    const week = { from: '2026-11-01', to: '2026-11-07' };
    const worked = await statistic('working-activities', week, actors.employee.token);
    expect(worked.status, JSON.stringify(worked.body)).toBe(200);
    expect(worked.body.data!.series!.map((point) => point.count)).toEqual([0, 540, 420, 0, 0, 0, 0]);
    expect(worked.body.data!.total.count).toBe(960);
    const atA = await statistic('working-activities', { ...week, branch: actors.branchA.id }, actors.employee.token);
    expect(atA.body.data!.total.count).toBe(540);
    const scheduled = await statistic('working-schedules', week, actors.employee.token);
    expect(scheduled.body.data!.series!.map((point) => point.count)).toEqual([0, 480, 480, 480, 480, 480, 0]);
    const others = await statistic('working-activities', { ...week, user: actors.employee.user.id }, actors.otherEmployee.token);
    expect(others.status).toBe(403);
    const byAdmin = await statistic('working-activities', { ...week, user: actors.employee.user.id }, actors.admin.token);
    expect(byAdmin.body.data!.total.count).toBe(960);
  });

  it('the profile: totals until now, the holiday account and the days; another employee: 403', async () => {
    const profile = await invoke<UserProfile>(statistics, 'GET', {
      path: '/api/statistics/user-profile',
      query: { start: '2026-11-01', now: '2026-11-06T11:00:00Z', end: '2026-11-30' },
      token: actors.employee.token,
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.data).toMatchObject({ until: '2026-11-06', totals: { worked: 960, scheduled: 2400, balance: 0 }, holiday: { taken: 3 } });
    expect(profile.body.data!.days).toHaveLength(30);
    const days = await invoke<UserProfileDays>(statistics, 'GET', {
      path: '/api/statistics/user-profile-working-activities',
      query: { user: actors.employee.user.id, start: '2026-11-02', end: '2026-11-03' },
      token: actors.admin.token,
    });
    expect(days.body.data!.days).toEqual([
      { date: '2026-11-02', worked: 540, breaks: 30, scheduled: 480, balance: 60 },
      { date: '2026-11-03', worked: 420, breaks: 0, scheduled: 480, balance: -60 },
    ]);
    const refused = await invoke(statistics, 'GET', {
      path: '/api/statistics/user-profile-working-activities',
      query: { user: actors.employee.user.id, start: '2026-11-02', end: '2026-11-03' },
      token: actors.otherEmployee.token,
    });
    expect(refused.status).toBe(403);
  });
});
