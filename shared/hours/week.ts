/**
 * The regular week grouped for display (storefront.md §2): consecutive weekdays with the same
 * hours form one row, e.g. 'Mo–Fr 07:00–18:00', 'Sa 07:00–12:00', 'So Geschlossen'.
 *
 * `once` rules are exceptions for single dates (holidays); they change the status lines of
 * that day but not the regular week shown here.
 */
import { createLookup } from '../i18n/lookup';
import { hoursMessages } from '../i18n/hours';
import { formatMinuteOfDay, weekdayName } from '../time';
import { compileRules, regularRangesOnWeekday, type MinuteRange, type OpeningHoursRules } from './rules';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup(hoursMessages);

/**
 * table: the home page table, short day names, 'Geschlossen';
 * dialog: the opening-hours dialog, short day names, 'geschlossen';
 * full: full day names, 'Geschlossen' (hero map block: "full day names, closed days shown").
 */
export type WeekStyle = 'table' | 'dialog' | 'full';

export interface WeekRow {
  /** Weekdays of the row, 0 = Monday. */
  weekdays: number[];
  /** 'Mo–Fr', 'Sa' or 'Montag – Freitag'. */
  days: string;
  /** Time ranges, e.g. ['07:00–12:30', '14:30–18:00']; empty when closed. */
  ranges: string[];
  /** The ranges joined with ', ', or the closed text of the style. */
  hours: string;
  isClosed: boolean;
}

const rangeText = (range: MinuteRange): string => `${formatMinuteOfDay(range.from)}–${formatMinuteOfDay(range.to, true)}`;

export function weekRows(rules: OpeningHoursRules, style: WeekStyle = 'table'): WeekRow[] {
  const compiled = compileRules(rules);
  const nameStyle = style === 'full' ? 'long' : 'short';
  const closedText = style === 'dialog' ? t('hours.dialog.closed') : t('hours.table.closed');
  const rows: WeekRow[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const ranges = regularRangesOnWeekday(compiled, weekday).map(rangeText);
    const last = rows[rows.length - 1];
    if (last && last.ranges.join() === ranges.join()) {
      last.weekdays.push(weekday);
    } else {
      rows.push({ weekdays: [weekday], days: '', ranges, hours: ranges.length ? ranges.join(', ') : closedText, isClosed: !ranges.length });
    }
  }
  for (const row of rows) {
    const first = weekdayName(row.weekdays[0], nameStyle);
    const lastDay = weekdayName(row.weekdays[row.weekdays.length - 1], nameStyle);
    row.days = row.weekdays.length === 1 ? first : `${first}${style === 'full' ? ' – ' : '–'}${lastDay}`;
  }
  return rows;
}
