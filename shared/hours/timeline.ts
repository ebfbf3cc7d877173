/**
 * Open intervals on the local wall-clock timeline and the state at a moment: open now, open
 * until, closing soon, next opening (storefront.md §4, §9).
 *
 * Times are "local minutes" (day index × 1440 + minute of day). Whether a moment is open is
 * decided on its wall-clock time, so a rule 00:00–06:00 is open from 00:00 to 06:00 on the
 * daylight-saving days too (5 real hours in March, 7 in October).
 */
import { MINUTES_PER_DAY, formatMinuteOfDay, instantOfLocalMinute, localDateOfDayIndex, localMinuteOf, type LocalDate } from '../time';
import { compileRules, mergeRanges, rangesOnDay, type CompiledRules, type MinuteRange, type OpeningHoursRules } from './rules';

/** storefront.md §9: "'Closing soon' means under 60 minutes". */
export const CLOSING_SOON_MINUTES = 60;
/** storefront.md §9: next opening looked for up to 72 hours ahead. */
export const NEXT_OPENING_HORIZON_HOURS = 72;

const MS_PER_MINUTE = 60_000;

/**
 * Merged open intervals (local minutes) of the days firstDay…lastDay of all rule sets together,
 * including the part of firstDay − 1's hours that runs past midnight.
 */
export function localIntervals(sets: readonly CompiledRules[], firstDay: number, lastDay: number): MinuteRange[] {
  const all: MinuteRange[] = [];
  for (const compiled of sets) {
    for (let day = firstDay - 1; day <= lastDay; day++) {
      const base = day * MINUTES_PER_DAY;
      for (const range of rangesOnDay(compiled, day)) all.push({ from: base + range.from, to: base + range.to });
    }
  }
  return mergeRanges(all).filter((range) => range.to > firstDay * MINUTES_PER_DAY);
}

export interface OpeningInterval {
  start: Date;
  /** null when the interval runs on beyond the 72-hour look-ahead (open around the clock). */
  end: Date | null;
  /** Local date on which the interval starts. */
  date: LocalDate;
  /** 'HH:mm' local start. */
  from: string;
  /** 'HH:mm' local end ('24:00' at midnight); null with `end`. */
  to: string | null;
}

export interface OpeningState {
  isOpen: boolean;
  /** The interval open now, or null when closed. */
  current: OpeningInterval | null;
  /** The next interval that starts after now, within 72 hours; null when there is none. */
  next: OpeningInterval | null;
  /** Open, and closing in under 60 minutes. */
  closingSoon: boolean;
}

/**
 * The state of the union of several rule sets at `now` (one set: plain opening hours; two: a
 * branch that counts as open during its opening or its delivery hours).
 *
 * The spec's next-opening search walks 15-minute steps up to 72 hours; this computes the start of
 * the next interval exactly within the same 72 hours, so a 07:10 opening reads 07:10 (a step
 * search starting at 06:03 would say 07:18) and a short interval is never stepped over.
 */
export function scheduleState(sets: readonly OpeningHoursRules[], now: Date, timeZone: string): OpeningState {
  const compiled = sets.map(compileRules);
  const nowMinute = localMinuteOf(now, timeZone);
  const today = Math.floor(nowMinute / MINUTES_PER_DAY);
  // 72 hours after now end before the start of day today + 4 even when a clock goes back;
  // an interval reaching day today + 5 may go on beyond what was computed.
  const lastDay = today + 4;
  const unknownFrom = (lastDay + 1) * MINUTES_PER_DAY;
  const intervals = localIntervals(compiled, today, lastDay);

  const toInterval = (range: MinuteRange, start: Date): OpeningInterval => {
    const open = range.to < unknownFrom;
    return {
      start,
      end: open ? instantOfLocalMinute(range.to, timeZone, 'later') : null,
      date: localDateOfDayIndex(Math.floor(range.from / MINUTES_PER_DAY)),
      from: formatMinuteOfDay(range.from),
      to: open ? formatMinuteOfDay(range.to, true) : null,
    };
  };

  const currentRange = intervals.find((range) => range.from <= nowMinute && nowMinute < range.to);
  const current = currentRange ? toInterval(currentRange, instantOfLocalMinute(currentRange.from, timeZone, 'earlier')) : null;

  let next: OpeningInterval | null = null;
  const horizon = now.getTime() + NEXT_OPENING_HORIZON_HOURS * 60 * MS_PER_MINUTE;
  for (const range of intervals) {
    if (range.from <= nowMinute) continue;
    // When the clocks go back, a wall-clock start can have passed once already: take the
    // occurrence after now.
    let start = instantOfLocalMinute(range.from, timeZone, 'earlier');
    if (start <= now) start = instantOfLocalMinute(range.from, timeZone, 'later');
    if (start <= now) continue;
    // Hours that lie wholly in the hour skipped in spring never happen.
    if (start >= instantOfLocalMinute(range.to, timeZone, 'later')) continue;
    if (start.getTime() <= horizon) next = toInterval(range, start);
    break;
  }

  const closingSoon = current?.end != null && current.end.getTime() - now.getTime() < CLOSING_SOON_MINUTES * MS_PER_MINUTE;
  return { isOpen: current !== null, current, next, closingSoon };
}

/** The state of one list of rules (opening hours, delivery hours, a product schedule) at `now`. */
export function openingState(rules: OpeningHoursRules, now: Date, timeZone: string): OpeningState {
  return scheduleState([rules], now, timeZone);
}

/** Whether the rules are open at `now` (wall-clock time in the zone). */
export function isOpenAt(rules: OpeningHoursRules, now: Date, timeZone: string): boolean {
  const compiled = compileRules(rules);
  const minute = localMinuteOf(now, timeZone);
  const day = Math.floor(minute / MINUTES_PER_DAY);
  return localIntervals([compiled], day, day).some((range) => range.from <= minute && minute < range.to);
}
