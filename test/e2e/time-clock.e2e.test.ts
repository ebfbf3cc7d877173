/**
 * The time clock of a personal link, on a phone (390×844): the administrator makes Sabine
 * Holzer's (team-graz) link in the user editor; she opens it and plays Monday 2026-11-30 with the
 * test clock (server: PUT /local/clock; browser: page.clock, the same instants): 06:55
 * Einstempeln, 10:00 Pause, 10:30 Weiter, 15:25 Ausstempeln → 8:00 h worked today, which the
 * administrator's time sheet of November has too, with the same month balance. Another
 * employee's token with her user name and, after 'Link widerrufen', her old link show the
 * invalid-link message. With several branches the start asks for one; a second device with an old
 * state gets the German refusal and reads the state again; without a connection the page offers a
 * retry. axe on the page; screenshots of each state into /work/screens/time-clock.
 * The test clock is reset and the day's activities removed afterwards (the e2e stack is shared).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { zonedInstant } from '#shared/time/zone.ts';
import { userIds } from '../../infra/local/seed/ids';
import { durationText } from '../../web/backoffice/time-clock/format';
import { auditPage } from './axe';
import { decodeSvgCode } from './qr-svg';
import { germanContext, launchBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const SCREENS = '/work/screens/time-clock';
const PHONE = { width: 390, height: 844 };
const DAY = '2026-11-30';
const ZONE = 'Europe/Vienna';
/** How long a poll waits for the page (answers, a tick of the clock). */
const WAIT = { timeout: 15_000 };
const at = (hours: number, minutes: number, day = DAY): Date => zonedInstant(day, hours * 60 + minutes, ZONE);
/** The day of the several-branches and two-devices test (Johann Gruber, all three branches). */
const SECOND_DAY = '2026-12-01';

let browser: Browser;
let admin = '';
let link = '';
const createdActivities = new Set<string>();

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? (JSON.parse(text) as { data: T }).data : undefined) as T };
}

