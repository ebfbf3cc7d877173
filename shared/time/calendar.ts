/**
 * Local (wall-clock) calendar arithmetic without a time zone.
 *
 * A local date is the string 'YYYY-MM-DD'. Internally days are counted as a "day index" (days
 * since 1970-01-01) and wall-clock moments as "local minutes" (dayIndex * 1440 + minute of day),
 * which makes day ranges, overnight intervals and sorting plain integer arithmetic.
 */

/** 'YYYY-MM-DD', a calendar date in the shop's time zone. */
export type LocalDate = string;

export const MINUTES_PER_DAY = 1440;

/** Weekdays in the order of the day index's weekday, 0 = Monday … 6 = Sunday. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const MS_PER_DAY = 86_400_000;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^(\d{2}):(\d{2})$/;

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Days since 1970-01-01 of a local date, or null when it is not a real 'YYYY-MM-DD' date. */
export function parseLocalDate(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

export function dayIndexOf(date: LocalDate): number {
  const index = parseLocalDate(date);
  if (index === null) throw new RangeError(`Ungültiges Datum: ${date}`);
  return index;
}

export function localDateOfDayIndex(dayIndex: number): LocalDate {
  const d = new Date(dayIndex * MS_PER_DAY);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return localDateOfDayIndex(dayIndexOf(date) + days);
}

/** Weekday of a day index, 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDayIndex(dayIndex: number): number {
  return (((dayIndex + 3) % 7) + 7) % 7;
}

/** Weekday of a local date, 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: LocalDate): number {
  return weekdayOfDayIndex(dayIndexOf(date));
}

/**
 * Minutes since midnight of 'HH:mm' (00:00–23:59, and 24:00 for the end of a day), or null when
 * the text is not such a time.
 */
export function parseTimeOfDay(time: string): number | null {
  const match = TIME_OF_DAY.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59) return null;
  if (hours < 24) return hours * 60 + minutes;
  return hours === 24 && minutes === 0 ? MINUTES_PER_DAY : null;
}

/**
 * 'HH:mm' of a minute of the day. An end exactly at midnight reads '24:00' when `endOfDay` is
 * set ('bis 24:00 Uhr' is how a shop writes closing at midnight).
 */
export function formatMinuteOfDay(minutes: number, endOfDay = false): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (endOfDay && inDay === 0) return '24:00';
  return `${pad2(Math.floor(inDay / 60))}:${pad2(inDay % 60)}`;
}

/** 'DD.MM.YYYY' of a local date. */
export function formatLocalDate(date: LocalDate): string {
  dayIndexOf(date);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
