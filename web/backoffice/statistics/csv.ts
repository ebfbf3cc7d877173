/**
 * "CSV exportieren": a statistic's table (./table.ts) as a file Excel opens as it is in a German
 * locale: a UTF-8 byte order mark (else Excel reads the umlauts as Windows-1252), semicolons
 * between the fields, CRLF line ends, decimal comma, amounts in euros with cents and no thousands
 * separator ('1234,56'), shares as percent numbers ('37,5'), days as 'DD.MM.YYYY'. A field with a
 * semicolon, quote or line break is quoted. Labels come from visitors (paths, referrers, events),
 * so a text that starts like a formula ('=', '+', '-', '@') is prefixed with an apostrophe: a
 * spreadsheet must never run what a visitor wrote.
 */
import { slug } from '#shared/text/index.ts';
import { formatLocalDate } from '#shared/time/calendar.ts';
import type { DayRange } from './range';
import type { Cell, StatisticTable } from './table';

const BOM = '\uFEFF';

/** Cents as '1234,56' ('-0,50' below zero). */
export function csvAmount(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** A fraction's percent with one decimal: 0.375 → '37,5'. */
function csvPercent(value: number, total: number): string {
  const tenths = total === 0 ? 0 : Math.round((value / total) * 1000);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/** A text field: formula starts defused, quoted where needed. */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvCell(cell: Cell): string {
  switch (cell.type) {
    case 'text':
      return csvText(cell.text);
    case 'day':
      return formatLocalDate(cell.day);
    case 'value':
      return cell.kind === 'amount' ? csvAmount(cell.value) : String(Math.round(cell.value));
    case 'share':
      return csvPercent(cell.value, cell.total);
    case 'empty':
      return '';
  }
}

/** Lines of fields already written (numbers as they are, texts through csvText) as the file's text, BOM included. */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return BOM + lines.map((fields) => fields.join(';')).join('\r\n') + '\r\n';
}

/** The file's text, BOM included. */
export function tableCsv(table: StatisticTable): string {
  return csvFile([table.columns.map(csvText), ...table.rows.map((row) => row.map(csvCell)), ...(table.footer ? [table.footer.map(csvCell)] : [])]);
}

/** 'statistik-umsatz-2026-11-01-bis-2026-11-07.csv': the statistic's German title and the range. */
export function csvFileName(title: string, range: DayRange, branchName?: string): string {
  return ['statistik', slug(title), ...(branchName ? [slug(branchName)] : []), range.from, 'bis', range.to].join('-') + '.csv';
}

/** Offers the text as a download in the browser. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
