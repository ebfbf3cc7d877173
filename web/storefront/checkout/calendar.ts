/**
 * The date picker's month grid (storefront.md §2 "date picker (calendar with ISO week numbers,
 * Monday to Sunday 'Mo' to 'So')") and the time picker's summary of a day's slots. Pure: local
 * dates are 'YYYY-MM-DD' strings of the shop's zone (shared/time), nothing reads the clock.
 */
import { dayIndexOf, formatMinuteOfDay, localDateOfDayIndex, parseTimeOfDay, weekdayOfDayIndex, type LocalDate } from '#shared/time/index.ts';

/** 'YYYY-MM', a month of the calendar. */
export type LocalMonth = string;

export interface CalendarWeek {
  /** ISO 8601 week number (1–53) of the row's Monday. */
  week: number;
  /** Seven cells, Monday to Sunday; null for days outside the month. */
  days: (LocalDate | null)[];
}

/**
 * ISO 8601 week number: weeks start on Monday and week 1 is the week with the year's first
 * Thursday, so 2026-12-28 … 2027-01-03 is week 53 of 2026 and 2027-01-04 starts week 1.
 */
export function isoWeek(date: LocalDate): number {
  const day = dayIndexOf(date);
  const thursday = day - weekdayOfDayIndex(day) + 3;
  const year = localDateOfDayIndex(thursday).slice(0, 4);
  return Math.floor((thursday - dayIndexOf(`${year}-01-01`)) / 7) + 1;
}

export function monthOf(date: LocalDate): LocalMonth {
  return date.slice(0, 7);
}

/** The month `delta` months after `month` ('2026-12', 1 → '2027-01'). */
export function addMonths(month: LocalMonth, delta: number): LocalMonth {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The rows of a month, Monday first, each with its ISO week number. */
export function monthGrid(month: LocalMonth): CalendarWeek[] {
  const first = dayIndexOf(`${month}-01`);
  const next = dayIndexOf(`${addMonths(month, 1)}-01`);
  const weeks: CalendarWeek[] = [];
  for (let monday = first - weekdayOfDayIndex(first); monday < next; monday += 7) {
    const days = Array.from({ length: 7 }, (_, offset) => {
      const day = monday + offset;
      return day >= first && day < next ? localDateOfDayIndex(day) : null;
    });
    weeks.push({ week: isoWeek(localDateOfDayIndex(monday)), days });
  }
  return weeks;
}

export interface TimeRange {
  from: string;
  /** The last slot of the range ('HH:mm'), not its end. */
  to: string;
}

/**
 * A day's slot times ('HH:mm', ascending) as ranges of consecutive steps, so the time picker can
 * list "07:15–12:25, 14:30–17:55" instead of a hundred buttons.
 */
export function slotRanges(times: readonly string[], stepMinutes: number): TimeRange[] {
  const ranges: TimeRange[] = [];
  let previous: number | null = null;
  for (const time of times) {
    const minute = parseTimeOfDay(time);
    if (minute === null) continue;
    const last = ranges.at(-1);
    if (last && previous !== null && minute - previous === stepMinutes) last.to = time;
    else ranges.push({ from: time, to: time });
    previous = minute;
  }
  return ranges;
}

/** '09:05' → { hour: 9, minute: 5 }; null for anything else. */
export function splitTime(time: string): { hour: number; minute: number } | null {
  const minutes = parseTimeOfDay(time);
  return minutes === null || minutes >= 1440 ? null : { hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

export function joinTime(hour: number, minute: number): string {
  return formatMinuteOfDay(hour * 60 + minute);
}
