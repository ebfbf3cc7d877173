/**
 * "CSV exportieren" for the payroll office: one line per day of the month, as Excel opens it in a
 * German locale (../statistics/csv.ts: BOM, semicolons, CRLF, formula starts defused). Each
 * duration (Pause, Arbeitszeit, Soll, Saldo) three times: whole minutes, 'h:mm' and decimal hours
 * with a comma ('7,75'), so payroll software and a person both read it without converting. A day
 * after today has an empty Saldo (not counted). The week and month sums are not lines of their
 * own: a file of days sums up in the spreadsheet.
 */
import { formatLocalDate, weekdayOf } from '#shared/time/calendar.ts';
import { weekdayName } from '#shared/time/format.ts';
import { t } from '../i18n';
import { slug } from '#shared/text/index.ts';
import { csvFile, csvText } from '../statistics/csv';
import { decimalHours, hoursAndMinutes } from './durations';
import type { SheetDayRow, SheetTable } from './sheet-table';

const DURATIONS = [
  { column: 'timeSheetsAdmin.col.breaks', of: (row: SheetDayRow) => row.breaks },
  { column: 'timeSheetsAdmin.col.worked', of: (row: SheetDayRow) => row.worked },
  { column: 'timeSheetsAdmin.col.scheduled', of: (row: SheetDayRow) => row.scheduled },
  { column: 'timeSheetsAdmin.col.balance', of: (row: SheetDayRow) => row.balance },
] as const;

function durationFields(minutes: number | null): string[] {
  if (minutes === null) return ['', '', ''];
  return [String(minutes), hoursAndMinutes(minutes, '-'), decimalHours(minutes)];
}

export function sheetCsv(table: SheetTable): string {
  const header = [
    t('timeSheetsAdmin.col.date'),
    t('timeSheetsAdmin.csv.weekday'),
    t('timeSheetsAdmin.col.start'),
    t('timeSheetsAdmin.col.end'),
    t('timeSheetsAdmin.csv.times'),
    ...DURATIONS.flatMap(({ column }) => [
      t('timeSheetsAdmin.csv.minutes', { column: t(column) }),
      t('timeSheetsAdmin.csv.hours', { column: t(column) }),
      t('timeSheetsAdmin.csv.decimal', { column: t(column) }),
    ]),
    t('timeSheetsAdmin.col.absence'),
    t('timeSheetsAdmin.col.notes'),
  ].map(csvText);
  const days = table.rows.filter((row): row is SheetDayRow => row.kind === 'day');
  const lines = days.map((row) => [
    formatLocalDate(row.date),
    csvText(weekdayName(weekdayOf(row.date), 'short')),
    row.starts[0] ?? '',
    row.ends.at(-1) ?? '',
    csvText(row.starts.map((start, index) => `${start}–${row.ends[index] ?? ''}`).join(', ')),
    ...DURATIONS.flatMap(({ of }) => durationFields(of(row))),
    csvText(row.absence),
    csvText(row.notes.join(' | ')),
  ]);
  return csvFile([header, ...lines]);
}

/** 'stundenzettel-markus-pichler-2026-10.csv' ('.pdf'). */
export function sheetFileName(table: SheetTable, extension: 'csv' | 'pdf'): string {
  return `${t('timeSheetsAdmin.fileName')}-${slug(table.employee)}-${table.from.slice(0, 7)}.${extension}`;
}
