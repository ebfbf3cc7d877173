/**
 * Answers of the time clock (`/time-tracking/{username}/{accessToken}/…`), the time sheets
 * (`/time-sheets/…`) and the working-time statistics: what the server computes with
 * shared/working-time and the pages show. Durations are whole minutes; `firstStart`/`lastEnd`
 * are epoch minutes (the page formats them in the shop's zone, `timeZone`).
 *
 * Decisions where the spec is silent:
 * - `GET …/me` answers the person, the current activity (null when clocked out) and what can be
 *   done next, with the shop's time zone and the projects time can be booked on.
 * - `GET …/balances` answers today, this week, this month, the running balance up to yesterday
 *   and this year's holiday account.
 * - `GET /time-sheets/balances?month=YYYY-MM&user=` answers one sheet per user (an employee only
 *   their own, an administrator everyone's or the one asked for); `…/holiday-balances?year=&user=`
 *   one account per user the same way.
 */
import * as z from 'zod';
import { ACTIVITY_KINDS, workingActivitySchema } from './time-tracking';
import { idSchema } from './common';
import { statisticAnswerSchema } from '../statistics/catalog';

export const CLOCK_ACTIONS = ['start', 'pause', 'resume', 'end'] as const;
export const WARNING_KINDS = ['breakMissing', 'dayTooLong', 'restTooShort', 'clockOutMissing'] as const;

const minutes = z.int();
const localDate = z.iso.date();

export const personSchema = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

export const warningSchema = z.object({
  kind: z.enum(WARNING_KINDS),
  date: localDate,
  minutes: minutes.optional(),
  activityId: z.string().optional(),
});

export const dayBalanceSchema = z.object({
  date: localDate,
  scheduled: minutes,
  worked: minutes,
  breaks: minutes,
  credited: minutes,
  balance: minutes,
  absence: z.enum(ACTIVITY_KINDS).exclude(['work']).optional(),
  publicHoliday: z.string().optional(),
  isFuture: z.boolean(),
  firstStart: z.int().optional(),
  lastEnd: z.int().optional(),
  activityIds: z.array(z.string()),
  warnings: z.array(warningSchema),
});
export type DayBalanceAnswer = z.infer<typeof dayBalanceSchema>;

export const totalsSchema = z.object({
  scheduled: minutes,
  worked: minutes,
  breaks: minutes,
  credited: minutes,
  balance: minutes,
  holidayDays: z.int(),
  sickDays: z.int(),
});

export const holidayBalanceSchema = z.object({
  year: z.int(),
  entitled: z.number(),
  taken: z.int(),
  planned: z.int(),
  left: z.number(),
});

/** `GET /time-tracking/{username}/{accessToken}/me` */
export const timeClockMeSchema = z.object({
  user: personSchema.extend({ branches: z.array(z.object({ id: z.string(), name: z.string() })) }),
  workingActivity: workingActivitySchema.nullable(),
  nextActions: z.array(z.enum(CLOCK_ACTIONS)),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  timeZone: z.string(),
});
export type TimeClockMe = z.infer<typeof timeClockMeSchema>;

/** `GET /time-tracking/{username}/{accessToken}/balances` */
export const timeClockBalancesSchema = z.object({
  today: dayBalanceSchema,
  week: totalsSchema,
  month: totalsSchema,
  /** Balance of every counted day before today since the first schedule. */
  untilYesterday: minutes,
  holiday: holidayBalanceSchema,
});
export type TimeClockBalances = z.infer<typeof timeClockBalancesSchema>;

/** One user's month in `GET /time-sheets/balances`. */
export const timeSheetSchema = z.object({
  user: personSchema,
  from: localDate,
  to: localDate,
  days: z.array(dayBalanceSchema),
  weeks: z.array(z.object({ from: localDate, to: localDate, totals: totalsSchema })),
  totals: totalsSchema,
  /** Balance of all counted days before `from`. */
  carriedBalance: minutes,
  /** carriedBalance + totals.balance. */
  closingBalance: minutes,
  /** The activities of the month (for the times of each day). */
  activities: z.array(workingActivitySchema),
});
export type TimeSheet = z.infer<typeof timeSheetSchema>;

export const timeSheetQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'api.validation.format' }),
  user: idSchema.optional(),
});

export const holidayAccountSchema = holidayBalanceSchema.extend({ user: personSchema });
export type HolidayAccount = z.infer<typeof holidayAccountSchema>;

export const holidayBalancesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  user: idSchema.optional(),
});

/** The working-time names of `GET /api/statistics/{name}` (not roll-up statistics; functions/statistics/working-time.ts). */
export const WORKING_TIME_STATISTICS = ['working-activities', 'working-schedules'] as const;
export type WorkingTimeStatisticName = (typeof WORKING_TIME_STATISTICS)[number];

/**
 * `GET /api/statistics/working-activities|working-schedules?from&to[&branch][&user]`: the shape of
 * every statistic (shared/statistics/catalog.ts), a series whose `count` is minutes (worked, or
 * scheduled) per shop-local day; `amount` is 0.
 */
export const workingTimeStatisticSchema = statisticAnswerSchema.extend({
  name: z.enum(WORKING_TIME_STATISTICS),
  user: z.string().optional(),
});
export type WorkingTimeStatistic = z.infer<typeof workingTimeStatisticSchema>;

/** One day of a user's profile chart. */
export const profileDaySchema = z.object({ date: localDate, worked: minutes, breaks: minutes, scheduled: minutes, balance: minutes });

/** `GET /api/statistics/user-profile?user&start&now&end` (`user`: default the caller; `now`: a day or an instant). */
export const userProfileQuerySchema = z.object({
  user: idSchema.optional(),
  start: localDate,
  now: z.union([localDate, z.iso.datetime({ offset: true })]),
  end: localDate,
});

/** The answer: totals of `start` up to the day of `now` (at most `end`), the holiday account of that year, every day start–end. */
export const userProfileSchema = z.object({
  user: personSchema,
  start: localDate,
  end: localDate,
  /** The last day counted in `totals`. */
  until: localDate,
  totals: totalsSchema,
  holiday: holidayBalanceSchema,
  days: z.array(profileDaySchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `GET /api/statistics/user-profile-working-activities?user&start&end` */
export const userProfileDaysQuerySchema = userProfileQuerySchema.omit({ now: true });

/** The answer: per day worked, breaks, scheduled and balance. */
export const userProfileDaysSchema = z.object({ user: personSchema, start: localDate, end: localDate, days: z.array(profileDaySchema) });
export type UserProfileDays = z.infer<typeof userProfileDaysSchema>;
