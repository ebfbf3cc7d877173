/**
 * The working-time statistics (backoffice.md §7 "Statistics", docs/working-time.md): computed from
 * the schedules and activities (functions/time-sheets/balances.ts), not from roll-up counters.
 *
 * - `GET /api/statistics/working-activities|working-schedules?from&to[&branch][&user]`: minutes
 *   worked (by the day a work activity started) or scheduled per shop-local day, in the shape of
 *   every statistic (`count` = minutes). `branch` counts the activities or schedules of that
 *   branch. An employee reads their own time only (`user` of someone else: 403); an
 *   administrator one user's or everyone's.
 * - `GET /api/statistics/user-profile?user&start&now&end`: totals of `start` to the day of `now`
 *   (never after `end` or the server's today), the holiday account of that day's year, and every
 *   day of the range; `…/user-profile-working-activities?user&start&end`: the days only.
 *   Employees read their own profile only (403), administrators anyone's (404 for no user).
 * Ranges are at most MAX_RANGE_DAYS long, as every statistic's.
 */
import type { LocalDate } from '#shared/time/calendar.ts';
import { addDays } from '#shared/time/calendar.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { MAX_RANGE_DAYS, rangeDays } from '#shared/statistics/answer.ts';
import { dayBalances, holidayBalance, scheduledMinutes, totalsOf, type DayBalance } from '#shared/working-time/index.ts';
import type { UserProfile, UserProfileDays, WorkingTimeStatistic, WorkingTimeStatisticName } from '#shared/schemas/time-sheets.ts';
import { getEntity, listEntities, type StoredEntity } from '../db/repository';
import { listSchedules } from '../db/working-time';
import type { Caller, UserRecord } from '../lib/auth';
import { serverNow } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { loadUserTime, personOf, shopTimeZone } from '../time-sheets/balances';

type User = StoredEntity<UserRecord>;

function checkRange(from: LocalDate, to: LocalDate, toField: string): void {
  if (to < from) throw ApiError.of(400, 'api.validation.dateRange', undefined, toField);
  if (rangeDays(from, to) > MAX_RANGE_DAYS) throw ApiError.of(400, 'api.validation.dateRangeTooLong', { days: MAX_RANGE_DAYS }, toField);
}

/** The one user whose figures the caller reads: themselves by default; others for administrators only. */
async function oneUser(caller: Caller, userId: string | undefined): Promise<User> {
  if (caller.kind !== 'staff' || !caller.user) throw ApiError.of(403, 'api.auth.forbidden');
  if (userId === undefined || userId === caller.user.id) return caller.user;
  if (!caller.isAdmin) throw ApiError.of(403, 'api.auth.ownRecordsOnly', undefined, 'user');
  const user = await getEntity('User', userId);
  if (!user) throw notFound('users');
  return user;
}

/** The users of a working-time statistic: an employee themselves, an administrator one or all. */
async function statisticUsers(caller: Caller, userId: string | undefined): Promise<User[]> {
  if (caller.kind === 'staff' && caller.isAdmin && userId === undefined) return listEntities('User');
  return [await oneUser(caller, userId)];
}

const profileDay = (day: DayBalance) => ({ date: day.date, worked: day.worked, breaks: day.breaks, scheduled: day.scheduled, balance: day.balance });

/** `working-activities` and `working-schedules` of `GET /api/statistics/{name}`. */
export async function workingTimeStatistic(
  name: WorkingTimeStatisticName,
  caller: Caller,
  query: { from: LocalDate; to: LocalDate; branch?: string; user?: string },
): Promise<WorkingTimeStatistic> {
  checkRange(query.from, query.to, 'to');
  const users = await statisticUsers(caller, query.user);
  const timeZone = shopTimeZone();
  const now = serverNow();
  const perDay = new Map<LocalDate, number>();
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) perDay.set(day, 0);
  const ofBranch = (record: { branch?: { id: string } }) => !query.branch || record.branch?.id === query.branch;
  if (name === 'working-schedules') {
    const schedules = (await listSchedules()).filter(ofBranch);
    for (const user of users) {
      const own = schedules.filter((schedule) => schedule.user.id === user.id);
      if (own.length === 0) continue;
      for (const day of perDay.keys()) perDay.set(day, perDay.get(day)! + scheduledMinutes(own, day));
    }
  } else {
    for (const user of users) {
      const time = await loadUserTime(user.id, query.from, query.to, timeZone);
      const activities = time.activities.filter(ofBranch);
      if (activities.length === 0) continue;
      for (const day of dayBalances({ activities, schedules: [], from: query.from, to: query.to, now, timeZone })) {
        perDay.set(day.date, perDay.get(day.date)! + day.worked);
      }
    }
  }
  const series = [...perDay.entries()].map(([day, count]) => ({ day, count, amount: 0 }));
  return {
    name,
    kind: 'series',
    value: 'count',
    from: query.from,
    to: query.to,
    timeZone,
    ...(query.branch ? { branch: query.branch } : {}),
    ...(query.user ? { user: query.user } : {}),
    total: { count: series.reduce((sum, point) => sum + point.count, 0), amount: 0 },
    series,
  };
}

/** `GET /api/statistics/user-profile-working-activities` */
export async function userProfileDays(caller: Caller, query: { user?: string; start: LocalDate; end: LocalDate }): Promise<UserProfileDays> {
  checkRange(query.start, query.end, 'end');
  const user = await oneUser(caller, query.user);
  const timeZone = shopTimeZone();
  const time = await loadUserTime(user.id, query.start, query.end, timeZone);
  const days = dayBalances({ activities: time.activities, schedules: time.schedules, from: query.start, to: query.end, now: serverNow(), timeZone });
  return { user: personOf(user), start: query.start, end: query.end, days: days.map(profileDay) };
}

/** `GET /api/statistics/user-profile` */
export async function userProfile(caller: Caller, query: { user?: string; start: LocalDate; now: string; end: LocalDate }): Promise<UserProfile> {
  checkRange(query.start, query.end, 'end');
  const user = await oneUser(caller, query.user);
  const timeZone = shopTimeZone();
  const now = serverNow();
  const today = localDateOf(now, timeZone);
  const asked = query.now.length === 10 ? query.now : localDateOf(new Date(query.now), timeZone);
  const until = [asked, today, query.end].sort()[0]!;
  const year = Number(until.slice(0, 4));
  const yearFrom = `${year}-01-01`;
  const yearTo = `${year}-12-31`;
  const time = await loadUserTime(user.id, query.start < yearFrom ? query.start : yearFrom, query.end > yearTo ? query.end : yearTo, timeZone);
  const days = dayBalances({ activities: time.activities, schedules: time.schedules, from: query.start, to: query.end, now, timeZone });
  return {
    user: personOf(user),
    start: query.start,
    end: query.end,
    until,
    totals: totalsOf(days.filter((day) => day.date <= until)),
    holiday: holidayBalance({ activities: time.activities, schedules: time.schedules, year, now, timeZone }),
    days: days.map(profileDay),
  };
}
