/**
 * The installable app (docs/pwa.md) against the e2e stack with enablePluginPWA switched on for
 * this file (restored afterwards): the install prompt's timing and dismissal, the registration of
 * the real service worker (/build/service-worker.js, Workbox), the offline page it serves, the
 * update banner for a changed worker, the web app manifest; and the staff toolbar on the public
 * side for a signed-in administrator, which anonymous visitors never download.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { branches } from '../../infra/local/seed/data/branches';
import { config as seededShop, demoUsers } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { tAppInstall } from '#shared/i18n/app-install.ts';
import { tStaffToolbar } from '#shared/i18n/staff-toolbar.ts';
import { screenshot, useBrowser } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const graz = branches.find((branch) => branch.identifier === 'graz')!;
const admin = demoUsers.find((user) => user.username === 'admin')!;

type StoredConfig = Record<string, unknown> & { version: number };
let adminToken: string;
let seeded: StoredConfig;

async function readConfig(): Promise<StoredConfig> {
  const response = await fetch(`${baseUrl}/api/config`, { headers: { authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as { data: StoredConfig }).data;
}

async function saveConfig(config: StoredConfig): Promise<void> {
  const response = await fetch(`${baseUrl}/api/config`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
  expect(response.status).toBe(200);
}

/** Waits until visitors' shared /api/init (5 s at most) shows the plugin's state. */
async function untilPublicPwa(enabled: boolean): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const init = (await (await fetch(`${baseUrl}/api/init`)).json()) as { data: { url: string; data: unknown }[] };
    const config = init.data.find((entry) => entry.url === '/api/config')?.data as { enablePluginPWA?: boolean } | undefined;
    if ((config?.enablePluginPWA ?? false) === enabled) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`enablePluginPWA did not become ${enabled}`);
}

beforeAll(async () => {
  adminToken = await staffToken(baseUrl, 'admin');
  seeded = await readConfig();
  await saveConfig({ ...seeded, enablePluginPWA: true });
  await untilPublicPwa(true);
});

afterAll(async () => {
  const { version } = await readConfig();
  await saveConfig({ ...seeded, version });
});

const withConsent = (context: BrowserContext) => context.addCookies([{ name: 'theke-consent', value: 'accepted', url: baseUrl }]);
const prompt = (page: Page) => page.getByTestId('install-prompt');
const instructions = (page: Page) => page.getByTestId('install-instructions');
const registered = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

/** 'Installieren' from the prompt, then waits until the worker controls the page. */
async function install(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await prompt(page).waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: t('pwa.install'), exact: true }).click();
  await instructions(page).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

