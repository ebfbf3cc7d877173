/**
 * The time clock's texts of durations and days: "7:45 h", "−0:30 h", "+1:15 h" (a balance shows
 * its sign), "Mo, 30.11.2026".
 */
import { weekdayName } from '#shared/time/format.ts';
import { formatLocalDate, pad2, weekdayOf, type LocalDate } from '#shared/time/calendar.ts';
import { t } from '../i18n';

/** Minutes as h:mm ("7:45", "−0:30"; a real minus sign); `signed` also writes "+" before a positive value. */
export function hoursAndMinutes(minutes: number, signed = false): string {
  const whole = Math.round(minutes);
  const sign = whole < 0 ? '−' : signed && whole > 0 ? '+' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 60)}:${pad2(absolute % 60)}`;
}

/** "7:45 h"; a balance (`signed`) "+1:15 h" / "−0:30 h" / "0:00 h". */
export const durationText = (minutes: number, signed = false): string => t('timeClock.duration', { time: hoursAndMinutes(minutes, signed) });

/** "Mo, 30.11.2026". */
export const dayText = (date: LocalDate): string => `${weekdayName(weekdayOf(date), 'short')}, ${formatLocalDate(date)}`;

/** Holiday days with a German decimal comma ("12,5"). */
export const daysNumber = (days: number): string => days.toLocaleString('de-AT', { maximumFractionDigits: 1 });
