import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { timeSheetSchema, type TimeSheet } from '#shared/schemas/time-sheets.ts';
import type { WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { dayBalances, periodTotals, totalsOf } from '#shared/working-time/index.ts';
import { decimalHours, formatBalance, formatDay, formatDuration, hoursAndMinutes } from './durations';
import { sheetCsv, sheetFileName } from './sheet-csv';
import { createSheetPdf } from './sheet-pdf';
import { sheetTable, totalLines, type SheetDayRow, type SheetWeekRow } from './sheet-table';

const ZONE = 'Europe/Vienna';
const meta = (id: string) => ({
  id,
  entityType: 'WorkingActivity',
  version: 1,
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-10-01T00:00:00Z',
  corrections: [],
});
const user = { id: '01JBMARKVS00000000000000AA' };

/**
 * Markus Pichler, October 2026, Mo–Fr 8 h, seen on Tuesday 20 October: a normal day, a day of
 * 11 hours, a day of two activities without a pause, a holiday, a sick day, the Nationalfeiertag
 * on Monday 26 October (after today).
 */
const ACTIVITIES: WorkingActivity[] = [
  {
    ...meta('a1'),
    user,
    kind: 'work',
    start: '2026-10-05T07:00:00+02:00',
    end: '2026-10-05T15:30:00+02:00',
    pauses: [{ start: '2026-10-05T12:00:00+02:00', end: '2026-10-05T12:30:00+02:00' }],
  },
  {
    ...meta('a2'),
    user,
    kind: 'work',
    start: '2026-10-06T06:00:00+02:00',
    end: '2026-10-06T17:30:00+02:00',
    pauses: [{ start: '2026-10-06T12:00:00+02:00', end: '2026-10-06T12:30:00+02:00' }],
  },
  { ...meta('a3'), user, kind: 'work', start: '2026-10-07T07:00:00+02:00', end: '2026-10-07T11:00:00+02:00', pauses: [] },
  { ...meta('a4'), user, kind: 'work', start: '2026-10-07T12:00:00+02:00', end: '2026-10-07T16:30:00+02:00', pauses: [] },
  { ...meta('h1'), user, kind: 'holiday', start: '2026-10-08T00:00:00+02:00', end: '2026-10-09T00:00:00+02:00', pauses: [] },
  { ...meta('s1'), user, kind: 'sick', start: '2026-10-12T00:00:00+02:00', end: '2026-10-13T00:00:00+02:00', pauses: [] },
];
const SCHEDULES = [{ validFrom: '2026-10-01', minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0] }];
const NOW = new Date('2026-10-20T10:00:00Z');

function octoberSheet(): TimeSheet {
  const days = dayBalances({ activities: ACTIVITIES, schedules: SCHEDULES, from: '2026-10-01', to: '2026-10-31', now: NOW, timeZone: ZONE });
  const totals = totalsOf(days);
  return timeSheetSchema.parse({
    user: { id: user.id, username: 'team-leibnitz', name: 'Markus Pichler' },
    from: '2026-10-01',
    to: '2026-10-31',
    days,
    weeks: periodTotals(days, 'week'),
    totals,
    carriedBalance: -90,
    closingBalance: -90 + totals.balance,
    activities: ACTIVITIES,
  });
}

const dayRow = (rows: ReturnType<typeof sheetTable>['rows'], date: string) => rows.find((row): row is SheetDayRow => row.kind === 'day' && row.date === date)!;

describe('durations', () => {
  it('writes h:mm with a real minus, decimal hours with a comma, and the day as "Mo, 30.11.2026"', () => {
    expect(formatDuration(465)).toBe('7:45 h');
    expect(formatDuration(-30)).toBe('\u22120:30 h');
    expect(formatDuration(0)).toBe('0:00 h');
    expect(formatBalance(75)).toBe('+1:15 h');
    expect(hoursAndMinutes(-605, '-')).toBe('-10:05');
    expect(decimalHours(465)).toBe('7,75');
    expect(decimalHours(-30)).toBe('-0,50');
    expect(decimalHours(20)).toBe('0,33');
    expect(decimalHours(0)).toBe('0,00');
    expect(formatDay('2026-11-30')).toBe('Mo, 30.11.2026');
  });
});

