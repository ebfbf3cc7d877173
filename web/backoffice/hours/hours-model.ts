/**
 * The pure part of the opening-hours editor (./OpeningHoursEditor.tsx): the rules grouped for the
 * eye, the edits as functions from rules to rules, a date range of special days, and the 14-day
 * preview.
 *
 * The list of rules is edited in place: a rule keeps its position (its index) while the user edits
 * it, so the API's errors (`openingHours.3.from`) stay at the field they name. Grouping is for the
 * display only; how rules decide a day is shared/hours/rules.ts, whose functions the preview and
 * the templates call (never a second copy of the precedence).
 */
import { compileRules, rangesOnDay, regularRangesOnWeekday, type MinuteRange } from '#shared/hours/rules.ts';
import type { OpeningHoursRule, OpeningHoursRuleType } from '#shared/hours/index.ts';
import {
  WEEKDAYS,
  addDays,
  dayIndexOf,
  formatLocalDate,
  formatMinuteOfDay,
  localDateOf,
  parseLocalDate,
  weekdayName,
  weekdayOf,
  type LocalDate,
} from '#shared/time/index.ts';

/** The rule types of the regular week, in display order: daily first, then Monday to Sunday. */
export const REGULAR_TYPES = ['daily', ...WEEKDAYS] as const;
export type RegularType = (typeof REGULAR_TYPES)[number];

/** Days in the preview (backoffice: "a preview of the next 14 days"). */
export const PREVIEW_DAYS = 14;

/**
 * The longest run of special days added at once. A closing period longer than a month is a
 * closure of the branch (isEnabled, closedMessage), not a list of holidays; it also keeps one slip
 * of the year field from filling the 100 rules the API accepts.
 */
export const MAX_SPECIAL_DAYS_AT_ONCE = 31;

/** none: the group has no rules (a weekday then follows the daily rules); open: time ranges; closed: a closed rule. */
export type GroupState = 'none' | 'open' | 'closed';

export interface RuleGroup {
  /** 'daily', 'monday' … for the regular week; 'special:<first index>' for a special day. */
  key: string;
  type: OpeningHoursRuleType;
  /** The date of a special day as stored (may be missing or invalid in data from elsewhere). */
  date?: string;
  /** Indexes of all the group's rules in the list, ascending. */
  indexes: number[];
  /** Indexes of the rules that are not closed: one time range each (split hours: several). */
  rangeIndexes: number[];
  state: GroupState;
}

export interface GroupedRules {
  /** Always eight groups: daily, then Monday to Sunday. */
  regular: RuleGroup[];
  /** One group per date, sorted by date; a rule without a date forms a group of its own, listed last. */
  special: RuleGroup[];
}

function stateOf(rules: readonly OpeningHoursRule[], indexes: readonly number[]): GroupState {
  if (indexes.length === 0) return 'none';
  // A closed rule closes the whole day whatever else its level says (shared/hours/rules.ts).
  return indexes.some((index) => rules[index].isClosed) ? 'closed' : 'open';
}

function groupOf(rules: readonly OpeningHoursRule[], key: string, type: OpeningHoursRuleType, indexes: number[], date?: string): RuleGroup {
  return {
    key,
    type,
    ...(date !== undefined ? { date } : {}),
    indexes,
    rangeIndexes: indexes.filter((index) => !rules[index].isClosed),
    state: stateOf(rules, indexes),
  };
}

export function groupRules(rules: readonly OpeningHoursRule[]): GroupedRules {
  const regularIndexes = new Map<OpeningHoursRuleType, number[]>(REGULAR_TYPES.map((type) => [type, []]));
  const byDate = new Map<string, number[]>();
  const dateless: number[] = [];
  rules.forEach((rule, index) => {
    if (rule.type !== 'once') regularIndexes.get(rule.type)?.push(index);
    else if (rule.date) byDate.set(rule.date, [...(byDate.get(rule.date) ?? []), index]);
    else dateless.push(index);
  });
  const regular = REGULAR_TYPES.map((type) => groupOf(rules, type, type, regularIndexes.get(type) ?? []));
  const dated = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, indexes]) => groupOf(rules, `special:${indexes[0]}`, 'once', indexes, date));
  const undated = dateless.map((index) => groupOf(rules, `special:${index}`, 'once', [index]));
  return { regular, special: [...dated, ...undated] };
}

/** A new rule of the group's kind, without times (the user fills them in). */
function blankRule(group: Pick<RuleGroup, 'type' | 'date'>): OpeningHoursRule {
  return group.type === 'once' ? { type: 'once', ...(group.date ? { date: group.date } : {}) } : { type: group.type };
}

