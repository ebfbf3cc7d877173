/**
 * Conversion between instants (Date) and wall-clock time in an IANA time zone, with
 * Intl.DateTimeFormat only. Lambdas run in UTC and browsers in the visitor's zone, so every
 * function takes the zone explicitly and never looks at the host's zone.
 */
import { MINUTES_PER_DAY, dayIndexOf, localDateOfDayIndex, type LocalDate } from './calendar';

/** The shop's zone when the configuration names none (DESIGN.md §5). */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

// Creating a DateTimeFormat is far more expensive than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// formatToParts is the expensive step of every conversion, and a shop's checks ask for the same
// instants again and again (the midnights and slot bounds of the days around an order): the offsets
// are kept per zone and instant, up to a bound, then forgotten at once.
const OFFSET_MEMO_LIMIT = 4096;
const offsetMemo = new Map<string, Map<number, number>>();

/** Offset of the zone from UTC at instant `ms`, in milliseconds (Vienna: +3 600 000 in winter). */
export function offsetMs(ms: number, timeZone: string): number {
  const known = offsetMemo.get(timeZone);
  const remembered = known?.get(ms);
  if (remembered !== undefined) return remembered;
  // Computed first: a zone the runtime does not know throws here and gets no memo.
  const offset = computeOffsetMs(ms, timeZone);
  if (!known) offsetMemo.set(timeZone, new Map([[ms, offset]]));
  else {
    if (known.size >= OFFSET_MEMO_LIMIT) known.clear();
    known.set(ms, offset);
  }
  return offset;
}

function computeOffsetMs(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Wall-clock local minute (dayIndex * 1440 + minute of day) of an instant; seconds are dropped. */
export function localMinuteOf(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  return Math.floor((ms + offsetMs(ms, timeZone)) / MS_PER_MINUTE);
}

/** What to do with a wall-clock time that occurs twice (the hour repeated when clocks go back). */
export type Disambiguation = 'earlier' | 'later';

/**
 * The instant of a wall-clock local minute. A time that occurs twice (autumn) gives the earlier
 * or later occurrence; a time that does not exist (spring gap) gives the instant the clocks
 * jump, i.e. the first existing moment after it. That choice keeps "wall-clock time t lies in
 * [from, to)" and "the instant lies in [instant(from), instant(to))" the same statement.
 */
export function instantOfLocalMinute(localMinute: number, timeZone: string, which: Disambiguation = 'earlier'): Date {
  const localMs = localMinute * MS_PER_MINUTE;
  const before = offsetMs(localMs - MS_PER_DAY, timeZone);
  const after = offsetMs(localMs + MS_PER_DAY, timeZone);
  const withBefore = localMs - before;
  const withAfter = localMs - after;
  const beforeFits = offsetMs(withBefore, timeZone) === before;
  const afterFits = offsetMs(withAfter, timeZone) === after;
  if (beforeFits && afterFits) {
    const pick = which === 'earlier' ? Math.min(withBefore, withAfter) : Math.max(withBefore, withAfter);
    return new Date(pick);
  }
  if (beforeFits) return new Date(withBefore);
  if (afterFits) return new Date(withAfter);
  return new Date(transitionBetween(Math.min(withBefore, withAfter), Math.max(withBefore, withAfter), timeZone));
}

/** The first whole minute in (low, high] whose offset differs from the offset at `low` (ms). */
export function transitionBetween(low: number, high: number, timeZone: string): number {
  const startOffset = offsetMs(low, timeZone);
  let lo = Math.floor(low / MS_PER_MINUTE);
  let hi = Math.ceil(high / MS_PER_MINUTE);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMs(mid * MS_PER_MINUTE, timeZone) === startOffset) lo = mid;
    else hi = mid;
  }
  return hi * MS_PER_MINUTE;
}

/** The instant of `minuteOfDay` minutes after local midnight of `date` (see instantOfLocalMinute). */
export function zonedInstant(date: LocalDate, minuteOfDay: number, timeZone: string, which: Disambiguation = 'earlier'): Date {
  return instantOfLocalMinute(dayIndexOf(date) * MINUTES_PER_DAY + minuteOfDay, timeZone, which);
}

/** The local calendar date of an instant in the zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return localDateOfDayIndex(Math.floor(localMinuteOf(instant, timeZone) / MINUTES_PER_DAY));
}