async function setServerClock(instant: Date): Promise<void> {
  const response = await fetch(`${baseUrl}/local/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant.toISOString() }),
  });
  expect(response.status).toBe(200);
}

/** Server and browser at the same instant. */
async function clockAt(page: Page, instant: Date): Promise<void> {
  await setServerClock(instant);
  await page.clock.setSystemTime(instant);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: t('timeClock.state.label') });
/** The value of a figure (dt/dd) by its label. */
const figure = (page: Page, label: string) => page.locator('.clock__figure', { has: page.locator('dt', { hasText: label }) }).locator('dd');

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  browser = await launchBrowser();
  admin = await staffToken(baseUrl, 'admin');
});

afterAll(async () => {
  await fetch(`${baseUrl}/local/clock`, { method: 'DELETE' });
  if (admin) {
    const day = await api<Array<{ id: string }>>('GET', `/api/working-activities?user=${userIds.graz}&from=${DAY}&to=${DAY}`);
    for (const activity of day.data ?? []) createdActivities.add(activity.id);
    const second = await api<Array<{ id: string }>>('GET', `/api/working-activities?user=${userIds.admin}&from=${SECOND_DAY}&to=${SECOND_DAY}`);
    for (const activity of second.data ?? []) createdActivities.add(activity.id);
    for (const id of createdActivities) expect((await api('DELETE', `/api/working-activities/${id}`)).status, `delete activity ${id}`).toBe(200);
    await api('DELETE', `/api/users/${userIds.admin}/time-tracking-link`);
    await api('DELETE', `/api/users/${userIds.leibnitz}/time-tracking-link`);
    await api('DELETE', `/api/users/${userIds.graz}/time-tracking-link`);
  }
  await browser?.close();
});

async function adminEditor(): Promise<Page> {
  const context = await germanContext(browser, viewports.desktop);
  const page = await context.newPage();
  await openBackofficeAs(page, baseUrl, 'admin', `/users/${userIds.graz}`);
  await page.getByRole('group', { name: t('timeClock.link.legend') }).waitFor();
  return page;
}

async function openClock(instant: Date, url = link): Promise<Page> {
  const context = await germanContext(browser, PHONE);
  const page = await context.newPage();
  await setServerClock(instant);
  await page.clock.install({ time: instant });
  await page.goto(url);
  return page;
}

describe('the time clock of a personal link', () => {
  it('the administrator makes the link in the user editor and sees it once, with its QR code', async () => {
    const page = await adminEditor();
    const section = page.getByRole('group', { name: t('timeClock.link.legend') });
    await section.getByText(t('timeClock.link.none')).waitFor();
    await section.getByRole('button', { name: t('timeClock.link.create') }).click();
    const address = section.getByLabel(t('timeClock.link.address'));
    await address.waitFor();
    link = await address.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/backend/time-tracking/team-graz/[A-Za-z0-9_-]{43}$`));
    // The QR code reads back as the same address.
    expect(await decodeSvgCode(section.getByRole('img', { name: t('timeClock.link.qr', { name: 'Sabine Holzer' }) }))).toBe(link);
    await section.getByText(t('timeClock.link.exists')).waitFor();
    await section.getByText(t('timeClock.link.onlyNow')).waitFor();
    expect(await auditPage(page), 'user editor with the new link').toEqual([]);
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SCREENS, 'user-editor-link.png') });
    await page.context().close();
  });

  it('plays a working day: 8:00 h worked, the same as the time sheet and its month balance', async () => {
    const page = await openClock(at(6, 55));
    await page.getByRole('heading', { level: 1, name: 'Sabine Holzer' }).waitFor();
    await page.getByText('Mo, 30.11.2026').waitFor();
    await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.out'));
    await page.getByText(t('timeClock.balances')).waitFor();
    expect(await auditPage(page), 'clocked out').toEqual([]);
    await shot(page, 'phone-clocked-out');

    await page.getByRole('button', { name: t('timeClock.action.start'), exact: true }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.working', { time: '06:55' }));
    await page.getByRole('button', { name: t('timeClock.action.pause'), exact: true }).waitFor();
    expect(await auditPage(page), 'working').toEqual([]);
    await shot(page, 'phone-working');

    await clockAt(page, at(10, 0));
    await page.getByRole('button', { name: t('timeClock.action.pause'), exact: true }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.paused', { time: '10:00' }));
    await page.getByRole('button', { name: t('timeClock.action.resume'), exact: true }).waitFor();
    await expect.poll(() => figure(page, t('timeClock.today.worked')).textContent(), WAIT).toBe(durationText(185));
    await shot(page, 'phone-paused');

    await clockAt(page, at(10, 30));
    // The balances read after the tap must arrive before the browser's clock runs ahead of the server's.
    const balancesRead = page.waitForResponse((response) => response.url().endsWith('/balances'));
    await page.getByRole('button', { name: t('timeClock.action.resume'), exact: true }).click();
    await balancesRead;
    await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.working', { time: '06:55' }));
    await expect.poll(() => figure(page, t('timeClock.today.worked')).textContent(), WAIT).toBe(durationText(185));
    // The worked time counts on in the browser while working, without a request.
    // Five minutes and one tick of the page's 10-second timer.
    await page.clock.runFor(5 * 60_000 + 10_000);
    await expect.poll(() => figure(page, t('timeClock.today.worked')).textContent(), WAIT).toBe(durationText(190));

    await clockAt(page, at(15, 25));
    await page.getByRole('button', { name: t('timeClock.action.end'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('timeClock.end.title') });
    await dialog.getByLabel(t('timeClock.end.note')).fill('Inventur Kühlraum');
    // The demo shop's open project (Grillsaison 2027) is offered.
    const projectChoice = dialog.getByLabel(t('timeClock.end.project'));
    await projectChoice.selectOption({ index: 1 });
    const projectId = await projectChoice.inputValue();
    expect(projectId).toMatch(/^[0-9A-Z]{26}$/);
    expect(await auditPage(page), 'end dialog').toEqual([]);
    await dialog.getByRole('button', { name: t('timeClock.end.confirm') }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.out'));
    await expect.poll(() => figure(page, t('timeClock.today.worked')).textContent(), WAIT).toBe(durationText(480));
    await page.getByRole('button', { name: t('timeClock.action.start'), exact: true }).waitFor();
    // This week's entry of the day.
    const entry = page.locator('.clock__entry', { hasText: 'Mo, 30.11.2026' });
    await expect.poll(() => entry.textContent(), WAIT).toContain('06:55 – 15:25');
    expect(await entry.textContent()).toContain(`${t('timeClock.week.pause')} ${durationText(30)}`);
    expect(await auditPage(page), 'after end').toEqual([]);
    await shot(page, 'phone-after-end');
    // The counter tablet and a desktop show the same column, centred.
    await page.setViewportSize({ width: 800, height: 1280 });
    await shot(page, 'tablet-after-end');
    await page.setViewportSize(viewports.desktop);
    await shot(page, 'desktop-after-end');
    await page.setViewportSize(PHONE);

    // The administrator's time sheet of November agrees to the minute.
    const sheets = await api<unknown>('GET', `/api/time-sheets/balances?month=2026-11&user=${userIds.graz}`);
    expect(sheets.status).toBe(200);
    const sheet = (Array.isArray(sheets.data) ? sheets.data[0] : sheets.data) as {
      days: Array<{ date: string; worked: number; breaks: number }>;
      totals: { balance: number };
      activities: Array<{ id: string; start: string; end?: string; project?: { id: string }; description?: string }>;
    };
    const day = sheet.days.find((candidate) => candidate.date === DAY)!;
    expect(day).toMatchObject({ worked: 480, breaks: 30 });
    for (const activity of sheet.activities) createdActivities.add(activity.id);
    expect(sheet.activities.find((activity) => activity.start === at(6, 55).toISOString())).toMatchObject({
      end: at(15, 25).toISOString(),
      project: { id: projectId },
      description: 'Inventur Kühlraum',
    });
    expect(await figure(page, t('timeClock.balance.month')).textContent()).toBe(durationText(sheet.totals.balance, true));
    await page.context().close();
  });

  it("another employee's token with this user name shows the invalid-link message", async () => {
    const made = await api<{ accessToken: string }>('POST', `/api/users/${userIds.leibnitz}/time-tracking-link`);
    expect(made.status).toBe(201);
    const page = await openClock(at(15, 30), `${baseUrl}/backend/time-tracking/team-graz/${made.data.accessToken}`);
    await page.getByRole('alert').getByText(t('timeClock.invalidLink')).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/backend\/time-tracking\//);
    expect(await page.getByRole('button', { name: t('timeClock.action.start') }).count()).toBe(0);
    await page.context().close();
  });

  it("after 'Link widerrufen' the old link shows the invalid-link message", async () => {
    const editor = await adminEditor();
    const section = editor.getByRole('group', { name: t('timeClock.link.legend') });
    await section.getByRole('button', { name: t('timeClock.link.revoke') }).click();
    const dialog = editor.getByRole('dialog', { name: t('timeClock.link.confirmTitle') });
    await dialog.getByText(t('timeClock.link.revokeQuestion', { name: 'Sabine Holzer' })).waitFor();
    await dialog.getByRole('button', { name: t('timeClock.link.revoke') }).click();
    await section.getByText(t('timeClock.link.none')).waitFor();
    await section.getByText(t('timeClock.link.revoked')).waitFor();
    await editor.context().close();

    const page = await openClock(at(15, 35));
    await page.getByRole('alert').getByText(t('timeClock.invalidLink')).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/backend\/time-tracking\/team-graz\//);
    expect(await auditPage(page), 'invalid link').toEqual([]);
    await shot(page, 'phone-invalid-link');
    await page.context().close();
  });

  it('asks for the branch when there are several; a second device gets the German refusal and the current state; offline offers a retry', async () => {
    const made = await api<{ path: string }>('POST', `/api/users/${userIds.admin}/time-tracking-link`);
    expect(made.status).toBe(201);
    const url = `${baseUrl}${made.data.path}`;
    const phone = await openClock(at(8, 0, SECOND_DAY), url);
    const tablet = await openClock(at(8, 0, SECOND_DAY), url);
    for (const page of [phone, tablet]) await expect.poll(() => status(page).textContent(), WAIT).toContain(t('timeClock.state.out'));

    await phone.getByRole('button', { name: t('timeClock.action.start'), exact: true }).click();
    const choice = phone.getByRole('dialog', { name: t('timeClock.branch.title') });
    expect(await choice.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['Graz Annenstraße', 'Leibnitz Hauptplatz', 'Weiz Birkfelder Straße']),
    );
    expect(await auditPage(phone), 'branch choice').toEqual([]);
    await shot(phone, 'phone-branch-choice');
    await choice.getByRole('button', { name: 'Leibnitz Hauptplatz' }).click();
    await expect.poll(() => status(phone).textContent(), WAIT).toContain(t('timeClock.state.working', { time: '08:00' }));
    expect(await status(phone).textContent()).toContain(t('timeClock.state.atBranch', { branch: 'Leibnitz Hauptplatz' }));

    // The tablet still shows the state before: its start is refused in German, and it reads the state again.
    await tablet.getByRole('button', { name: t('timeClock.action.start'), exact: true }).click();
    await tablet
      .getByRole('dialog', { name: t('timeClock.branch.title') })
      .getByRole('button', { name: 'Weiz Birkfelder Straße' })
      .click();
    await tablet.getByRole('alert').getByText(t('api.timeClock.alreadyClockedIn')).waitFor();
    await expect.poll(() => status(tablet).textContent(), WAIT).toContain(t('timeClock.state.working', { time: '08:00' }));
    await shot(tablet, 'phone-second-device-refused');

    // Without a connection the tap fails with a German message; the retry reads the state, it does not tap again.
    await phone.route('**/working-activities/pause', (route) => route.abort('internetdisconnected'));
    await phone.getByRole('button', { name: t('timeClock.action.pause'), exact: true }).click();
    const offline = phone.getByRole('alert').filter({ hasText: t('timeClock.offline') });
    await offline.waitFor();
    await shot(phone, 'phone-offline');
    await phone.unroute('**/working-activities/pause');
    await offline.getByRole('button', { name: t('timeClock.retry') }).click();
    await expect.poll(() => offline.count(), WAIT).toBe(0);
    expect(await status(phone).textContent()).toContain(t('timeClock.state.working', { time: '08:00' }));

    await phone.context().close();
    await tablet.context().close();
  });
});
