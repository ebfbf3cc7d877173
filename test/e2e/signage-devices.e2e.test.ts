/**
 * Filmsequenzen, streams and TVs in the back office (web/backoffice/signage) against the seeded
 * local stack: the administrator builds a Filmsequenz of two scenes (made through the API) and
 * sees its timeline; a stream 'Schaufenster Graz …' with an untimed entry and a Mo–Fr
 * 10:30–14:00 lunch entry, shown in the week view and its table; a TV for Graz with that stream;
 * makes its player key (the link and its QR code show once); sends 'Szene jetzt zeigen' and
 * follows its state while the test plays the TV through the heartbeat API: 'Wartet auf den TV',
 * 'Zugestellt', 'Ausgeführt um …', and 'Abgebrochen' for an aborted command. The lists filter by
 * scene, segment, stream and branch. Lists and editors pass axe-core; screenshots at 1280 × 800
 * and tablet width into /work/screens/signage-devices/.
 *
 * The stack is shared by every e2e file: what this file makes carries a run mark and is deleted.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { signageHeartbeatAnswerSchema } from '#shared/schemas/signage.ts';
import { auditPage } from './axe';
import { useBrowser, viewports } from './browser';
import { commandState, createDeviceInEditor, createSegmentInEditor, createStreamInEditor, makePlayerLink, showSceneNow } from './signage-pages';
import { openBackofficeAs, staffApi } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const SCREENS = '/work/screens/signage-devices';
const TABLET = { width: 768, height: 1024 };
const run = Date.now().toString(36);
const names = {
  offer: `Leberkäse frisch ${run}`,
  lunch: `Mittagsmenü ${run}`,
  segment: `Theke ${run}`,
  lunchSegment: `Mittag ${run}`,
  stream: `Schaufenster Graz ${run}`,
  device: `TV Schaufenster ${run}`,
};
const made: { path: string; id: string }[] = [];

/** An API call as the administrator. */
const adminApi = (method: string, path: string, body?: unknown) => staffApi(baseUrl, method, path, body);

