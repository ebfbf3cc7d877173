/**
 * Stundenzettel and Mein Profil in Chromium against the local stack. Set up through the API as the
 * administrator: team-leibnitz (Markus Pichler) works Monday to Friday 8 hours from 2026-10-01;
 * in October 2026 a normal day, a day of 11 hours, a day of two activities, a day after the
 * change to winter time, a holiday (Wed 14th) and a sick day (Thu 22nd). The public holiday
 * Mon 26 October (Nationalfeiertag) has Soll 0. Server and browser clocks stand on 5 November.
 *
 * Hand-computed October: 22 weekdays minus the Nationalfeiertag = 21 × 8 h = 168:00 h Soll;
 * worked 8:00 + 11:00 + 7:30 + 8:00 = 34:30 h, pauses 0:30 + 0:30 + 0 + 0:30 = 1:30 h; holiday and
 * sick day credit 16:00 h; balance 34:30 + 16:00 − 168:00 = −117:30 h; nothing carried (the
 * schedule starts on 1 October).
 *
 * The administrator opens the sheet from the menu, picks the employee and the month, checks the
 * rows and totals, prints (print media: only the sheet), downloads the PDF (pdftotext for the
 * totals, pdftoppm renders page 1 as time-sheet-pdf-1.png) and the CSV (a day's line). The
 * employee sees only their own sheet (no picker) and their profile with the chart of last month.
 * axe on both pages; screenshots at 1280 × 800 and phone/tablet widths (TIME_SHEETS_DIR overrides
 * the folder).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { branchIds, userIds } from '../../infra/local/seed/ids';
import { auditPage } from './axe';
import { SCREENSHOT_DIR, useBrowser } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const SCREENS = process.env.TIME_SHEETS_DIR ?? SCREENSHOT_DIR;
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
/** 5 November 2026, 10:00 in Vienna. */
const NOW = new Date('2026-11-05T09:00:00.000Z');
const user = { id: userIds.leibnitz };
const branch = { id: branchIds.leibnitz };

const work = (start: string, end: string, pauses: Array<[string, string]> = []) => ({
  user,
  branch,
  kind: 'work',
  start,
  end,
  pauses: pauses.map(([from, to]) => ({ start: from, end: to })),
});
const absence = (kind: 'holiday' | 'sick', day: string) => ({ user, branch, kind, start: `${day}T00:00:00+02:00`, end: `${nextDay(day)}T00:00:00+02:00` });
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const ACTIVITIES = [
  work('2026-10-01T07:00:00+02:00', '2026-10-01T15:30:00+02:00', [['2026-10-01T12:00:00+02:00', '2026-10-01T12:30:00+02:00']]),
  work('2026-10-05T06:00:00+02:00', '2026-10-05T17:30:00+02:00', [['2026-10-05T11:30:00+02:00', '2026-10-05T12:00:00+02:00']]),
  work('2026-10-06T07:00:00+02:00', '2026-10-06T11:00:00+02:00'),
  work('2026-10-06T12:00:00+02:00', '2026-10-06T15:30:00+02:00'),
  absence('holiday', '2026-10-14'),
  absence('sick', '2026-10-22'),
  // After the change to winter time (CET, +01:00).
  work('2026-10-27T08:00:00+01:00', '2026-10-27T16:30:00+01:00', [['2026-10-27T12:00:00+01:00', '2026-10-27T12:30:00+01:00']]),
];

const TOTALS = [
  ['Soll', '168:00 h'],
  ['Ist', '34:30 h'],
  ['Pausen', '1:30 h'],
  ['Urlaubstage', '1'],
  ['Krankenstandstage', '1'],
  ['Saldo', '\u2212117:30 h'],
  ['Übertrag Vormonat', '0:00 h'],
  ['Saldo Monatsende', '\u2212117:30 h'],
];

let adminToken = '';
const created: string[] = [];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
}

async function newPageAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await session.newPage(viewport);
  // The browser's "today" is the server's: the sheet greys nothing of October, "Letzter Monat" is October.
  await page.clock.setFixedTime(NOW);
  return page;
}

/** The totals under the sheet as [label, value] pairs. */
async function totalsOf(page: Page): Promise<string[][]> {
  return page
    .getByTestId('time-sheet-totals')
    .locator('.ts-totals__item')
    .evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']));
}

const dayRow = (page: Page, date: string) => page.locator(`[data-testid="time-sheet-day"][data-date="${date}"]`);

