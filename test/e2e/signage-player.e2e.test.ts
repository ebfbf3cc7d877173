/**
 * The signage player in Chromium against the local stack: the administrator creates (API) a scene
 * with a headline, a live price list of Graz's Heiße Theke and a clock, a segment, a stream and a
 * TV of Graz with a key; the player page /signage/{id}/{key} shows the scene at 1920×1080,
 * 3840×2160, in a portrait window and on a TV turned by 90°; its heartbeat reaches the server;
 * a showScene command is carried out and confirmed; without network the picture stays, with a
 * discreet offline mark; a wrong key shows the German notice. Screenshots into
 * /work/screens/signage-player/.
 */
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signagePlayerMessages } from '#shared/i18n/signage-player.ts';
import type { DigitalSignageDevice } from '#shared/schemas/signage.ts';
import { branchIds, categoryIds } from '../../infra/local/seed/ids';
import { auditPage } from './axe';
import { useBrowser } from './browser';
import { staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const SCREENS = '/work/screens/signage-player';
const RUN = Date.now().toString(36);

let adminToken: string;
const created: string[] = [];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

async function create<T extends { id: string }>(resource: string, body: unknown): Promise<T> {
  const record = await api<T>('POST', `/${resource}`, body);
  created.unshift(`/${resource}/${record.id}`);
  return record;
}

const key = () => randomBytes(24).toString('base64url');

let sceneId: string;
let otherSceneId: string;
let uprightSceneId: string;
let device: DigitalSignageDevice;
let deviceKey: string;
let turnedDevice: DigitalSignageDevice;
let turnedKey: string;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  adminToken = await staffToken(baseUrl, 'admin');
  const scene = await create<{ id: string }>('scenes', {
    path: `/tv/e2e-player-${RUN}`,
    name: `E2E Heiße Theke ${RUN}`,
    orientation: 'landscape',
    background: '#1a1410',
    regions: [
      {
        id: 'titel',
        kind: 'text',
        frame: { x: 4, y: 4, width: 62, height: 14 },
        text: 'Heiße Theke\nfrisch für Sie',
        color: '#f2c14e',
        size: 6,
        weight: 900,
        align: 'left',
      },
      { id: 'uhr', kind: 'clock', frame: { x: 70, y: 4, width: 26, height: 14 }, showDate: true, size: 6 },
      { id: 'preise', kind: 'priceList', frame: { x: 4, y: 22, width: 60, height: 74 }, category: { id: categoryIds.heisseTheke }, size: 4 },
    ],
  });
  sceneId = scene.id;
  const other = await create<{ id: string }>('scenes', {
    path: `/tv/e2e-player-aktion-${RUN}`,
    name: `E2E Aktion ${RUN}`,
    orientation: 'landscape',
    background: '#5a0f0f',
    regions: [{ id: 'text', kind: 'text', frame: { x: 5, y: 30, width: 90, height: 40 }, text: 'Aktion: Grillpaket', size: 10 }],
  });
  otherSceneId = other.id;
  const upright = await create<{ id: string }>('scenes', {
    path: `/tv/e2e-player-hochkant-${RUN}`,
    name: `E2E hochkant ${RUN}`,
    orientation: 'portrait',
    background: '#1a1410',
    regions: [
      {
        id: 'titel',
        kind: 'text',
        frame: { x: 6, y: 3, width: 88, height: 10 },
        text: 'Heiße Theke\nfrisch für Sie',
        color: '#f2c14e',
        size: 3.5,
        weight: 900,
        align: 'left',
      },
      { id: 'preise', kind: 'priceList', frame: { x: 6, y: 16, width: 88, height: 62 }, category: { id: categoryIds.heisseTheke }, size: 2.4 },
      { id: 'uhr', kind: 'clock', frame: { x: 6, y: 82, width: 88, height: 14 }, showDate: true, size: 5 },
    ],
  });
  uprightSceneId = upright.id;
  const uprightSegment = await create<{ id: string }>('digital-signage-segments', {
    name: `E2E hochkant ${RUN}`,
    items: [{ scene: { id: uprightSceneId }, durationSeconds: 600 }],
  });
  const uprightStream = await create<{ id: string }>('digital-signage-streams', {
    name: `E2E Stream hochkant ${RUN}`,
    entries: [{ segment: { id: uprightSegment.id }, weekdays: [] }],
  });
  const segment = await create<{ id: string }>('digital-signage-segments', {
    name: `E2E Theke ${RUN}`,
    items: [{ scene: { id: sceneId }, durationSeconds: 600 }],
  });
  const stream = await create<{ id: string }>('digital-signage-streams', {
    name: `E2E Stream ${RUN}`,
    entries: [{ segment: { id: segment.id }, weekdays: [] }],
  });
  deviceKey = key();
  device = await create<DigitalSignageDevice>('digital-signage-devices', {
    name: `E2E TV Theke ${RUN}`,
    stream: { id: stream.id },
    branch: { id: branchIds.graz },
    rotation: 0,
    key: deviceKey,
  });
  turnedKey = key();
  turnedDevice = await create<DigitalSignageDevice>('digital-signage-devices', {
    name: `E2E TV hochkant ${RUN}`,
    stream: { id: uprightStream.id },
    branch: { id: branchIds.graz },
    rotation: 90,
    key: turnedKey,
  });
});