/** The list with the group's rules replaced by `replacement` at the place of its first rule (appended when it has none). */
function replaceGroup(rules: readonly OpeningHoursRule[], group: RuleGroup, replacement: OpeningHoursRule[]): OpeningHoursRule[] {
  if (group.indexes.length === 0) return [...rules, ...replacement];
  const drop = new Set(group.indexes);
  const first = group.indexes[0];
  return rules.flatMap((rule, index) => (index === first ? replacement : drop.has(index) ? [] : [rule]));
}

export interface TimeRange {
  from: string;
  to: string;
}

/** 'HH:mm' texts of a range; an end at midnight as '24:00' as the storefront writes it. */
const timeRange = (range: MinuteRange): TimeRange => ({ from: formatMinuteOfDay(range.from), to: formatMinuteOfDay(range.to, true) });

/**
 * The hours a group starts from when it is opened: a weekday starts from the daily hours, a special
 * day from the regular hours of its weekday (Christmas Eve starts as a normal Thursday and the shop
 * shortens it). Daily, and days whose regular hours are closed, start with one empty range.
 */
export function templateRanges(rules: readonly OpeningHoursRule[], group: Pick<RuleGroup, 'type' | 'date'>): TimeRange[] {
  if (group.type === 'daily') return [];
  if (group.type === 'once') {
    if (!group.date || parseLocalDate(group.date) === null) return [];
    return regularRangesOnWeekday(compileRules(rules), weekdayOf(group.date)).map(timeRange);
  }
  // What the weekday shows without rules of its own: the daily hours.
  const withoutOwn = compileRules(rules.filter((rule) => rule.type !== group.type));
  return regularRangesOnWeekday(withoutOwn, WEEKDAYS.indexOf(group.type)).map(timeRange);
}

/**
 * Sets a group to none (its rules removed; only the regular week), closed (one closed rule instead
 * of its rules: closing drops the times, as a closed day has none) or open (closed rules removed;
 * with no range left, the template's ranges or one empty range).
 */
export function setGroupState(rules: readonly OpeningHoursRule[], group: RuleGroup, state: GroupState): OpeningHoursRule[] {
  if (state === group.state) return [...rules];
  if (state === 'none') return replaceGroup(rules, group, []);
  if (state === 'closed') return replaceGroup(rules, group, [{ ...blankRule(group), isClosed: true }]);
  const kept = group.rangeIndexes.map((index) => rules[index]);
  if (kept.length > 0) return replaceGroup(rules, group, kept);
  const template = templateRanges(rules, group);
  const opened = template.length > 0 ? template.map((range) => ({ ...blankRule(group), ...range })) : [blankRule(group)];
  return replaceGroup(rules, group, opened);
}

/** Split hours: one more (empty) range for the group's day, appended so that no other rule moves. */
export function addRange(rules: readonly OpeningHoursRule[], group: Pick<RuleGroup, 'type' | 'date'>): OpeningHoursRule[] {
  return [...rules, blankRule(group)];
}

/** The rule at `index` with the fields changed; an emptied time or date is removed rather than stored as ''. */
export function updateRule(
  rules: readonly OpeningHoursRule[],
  index: number,
  changes: Partial<Pick<OpeningHoursRule, 'from' | 'to' | 'date'>>,
): OpeningHoursRule[] {
  return rules.map((rule, position) => {
    if (position !== index) return rule;
    const next: OpeningHoursRule = { ...rule };
    for (const [field, value] of Object.entries(changes) as [keyof typeof changes, string | undefined][]) {
      if (value) next[field] = value;
      else delete next[field];
    }
    return next;
  });
}

/** A special day moved to another date: every rule of the group takes the date. */
export function setGroupDate(rules: readonly OpeningHoursRule[], group: RuleGroup, date: string): OpeningHoursRule[] {
  return group.indexes.reduce<OpeningHoursRule[]>((list, index) => updateRule(list, index, { date }), [...rules]);
}

export function removeRules(rules: readonly OpeningHoursRule[], indexes: readonly number[]): OpeningHoursRule[] {
  const drop = new Set(indexes);
  return rules.filter((_rule, index) => !drop.has(index));
}

/**
 * The key of the group once the rule at `removed` is gone from the list: a regular day keeps its
 * key; a special day is keyed by its first rule, which moves up by one when it came after the
 * removed rule. Null when the removed rule was the special day's last.
 */
export function groupKeyAfterRemoval(group: RuleGroup, removed: number): string | null {
  if (group.type !== 'once') return group.key;
  const first = group.indexes.find((index) => index !== removed);
  if (first === undefined) return null;
  return `special:${first > removed ? first - 1 : first}`;
}

/**
 * The value of a time input for a stored time. '24:00' (allowed as an end, "until midnight") is
 * no value a time input can show; as an end '00:00' means the same (an end at or before the start
 * is on the next day), so the input shows that.
 */
export function timeInputValue(time: string | null | undefined): string {
  return time === '24:00' ? '00:00' : (time ?? '');
}