beforeAll(async () => {
  const moved = await fetch(`${baseUrl}/local/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: NOW.toISOString() }),
  });
  expect(moved.status).toBe(200);
  adminToken = await staffToken(baseUrl, 'admin');
  const schedule = await api<{ id: string }>('POST', '/api/working-schedules', {
    user,
    branch,
    validFrom: '2026-10-01',
    minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0],
    holidayDaysPerYear: 25,
  });
  created.push(`/api/working-schedules/${schedule.id}`);
  for (const activity of ACTIVITIES) {
    const stored = await api<{ id: string }>('POST', '/api/working-activities', activity);
    created.push(`/api/working-activities/${stored.id}`);
  }
});

afterAll(async () => {
  await fetch(`${baseUrl}/local/clock`, { method: 'DELETE' });
  for (const path of created.reverse()) await api('DELETE', path).catch(() => undefined);
});

describe('time sheets', () => {
  it('administrator: October of Markus Pichler with week sums, totals, the Nationalfeiertag, print, PDF and CSV', async () => {
    const page = await newPageAt(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'admin');
    await page
      .getByRole('list', { name: t('backoffice.area.workingTime') })
      .getByRole('link', { name: t('timeSheetsAdmin.area'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('timeSheetsAdmin.title') }).waitFor();
    // This month first (November), then the employee and the month before.
    expect(await page.getByLabel(t('timeSheetsAdmin.month'), { exact: true }).inputValue()).toBe('2026-11');
    await page.getByLabel(t('timeSheetsAdmin.employee'), { exact: true }).selectOption({ label: 'Markus Pichler' });
    await page.getByRole('button', { name: t('timeSheetsAdmin.previousMonth') }).click();
    await page.getByRole('heading', { level: 2, name: 'Stundenzettel Oktober 2026' }).waitFor();
    await page.getByText('Mitarbeiter/in: Markus Pichler').waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe('2026-10');

    await expect.poll(() => totalsOf(page)).toEqual(TOTALS);
    expect(await page.getByTestId('time-sheet-day').count()).toBe(31);
    expect(await page.getByTestId('time-sheet-week').allTextContents()).toHaveLength(5);
    // The public holiday: named, Soll 0, balance 0.
    const holiday = await dayRow(page, '2026-10-26').locator('th, td').allTextContents();
    expect(holiday.slice(0, 8)).toEqual(['Mo, 26.10.2026', '', '', '', '', '0:00 h', 'Nationalfeiertag', '0:00 h']);
    // The long day and the day of two activities.
    expect(await dayRow(page, '2026-10-05').locator('td').allTextContents()).toEqual([
      '06:00',
      '17:30',
      '0:30 h',
      '11:00 h',
      '8:00 h',
      '',
      '+3:00 h',
      'Über 10 Stunden Arbeitszeit (11:00 h)',
    ]);
    expect(await dayRow(page, '2026-10-06').locator('td').nth(0).locator('.ts-time').allTextContents()).toEqual(['07:00', '12:00']);
    expect(await dayRow(page, '2026-10-06').locator('td').nth(1).locator('.ts-time').allTextContents()).toEqual(['11:00', '15:30']);
    expect(await dayRow(page, '2026-10-14').locator('td').nth(5).textContent()).toBe('Urlaub');
    expect(await dayRow(page, '2026-10-22').locator('td').nth(5).textContent()).toBe('Krankenstand');
    // Winter time: 08:00 local after the change.
    expect(await dayRow(page, '2026-10-27').locator('td').nth(0).textContent()).toBe('08:00');
    const weekOfFifth = await page.getByTestId('time-sheet-week').nth(1).locator('th, td').allTextContents();
    expect(weekOfFifth.slice(0, 6)).toEqual(['Summe Woche 05.10. – 11.10.', '0:30 h', '18:30 h', '40:00 h', '', '\u221221:30 h']);

    expect(await auditPage(page)).toEqual([]);
    await shot(page, 'time-sheet-admin-desktop');

    // Print: only the sheet (no header, navigation or toolbar), with the signature lines.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: t('backoffice.nav.label') }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t('timeSheetsAdmin.print') }).isVisible()).toBe(false);
    expect(await page.getByText(t('timeSheetsAdmin.pdf.signatureEmployer')).isVisible()).toBe(true);
    await page.pdf({ path: join(SCREENS, 'time-sheet-print.pdf'), format: 'A4' }).catch(() => undefined);
    await shot(page, 'time-sheet-admin-print');
    await page.emulateMedia({ media: 'screen' });

    // PDF: the same figures, read back; page 1 rendered to look at.
    const dir = mkdtempSync(join(tmpdir(), 'time-sheet-e2e-'));
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('timeSheetsAdmin.pdf') }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe('stundenzettel-markus-pichler-2026-10.pdf');
    const pdf = join(dir, 'sheet.pdf');
    await pdfDownload.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Fleischerei Gruber');
    expect(text).toContain('Stundenzettel Oktober 2026');
    expect(text).toContain('Mitarbeiter/in: Markus Pichler');
    expect(text).toMatch(/Soll\s+168:00 h/);
    expect(text).toMatch(/Ist\s+34:30 h/);
    expect(text).toMatch(/Saldo Monatsende\s+-117:30 h/);
    expect(text).toMatch(/Mo, 26\.10\.2026\s+0:00 h\s+Nationalfeiertag/);
    expect(text).toContain('Unterschrift Mitarbeiter/in');
    expect(text).toContain('Seite 1 von 1');
    mkdirSync(SCREENS, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, join(SCREENS, 'time-sheet-pdf-1')]);

    // CSV: one line per day; the long day in minutes, h:mm and decimal hours.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('timeSheetsAdmin.csv') }).click()]);
    expect(csvDownload.suggestedFilename()).toBe('stundenzettel-markus-pichler-2026-10.csv');
    const csvFile = join(dir, 'sheet.csv');
    await csvDownload.saveAs(csvFile);
    const csv = readFileSync(csvFile, 'utf8');
    expect(csv.startsWith('\uFEFFDatum;Wochentag;Beginn;Ende;Zeiten;')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(32);
    expect(lines).toContain(
      '05.10.2026;Mo;06:00;17:30;06:00–17:30;30;0:30;0,50;660;11:00;11,00;480;8:00;8,00;180;3:00;3,00;;Über 10 Stunden Arbeitszeit (11:00 h)',
    );
    expect(lines).toContain('26.10.2026;Mo;;;;0;0:00;0,00;0;0:00;0,00;0;0:00;0,00;0;0:00;0,00;Nationalfeiertag;');
    expect(lines).toContain('09.10.2026;Fr;;;;0;0:00;0,00;0;0:00;0,00;480;8:00;8,00;-480;-8:00;-8,00;;');

    // Tablet width.
    await page.setViewportSize(TABLET);
    await shot(page, 'time-sheet-admin-tablet');
  });

  it('employee: only their own sheet (no picker) and their profile with the chart of last month', async () => {
    const page = await newPageAt(PHONE);
    await openBackofficeAs(page, baseUrl, 'team-leibnitz', '/time-sheets?month=2026-10');
    await page.getByRole('heading', { level: 2, name: 'Stundenzettel Oktober 2026' }).waitFor();
    expect(await page.getByLabel(t('timeSheetsAdmin.employee'), { exact: true }).count()).toBe(0);
    await page.getByText('Mitarbeiter/in: Markus Pichler').waitFor();
    await expect.poll(() => totalsOf(page)).toEqual(TOTALS);
    expect(await auditPage(page)).toEqual([]);
    await shot(page, 'time-sheet-employee-phone');

    // 'Mein Profil' from the name in the header.
    await page.getByTestId('current-user').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: t('timeSheetsAdmin.profile.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Markus Pichler' }).waitFor();
    await page.getByTestId('profile-balances').waitFor();
    await page.getByTestId('profile-holiday').waitFor();
    await page.getByRole('button', { name: t('timeSheetsAdmin.profile.range.lastMonth') }).click();
    const days = page.getByTestId('profile-days');
    await days.locator('tbody tr').first().waitFor();
    expect(await days.locator('tbody tr').count()).toBe(31);
    expect(await days.locator('tbody tr', { hasText: 'Mo, 05.10.2026' }).locator('td').allTextContents()).toEqual(['11:00 h', '8:00 h', '+3:00 h']);
    expect(await days.locator('tbody tr', { hasText: 'Mo, 26.10.2026' }).locator('td').allTextContents()).toEqual(['0:00 h', '0:00 h', '0:00 h']);
    // The chart is drawn (chart.js loaded on demand) and named for screen readers.
    const chart = page.getByRole('img', { name: /Arbeitszeit|gearbeitete Stunden/ });
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBeGreaterThan(0);
    expect(await auditPage(page)).toEqual([]);
    await shot(page, 'profile-employee-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'profile-employee-desktop');
  });
});