afterAll(async () => {
  for (const path of created) await api('DELETE', path).catch(() => undefined);
});

async function openPlayer(size: { width: number; height: number }, id = device.id, deviceKeyInPath = deviceKey): Promise<Page> {
  const page = await session.newPage(size);
  await page.goto(`${baseUrl}/signage/${id}/${deviceKeyInPath}`);
  return page;
}

const priceRows = (page: Page) =>
  page
    .locator('.sg-prices__item')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('.sg-prices__name')?.textContent ?? '', row.querySelector('.sg-prices__price')?.textContent ?? '']),
    );

async function expectScene(page: Page, id = sceneId): Promise<void> {
  await page.locator(`.sg-scene[data-scene-id="${id}"]`).waitFor();
  await page.getByText('frisch für Sie').waitFor();
  const rows = await priceRows(page);
  expect(rows.map(([name]) => name)).toContain('Leberkässemmel');
  for (const [, price] of rows) expect(price).toMatch(/\d,\d\d\s€/);
  // Every price fits its column: none runs past the edge and is cut off.
  const overflowing = await page
    .locator('.sg-prices__line')
    .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent));
  expect(overflowing).toEqual([]);
  await expect.poll(() => page.locator('.sg-clock__time').textContent()).toMatch(/^\d\d:\d\d$/);
}