describe('installable app', () => {
  it('serves the manifest from the shop settings and the worker with scope / allowed', async () => {
    const manifest = await fetch(`${baseUrl}/api/config/app-manifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    const body = (await manifest.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: seededShop.title ?? seededShop.shopName, start_url: '/', scope: '/', display: 'standalone' });
    expect(body.icons).toHaveLength(3);
    for (const icon of body.icons as { src: string }[]) expect((await fetch(`${baseUrl}${icon.src}`)).headers.get('content-type')).toBe('image/png');

    const worker = await fetch(`${baseUrl}/build/service-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    const code = await worker.text();
    expect(code).toContain('/offline.html');
    expect(code).not.toMatch(/backoffice/);
  });

  it('prompts 5 s after load when consent existed; "Jetzt nicht" keeps it away for a month', async () => {
    const page = await session.newPage(PHONE, withConsent);
    const loaded = Date.now();
    await page.goto(`${baseUrl}/`);
    await page.locator('.branch-grid').waitFor();
    await page.waitForTimeout(2_500);
    expect(await prompt(page).count()).toBe(0);
    await prompt(page).waitFor({ timeout: 8_000 });
    expect(Date.now() - loaded).toBeGreaterThanOrEqual(5_000);
    expect(await prompt(page).getByRole('button').allInnerTexts()).toEqual([t('pwa.notNow'), t('pwa.install')]);
    await screenshot(page, 'pwa-prompt-phone', { fullPage: false });

    await page.getByRole('button', { name: t('pwa.notNow'), exact: true }).click();
    await prompt(page).waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'pwa-dismiss');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    await page.reload();
    await page.locator('.branch-grid').waitFor();
    await page.waitForTimeout(6_500);
    expect(await prompt(page).count()).toBe(0);
    // The footer still offers installing: the dismissal is about the prompt.
    await page.getByRole('button', { name: t('pwa.installLink'), exact: true }).click();
    await prompt(page).waitFor();
    await page.context().close();
  });

  it('prompts 250 ms after the visitor accepts cookies', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: t('layout.consent.accept'), exact: true }).click();
    const accepted = Date.now();
    await prompt(page).waitFor({ timeout: 3_000 });
    expect(Date.now() - accepted).toBeLessThan(1_500);
    await screenshot(page, 'pwa-prompt-desktop', { fullPage: false });
    await page.context().close();
  });

  it('"Installieren" registers the worker and shows the instructions; cancel unregisters and prompts again', async () => {
    const page = await session.newPage(PHONE, async (context) => {
      await withConsent(context);
      // An iPhone's Safari: the share menu's steps.
      await context.addInitScript((userAgent) => Object.defineProperty(navigator, 'userAgent', { get: () => userAgent }), IPHONE_UA);
    });
    await install(page);
    expect(await registered(page)).toBe(true);
    expect(await instructions(page).getAttribute('data-kind')).toBe('iphone');
    const dialog = page.getByRole('dialog', { name: t('pwa.installLink') });
    expect(await dialog.innerText()).toContain(t('pwa.addToHomeScreen'));
    await dialog.getByRole('img', { name: tAppInstall('appInstall.shareIcon') }).waitFor();
    await screenshot(page, 'pwa-instructions-iphone', { fullPage: false });

    await page.keyboard.press('Escape');
    await prompt(page).waitFor();
    await expect.poll(() => registered(page)).toBe(false);
    await page.context().close();
  });

  it("uses Chromium's own install dialog where the browser offered one; accepting it completes the flow", async () => {
    const page = await session.newPage(DESKTOP, withConsent);
    await page.goto(`${baseUrl}/`);
    await prompt(page).waitFor({ timeout: 10_000 });
    // What Chrome and Edge send when the page is installable (headless Chromium does not).
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: t('pwa.install'), exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { prompted?: boolean }).prompted === true);
    await instructions(page).waitFor({ state: 'detached' });
    expect(await prompt(page).count()).toBe(0);
    await expect.poll(() => registered(page)).toBe(true);
    await page.context().close();
  });

  it('with the worker in control, a page opened offline shows the offline page; a changed worker shows the update banner', async () => {
    const page = await session.newPage(DESKTOP, withConsent);
    await install(page);
    expect(await instructions(page).getAttribute('data-kind')).toMatch(/^(android|unsupported)$/);
    await screenshot(page, 'pwa-instructions-desktop', { fullPage: false });
    await page.getByRole('button', { name: tAppInstall('appInstall.done'), exact: true }).click();
    await instructions(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: t('pwa.installLink'), exact: true }).count()).toBe(0);

    // Offline: the worker answers the navigation with the precached offline page.
    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/store/${graz.identifier}`);
    await page.getByRole('heading', { level: 1, name: t('offline.title') }).waitFor();
    expect(await page.locator('main').innerText()).toContain(t('offline.text'));
    expect(await page.getByRole('link', { name: t('offline.reload') }).getAttribute('href')).toBe('');
    await screenshot(page, 'pwa-offline-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'pwa-offline-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await page.context().setOffline(false);
    // The API is never answered from a cache: offline it fails.
    await page.goto(`${baseUrl}/`);
    await page.locator('.branch-grid').waitFor();
    await page.context().setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/init').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.context().setOffline(false);

    // A new build: the worker's bytes change; the check 2.5 s after start finds it waiting.
    const workerFile = join(process.env.THEKE_DIST_DIR ?? 'dist', 'build', 'service-worker.js');
    const original = readFileSync(workerFile, 'utf8');
    try {
      writeFileSync(workerFile, `${original}\n// ${Date.now()}\n`);
      await page.reload();
      const banner = page.getByRole('status').filter({ hasText: t('update.title') });
      await banner.waitFor({ timeout: 15_000 });
      await screenshot(page, 'pwa-update-banner', { fullPage: false });
      await page.evaluate(() => ((window as unknown as { beforeRestart: boolean }).beforeRestart = true));
      await banner.getByRole('button', { name: t('update.restart') }).click();
      await page.waitForFunction(() => !(window as unknown as { beforeRestart?: boolean }).beforeRestart, undefined, { timeout: 10_000 });
      await page.locator('.branch-grid').waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await banner.count()).toBe(0);
    } finally {
      writeFileSync(workerFile, original);
    }
    await page.context().close();
  });
});

describe('staff toolbar', () => {
  it('is not downloaded by visitors', async () => {
    const page = await session.newPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(request.url()));
    await page.goto(`${baseUrl}/store/${graz.identifier}`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /StaffToolbar|staff-client|InstallFlow|amplify|cognito/i.test(url))).toEqual([]);
    expect(await page.getByTestId('staff-toolbar').count()).toBe(0);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows a signed-in administrator name, version, back-office links and this branch's editor (${name})`, async () => {
      const page = await session.newPage(viewport);
      await openBackofficeAs(page, baseUrl, 'admin');
      await page.goto(`${baseUrl}/store/${graz.identifier}`);
      const toggle = page.getByRole('button', { name: tStaffToolbar('staffToolbar.open') });
      await toggle.click();
      const panel = page.getByRole('complementary', { name: tStaffToolbar('staffToolbar.title') });
      await panel.getByText(tStaffToolbar('staffToolbar.signedInAs', { name: admin.name })).waitFor();
      const links = Object.fromEntries(
        await panel.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent?.trim() ?? '', anchor.getAttribute('href')])),
      );
      expect(links).toEqual({
        [tStaffToolbar('staffToolbar.sites')]: '/backend/sites',
        [tStaffToolbar('staffToolbar.dashboard')]: '/backend',
        [tStaffToolbar('staffToolbar.navigations')]: '/backend/navigations',
        [tStaffToolbar('staffToolbar.editBranch')]: `/backend/branches/${graz.id}`,
        [tStaffToolbar('staffToolbar.backend')]: '/backend',
      });
      await panel.getByRole('button', { name: tStaffToolbar('staffToolbar.signOut') }).waitFor();
      expect(await panel.innerText()).toMatch(/Version \d+\.\d+\.\d+/);
      await screenshot(page, `pwa-staff-toolbar-${name}`, { fullPage: false });

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.context().close();
    });
  }
});