export interface SpecialDaysRequest {
  /** First date 'YYYY-MM-DD'. */
  from: string;
  /** Last date, inclusive; empty for a single day. */
  to?: string;
  isClosed: boolean;
  /** Opening times of every day of the range when not closed. */
  fromTime?: string;
  toTime?: string;
}

export type SpecialDaysResult =
  | {
      ok: true;
      rules: OpeningHoursRule[];
      /** Dates that received a rule. */
      added: LocalDate[];
      /** Dates left alone because they already have special rules (an entry is never overwritten by a range). */
      skipped: LocalDate[];
    }
  | { ok: false; error: 'dateMissing' | 'rangeReversed' | 'rangeTooLong' | 'timesMissing' };

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let day = dayIndexOf(from); day <= dayIndexOf(to); day++) dates.push(addDays(from, day - dayIndexOf(from)));
  return dates;
}

/**
 * Adds a closing day, a holiday closure over several days (24.12.–26.12.) or special hours on one
 * or more dates: one `once` rule per date, appended. Dates that already have special rules keep
 * them: the user sees those entries and decides there.
 */
export function addSpecialDays(rules: readonly OpeningHoursRule[], request: SpecialDaysRequest): SpecialDaysResult {
  const first = parseLocalDate(request.from);
  if (first === null) return { ok: false, error: 'dateMissing' };
  const last = request.to ? parseLocalDate(request.to) : first;
  if (last === null) return { ok: false, error: 'dateMissing' };
  if (last < first) return { ok: false, error: 'rangeReversed' };
  if (last - first + 1 > MAX_SPECIAL_DAYS_AT_ONCE) return { ok: false, error: 'rangeTooLong' };
  if (!request.isClosed && (!request.fromTime || !request.toTime)) return { ok: false, error: 'timesMissing' };
  const taken = new Set(rules.filter((rule) => rule.type === 'once' && rule.date).map((rule) => rule.date));
  const added: LocalDate[] = [];
  const skipped: LocalDate[] = [];
  const next = [...rules];
  for (const date of datesBetween(request.from, request.to || request.from)) {
    if (taken.has(date)) {
      skipped.push(date);
      continue;
    }
    added.push(date);
    next.push(request.isClosed ? { type: 'once', date, isClosed: true } : { type: 'once', date, from: request.fromTime, to: request.toTime });
  }
  return { ok: true, rules: next, added, skipped };
}

/** Indexes of the special-day rules dated before `today` (they no longer change anything). */
export function pastSpecialIndexes(rules: readonly OpeningHoursRule[], today: LocalDate): number[] {
  const todayIndex = dayIndexOf(today);
  return rules.flatMap((rule, index) => {
    const day = rule.type === 'once' ? parseLocalDate(rule.date ?? '') : null;
    return day !== null && day < todayIndex ? [index] : [];
  });
}

/** 'Do 24.12.2026' for a date; null when it is no date. */
export function dayTitle(date: string | undefined): string | null {
  if (!date || parseLocalDate(date) === null) return null;
  return `${weekdayName(weekdayOf(date), 'short')} ${formatLocalDate(date)}`;
}

/** Long weekday name of a regular-week type ('Montag'); null for daily. */
export function weekdayTitle(type: RegularType): string | null {
  return type === 'daily' ? null : weekdayName(WEEKDAYS.indexOf(type));
}

export interface PreviewRow {
  date: LocalDate;
  /** 'Mo 30.11.' */
  day: string;
  /** 'HH:mm–HH:mm' per open range after precedence and merging; empty when closed. */
  ranges: string[];
  isClosed: boolean;
  /** A special-day (once) rule decides the day instead of the regular week. */
  isSpecial: boolean;
  isToday: boolean;
}

/**
 * The next 14 days from today in the shop's zone, each as the storefront computes it: the ranges
 * of shared/hours `rangesOnDay` (precedence once > weekday > daily, closed rules, split and
 * merged ranges, incomplete rules ignored). Ranges past midnight belong to the day they start on
 * and read '18:00–02:00'; the storefront's week table writes them the same way.
 */
export function previewRows(rules: readonly OpeningHoursRule[], now: Date, timeZone: string, days = PREVIEW_DAYS): PreviewRow[] {
  const compiled = compileRules(rules);
  const today = localDateOf(now, timeZone);
  return Array.from({ length: days }, (_unused, offset) => {
    const date = addDays(today, offset);
    const dayIndex = dayIndexOf(date);
    const ranges = rangesOnDay(compiled, dayIndex).map((range) => {
      const { from, to } = timeRange(range);
      return `${from}–${to}`;
    });
    return {
      date,
      day: `${weekdayName(weekdayOf(date), 'short')} ${formatLocalDate(date).slice(0, 6)}`,
      ranges,
      isClosed: ranges.length === 0,
      isSpecial: compiled.once.has(dayIndex),
      isToday: offset === 0,
    };
  });
}
