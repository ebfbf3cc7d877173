/**
 * A user's working time as the server answers it (the time clock's balances, the time sheets,
 * the holiday accounts, the working-time statistics): reads the user's schedules and activities
 * (functions/db/working-time.ts) and runs the arithmetic of shared/working-time with the server's
 * `now` (functions/lib/clock.ts) and the shop's time zone.
 *
 * Decisions where the spec is silent:
 * - Days count from the first schedule's `validFrom`: before any contract there is nothing to
 *   owe, so the running balance (carried into a month, "until yesterday") starts there.
 * - Activities are read by start (one query of the user's index). An absence that started before
 *   the days asked for still counts on its days inside them: the query reaches back
 *   ABSENCE_MAX_DAYS, the longest absence one entry may cover (functions/working-activities).
 */
import { addDays, type LocalDate } from '#shared/time/calendar.ts';
import { localDateOf, zonedInstant } from '#shared/time/zone.ts';
import { dayBalances, holidayBalance, periodTotals, totalsOf, type DayBalance, type HolidayBalance } from '#shared/working-time/index.ts';
import type { Person, TimeSheet } from '#shared/schemas/time-sheets.ts';
import type { WorkingActivity, WorkingSchedule } from '#shared/schemas/time-tracking.ts';
import { queryUserActivities, userSchedules } from '../db/working-time';
import type { StoredEntity } from '../db/repository';
import type { UserRecord } from '../lib/auth';
import { readConfig } from '../lib/config';

/** The longest span one holiday or sick entry may cover, in days. */
export const ABSENCE_MAX_DAYS = 62;

export const shopTimeZone = (): string => readConfig().timeZone;

/** The person of an answer: id, username and the name shown (the username when it has none). */
export function personOf(user: StoredEntity<UserRecord>): Person {
  return { id: user.id, username: user.username, name: user.name?.trim() || user.username };
}

/** First and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { from: LocalDate; to: LocalDate } {
  const from = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The instant bounds of local days `from`–`to` (the start of `from`, the last millisecond of `to`). */
export function dayBounds(from: LocalDate, to: LocalDate, timeZone: string): { fromIso: string; toIso: string } {
  return {
    fromIso: zonedInstant(from, 0, timeZone).toISOString(),
    toIso: new Date(zonedInstant(addDays(to, 1), 0, timeZone).getTime() - 1).toISOString(),
  };
}

/** What the arithmetic of a user's days needs. */
export interface UserTime {
  schedules: WorkingSchedule[];
  activities: WorkingActivity[];
  /** The first day that counts (the earliest schedule's validFrom), if any schedule exists. */
  firstDay?: LocalDate;
}

/**
 * A user's schedules and the activities that touch the days `from`–`to` (plus the days before,
 * for the rest-time check and the reach-back of long absences). With `sinceFirstSchedule` the
 * activities reach back to the first schedule's day, for the running balance.
 */
export async function loadUserTime(userId: string, from: LocalDate, to: LocalDate, timeZone: string, sinceFirstSchedule = false): Promise<UserTime> {
  const schedules = await userSchedules(userId);
  const firstDay = schedules.map((schedule) => schedule.validFrom).sort()[0];
  const earliest = sinceFirstSchedule && firstDay && firstDay < from ? firstDay : from;
  const { fromIso, toIso } = dayBounds(addDays(earliest, -ABSENCE_MAX_DAYS), to, timeZone);
  const activities = await queryUserActivities(userId, fromIso, toIso);
  return { schedules, activities, firstDay };
}

/** Balance of every counted day from the first schedule's first day to `last` (0 before it). */
export function balanceUntil(time: UserTime, last: LocalDate, now: Date, timeZone: string): number {
  if (!time.firstDay || time.firstDay > last) return 0;
  return totalsOf(dayBalances({ activities: time.activities, schedules: time.schedules, from: time.firstDay, to: last, now, timeZone })).balance;
}

/** The days `from`–`to` of a user's time. */
export function daysOf(time: UserTime, from: LocalDate, to: LocalDate, now: Date, timeZone: string): DayBalance[] {
  return dayBalances({ activities: time.activities, schedules: time.schedules, from, to, now, timeZone });
}

/** The time sheet of a user's month (timeSheetSchema). */
export async function timeSheetOf(user: StoredEntity<UserRecord>, month: string, now: Date, timeZone: string): Promise<TimeSheet> {
  const { from, to } = monthDays(month);
  const time = await loadUserTime(user.id, from, to, timeZone, true);
  const days = daysOf(time, from, to, now, timeZone);
  const totals = totalsOf(days);
  const carriedBalance = balanceUntil(time, addDays(from, -1), now, timeZone);
  const { fromIso, toIso } = dayBounds(from, to, timeZone);
  const activities = time.activities.filter((activity) => {
    const end = activity.end ?? now.toISOString();
    return Date.parse(activity.start) <= Date.parse(toIso) && Date.parse(end) > Date.parse(fromIso);
  });
  return {
    user: personOf(user),
    from,
    to,
    days,
    weeks: periodTotals(days, 'week'),
    totals,
    carriedBalance,
    closingBalance: carriedBalance + totals.balance,
    activities,
  };
}

/** The holiday account of a user's calendar year. */
export async function holidayAccountOf(userId: string, year: number, now: Date, timeZone: string): Promise<HolidayBalance> {
  const time = await loadUserTime(userId, `${year}-01-01`, `${year}-12-31`, timeZone);
  return holidayBalance({ activities: time.activities, schedules: time.schedules, year, now, timeZone });
}

/** Today in the shop's zone. */
export const todayOf = (now: Date, timeZone: string): LocalDate => localDateOf(now, timeZone);