describe('signage player', () => {
  it('shows the scene with live prices at full HD, 4K and portrait, and reports to the server', { timeout: 120_000 }, async () => {
    const page = await openPlayer({ width: 1920, height: 1080 });
    await expectScene(page);
    expect(await page.title()).toBe(signagePlayerMessages['signagePlayer.title']);
    // The scene fills the window exactly; nothing scrolls, the cursor is hidden.
    const box = await page.locator('.sg-scene').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(await page.evaluate(() => [document.documentElement.scrollHeight, getComputedStyle(document.body).cursor])).toEqual([1080, 'none']);
    // The price list's text in the shop's labels: the weighed Leberkäse with its price per kg.
    expect(await page.locator('.sg-prices__base').count()).toBeGreaterThan(0);
    expect(await auditPage(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/player-1920x1080.png` });

    // The heartbeat: the back office sees what the TV shows.
    await expect
      .poll(async () => (await api<DigitalSignageDevice>('GET', `/digital-signage-devices/${device.id}`)).report, { timeout: 20_000 })
      .toMatchObject({ screen: 'on', scene: { id: sceneId }, width: 1920, height: 1080 });
    await page.context().close();

    const uhd = await openPlayer({ width: 3840, height: 2160 });
    await expectScene(uhd);
    expect(await uhd.locator('.sg-scene').boundingBox()).toEqual({ x: 0, y: 0, width: 3840, height: 2160 });
    // Text scales with the screen: the headline is 6 % of the height.
    expect(await uhd.locator('.sg-text').evaluate((element) => getComputedStyle(element).fontSize)).toBe('129.6px');
    await uhd.screenshot({ path: `${SCREENS}/player-3840x2160.png` });
    await uhd.context().close();

    // A landscape scene on an upright window keeps its layout: 16:9, centred, bars above and below.
    const portrait = await openPlayer({ width: 1080, height: 1920 });
    await expectScene(portrait);
    expect(await portrait.locator('.sg-scene').boundingBox()).toEqual({ x: 0, y: 656, width: 1080, height: 608 });
    await portrait.screenshot({ path: `${SCREENS}/player-1080x1920-portrait-window.png` });
    await portrait.context().close();
  });

  it('turns the picture for a TV mounted upright, playing a portrait scene', async () => {
    const page = await openPlayer({ width: 1920, height: 1080 }, turnedDevice.id, turnedKey);
    await expectScene(page, uprightSceneId);
    // The stage is 1080 wide and 1920 high, turned a quarter: on the landscape window it covers the whole screen.
    expect(await page.locator('.sg-stage').evaluate((element: HTMLElement) => [element.offsetWidth, element.offsetHeight])).toEqual([1080, 1920]);
    const box = (await page.locator('.sg-scene').boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([1920, 1080]);
    await page.screenshot({ path: `${SCREENS}/player-rotated-90.png` });
  });

  it('carries out showScene and identify commands and confirms them', { timeout: 120_000 }, async () => {
    const page = await openPlayer({ width: 1280, height: 720 });
    await expectScene(page);
    const current = await api<DigitalSignageDevice>('GET', `/digital-signage-devices/${device.id}`);
    await api('POST', `/digital-signage-devices/${device.id}/command`, {
      ...current,
      command: { kind: 'showScene', scene: { id: otherSceneId }, durationMinutes: 1 },
    });
    // Carried out with the next heartbeat (every 10 s); the program names the commanded scene.
    const commandOf = async () => (await api<DigitalSignageDevice>('GET', `/digital-signage-devices/${device.id}`)).command;
    await expect.poll(async () => (await commandOf())?.state, { timeout: 40_000 }).not.toMatch(/^(pending|delivered)$/);
    expect(await commandOf()).toMatchObject({ state: 'confirmed', scene: { id: otherSceneId } });
    await page.locator(`.sg-scene[data-scene-id="${otherSceneId}"]`).waitFor();
    await page.getByText('Aktion: Grillpaket').waitFor();
    await page.screenshot({ path: `${SCREENS}/player-show-scene.png` });

    // Identify: the TV's name huge over the picture for the seconds asked, then gone.
    await api('POST', `/digital-signage-devices/${device.id}/command`, { ...current, command: { kind: 'identify', durationSeconds: 5 } });
    const overlay = page.locator('.sg-identify');
    await overlay.waitFor({ timeout: 30_000 });
    expect(await overlay.textContent()).toBe(device.name);
    await page.screenshot({ path: `${SCREENS}/player-identify.png` });
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('keeps the picture without network, marks itself offline and starts again without network', { timeout: 120_000 }, async () => {
    const page = await openPlayer({ width: 1920, height: 1080 });
    await expectScene(page);
    const before = await priceRows(page);
    // The service worker keeps the page shell (web/signage/sw.ts).
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope))).toBe(`${baseUrl}/signage/`);
    await page.context().setOffline(true);
    await page.waitForTimeout(40_000);
    expect(await page.locator(`.sg-scene[data-scene-id="${sceneId}"]`).count()).toBe(1);
    expect(await priceRows(page)).toEqual(before);
    await page.getByText(signagePlayerMessages['signagePlayer.offline'], { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENS}/player-offline.png` });

    // The TV restarts without network: the shell from the worker, the program from localStorage.
    await page.reload();
    await page.locator(`.sg-scene[data-scene-id="${sceneId}"]`).waitFor();
    expect(await priceRows(page)).toEqual(before);

    // Back on the network: the mark goes with the next answered request.
    await page.context().setOffline(false);
    await expect.poll(() => page.locator('.sg-offline').count(), { timeout: 30_000 }).toBe(0);
  });

  it('shows the German notice for a wrong key', async () => {
    const page = await openPlayer({ width: 1280, height: 720 }, device.id, key());
    await page.getByText(signagePlayerMessages['signagePlayer.invalidLink']).waitFor();
    expect(await page.locator('.sg-scene').count()).toBe(0);
    expect(await auditPage(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/player-invalid-link.png` });
  });

  it('loads no storefront or back-office code, no zod and no Amplify', async () => {
    const page = await session.newPage({ width: 1280, height: 720 });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${baseUrl}/signage/${device.id}/${deviceKey}`);
    await page.locator('.sg-scene').waitFor();
    expect(scripts).toHaveLength(1);
    const code = await (await fetch(scripts[0]!)).text();
    expect(code).not.toMatch(/amplify|cognito-idp|ZodError|tanstack|react-router|StaffToolbar/i);
  });
});
