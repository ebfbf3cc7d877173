/**
 * The date range of the Statistik screen: the presets (Heute, Gestern, 7 Tage, 30 Tage, Dieses
 * Jahr, Benutzerdefiniert) as shop-local days, the previous period every chart compares with, and
 * the URL form (`?range=30d&branch=…`, custom: `?range=custom&from=2026-11-01&to=2026-11-15`) so a
 * view can be bookmarked. "Today" is the shop's day (its time zone, default Europe/Vienna), not
 * the browser's: `todayOf(now, timeZone)`.
 *
 * Decisions: the default is 7 Tage; "Dieses Jahr" runs from 1 January to today and is compared with
 * the same days of the year before (1 January to the same date), every other range with as many
 * days right before it. A custom range given the wrong way round is turned round; an unreadable
 * one falls back to the default.
 */
import { addDays, dayIndexOf, parseLocalDate, type LocalDate } from '#shared/time/calendar.ts';
import { localDateOf } from '#shared/time/zone.ts';

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET = '7d' satisfies RangePreset;

/** Shop-local days, both included. */
export interface DayRange {
  from: LocalDate;
  to: LocalDate;
}

/** What the URL says: the preset, its days, and the branch (undefined: all branches). */
export interface StatisticsView {
  preset: RangePreset;
  range: DayRange;
  branch: string | undefined;
}

/** The shop's day of an instant. */
export function todayOf(now: Date, timeZone: string): LocalDate {
  return localDateOf(now, timeZone);
}

/** The days of a preset, counted back from the shop's today; 'custom' keeps the given range (default: 7 Tage). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: LocalDate): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Days in the range, both ends included. */
export function dayCount(range: DayRange): number {
  return dayIndexOf(range.to) - dayIndexOf(range.from) + 1;
}

/** Every day of the range in order. */
export function daysOf(range: DayRange): LocalDate[] {
  const count = dayCount(range);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(range.from, index));
}

/** The same month and day a year earlier; 29 February becomes 28 February. */
function yearEarlier(day: LocalDate): LocalDate {
  const candidate = `${String(Number(day.slice(0, 4)) - 1).padStart(4, '0')}${day.slice(4)}`;
  return parseLocalDate(candidate) === null ? `${candidate.slice(0, 8)}28` : candidate;
}

/** The period a range is compared with (see the module comment). */
export function previousPeriod(range: DayRange, preset: RangePreset): DayRange {
  if (preset === 'year') return { from: yearEarlier(range.from), to: yearEarlier(range.to) };
  const count = dayCount(range);
  return { from: addDays(range.from, -count), to: addDays(range.from, -1) };
}

const isDay = (value: string | null): value is LocalDate => value !== null && parseLocalDate(value) !== null;

/** Reads the view from the URL's query. */
export function viewOfSearch(search: URLSearchParams, today: LocalDate): StatisticsView {
  const branch = search.get('branch') || undefined;
  const asked = search.get('range');
  const preset = (RANGE_PRESETS as readonly string[]).includes(asked ?? '') ? (asked as RangePreset) : DEFAULT_PRESET;
  if (preset !== 'custom') return { preset, range: presetRange(preset, today), branch };
  const from = search.get('from');
  const to = search.get('to');
  if (!isDay(from) || !isDay(to)) return { preset: DEFAULT_PRESET, range: presetRange(DEFAULT_PRESET, today), branch };
  return { preset, range: from <= to ? { from, to } : { from: to, to: from }, branch };
}

/** The URL query of a view (only what is needed: a preset's days follow from today). */
export function searchOfView(view: Pick<StatisticsView, 'preset' | 'branch'> & { range?: DayRange }): URLSearchParams {
  const search = new URLSearchParams({ range: view.preset });
  if (view.preset === 'custom' && view.range) {
    search.set('from', view.range.from);
    search.set('to', view.range.to);
  }
  if (view.branch) search.set('branch', view.branch);
  return search;
}