async function createScene(name: string, text: string): Promise<string> {
  const response = await adminApi('POST', 'scenes', {
    name,
    path: `/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    regions: [{ id: 'r1', kind: 'text', frame: { x: 5, y: 30, width: 90, height: 40 }, text }],
  });
  expect(response.status).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  made.push({ path: 'scenes', id });
  return id;
}

async function heartbeat(deviceId: string, key: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/signage/${deviceId}/${key}/heartbeat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return signageHeartbeatAnswerSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** Screenshots at 1280 × 800 and at tablet width (the page is left at 1280 × 800). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const settled = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled();
  await page.screenshot({ path: join(SCREENS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(TABLET);
  await settled();
  await page.screenshot({ path: join(SCREENS, `${name}-768.png`), fullPage: true });
  await page.setViewportSize(viewports.desktop);
}

/** The rows' titles of the list on screen, once it has loaded. */
async function listedNames(page: Page): Promise<string[]> {
  await page.locator('.bo-table, .bo-list__empty').first().waitFor();
  return page.locator('.bo-table tbody th').allInnerTexts();
}

afterAll(async () => {
  for (const { path, id } of made.reverse()) await adminApi('DELETE', `${path}/${id}`);
});

describe('Filmsequenzen, streams and TVs (back office)', () => {
  it('builds a segment, a stream and a TV, makes its player link and follows a command through the TV', async () => {
    const offerId = await createScene(names.offer, 'Leberkäse frisch aus dem Ofen');
    const lunchId = await createScene(names.lunch, 'Mittagsmenü: Schweinsbraten mit Knödel');

    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/signage/segments');
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.area.segments') }).waitFor();
    expect(await auditPage(page)).toEqual([]);

    // The Filmsequenz: two scenes, 90 s and 60 s; the timeline shows both and the total.
    const segmentId = await createSegmentInEditor(page, baseUrl, {
      name: names.segment,
      items: [
        { scene: names.offer, seconds: 90 },
        { scene: names.lunch, seconds: 60 },
      ],
    });
    made.push({ path: 'digital-signage-segments', id: segmentId });
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.segments.title', { name: names.segment }) }).waitFor();
    const timeline = page.getByTestId('segment-timeline');
    await expect.poll(() => timeline.locator('li').allInnerTexts()).toEqual([`${names.offer}\n1:30 min`, `${names.lunch}\n1:00 min`]);
    expect(await timeline.innerText()).toContain(t('signageAdmin.segments.timelineTotal', { duration: '2:30 min' }));
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'segment-editor');

    const lunchSegmentId = await createSegmentInEditor(page, baseUrl, { name: names.lunchSegment, items: [{ scene: names.lunch, seconds: 20 }] });
    made.push({ path: 'digital-signage-segments', id: lunchSegmentId });

    // The segments list: count and duration, filtered by a scene only the first one shows.
    await page.goto(`${baseUrl}/backend/signage/segments?scene=${offerId}`);
    await expect.poll(() => listedNames(page)).toEqual([names.segment]);
    const row = page.locator('.bo-table tbody tr', { hasText: names.segment });
    expect(await row.locator('td').allInnerTexts()).toEqual(['2', '2:30 min', t('signageAdmin.yes')]);
    await shoot(page, 'segments-list');

    // The stream: the Theke loop all day, the lunch Mo–Fr 10:30–14:00.
    await page.goto(`${baseUrl}/backend/signage/streams`);
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.area.streams') }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    const streamId = await createStreamInEditor(page, baseUrl, {
      name: names.stream,
      entries: [{ segment: names.segment }, { segment: names.lunchSegment, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' }],
    });
    made.push({ path: 'digital-signage-streams', id: streamId });
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.streams.title', { name: names.stream }) }).waitFor();
    const week = page.getByTestId('stream-week');
    // Five lunch blocks (Mo–Fr) on the standard background; the table says the same in words.
    await expect.poll(() => week.locator('.sg-week__block').count()).toBe(5);
    expect(await week.locator('.sg-week__day').nth(0).locator('.sg-week__block').innerText()).toBe(`${names.lunchSegment}\n10:30–14:00`);
    expect(await week.locator('.sg-week__day').nth(5).locator('.sg-week__block').count()).toBe(0);
    expect(await week.locator('table tbody tr').first().locator('th, td').allTextContents()).toEqual(['Montag', '10:30–14:00 Uhr', names.lunchSegment]);
    expect(await week.locator('.sg-week__standard').innerText()).toBe(t('signageAdmin.week.standardNames', { names: names.segment }));
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'stream-editor');

    await page.goto(`${baseUrl}/backend/signage/streams?segment=${lunchSegmentId}`);
    await expect.poll(() => listedNames(page)).toEqual([names.stream]);
    await shoot(page, 'streams-list');

    // The TV for Graz with that stream, and its player link once.
    await page.goto(`${baseUrl}/backend/signage/devices`);
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.area.devices') }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    const deviceId = await createDeviceInEditor(page, baseUrl, { name: names.device, branch: 'Graz Annenstraße', stream: names.stream });
    made.push({ path: 'digital-signage-devices', id: deviceId });
    await page.getByRole('heading', { level: 1, name: t('signageAdmin.devices.title', { name: names.device }) }).waitFor();
    expect(await page.getByText(t('signageAdmin.link.none')).isVisible()).toBe(true);
    const { link, key } = await makePlayerLink(page);
    expect(link).toBe(`${baseUrl}/signage/${deviceId}/${key}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByRole('img', { name: t('signageAdmin.link.qr', { name: names.device }) }).waitFor();
    await page.getByText(t('signageAdmin.link.exists')).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'device-editor-link');

    // Shown once: opened again, the editor has no link to show, only that a key exists.
    await page.reload();
    await page.getByText(t('signageAdmin.link.exists')).waitFor();
    expect(await page.getByRole('textbox', { name: t('signageAdmin.link.address'), exact: true }).count()).toBe(0);

    // 'Szene jetzt zeigen' waits for the TV; a heartbeat delivers it, a second one confirms it.
    await showSceneNow(page, names.offer, 10);
    await expect.poll(() => commandState(page).innerText()).toBe(t('signageAdmin.commandState.pending'));
    const delivered = await heartbeat(deviceId, key, { report: { screen: 'on' } });
    expect(delivered.command).toMatchObject({ kind: 'showScene', scene: { id: offerId }, durationMinutes: 10 });
    await expect.poll(() => commandState(page).innerText(), { timeout: 10_000 }).toBe(t('signageAdmin.commandState.delivered'));
    await heartbeat(deviceId, key, {
      report: { screen: 'on', scene: { id: offerId, name: names.offer }, width: 1920, height: 1080 },
      outcome: { commandId: delivered.command!.id, result: 'confirmed' },
    });
    await expect.poll(() => commandState(page).innerText(), { timeout: 10_000 }).toMatch(/^Ausgeführt um \d\d:\d\d$/);
    // The TV holds the scene for ten minutes: the preview shows it, drawn by the player's renderer.
    await expect.poll(() => page.getByTestId('now-showing').innerText(), { timeout: 35_000 }).toContain(names.offer);
    await page.getByRole('img', { name: t('signageAdmin.now.preview', { name: names.offer }) }).waitFor();
    expect(await page.locator('.sg-device-preview').innerText()).toContain('Leberkäse frisch aus dem Ofen');
    await page.getByTestId('tv-presence').getByText(t('signageAdmin.devices.online')).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'device-editor-command');

    // An open command is aborted: 'Abgebrochen', and no heartbeat hands it out any more.
    await page.getByRole('button', { name: t('signageAdmin.commands.reload') }).click();
    await expect.poll(() => commandState(page).innerText()).toBe(t('signageAdmin.commandState.pending'));
    await page.getByRole('button', { name: t('signageAdmin.commands.abort') }).click();
    await expect.poll(() => commandState(page).innerText()).toBe(t('signageAdmin.commandState.aborted'));
    expect(await page.getByRole('button', { name: t('signageAdmin.commands.abort') }).count()).toBe(0);
    expect((await heartbeat(deviceId, key, { report: { screen: 'on', scene: { id: offerId, name: names.offer } } })).command).toBeNull();

    // The commands gave the TV new versions; the untouched form followed them, so a save after them is no conflict.
    await page.getByLabel(t('signageAdmin.devices.field.description')).fill('Schaufenster links, 55 Zoll');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByText(t('dataScreen.saved')).waitFor();
    const stored = (await (await adminApi('GET', `digital-signage-devices/${deviceId}`)).json()) as { data: { description?: string; hasKey: boolean } };
    expect(stored.data).toMatchObject({ description: 'Schaufenster links, 55 Zoll', hasKey: true });

    // The TV list: online, what it shows, its last command; filtered by stream and by branch.
    await page.goto(`${baseUrl}/backend/signage/devices?stream=${streamId}`);
    await expect.poll(() => listedNames(page)).toEqual([names.device]);
    const deviceCells = page.locator('.bo-table tbody tr', { hasText: names.device }).locator('td');
    // Branch and stream names come from their own lists, which can arrive after the row.
    await expect.poll(async () => (await deviceCells.allInnerTexts()).slice(0, 2)).toEqual(['Graz Annenstraße', names.stream]);
    const cells = await deviceCells.allInnerTexts();
    expect(cells[2]).toMatch(/^Online · zuletzt (gerade eben|vor 1 Min\.)$/);
    expect(cells[3]).toBe(names.offer);
    expect(cells[4]).toBe(t('signageAdmin.commandState.aborted'));
    expect(await auditPage(page)).toEqual([]);
    await shoot(page, 'devices-list');
    // The list reads itself again every 30 s: the TV reports another scene on a new screen size
    // (written at once; a scene change alone waits for the minute's write) and the row follows.
    await heartbeat(deviceId, key, { report: { screen: 'on', scene: { id: lunchId, name: names.lunch }, width: 3840, height: 2160 } });
    const showingCell = page.locator('.bo-table tbody tr', { hasText: names.device }).locator('td').nth(3);
    await expect.poll(() => showingCell.innerText(), { timeout: 40_000, interval: 1000 }).toBe(names.lunch);
    const leibnitz = await page.locator('select', { has: page.locator('option', { hasText: 'Leibnitz Hauptplatz' }) }).first();
    await leibnitz.selectOption({ label: 'Leibnitz Hauptplatz' });
    await expect.poll(() => listedNames(page)).toEqual([]);

    // An employee of Graz sees the TV, its state and what it shows, read-only: no commands, no key.
    const employee = await session.newPage(viewports.desktop);
    await openBackofficeAs(employee, baseUrl, 'team-graz', `/signage/devices/${deviceId}`);
    await employee.getByRole('heading', { level: 1, name: t('signageAdmin.devices.title', { name: names.device }) }).waitFor();
    await employee.getByRole('heading', { level: 2, name: t('signageAdmin.now.legend') }).waitFor();
    await employee.getByTestId('tv-command-state').getByText(t('signageAdmin.commandState.aborted')).waitFor();
    expect(await employee.getByRole('heading', { name: t('signageAdmin.commands.legend') }).count()).toBe(0);
    expect(await employee.getByRole('button', { name: t('signageAdmin.link.generate') }).count()).toBe(0);
    expect(await employee.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await auditPage(employee)).toEqual([]);
  }, 180_000); // the whole flow, with the list's 30-s refresh waited for once
});
