/**
 * The back office's working-time screens (web/backoffice/working-time) against the local stack,
 * as the administrator, with the server's clock at Thursday 10 December 2026, 12:00 in Vienna:
 * a schedule for Sabine Holzer (team-graz, Mo–Fr 7:42 h, 25 days), a holiday week 7–11 December
 * (8 December is a public holiday), a work entry for 2 December 07:00–14:00 without a pause,
 * corrected to 14:30 with a reason (refused without one) and seen in the history; the Hinweise
 * page shows the missing break; the holiday account shows 3 days taken and 1 planned. Every page
 * passes axe and is screenshotted at 1280×800 (the editor also at tablet width).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 820, height: 1180 };
const SHOTS = '/work/screens/working-time-admin';
const NOW = '2026-12-10T11:00:00.000Z';
const SABINE = 'Sabine Holzer';

let token: string;
let page: Page;

async function auditAndShoot(name: string, tablet = false): Promise<void> {
  expect(await auditPage(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, `working-time-admin-${name}`);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  if (tablet) {
    await page.setViewportSize(TABLET);
    await page.screenshot({ path: `${SHOTS}/${name}-tablet.png`, fullPage: true });
    await page.setViewportSize(viewports.desktop);
  }
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface ActivityAnswer {
  id: string;
  kind: string;
  start: string;
  end?: string;
  corrections: { reason: string; by: { name: string }; before: { end?: string } }[];
}

/** The id in the editor's URL after a create (`/backend/<area>/<id>`). */
async function savedId(area: string): Promise<string> {
  await page.waitForURL(new RegExp(`/backend/${area}/(?!new)[^/?]+$`));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

beforeAll(async () => {
  const moved = await fetch(`${baseUrl}/local/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: NOW }) });
  expect(moved.status).toBe(200);
  token = await staffToken(baseUrl);
  page = await session.newPage(viewports.desktop);
  await openBackofficeAs(page, baseUrl, 'admin', '/working-schedules');
});

afterAll(async () => {
  await page?.context().close();
  await fetch(`${baseUrl}/local/clock`, { method: 'DELETE' });
});

describe('working time in the back office', () => {
  it('plans Sabine Holzer’s week: Mo–Fr 7:42 h, 25 days of holiday', async () => {
    await page.getByRole('heading', { name: t('workingTimeAdmin.area.schedules'), level: 1 }).waitFor();
    await auditAndShoot('schedules');
    await page.getByRole('link', { name: t('workingTimeAdmin.schedules.new') }).click();
    await page.getByRole('heading', { name: t('workingTimeAdmin.schedule.new'), level: 1 }).waitFor();
    await page.getByLabel(t('workingTimeAdmin.field.user')).selectOption({ label: SABINE });
    await page.getByLabel(t('workingTimeAdmin.field.branch'), { exact: true }).selectOption({ label: 'Graz Annenstraße' });
    await page.getByLabel(t('workingTimeAdmin.schedules.validFrom')).fill('2026-01-01');
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag']) await page.getByLabel(day, { exact: true }).fill('7:42');
    // Decimal hours are read too: 7,7 h = 7:42 h.
    await page.getByLabel('Freitag', { exact: true }).fill('7,7');
    await expect.poll(() => page.getByTestId('week-sum').innerText()).toBe(t('workingTimeAdmin.schedules.sum', { sum: '38:30 h' }));
    expect(await page.getByLabel(t('workingTimeAdmin.schedules.holidayDays')).inputValue()).toBe('25');
    await auditAndShoot('schedule-editor', true);
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    const id = await savedId('working-schedules');
    const schedule = await apiGet<{ user: { id: string }; minutesPerWeekday: number[]; holidayDaysPerYear: number; validFrom: string }>(
      `/api/working-schedules/${id}`,
    );
    expect(schedule).toMatchObject({
      user: { id: userIds.graz },
      minutesPerWeekday: [462, 462, 462, 462, 462, 0, 0],
      holidayDaysPerYear: 25,
      validFrom: '2026-01-01',
    });
  });

  it('books a holiday week from local midnight to the midnight after the last day', async () => {
    await page.goto(`${baseUrl}/backend/working-activities/new`);
    await page.getByRole('heading', { name: t('workingTimeAdmin.activity.new'), level: 1 }).waitFor();
    await page.getByLabel(t('workingTimeAdmin.field.user')).selectOption({ label: SABINE });
    await page.getByRole('combobox', { name: t('workingTimeAdmin.field.kind'), exact: true }).selectOption({ label: t('workingTimeAdmin.kind.holiday') });
    await page.getByLabel(t('workingTimeAdmin.field.firstDay')).fill('2026-12-07');
    await page.getByLabel(t('workingTimeAdmin.field.lastDay')).fill('2026-12-11');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    const id = await savedId('working-activities');
    const holiday = await apiGet<ActivityAnswer>(`/api/working-activities/${id}`);
    expect(holiday).toMatchObject({ kind: 'holiday', start: '2026-12-06T23:00:00.000Z', end: '2026-12-11T23:00:00.000Z' });
  });

  it('enters a forgotten day, corrects it with a reason and shows the correction', async () => {
    await page.goto(`${baseUrl}/backend/working-activities/new`);
    await page.getByRole('heading', { name: t('workingTimeAdmin.activity.new'), level: 1 }).waitFor();
    await page.getByLabel(t('workingTimeAdmin.field.user')).selectOption({ label: SABINE });
    await page.getByLabel(t('workingTimeAdmin.field.dateOf', { label: t('workingTimeAdmin.field.start') })).fill('2026-12-02');
    await page.getByLabel(t('workingTimeAdmin.field.timeOf', { label: t('workingTimeAdmin.field.start') })).fill('07:00');
    await page.getByLabel(t('workingTimeAdmin.field.dateOf', { label: t('workingTimeAdmin.field.end') })).fill('2026-12-02');
    await page.getByLabel(t('workingTimeAdmin.field.timeOf', { label: t('workingTimeAdmin.field.end') })).fill('14:00');
    await page.getByLabel(t('workingTimeAdmin.field.branch'), { exact: true }).selectOption({ label: 'Graz Annenstraße' });
    await page.getByText(t('workingTimeAdmin.activity.summary', { worked: '7:00 h', breaks: '0:00 h' })).waitFor();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    const id = await savedId('working-activities');
    const stored = await apiGet<ActivityAnswer>(`/api/working-activities/${id}`);
    expect(stored).toMatchObject({ kind: 'work', start: '2026-12-02T06:00:00.000Z', end: '2026-12-02T13:00:00.000Z' });
    expect(stored.corrections ?? []).toEqual([]);
    await page.getByText(t('workingTimeAdmin.corrections.none')).waitFor();

    // A change without a reason is refused by the server, in German, and nothing is stored.
    await page.getByLabel(t('workingTimeAdmin.field.timeOf', { label: t('workingTimeAdmin.field.end') })).fill('14:30');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByTestId('form-error-summary').waitFor();
    expect((await apiGet<ActivityAnswer>(`/api/working-activities/${id}`)).end).toBe('2026-12-02T13:00:00.000Z');

    await page.getByLabel(t('workingTimeAdmin.activity.reason')).fill('Ausstempeln am Terminal vergessen');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    const correction = page.getByTestId('correction');
    await correction.waitFor();
    const history = await correction.innerText();
    expect(history).toContain('Ausstempeln am Terminal vergessen');
    expect(history).toContain('Johann Gruber');
    expect(history).toContain('Mi, 02.12.2026 07:00–14:00');
    const corrected = await apiGet<ActivityAnswer>(`/api/working-activities/${id}`);
    expect(corrected.end).toBe('2026-12-02T13:30:00.000Z');
    expect(corrected.corrections).toMatchObject([
      { reason: 'Ausstempeln am Terminal vergessen', by: { name: 'Johann Gruber' }, before: { end: '2026-12-02T13:00:00.000Z' } },
    ]);
    await auditAndShoot('activity-editor', true);

    // The list shows the day with its times and the mark 'korrigiert'.
    await page.goto(`${baseUrl}/backend/working-activities?user=${userIds.graz}&from=2026-12-01&to=2026-12-31`);
    const row = page.locator('table.bo-table tbody tr', { hasText: 'Mi, 02.12.2026' });
    await row.waitFor();
    const cells = await row.innerText();
    expect(cells).toContain('07:00');
    expect(cells).toContain('14:30');
    expect(cells).toContain('7:30 h');
    expect(cells).toContain(t('workingTimeAdmin.hint.corrected'));
    await page.locator('table.bo-table tbody tr', { hasText: t('workingTimeAdmin.kind.holiday') }).waitFor();
    await auditAndShoot('activities');
  });

  it('counts a night shift with a pause after midnight on the day it started', async () => {
    await page.goto(`${baseUrl}/backend/working-activities/new`);
    await page.getByRole('heading', { name: t('workingTimeAdmin.activity.new'), level: 1 }).waitFor();
    await page.getByLabel(t('workingTimeAdmin.field.user')).selectOption({ label: SABINE });
    await page.getByLabel(t('workingTimeAdmin.field.dateOf', { label: t('workingTimeAdmin.field.start') })).fill('2026-12-03');
    await page.getByLabel(t('workingTimeAdmin.field.timeOf', { label: t('workingTimeAdmin.field.start') })).fill('22:00');
    await page.getByLabel(t('workingTimeAdmin.field.dateOf', { label: t('workingTimeAdmin.field.end') })).fill('2026-12-04');
    await page.getByLabel(t('workingTimeAdmin.field.timeOf', { label: t('workingTimeAdmin.field.end') })).fill('06:00');
    // Two pauses added, the second removed again.
    await page.getByRole('button', { name: t('workingTimeAdmin.activity.addPause') }).click();
    await page.getByRole('button', { name: t('workingTimeAdmin.activity.addPause') }).click();
    await page.getByRole('button', { name: t('workingTimeAdmin.activity.removePause', { n: 2 }) }).click();
    expect(await page.getByLabel(t('workingTimeAdmin.activity.pauseStart', { n: 2 })).count()).toBe(0);
    await page.getByLabel(t('workingTimeAdmin.activity.pauseStart', { n: 1 })).fill('01:00');
    await page.getByLabel(t('workingTimeAdmin.activity.pauseEnd', { n: 1 })).fill('01:30');
    await page.getByText(t('workingTimeAdmin.activity.summary', { worked: '7:30 h', breaks: '0:30 h' })).waitFor();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    const id = await savedId('working-activities');
    const night = await apiGet<ActivityAnswer & { pauses: { start: string; end?: string }[] }>(`/api/working-activities/${id}`);
    expect(night).toMatchObject({
      start: '2026-12-03T21:00:00.000Z',
      end: '2026-12-04T05:00:00.000Z',
      pauses: [{ start: '2026-12-04T00:00:00.000Z', end: '2026-12-04T00:30:00.000Z' }],
    });
    await page.goto(`${baseUrl}/backend/working-activities?user=${userIds.graz}&from=2026-12-03&to=2026-12-03`);
    const row = page.locator('table.bo-table tbody tr', { hasText: 'Do, 03.12.2026' });
    await row.waitFor();
    expect(await row.innerText()).toContain('06:00 (Fr, 04.12.2026)');
    expect(await row.innerText()).toContain('7:30 h');
  });

  it('shows the missing break on the Hinweise page, linked to the entry', async () => {
    await page.goto(`${baseUrl}/backend/working-time-warnings?month=2026-12`);
    const warning = page.getByTestId('warnings').locator('tr', { hasText: SABINE }).filter({ hasText: 'Mi, 02.12.2026' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain('Pause fehlt (über 6 h gearbeitet, 0 Min. Pause)');
    await auditAndShoot('warnings');
    await warning.getByRole('link').click();
    await page.waitForURL(/\/backend\/working-activities\/[^/]+$/);
    await page.getByRole('heading', { name: t('workingTimeAdmin.activity.heading', { name: SABINE, date: 'Mi, 02.12.2026' }), level: 1 }).waitFor();
  });

  it('counts the booked days as taken and planned in the holiday account', async () => {
    await page.goto(`${baseUrl}/backend/holiday-accounts?year=2026`);
    const row = page.locator('[data-testid="holiday-accounts"] tr[data-user="team-graz"]');
    await row.waitFor();
    // 7, 9 and 10 December up to today (the 8th is Mariä Empfängnis), the 11th after today.
    const cells = await row.locator('td').allInnerTexts();
    expect(cells).toEqual(['25', '3', '1', '21']);
    await auditAndShoot('holiday-accounts');
  });

  it('says in place when the plan or the holiday accounts cannot be loaded, and retries', async () => {
    const failing = /\/api\/(working-schedules|time-sheets\/holiday-balances)\?/;
    await page.route(failing, (route) => route.abort());
    await page.goto(`${baseUrl}/backend/working-schedules`);
    await page.getByRole('alert').getByText(t('backoffice.workPlanLoadFailed')).waitFor();
    await page.goto(`${baseUrl}/backend/holiday-accounts?year=2026`);
    await page.getByRole('alert').getByText(t('backoffice.holidayBalancesLoadFailed')).waitFor();
    await page.unroute(failing);
    await page.getByRole('button', { name: t('web.retry') }).click();
    await page.locator('[data-testid="holiday-accounts"] tr[data-user="team-graz"]').waitFor();
  });

  it('shows Sabine Holzer her own entries and account, read-only', async () => {
    const own = await session.newPage(viewports.desktop);
    await openBackofficeAs(own, baseUrl, 'team-graz', '/working-activities');
    await own.getByRole('heading', { name: t('workingTimeAdmin.area.activities'), level: 1 }).waitFor();
    await own.getByText(t('workingTimeAdmin.activities.ownOnly')).waitFor();
    const rows = own.locator('table.bo-table tbody tr');
    await rows.first().waitFor();
    expect(new Set(await rows.locator('th').allInnerTexts())).toEqual(new Set([SABINE]));
    expect(await own.getByRole('link', { name: t('workingTimeAdmin.activities.new') }).count()).toBe(0);
    await own.locator('table.bo-table tbody tr', { hasText: 'Mi, 02.12.2026' }).getByRole('link').click();
    await own.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await own.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    await own.goto(`${baseUrl}/backend/holiday-accounts?year=2026`);
    const accounts = own.locator('[data-testid="holiday-accounts"] tbody tr');
    await accounts.first().waitFor();
    expect(await accounts.locator('th').allInnerTexts()).toEqual([SABINE]);
    await own.context().close();
  });
});
