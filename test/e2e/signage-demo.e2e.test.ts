/**
 * The signage demo of the seed (docs/signage.md "Demo data"): the player link `npm start` prints
 * opens without sign-in and plays the stream 'Schaufenster Graz' with the live prices of the
 * Graz menu; the portrait scene, in no segment, comes on screen with the command "Szene zeigen".
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sceneIds, signageDeviceIds, signageKeys } from '../../infra/local/seed/ids';
import { useBrowser } from './browser';
import { staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const SCREENS = '/work/screens/signage-demo';
const playerUrl = `${baseUrl}/signage/${signageDeviceIds.schaufensterGraz}/${signageKeys.schaufensterGraz}`;

const sceneOnScreen = (page: Page, sceneId: string) => page.locator(`.sg-scene[data-scene-id="${sceneId}"]`);

/** Whether every picture on screen has loaded (the seeded photos come from the media bucket). */
const picturesLoaded = (page: Page) => page.evaluate(() => [...document.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0));

async function shoot(page: Page, name: string): Promise<void> {
  await expect.poll(() => picturesLoaded(page), { timeout: 10_000 }).toBe(true);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

/** Sends a command to the demo TV as the admin; answers the device. */
async function command(body: object): Promise<Response> {
  const token = await staffToken(baseUrl);
  return fetch(`${baseUrl}/api/digital-signage-devices/${signageDeviceIds.schaufensterGraz}/command`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the seeded shop-window TV of Graz', () => {
  it('plays its stream without sign-in: the Heiße Theke scene shows the live prices of the Graz menu', async () => {
    const page = await session.newPage({ width: 1280, height: 720 });
    await page.goto(playerUrl);
    // The Heiße Theke scene is in both loops (counter and lunch): on screen within one 30 s loop.
    const theke = sceneOnScreen(page, sceneIds.heisseTheke);
    await theke.waitFor({ state: 'visible', timeout: 40_000 });
    const prices = theke.locator('.sg-prices');
    await expect.poll(() => prices.innerText(), { timeout: 10_000 }).toContain('Leberkässemmel');
    expect(await prices.innerText()).toMatch(/\d+,\d{2}\s?€/);
    expect(await theke.locator('.sg-hours').innerText()).toContain('07:00');
    await expect.poll(() => theke.locator('img.sg-image').count()).toBe(1);
    await shoot(page, 'heisse-theke-1280x720');
    // The next scene of the loop: Leberkäse (counter loop) or Mittagsmenü (lunch loop, weekdays 10:30–14:00).
    const next = page.locator(`.sg-scene:not([data-scene-id="${sceneIds.heisseTheke}"])`);
    await next.waitFor({ state: 'visible', timeout: 25_000 });
    expect([sceneIds.leberkaeseAusDemOfen, sceneIds.mittagsmenue]).toContain(await next.getAttribute('data-scene-id'));
    await page.waitForTimeout(1000);
    await shoot(page, 'next-scene-1280x720');
    await page.close();
  }, 90_000);

  it('shows the portrait scene on the command "Szene zeigen"', async () => {
    const page = await session.newPage({ width: 1280, height: 720 });
    await page.goto(playerUrl);
    await page.locator('.sg-scene').first().waitFor({ state: 'visible', timeout: 20_000 });
    const response = await command({ command: { kind: 'showScene', scene: { id: sceneIds.schaufensterHochkant }, durationMinutes: 1 } });
    expect(response.status).toBe(200);
    // Picked up with the next heartbeat (10 s).
    const portrait = sceneOnScreen(page, sceneIds.schaufensterHochkant);
    await portrait.waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => portrait.innerText(), { timeout: 10_000 }).toContain('Fleischerei Gruber');
    await shoot(page, 'schaufenster-hochkant-on-landscape-1280x720');
    await page.setViewportSize({ width: 720, height: 1280 });
    await shoot(page, 'schaufenster-hochkant-720x1280');
    await page.close();
  }, 90_000);
});
