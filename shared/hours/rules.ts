/**
 * Opening-hours rules (storefront.md §3): type `once` (with a date), `daily` or a weekday name,
 * plus isClosed, from and to ('HH:mm'). The same rule shape serves opening hours, delivery hours
 * and the schedules of products and categories.
 *
 * Which rules decide a day (the spec is silent; this is what a shop means when it enters them):
 * - Precedence: `once` rules for that date beat the weekday's rules, which beat `daily` rules.
 *   Only the highest level that has a rule for the day counts: "daily 07:00–18:00" plus
 *   "saturday 07:00–12:00" opens Saturdays 07:00–12:00, and a `once` rule on 24.12. replaces
 *   the regular hours of that day (a holiday or special hours).
 * - A closed rule in the deciding level closes the whole day, whatever the other rules there say.
 * - Several open rules in the deciding level add up: two rules for the same day give split hours
 *   (07:00–12:30 and 14:30–18:00); overlapping ones are merged.
 * - `to` at or before `from` ends on the next day (18:00–02:00 runs past midnight; 00:00–00:00
 *   is the whole day; 24:00 may be written for midnight). The night belongs to the day it starts
 *   on, so a closed rule on the next day does not cut it short.
 * - A rule that is not closed and has no valid times, or a `once` rule without a valid date,
 *   is ignored (the API validates rules; this only keeps bad data from breaking a page).
 */
import { MINUTES_PER_DAY, WEEKDAYS, parseLocalDate, parseTimeOfDay, weekdayOfDayIndex, type Weekday } from '../time/calendar';

export const OPENING_HOURS_RULE_TYPES = ['once', 'daily', ...WEEKDAYS] as const;
export type OpeningHoursRuleType = (typeof OPENING_HOURS_RULE_TYPES)[number];

export interface OpeningHoursRule {
  type: OpeningHoursRuleType;
  /** 'YYYY-MM-DD', for `once` rules. */
  date?: string | null;
  isClosed?: boolean | null;
  /** 'HH:mm' */
  from?: string | null;
  /** 'HH:mm'; at or before `from` means the next day. */
  to?: string | null;
}

/** A list of rules as stored on a branch, product or category; absent means "no rules". */
export type OpeningHoursRules = readonly OpeningHoursRule[] | null | undefined;

/** Minutes after local midnight of the day; `to` may exceed 1440 for hours past midnight. */
export interface MinuteRange {
  from: number;
  to: number;
}

/** One precedence level of a day: closed, or open during the ranges. */
interface Level {
  closed: boolean;
  ranges: MinuteRange[];
}

/** Rules indexed for fast per-day lookup (90 or 180 days of slots look up every day). */
export interface CompiledRules {
  once: Map<number, Level>;
  weekdays: (Level | undefined)[];
  daily: Level | undefined;
}

function rangeOf(rule: OpeningHoursRule): MinuteRange | null {
  const from = parseTimeOfDay(rule.from ?? '');
  const to = parseTimeOfDay(rule.to ?? '');
  if (from === null || to === null || from === MINUTES_PER_DAY) return null;
  return { from, to: to <= from ? to + MINUTES_PER_DAY : to };
}

function addToLevel(level: Level | undefined, rule: OpeningHoursRule): Level | undefined {
  if (rule.isClosed) return { closed: true, ranges: [] };
  const range = rangeOf(rule);
  if (!range) return level;
  const next = level ?? { closed: false, ranges: [] };
  if (!next.closed) next.ranges.push(range);
  return next;
}

export function compileRules(rules: OpeningHoursRules): CompiledRules {
  const compiled: CompiledRules = { once: new Map(), weekdays: new Array(7).fill(undefined), daily: undefined };
  for (const rule of rules ?? []) {
    if (rule.type === 'once') {
      const day = parseLocalDate(rule.date ?? '');
      if (day === null) continue;
      const level = addToLevel(compiled.once.get(day), rule);
      if (level) compiled.once.set(day, level);
    } else if (rule.type === 'daily') {
      compiled.daily = addToLevel(compiled.daily, rule);
    } else {
      const weekday = WEEKDAYS.indexOf(rule.type as Weekday);
      if (weekday >= 0) compiled.weekdays[weekday] = addToLevel(compiled.weekdays[weekday], rule);
    }
  }
  return compiled;
}

/** Sorted, with overlapping or touching ranges merged into one. */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}

function rangesOfLevel(level: Level | undefined): MinuteRange[] {
  return !level || level.closed ? [] : mergeRanges(level.ranges);
}

/** Open ranges of a day (by day index) after precedence; empty when closed. */
export function rangesOnDay(compiled: CompiledRules, dayIndex: number): MinuteRange[] {
  const level = compiled.once.get(dayIndex) ?? compiled.weekdays[weekdayOfDayIndex(dayIndex)] ?? compiled.daily;
  return rangesOfLevel(level);
}

/** Open ranges of the regular week (weekday rules, else daily; `once` rules left out), 0 = Monday. */
export function regularRangesOnWeekday(compiled: CompiledRules, weekday: number): MinuteRange[] {
  return rangesOfLevel(compiled.weekdays[weekday] ?? compiled.daily);
}