describe('sheetTable', () => {
  const table = sheetTable(octoberSheet(), ZONE);

  it('lists every day with its times, absence, balance and warnings', () => {
    expect(table.month).toBe('Oktober 2026');
    expect(table.rows.filter((row) => row.kind === 'day')).toHaveLength(31);
    expect(dayRow(table.rows, '2026-10-05')).toMatchObject({
      day: 'Mo, 05.10.2026',
      starts: ['07:00'],
      ends: ['15:30'],
      breaks: 30,
      worked: 480,
      scheduled: 480,
      balance: 0,
      notes: [],
    });
    expect(dayRow(table.rows, '2026-10-06')).toMatchObject({ worked: 660, balance: 180, notes: ['Über 10 Stunden Arbeitszeit (11:00 h)'] });
    expect(dayRow(table.rows, '2026-10-07')).toMatchObject({ starts: ['07:00', '12:00'], ends: ['11:00', '16:30'], worked: 510, breaks: 0, balance: 30 });
    expect(dayRow(table.rows, '2026-10-07').notes).toEqual(['Pause zu kurz (0:00 h bei über 6 Stunden Arbeit)']);
    expect(dayRow(table.rows, '2026-10-08')).toMatchObject({ absence: 'Urlaub', worked: 0, balance: 0, starts: [] });
    expect(dayRow(table.rows, '2026-10-12')).toMatchObject({ absence: 'Krankenstand', balance: 0 });
    expect(dayRow(table.rows, '2026-10-09')).toMatchObject({ worked: 0, scheduled: 480, balance: -480 });
    // After today: shown, greyed, not counted.
    expect(dayRow(table.rows, '2026-10-26')).toMatchObject({ absence: 'Nationalfeiertag', scheduled: 0, balance: null, isFuture: true, isPublicHoliday: true });
    expect(dayRow(table.rows, '2026-10-27')).toMatchObject({ scheduled: 480, balance: null, isFuture: true });
  });

  it('sums each calendar week after its last day, counting only the days up to today', () => {
    const weeks = table.rows.filter((row): row is SheetWeekRow => row.kind === 'week');
    expect(weeks.map((week) => week.label)).toEqual([
      'Summe Woche 01.10. – 04.10.',
      'Summe Woche 05.10. – 11.10.',
      'Summe Woche 12.10. – 18.10.',
      'Summe Woche 19.10. – 25.10.',
      'Summe Woche 26.10. – 31.10.',
    ]);
    // A week row follows its Sunday (or the month's last day).
    const index = table.rows.indexOf(weeks[1]!);
    expect((table.rows[index - 1] as SheetDayRow).date).toBe('2026-10-11');
    // Oct 5–9: 480 + 660 + 510 + 0 (holiday, credited) + 0 worked; Soll 5 × 480.
    expect(weeks[1]!.totals).toMatchObject({ worked: 1650, scheduled: 2400, credited: 480, breaks: 60, balance: 1650 + 480 - 2400, holidayDays: 1 });
    // Oct 19–25, today the 20th: Mo and Tu are counted (16 h Soll, nothing worked).
    expect(weeks[3]!.totals).toMatchObject({ scheduled: 960, worked: 0, balance: -960 });
    expect(weeks[4]!.totals).toMatchObject({ scheduled: 0, worked: 0, balance: 0 });
  });

  it('totals the counted days and carries the balance', () => {
    // Counted: Oct 1–20, 14 working days (1, 2, 5–9, 12–16, 19, 20) = 6720 min Soll.
    expect(table.totals).toMatchObject({ scheduled: 6720, worked: 1650, breaks: 60, credited: 960, holidayDays: 1, sickDays: 1 });
    expect(table.totals.balance).toBe(1650 + 960 - 6720);
    expect(table.carriedBalance).toBe(-90);
    expect(table.closingBalance).toBe(-90 - 4110);
    expect(totalLines(table).map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Soll: 112:00 h',
      'Ist: 27:30 h',
      'Pausen: 1:00 h',
      'Urlaubstage: 1',
      'Krankenstandstage: 1',
      'Saldo: \u221268:30 h',
      'Übertrag Vormonat: \u22121:30 h',
      'Saldo Monatsende: \u221270:00 h',
    ]);
  });
});

