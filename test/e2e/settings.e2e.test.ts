/**
 * The settings screen (/backend/settings) in Chromium against the seeded shop: the administrator
 * changes the shop's phone and the terms text (with its preview), saves, reloads and sees both;
 * the storefront's footer shows the phone and the checkout's terms dialog the text. A second tab
 * saving its stale copy gets the German conflict message and reloads the other tab's save. An
 * employee of Graz has no 'Einstellungen' in the menu and gets a notice instead of the form.
 * axe: no serious or critical finding at 1280 and 768 px; screenshots at both widths.
 *
 * The stack is shared with the other e2e files: the seeded configuration is put back afterwards.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { loopbackOnly, screenshot, useBrowser } from './browser';
import { openGrazCheckout, seededProducts } from './checkout-steps';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const session = useBrowser();

const NEW_PHONE = '+43 316 240240';
const NEW_TERMS = '# Allgemeine Geschäftsbedingungen\n\n## Abholung\n\nBestellte Ware liegt **bis 18 Uhr** für Sie bereit.\n\n- Bezahlung bei Abholung';

type StoredConfig = Record<string, unknown> & { version: number };
let adminToken: string;
let seeded: StoredConfig;

async function readConfig(): Promise<StoredConfig> {
  const response = await fetch(`${baseUrl}/api/config`, { headers: { authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as { data: StoredConfig }).data;
}

beforeAll(async () => {
  adminToken = await staffToken(baseUrl, 'admin');
  seeded = await readConfig();
});

afterAll(async () => {
  const { version } = await readConfig();
  const response = await fetch(`${baseUrl}/api/config`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...seeded, version }),
  });
  expect(response.status).toBe(200);
});

const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('dataScreen.saved') });
const termsGroup = (page: Page) => page.getByRole('group', { name: t('footer.terms'), exact: true });
const phoneField = (page: Page) => page.getByLabel(t('checkout.field.phone'), { exact: true });

/** What a screen reader reads as the field's description: the texts its aria-describedby names. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function openSettings(page: Page, username = 'admin'): Promise<void> {
  await openBackofficeAs(page, baseUrl, username, '/settings');
  await page.getByRole('heading', { level: 1, name: t('settingsAdmin.title') }).waitFor();
}

describe('settings', () => {
  it('administrator: phone and terms text saved, kept after a reload, shown by the storefront', async () => {
    const page = await session.newPage(DESKTOP);
    await openSettings(page);
    expect(await phoneField(page).inputValue()).toBe(seeded.phone);
    // Public fields carry the mark (read with the field's description), staff-only ones do not.
    expect(await description(phoneField(page))).toContain(t('settingsAdmin.publicBadge'));
    expect(await description(page.getByLabel(t('settingsAdmin.field.notificationEmail')))).not.toContain(t('settingsAdmin.publicBadge'));

    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'settings-desktop');

    await phoneField(page).fill(NEW_PHONE);
    await termsGroup(page).getByLabel(t('settingsAdmin.legal.text')).fill(NEW_TERMS);
    // The preview renders the text the way the storefront does.
    const preview = termsGroup(page).getByRole('region', { name: t('settingsAdmin.legal.preview', { document: t('footer.terms') }) });
    await preview.getByRole('heading', { name: 'Abholung' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('bis 18 Uhr');
    expect(await preview.getByRole('listitem').innerText()).toBe('Bezahlung bei Abholung');
    await page.getByText(t('dataScreen.unsaved')).waitFor();

    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await saved(page).waitFor();
    const stored = await readConfig();
    expect(stored.phone).toBe(NEW_PHONE);
    expect(stored.termsAndConditionsText).toBe(NEW_TERMS);
    expect(stored.version).toBe(seeded.version + 1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('settingsAdmin.title') }).waitFor();
    expect(await phoneField(page).inputValue()).toBe(NEW_PHONE);
    expect(await termsGroup(page).getByLabel(t('settingsAdmin.legal.text')).inputValue()).toBe(NEW_TERMS);

    // The storefront: the phone in the footer, the terms text in the checkout's dialog.
    const product = await seededProducts(baseUrl);
    const checkout = await openGrazCheckout(page.context(), baseUrl, [{ product: product('Extrawurst'), amount: 20, unit: 'decagram', parts: [] }]);
    // /api/init's public answer is shared for 5 s (functions/init/index.ts): reload until it is fresh.
    await expect
      .poll(
        async () => {
          await checkout.reload();
          await checkout.locator('footer').waitFor();
          return checkout.locator('footer').getByRole('link', { name: NEW_PHONE }).count();
        },
        { timeout: 10_000, interval: 1_000 },
      )
      .toBe(1);
    await checkout.getByRole('link', { name: t('checkout.legal.termsLink') }).click();
    const terms = checkout.getByRole('dialog', { name: t('checkout.legal.termsTitle') });
    await terms.getByRole('heading', { name: 'Abholung' }).waitFor();
    expect(await terms.locator('strong').innerText()).toBe('bis 18 Uhr');
  });

  it('administrator at tablet width: the form without serious accessibility findings', async () => {
    const page = await session.newPage(TABLET);
    await openSettings(page);
    await phoneField(page).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'settings-tablet');
  });

  it('a second tab saving a stale copy gets the conflict message and reloads the saved settings', async () => {
    const first = await session.newPage(DESKTOP);
    await openSettings(first);
    const second = await first.context().newPage();
    await loopbackOnly(second);
    await second.goto(`${baseUrl}/backend/settings`);
    await second.getByRole('heading', { level: 1, name: t('settingsAdmin.title') }).waitFor();
    const seoTitle = (page: Page) => page.getByLabel(t('settingsAdmin.field.seoTitle'));
    await seoTitle(second).waitFor();

    await seoTitle(first).fill('Fleischerei Gruber – erster Tab');
    await first.getByRole('button', { name: t('dataScreen.save') }).click();
    await saved(first).waitFor();

    await seoTitle(second).fill('Fleischerei Gruber – zweiter Tab');
    // Leaving with unsaved changes asks first.
    await second.getByRole('link', { name: t('backoffice.nav.dashboard') }).click();
    const leave = second.getByRole('dialog', { name: t('dataScreen.leave.title') });
    await leave.getByRole('button', { name: t('dataScreen.leave.stay') }).click();
    await leave.waitFor({ state: 'hidden' });

    await second.getByRole('button', { name: t('dataScreen.save') }).click();
    const conflict = second.getByRole('alert').filter({ hasText: t('api.entity.versionConflict', { resource: t('api.resource.config') }) });
    await conflict.waitFor();
    await screenshot(second, 'settings-conflict', { fullPage: false });
    expect((await readConfig()).seoTitle).toBe('Fleischerei Gruber – erster Tab');

    await conflict.getByRole('button', { name: t('dataScreen.conflict.reload') }).click();
    await expect.poll(() => seoTitle(second).inputValue()).toBe('Fleischerei Gruber – erster Tab');
    await conflict.waitFor({ state: 'detached' });
  });

  it('employee of Graz: no settings in the menu, a notice instead of the form', async () => {
    const page = await session.newPage(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'team-graz');
    const menu = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    await menu.getByRole('link', { name: t('backoffice.area.branches') }).waitFor();
    expect(await menu.getByRole('link', { name: t('backoffice.area.settings') }).count()).toBe(0);

    await page.goto(`${baseUrl}/backend/settings`);
    await page.getByText(t('settingsAdmin.noAccess')).waitFor();
    expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'settings-employee', { fullPage: false });
  });
});
