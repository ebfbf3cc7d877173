/**
 * A month's time sheet (GET /api/time-sheets/balances) as the rows the page, the PDF and the CSV
 * all show, so the three never disagree: one row per day (Datum, Beginn, Ende, Pause,
 * Arbeitszeit, Soll, Abwesenheit/Feiertag, Saldo, Hinweise), a subtotal row after each calendar
 * week (Monday first; the month's first and last week are partial), and the month's totals with
 * the balance carried from before and the balance at the month's end.
 *
 * Decisions:
 * - Days after today are listed (greyed) but not counted: the week and month sums add up the
 *   counted days only (shared/working-time `totalsOf`, the server's own arithmetic), so in a month
 *   in progress "Soll" is what was due up to today and Soll − Ist agrees with the balance.
 * - A day with several work activities lists each start and each end in order; a still open
 *   activity ends with '…'.
 * - Absence and public holiday together read 'Urlaub, Nationalfeiertag'.
 */
import type { TimeSheet } from '#shared/schemas/time-sheets.ts';
import type { LocalDate } from '#shared/time/calendar.ts';
import { monthName } from '#shared/time/format.ts';
import { totalsOf, weekStartOf, type DayBalance, type Totals } from '#shared/working-time/index.ts';
import { t } from '../i18n';
import { clockTimeOf, formatBalance, formatDay, formatDuration, shortDate } from './durations';

export interface SheetDayRow {
  kind: 'day';
  date: LocalDate;
  /** 'Mo, 05.10.2026'. */
  day: string;
  /** Each work activity's start and end ('07:00', '15:30'; '…' while open). */
  starts: string[];
  ends: string[];
  breaks: number;
  worked: number;
  scheduled: number;
  /** 'Urlaub', 'Krankenstand', the public holiday's name, or ''. */
  absence: string;
  /** null: a day after today (not counted). */
  balance: number | null;
  notes: string[];
  isFuture: boolean;
  isPublicHoliday: boolean;
}

export interface SheetWeekRow {
  kind: 'week';
  from: LocalDate;
  to: LocalDate;
  /** 'Summe Woche 05.10. – 11.10.' */
  label: string;
  totals: Totals;
}

export type SheetRow = SheetDayRow | SheetWeekRow;

export interface SheetTable {
  employee: string;
  /** 'Oktober 2026'. */
  month: string;
  from: LocalDate;
  to: LocalDate;
  rows: SheetRow[];
  totals: Totals;
  carriedBalance: number;
  closingBalance: number;
}

/** The sheet's month 'YYYY-MM' as 'Oktober 2026'. */
export function monthLabel(month: string): string {
  return t('timeSheetsAdmin.monthTitle', { month: monthName(Number(month.slice(5, 7))), year: month.slice(0, 4) });
}

/** The warnings of a day in German. */
export function warningText(warning: DayBalance['warnings'][number]): string {
  const time = formatDuration(warning.minutes ?? 0);
  switch (warning.kind) {
    case 'breakMissing':
      return t('timeSheetsAdmin.warning.breakMissing', { time });
    case 'dayTooLong':
      return t('timeSheetsAdmin.warning.dayTooLong', { time });
    case 'restTooShort':
      return t('timeSheetsAdmin.warning.restTooShort', { time });
    case 'clockOutMissing':
      return t('timeSheetsAdmin.warning.clockOutMissing');
  }
}

function absenceText(day: DayBalance): string {
  const parts = [day.absence ? t(`timeSheetsAdmin.absence.${day.absence}`) : undefined, day.publicHoliday].filter((part): part is string => Boolean(part));
  return parts.join(', ');
}

export function sheetTable(sheet: TimeSheet, timeZone: string): SheetTable {
  const activities = new Map(sheet.activities.map((activity) => [activity.id, activity]));
  const days: DayBalance[] = sheet.days;
  const rows: SheetRow[] = [];
  let week: DayBalance[] = [];

  const closeWeek = () => {
    const first = week[0];
    const last = week.at(-1);
    if (!first || !last) return;
    rows.push({
      kind: 'week',
      from: first.date,
      to: last.date,
      label: t('timeSheetsAdmin.weekTotal', { from: shortDate(first.date), to: shortDate(last.date) }),
      totals: totalsOf(week.filter((day) => !day.isFuture)),
    });
    week = [];
  };

  for (const day of days) {
    if (week.length > 0 && weekStartOf(day.date) !== weekStartOf(week[0]!.date)) closeWeek();
    week.push(day);
    const dayActivities = day.activityIds.map((id) => activities.get(id)).filter((activity) => activity !== undefined);
    rows.push({
      kind: 'day',
      date: day.date,
      day: formatDay(day.date),
      starts: dayActivities.map((activity) => clockTimeOf(activity.start, timeZone)),
      ends: dayActivities.map((activity) => (activity.end ? clockTimeOf(activity.end, timeZone) : '…')),
      breaks: day.breaks,
      worked: day.worked,
      scheduled: day.scheduled,
      absence: absenceText(day),
      balance: day.isFuture ? null : day.balance,
      notes: day.warnings.map(warningText),
      isFuture: day.isFuture,
      isPublicHoliday: Boolean(day.publicHoliday),
    });
  }
  closeWeek();

  return {
    employee: sheet.user.name,
    month: monthLabel(sheet.from.slice(0, 7)),
    from: sheet.from,
    to: sheet.to,
    rows,
    totals: totalsOf(days.filter((day) => !day.isFuture)),
    carriedBalance: sheet.carriedBalance,
    closingBalance: sheet.closingBalance,
  };
}

/** The month's figures under the table, in the order the sheet prints them. */
export function totalLines(table: SheetTable): Array<{ label: string; value: string; minutes?: number; days?: number }> {
  const { totals } = table;
  return [
    { label: t('timeSheetsAdmin.total.scheduled'), value: formatDuration(totals.scheduled), minutes: totals.scheduled },
    { label: t('timeSheetsAdmin.total.worked'), value: formatDuration(totals.worked), minutes: totals.worked },
    { label: t('timeSheetsAdmin.total.breaks'), value: formatDuration(totals.breaks), minutes: totals.breaks },
    { label: t('timeSheetsAdmin.total.holidayDays'), value: String(totals.holidayDays), days: totals.holidayDays },
    { label: t('timeSheetsAdmin.total.sickDays'), value: String(totals.sickDays), days: totals.sickDays },
    { label: t('timeSheetsAdmin.total.balance'), value: formatBalance(totals.balance), minutes: totals.balance },
    { label: t('timeSheetsAdmin.total.carried'), value: formatBalance(table.carriedBalance), minutes: table.carriedBalance },
    { label: t('timeSheetsAdmin.total.closing'), value: formatBalance(table.closingBalance), minutes: table.closingBalance },
  ];
}