describe('sheetCsv', () => {
  const table = sheetTable(octoberSheet(), ZONE);
  const csv = sheetCsv(table);
  const lines = csv.slice(1).split('\r\n');

  it('writes a BOM, a header and one semicolon line per day with minutes, h:mm and decimal hours', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 31 + 1);
    expect(lines[0]).toBe(
      'Datum;Wochentag;Beginn;Ende;Zeiten;Pause (Minuten);Pause (h:mm);Pause (Stunden dezimal);Arbeitszeit (Minuten);Arbeitszeit (h:mm);Arbeitszeit (Stunden dezimal);' +
        'Soll (Minuten);Soll (h:mm);Soll (Stunden dezimal);Saldo (Minuten);Saldo (h:mm);Saldo (Stunden dezimal);Abwesenheit/Feiertag;Hinweise',
    );
    expect(lines[7]).toBe(
      '07.10.2026;Mi;07:00;16:30;07:00–11:00, 12:00–16:30;0;0:00;0,00;510;8:30;8,50;480;8:00;8,00;30;0:30;0,50;;Pause zu kurz (0:00 h bei über 6 Stunden Arbeit)',
    );
    expect(lines[9]).toBe('09.10.2026;Fr;;;;0;0:00;0,00;0;0:00;0,00;480;8:00;8,00;-480;-8:00;-8,00;;');
    // Not counted yet: no balance.
    expect(lines[26]).toBe('26.10.2026;Mo;;;;0;0:00;0,00;0;0:00;0,00;0;0:00;0,00;;;;Nationalfeiertag;');
  });

  it('names the file after the employee and the month', () => {
    expect(sheetFileName(table, 'csv')).toBe('stundenzettel-markus-pichler-2026-10.csv');
    expect(sheetFileName(table, 'pdf')).toBe('stundenzettel-markus-pichler-2026-10.pdf');
  });
});

describe('createSheetPdf', () => {
  const table = sheetTable(octoberSheet(), ZONE);
  const pdf = createSheetPdf(table, { shopName: 'Fleischerei Gruber', printedOn: 'Erstellt am 20.10.2026' });

  it('is an A4 portrait document', () => {
    const text = Buffer.from(pdf).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
  });

  // pdftotext (poppler-utils) reads the text back as a viewer would: umlauts survive WinAnsi.
  it.runIf(existsSync('/usr/bin/pdftotext'))('reads back with the shop, employee, week sums, totals, signatures and page numbers', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'time-sheet-')), 'sheet.pdf');
    writeFileSync(file, Buffer.from(pdf));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Fleischerei Gruber');
    expect(text).toContain('Stundenzettel Oktober 2026');
    expect(text).toContain('Mitarbeiter/in: Markus Pichler');
    expect(text).toContain('Summe Woche 05.10. – 11.10.');
    expect(text).toContain('Über 10 Stunden');
    expect(text).toContain('Nationalfeiertag');
    expect(text).toMatch(/Übertrag Vormonat\s+-1:30 h/);
    expect(text).toMatch(/Saldo Monatsende\s+-70:00 h/);
    expect(text).toContain('Unterschrift Mitarbeiter/in');
    expect(text).toContain('Unterschrift Arbeitgeber');
    const pages = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
  });
});
