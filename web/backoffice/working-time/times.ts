/**
 * Times of the working-time screens: clock times typed in the shop's zone and turned into
 * instants (across the change to and from summer time), absences as whole local days, durations
 * as German h:mm texts, target hours typed as h:mm or decimal hours, and the hints of a listed
 * activity. Pure: `now` and the zone come in as arguments.
 *
 * Decisions where the spec is silent:
 * - A clock time names the wall clock of the shop's zone; a time the change to summer time skips
 *   (02:30 on the last Sunday of March) is the instant an hour later, a time that happens twice
 *   (02:30 in October) the earlier one, as shared/time zonedInstant decides.
 * - A pause typed as a clock time belongs to its activity's work day; a time earlier than the
 *   activity's start is on the next day (a night shift's pause after midnight), and a pause's end
 *   earlier than its start is on the day after the start.
 */
import type { Correction, WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { addDays, formatLocalDate, formatMinuteOfDay, parseTimeOfDay, weekdayOf, type LocalDate } from '#shared/time/calendar.ts';
import { weekdayName } from '#shared/time/format.ts';
import { localDateOf, localMinuteOf, zonedInstant } from '#shared/time/zone.ts';
import { MS_PER_MINUTE } from '#shared/working-time/balance.ts';

/** The minus sign of negative durations (typographic, not a hyphen). */
const MINUS = '\u2212';

/** 462 → '7:42', −30 → '−0:30'. */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? MINUS : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 465 → '7:45 h', −30 → '−0:30 h'. */
export const formatDuration = (minutes: number): string => `${formatHours(minutes)} h`;

/** '2026-11-30' → 'Mo, 30.11.2026'. */
export const formatDay = (date: LocalDate): string => `${weekdayName(weekdayOf(date), 'short')}, ${formatLocalDate(date)}`;

/** The local date ('2026-11-30') and clock time ('07:45') of an instant in the zone. */
export function localParts(iso: string, timeZone: string): { date: LocalDate; time: string } {
  const instant = new Date(iso);
  return { date: localDateOf(instant, timeZone), time: formatMinuteOfDay(localMinuteOf(instant, timeZone)) };
}

/** The instant (ISO UTC) of a local date and clock time in the zone; undefined when either is not one. */
export function instantOf(date: string, time: string, timeZone: string): string | undefined {
  const minute = parseTimeOfDay(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || minute === null || minute >= 1440) return undefined;
  return zonedInstant(date, minute, timeZone).toISOString();
}

/** The instant of a clock time at or after `notBefore` (on its local day, else the next day). */
export function clockTimeAfter(notBefore: string, time: string, timeZone: string): string | undefined {
  const day = localDateOf(new Date(notBefore), timeZone);
  const sameDay = instantOf(day, time, timeZone);
  if (!sameDay) return undefined;
  return sameDay >= new Date(notBefore).toISOString() ? sameDay : instantOf(addDays(day, 1), time, timeZone);
}

/** An absence from its first to its last local day: local midnight to local midnight after the last day. */
export function absenceSpan(firstDay: LocalDate, lastDay: LocalDate, timeZone: string): { start: string; end: string } {
  return { start: zonedInstant(firstDay, 0, timeZone).toISOString(), end: zonedInstant(addDays(lastDay, 1), 0, timeZone).toISOString() };
}

/** The first and last local day of an absence (its end is the midnight after the last day). */
export function absenceDaysOf(activity: { start: string; end?: string }, timeZone: string): { firstDay: LocalDate; lastDay: LocalDate } {
  const firstDay = localDateOf(new Date(activity.start), timeZone);
  if (!activity.end) return { firstDay, lastDay: firstDay };
  // The last instant before the end lies in the last day.
  const lastDay = localDateOf(new Date(Date.parse(activity.end) - MS_PER_MINUTE), timeZone);
  return { firstDay, lastDay: lastDay < firstDay ? firstDay : lastDay };
}

/**
 * Target hours as typed: '7:42', '7,7', '7.7', '8' → minutes (462, 462, 462, 480); empty → 0;
 * anything else, or more than 24 hours → undefined.
 */
export function parseHours(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*h$/i, '');
  if (trimmed === '') return 0;
  let minutes: number;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(trimmed);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^\d{1,2}(?:[.,]\d+)?$/.test(trimmed)) minutes = Math.round(Number(trimmed.replace(',', '.')) * 60);
  else return undefined;
  return minutes <= 1440 ? minutes : undefined;
}

export type ActivityHint = 'running' | 'clockOutMissing' | 'corrected';

/**
 * What the list says about an activity: an open one 'läuft' on the day it started and lacks its
 * clock-out from the next day on; one with corrections is 'korrigiert'.
 */
export function activityHints(activity: Pick<WorkingActivity, 'start' | 'end' | 'corrections'>, now: Date, timeZone: string): ActivityHint[] {
  const hints: ActivityHint[] = [];
  if (!activity.end) hints.push(localDateOf(new Date(activity.start), timeZone) < localDateOf(now, timeZone) ? 'clockOutMissing' : 'running');
  if (activity.corrections.length > 0) hints.push('corrected');
  return hints;
}

/** Date, times and pauses of an activity as before a correction, e.g. 'Mo, 30.11.2026 07:00–15:30, Pausen 0:30 h'. */
export function correctedTimes(before: Correction['before'], timeZone: string): { when: string; breaks: number } {
  const start = localParts(before.start, timeZone);
  const kind = before.kind ?? 'work';
  const breaks = before.pauses.reduce(
    (sum, pause) => (pause.end ? sum + Math.max(0, (Date.parse(pause.end) - Date.parse(pause.start)) / MS_PER_MINUTE) : sum),
    0,
  );
  if (kind !== 'work') {
    const { firstDay, lastDay } = absenceDaysOf(before, timeZone);
    return { when: firstDay === lastDay ? formatDay(firstDay) : `${formatDay(firstDay)} – ${formatDay(lastDay)}`, breaks: 0 };
  }
  const end = before.end ? localParts(before.end, timeZone) : undefined;
  const endText = !end ? '…' : end.date === start.date ? end.time : `${formatDay(end.date)} ${end.time}`;
  return { when: `${formatDay(start.date)} ${start.time}–${endText}`, breaks: Math.round(breaks) };
}

/** 'YYYY-MM' of a local date and the month before or after it. */
export const monthOf = (date: LocalDate): string => date.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
