/**
 * The devices page in Chromium against the seeded shop: the administrator creates a printer for
 * Weiz, sets its key and reads the CloudPRNT address once, a simulated printer configured with
 * that address shows up as 'Online', and its test print arrives at the printer; the employee of
 * Graz sees Graz's demo printer read-only (tests, no edit). The Graz printer itself is left alone:
 * its demo key and empty queue belong to the order-handling e2e test. Screenshots at 390 and
 * 1280 px.
 */
import { describe, expect, inject, it } from 'vitest';
import { SimulatedPrinter } from '../../infra/local/printer/simulated-printer';
import { t } from '#shared/i18n/staff.ts';
import { readableTexts, screenshot, useBrowser } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const session = useBrowser();

describe('devices page', () => {
  it('administrator: create a printer, set its key, see it online and print a test slip', async () => {
    const page = await session.newPage(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'admin', '/devices');
    await page.getByRole('heading', { level: 1, name: t('device.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Bondrucker Theke Graz/ }).waitFor();

    await page.getByRole('button', { name: t('device.create') }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t('device.name')).fill('Bondrucker Weiz E2E');
    await form.getByLabel(t('device.branch')).selectOption({ label: 'Weiz Birkfelder Straße' });
    await form.getByRole('button', { name: t('device.save') }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Bondrucker Weiz E2E/ }) });
    await card.getByText(t('device.noKey')).waitFor();
    await card.getByText(t('device.neverSeen')).waitFor();

    await card.getByRole('button', { name: t('device.setKey') }).click();
    const shown = page.getByRole('dialog');
    await shown.getByText(t('device.keyShownOnce')).waitFor();
    const url = await shown.getByLabel(t('device.serverUrl')).inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl}/api/cloudprnt/[0-9A-Z]{26}/[A-Za-z0-9_-]{43}$`));
    await screenshot(page, 'devices-key-desktop', { fullPage: false });
    await shown.getByRole('button', { name: t('device.keyDone') }).click();
    await card.getByText(t('device.hasKey')).waitFor();

    // The printer is configured with the address: /api/cloudprnt/{deviceId}/{key}.
    const [, , , deviceId, deviceKey] = new URL(url).pathname.split('/');
    const printer = new SimulatedPrinter({ baseUrl, deviceId: deviceId!, deviceKey: deviceKey! });
    expect(await printer.pollOnce()).toBeUndefined();

    await card.getByRole('button', { name: t('device.testPrint') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('device.testQueued') })
      .waitFor();
    const slip = await printer.pollOnce();
    expect(slip?.text).toContain('Testdruck');
    expect(slip?.text).toContain('Gerät: Bondrucker Weiz E2E');

    await page.reload();
    await card.getByText(t('device.online')).waitFor();
    await screenshot(page, 'devices-desktop');

    const phone = await session.newPage(PHONE);
    await openBackofficeAs(phone, baseUrl, 'admin', '/devices');
    await phone.getByRole('heading', { level: 2, name: /Bondrucker Weiz E2E/ }).waitFor();
    await screenshot(phone, 'devices-phone');

    await card.getByRole('button', { name: t('device.delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('device.delete') })
      .click();
    await card.waitFor({ state: 'detached' });
  });

  it('employee of Graz: the branch printer with its tests, no editing', async () => {
    const page = await session.newPage(PHONE);
    await openBackofficeAs(page, baseUrl, 'team-graz', '/devices');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Bondrucker Theke Graz/ }) });
    await card.waitFor();
    await card.getByRole('button', { name: t('device.testPrint') }).waitFor();
    expect(await page.getByRole('button', { name: t('device.create') }).count()).toBe(0);
    expect(await card.getByRole('button', { name: t('device.edit') }).count()).toBe(0);
    expect(await card.getByRole('button', { name: t('device.rotateKey') }).count()).toBe(0);
    const texts = await readableTexts(page);
    expect(texts.some((text) => /Weiz E2E/.test(text))).toBe(false);
    await screenshot(page, 'devices-employee-phone');
  });
});
