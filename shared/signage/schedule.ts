/**
 * When a stream's entries play and when a screen is on (docs/signage.md "Schedules").
 *
 * A window has weekdays (0 = Monday … 6 = Sunday; none means every day) and an optional time
 * range [from, to) in the shop's time zone (no times mean the whole day). Decisions:
 * - A window that names fewer than all seven weekdays or a time is *timed*. At a moment, the timed
 *   entries whose window contains it play, one after the other in list order; only when none of
 *   them applies do the untimed entries play. So the Mittagsmenü 10:30–14:00 replaces the standing
 *   loop at lunch, and the grill offer on Fridays replaces it on Fridays, without priorities to set.
 * - An empty screen schedule is always on; otherwise the screen is on inside any of its windows.
 */
import { parseTimeOfDay } from '../time/calendar';
import { localMinuteOf } from '../time/zone';
import { weekdayOfDayIndex } from '../time/calendar';

const MINUTES_PER_DAY = 1440;

/** A moment on the shop's wall clock. */
export interface LocalMoment {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

export interface TimeWindow {
  weekdays: readonly number[];
  from?: string;
  to?: string;
}

export function localMomentOf(instant: Date, timeZone: string): LocalMoment {
  const localMinute = localMinuteOf(instant, timeZone);
  const dayIndex = Math.floor(localMinute / MINUTES_PER_DAY);
  return { weekday: weekdayOfDayIndex(dayIndex), minute: localMinute - dayIndex * MINUTES_PER_DAY };
}

/** Only the real weekdays 0–6 count: none, or all seven, is every day. */
function everyDay(weekdays: readonly number[]): boolean {
  const days = new Set(weekdays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6)).size;
  return days === 0 || days === 7;
}

/** Whether the window limits weekdays or times (an untimed window always applies). */
export function isTimed(window: TimeWindow): boolean {
  return !everyDay(window.weekdays) || Boolean(window.from) || Boolean(window.to);
}

export function windowContains(window: TimeWindow, moment: LocalMoment): boolean {
  if (!everyDay(window.weekdays) && !window.weekdays.includes(moment.weekday)) return false;
  const from = window.from ? (parseTimeOfDay(window.from) ?? 0) : 0;
  const to = window.to ? (parseTimeOfDay(window.to) ?? MINUTES_PER_DAY) : MINUTES_PER_DAY;
  return moment.minute >= from && moment.minute < to;
}

/** The entries that play at the moment, in list order (the rule above). */
export function activeEntries<E extends TimeWindow>(entries: readonly E[], moment: LocalMoment): E[] {
  const timed = entries.filter((entry) => isTimed(entry) && windowContains(entry, moment));
  return timed.length > 0 ? timed : entries.filter((entry) => !isTimed(entry));
}

export function isScreenScheduledOn(schedule: readonly TimeWindow[], moment: LocalMoment): boolean {
  return schedule.length === 0 || schedule.some((window) => windowContains(window, moment));
}
