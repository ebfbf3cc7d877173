/**
 * Working-time arithmetic: worked time, breaks, scheduled time, balances per day, week and month,
 * holiday accounts and the warnings of the Arbeitszeitgesetz. Pure; every function takes `now`
 * and the shop's time zone. docs/working-time.md explains the rules with examples.
 *
 * Rules (decisions where the spec is silent):
 * - Everything counts in whole minutes: an instant counts from the minute it falls in (clock
 *   times are whole minutes anyway, shared/schemas/time-tracking.ts). Durations are differences
 *   of instants, so the hour that the change to summer time skips is never worked and the hour
 *   repeated in autumn is worked twice.
 * - A work activity belongs to the local day it started on (the Arbeitstag): a night shift
 *   22:00–06:00 is one day's work of 8 hours, as payroll and the daily limits count it.
 * - An open activity counts until `now`; pauses count only inside their activity, overlapping
 *   pauses once, an open pause until the activity's end (or `now`).
 * - Scheduled time of a day: the schedule valid that day, minutes of its weekday; none on an
 *   Austrian public holiday (./holidays.ts).
 * - Absences (holiday, sick) cover whole local days and credit that day's scheduled time.
 * - Balance of a day = worked + credited − scheduled. Days after today are not counted yet (their
 *   scheduled time is shown, their balance is 0); today counts with what is worked so far.
 */
import { DEFAULT_HOLIDAY_DAYS_PER_YEAR, type ActivityKind, type Pause } from '../schemas/time-tracking';
import { addDays, dayIndexOf, weekdayOf, type LocalDate } from '../time/calendar';
import { localDateOf, zonedInstant } from '../time/zone';
import { publicHolidayOn } from './holidays';

/** The fields of an activity the arithmetic reads. */
export interface ActivityTimes {
  id?: string;
  kind?: ActivityKind;
  start: string;
  end?: string;
  pauses?: readonly Pause[];
}

/** The fields of a schedule the arithmetic reads. */
export interface ScheduleWeek {
  validFrom: LocalDate;
  validTo?: LocalDate;
  /** Monday first. */
  minutesPerWeekday: number[];
  holidayDaysPerYear?: number;
}

export const MS_PER_MINUTE = 60_000;

/** The minute (since 1970, UTC) an instant falls in. */
export const epochMinute = (iso: string | Date): number => Math.floor((typeof iso === 'string' ? Date.parse(iso) : iso.getTime()) / MS_PER_MINUTE);

/** The instant of an epoch minute, ISO-8601 UTC. */
export const isoOfEpochMinute = (minute: number): string => new Date(minute * MS_PER_MINUTE).toISOString();

const kindOf = (activity: ActivityTimes): ActivityKind => activity.kind ?? 'work';
const isWork = (activity: ActivityTimes): boolean => kindOf(activity) === 'work';

/** [start, end) of an activity in epoch minutes; an open one ends at `now` (never before its start). */
export function activitySpan(activity: ActivityTimes, now: Date): [number, number] {
  const start = epochMinute(activity.start);
  const end = activity.end ? epochMinute(activity.end) : epochMinute(now);
  return [start, Math.max(start, end)];
}

