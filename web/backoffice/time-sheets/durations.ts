/**
 * How working time is written: durations as hours and minutes ('7:45 h', a negative balance with
 * a real minus sign '−0:30 h'), decimal hours with a comma for the payroll office ('7,75'), days as
 * 'Mo, 30.11.2026' and clock times in the shop's zone ('06:55').
 */
import { formatLocalDate, type LocalDate, weekdayOf } from '#shared/time/calendar.ts';
import { formatTime, weekdayName } from '#shared/time/format.ts';

const MINUS = '\u2212';

/** Minutes as 'h:mm' without unit: 465 → '7:45', −30 → '−0:30' (`minus` replaces the sign, e.g. '-' for a CSV). */
export function hoursAndMinutes(minutes: number, minus = MINUS): string {
  const whole = Math.round(minutes);
  const absolute = Math.abs(whole);
  const text = `${Math.floor(absolute / 60)}:${String(absolute % 60).padStart(2, '0')}`;
  return whole < 0 ? `${minus}${text}` : text;
}

/** Minutes as '7:45 h'. */
export function formatDuration(minutes: number, minus = MINUS): string {
  return `${hoursAndMinutes(minutes, minus)} h`;
}

/** A balance with its sign: '+1:15 h', '−0:30 h', '0:00 h'. */
export function formatBalance(minutes: number, minus = MINUS): string {
  return minutes > 0 ? `+${formatDuration(minutes, minus)}` : formatDuration(minutes, minus);
}

/** Minutes as decimal hours with a comma, two places: 465 → '7,75', −30 → '-0,50'. */
export function decimalHours(minutes: number): string {
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  const text = `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
  return minutes < 0 && hundredths > 0 ? `-${text}` : text;
}

/** 'Mo, 30.11.2026'. */
export function formatDay(date: LocalDate): string {
  return `${weekdayName(weekdayOf(date), 'short')}, ${formatLocalDate(date)}`;
}

/** '30.11.' */
export function shortDate(date: LocalDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** An epoch minute as the shop's clock time: '06:55'. */
export function clockTime(epochMinute: number, timeZone: string): string {
  return formatTime(new Date(epochMinute * 60_000), timeZone);
}

/** An ISO instant as the shop's clock time. */
export function clockTimeOf(iso: string, timeZone: string): string {
  return formatTime(new Date(iso), timeZone);
}