/** The pauses of an activity as disjoint [start, end) minute ranges inside its span, in order. */
export function pauseRanges(activity: ActivityTimes, now: Date): Array<[number, number]> {
  const [start, end] = activitySpan(activity, now);
  const ranges = (activity.pauses ?? [])
    .map((pause): [number, number] => [Math.max(start, epochMinute(pause.start)), Math.min(end, pause.end ? epochMinute(pause.end) : end)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Minutes of pause inside an activity. */
export function breakMinutes(activity: ActivityTimes, now: Date): number {
  return pauseRanges(activity, now).reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** Minutes worked in a work activity (span minus pauses); 0 for an absence. */
export function workedMinutes(activity: ActivityTimes, now: Date): number {
  if (!isWork(activity)) return 0;
  const [start, end] = activitySpan(activity, now);
  return end - start - breakMinutes(activity, now);
}

/** Whether the activity is paused right now (an open pause of an open activity). */
export function isPaused(activity: ActivityTimes): boolean {
  return !activity.end && (activity.pauses ?? []).some((pause) => !pause.end);
}

/** The local day a work activity belongs to: the day it started. */
export function workDayOf(activity: ActivityTimes, timeZone: string): LocalDate {
  return localDateOf(new Date(activity.start), timeZone);
}

/** The local days an absence covers: every day whose midnight lies in [start, end). */
export function absenceDays(activity: ActivityTimes, timeZone: string, now: Date): LocalDate[] {
  const first = localDateOf(new Date(activity.start), timeZone);
  const startMs = Date.parse(activity.start);
  const endMs = activity.end ? Date.parse(activity.end) : now.getTime();
  const days: LocalDate[] = [];
  // From the day of the start (its midnight may lie before the start) while midnights are before the end.
  for (let day = first; zonedInstant(day, 0, timeZone).getTime() < endMs; day = addDays(day, 1)) {
    if (zonedInstant(day, 0, timeZone).getTime() >= startMs) days.push(day);
    if (days.length > 400) break;
  }
  return days;
}

/** The schedule valid on a day (the latest-starting one when several overlap). */
export function scheduleOn<S extends ScheduleWeek>(schedules: readonly S[], date: LocalDate): S | undefined {
  let found: S | undefined;
  for (const schedule of schedules) {
    if (schedule.validFrom > date || (schedule.validTo !== undefined && schedule.validTo < date)) continue;
    if (!found || schedule.validFrom > found.validFrom) found = schedule;
  }
  return found;
}

/** Minutes scheduled on a day: the weekday's minutes of the valid schedule, none on a public holiday. */
export function scheduledMinutes(schedules: readonly ScheduleWeek[], date: LocalDate): number {
  if (publicHolidayOn(date)) return 0;
  return scheduleOn(schedules, date)?.minutesPerWeekday[weekdayOf(date)] ?? 0;
}

export type WarningKind = 'breakMissing' | 'dayTooLong' | 'restTooShort' | 'clockOutMissing';

export interface WorkingTimeWarning {
  kind: WarningKind;
  date: LocalDate;
  /** breakMissing: the break taken; dayTooLong: the minutes worked; restTooShort: the rest before the day. */
  minutes?: number;
  activityId?: string;
}

/** Arbeitszeitgesetz: §11 a break of 30 minutes after more than 6 hours, §9 at most 10 hours a day, §12 11 hours of rest. */
export const LIMITS = { breakAfterMinutes: 360, breakMinutes: 30, maxDayMinutes: 600, minRestMinutes: 660 } as const;

export interface DayBalance {
  date: LocalDate;
  scheduled: number;
  worked: number;
  breaks: number;
  /** Scheduled time credited by an absence. */
  credited: number;
  balance: number;
  /** The absence of the day, if any. */
  absence?: Exclude<ActivityKind, 'work'>;
  publicHoliday?: string;
  /** After today: shown, not counted. */
  isFuture: boolean;
  /** First start and last end of the day's work (epoch minutes; the end is `now` while open). */
  firstStart?: number;
  lastEnd?: number;
  /** The day's work activities, in order of start. */
  activityIds: string[];
  warnings: WorkingTimeWarning[];
}

export interface BalanceInput {
  /** The user's activities; those outside the days are read for the rest-time check only. */
  activities: readonly ActivityTimes[];
  schedules: readonly ScheduleWeek[];
  from: LocalDate;
  to: LocalDate;
  now: Date;
  timeZone: string;
}

/** One entry per day from `from` to `to` (inclusive). */
export function dayBalances({ activities, schedules, from, to, now, timeZone }: BalanceInput): DayBalance[] {
  const today = localDateOf(now, timeZone);
  const work = activities.filter(isWork).sort((a, b) => epochMinute(a.start) - epochMinute(b.start));
  const workByDay = new Map<LocalDate, ActivityTimes[]>();
  for (const activity of work) {
    const day = workDayOf(activity, timeZone);
    if (day < from || day > to) continue;
    workByDay.set(day, [...(workByDay.get(day) ?? []), activity]);
  }
  const absenceByDay = new Map<LocalDate, Exclude<ActivityKind, 'work'>>();
  for (const activity of activities) {
    const kind = kindOf(activity);
    if (kind === 'work') continue;
    for (const day of absenceDays(activity, timeZone, now)) if (day >= from && day <= to) absenceByDay.set(day, kind);
  }

  const days: DayBalance[] = [];
  for (let date = from, index = 0; date <= to && index < 4000; date = addDays(date, 1), index++) {
    const holiday = publicHolidayOn(date);
    const scheduled = scheduledMinutes(schedules, date);
    const dayWork = workByDay.get(date) ?? [];
    const worked = dayWork.reduce((sum, activity) => sum + workedMinutes(activity, now), 0);
    const breaks = dayWork.reduce((sum, activity) => sum + breakMinutes(activity, now), 0);
    const absence = absenceByDay.get(date);
    const credited = absence ? scheduled : 0;
    const isFuture = date > today;
    const spans = dayWork.map((activity) => activitySpan(activity, now));
    days.push({
      date,
      scheduled,
      worked,
      breaks,
      credited,
      balance: isFuture ? 0 : worked + credited - scheduled,
      ...(absence ? { absence } : {}),
      ...(holiday ? { publicHoliday: holiday.name } : {}),
      isFuture,
      ...(spans.length > 0 ? { firstStart: Math.min(...spans.map((s) => s[0])), lastEnd: Math.max(...spans.map((s) => s[1])) } : {}),
      activityIds: dayWork.map((activity) => activity.id ?? ''),
      warnings: dayWarnings(date, dayWork, work, worked, breaks, today, now),
    });
  }
  return days;
}

function dayWarnings(
  date: LocalDate,
  dayWork: readonly ActivityTimes[],
  allWork: readonly ActivityTimes[],
  worked: number,
  breaks: number,
  today: LocalDate,
  now: Date,
): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  if (worked > LIMITS.breakAfterMinutes && breaks < LIMITS.breakMinutes) warnings.push({ kind: 'breakMissing', date, minutes: breaks });
  if (worked > LIMITS.maxDayMinutes) warnings.push({ kind: 'dayTooLong', date, minutes: worked });
  const first = dayWork[0];
  if (first) {
    const start = epochMinute(first.start);
    // The rest before the day: from the latest end of earlier work (sorted by start) to this day's first start.
    const earlierEnds = allWork
      .filter((activity) => activity !== first && epochMinute(activity.start) < start)
      .map((activity) => activitySpan(activity, now)[1]);
    const lastEnd = earlierEnds.length > 0 ? Math.max(...earlierEnds) : undefined;
    if (lastEnd !== undefined && lastEnd <= start && start - lastEnd < LIMITS.minRestMinutes) {
      warnings.push({ kind: 'restTooShort', date, minutes: start - lastEnd, activityId: first.id });
    }
  }
  // A clock-out forgotten: still open on a later day. Flagged, never closed by itself.
  for (const activity of dayWork) {
    if (!activity.end && date < today) warnings.push({ kind: 'clockOutMissing', date, activityId: activity.id });
  }
  return warnings;
}

export interface Totals {
  scheduled: number;
  worked: number;
  breaks: number;
  credited: number;
  balance: number;
  /** Days with an absence of each kind that had scheduled time (working days). */
  holidayDays: number;
  sickDays: number;
}

export function totalsOf(days: readonly DayBalance[]): Totals {
  const totals: Totals = { scheduled: 0, worked: 0, breaks: 0, credited: 0, balance: 0, holidayDays: 0, sickDays: 0 };
  for (const day of days) {
    totals.scheduled += day.scheduled;
    totals.worked += day.worked;
    totals.breaks += day.breaks;
    totals.credited += day.credited;
    totals.balance += day.balance;
    if (day.absence === 'holiday' && day.scheduled > 0) totals.holidayDays++;
    if (day.absence === 'sick' && day.scheduled > 0) totals.sickDays++;
  }
  return totals;
}

/** Monday of the ISO week of a day. */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, -weekdayOf(date));
}

/** Totals per calendar week (Monday first) or per month, keyed by the period's first day. */
export function periodTotals(days: readonly DayBalance[], period: 'week' | 'month'): Array<{ from: LocalDate; to: LocalDate; totals: Totals }> {
  const groups = new Map<LocalDate, DayBalance[]>();
  for (const day of days) {
    const key = period === 'week' ? weekStartOf(day.date) : `${day.date.slice(0, 7)}-01`;
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.entries()].map(([from, group]) => ({ from, to: group.at(-1)!.date, totals: totalsOf(group) }));
}

export interface HolidayBalance {
  year: number;
  /** Entitlement of the year in working days (half days rounded). */
  entitled: number;
  /** Holiday days up to today. */
  taken: number;
  /** Holiday days booked after today. */
  planned: number;
  left: number;
}

/**
 * The holiday account of a calendar year. Decision: the entitlement of each schedule counts for
 * the days of the year it is the valid one (a contract from 1 July earns half), rounded to half days;
 * a holiday day counts only where work was scheduled (not on a free weekday or a public holiday).
 */
export function holidayBalance(input: {
  activities: readonly ActivityTimes[];
  schedules: readonly ScheduleWeek[];
  year: number;
  now: Date;
  timeZone: string;
}): HolidayBalance {
  const { schedules, year, now, timeZone } = input;
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const daysInYear = dayIndexOf(last) - dayIndexOf(first) + 1;
  // Day by day, the schedule valid that day earns its share (overlapping schedules never count twice).
  let entitled = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const schedule = scheduleOn(schedules, day);
    if (schedule) entitled += (schedule.holidayDaysPerYear ?? DEFAULT_HOLIDAY_DAYS_PER_YEAR) / daysInYear;
  }
  entitled = Math.round(entitled * 2) / 2;
  const today = localDateOf(now, timeZone);
  let taken = 0;
  let planned = 0;
  for (const activity of input.activities) {
    if (kindOf(activity) !== 'holiday') continue;
    for (const day of absenceDays(activity, timeZone, now)) {
      if (day < first || day > last || scheduledMinutes(schedules, day) === 0) continue;
      if (day > today) planned++;
      else taken++;
    }
  }
  return { year, entitled, taken, planned, left: entitled - taken - planned };
}

export type ClockAction = 'start' | 'pause' | 'resume' | 'end';

/** What the time clock offers next: start without an open activity, resume while paused, else pause or end. */
export function nextActions(current: ActivityTimes | undefined): ClockAction[] {
  if (!current || current.end) return ['start'];
  return isPaused(current) ? ['resume', 'end'] : ['pause', 'end'];
}
