/**
 * The branch area of the back office in Chromium against the seeded shop: the administrator adds
 * a closing day to Graz's opening and delivery hours (the 14-day preview shows it closed) and the
 * storefront's Graz page says so within 10 s; Graz's opening hours are copied into Weiz and a
 * whole branch pasted, then discarded; a new branch is created and deleted, while deleting a
 * branch other records point at is refused in German; the employee of Leibnitz sees only
 * Leibnitz, read-only and without the screen key, is refused Graz's page, and the API refuses
 * their writes with 403. axe-core on list and editor, screenshots at 1280×800 and 768 px.
 *
 * Graz's hours are put back as they were (other test files read the seed); Weiz is never saved.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { branchIds } from '../../infra/local/seed/ids';
import { storeIntro } from '#shared/hours/index.ts';
import { t } from '#shared/i18n/staff.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { formatLocalDate, zonedInstant } from '#shared/time/index.ts';
import { previewRows } from '../../web/backoffice/hours/hours-model';
import { auditPage } from './axe';
import { firstScreenReplaced, screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const TABLET = { width: 768, height: 1024 };
const session = useBrowser();
let adminToken: string;

beforeAll(async () => {
  adminToken = await staffToken(baseUrl);
});

async function apiCall<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

const readBranch = async (id: string) => (await apiCall<Branch>('GET', `/api/branches/${id}`, adminToken)).data;

/** The editor's fieldset of the opening or delivery hours, by its legend. */
const hoursEditor = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

/** The preview row of a date ('Do 26.11.'): found by its day and month. */
const previewRow = (page: Page, legend: string, date: string) =>
  hoursEditor(page, legend).locator('.hours-preview tbody tr', { hasText: formatLocalDate(date).slice(0, 6) });

async function addClosingDay(page: Page, legend: string, date: string): Promise<void> {
  const editor = hoursEditor(page, legend);
  const adder = editor.getByRole('group', { name: t('hoursEditor.add.title') });
  await adder.getByLabel(t('hoursEditor.add.date'), { exact: true }).fill(date);
  expect(await adder.getByLabel(t('hoursEditor.add.kind'), { exact: true }).inputValue()).toBe('closed');
  await adder.getByRole('button', { name: t('hoursEditor.add.submit') }).click();
  await adder.getByText(t('hoursEditor.add.added.one', { count: 1 })).waitFor();
}

async function openBranch(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t('branchAdmin.title', { name }) }).waitFor();
}

describe('branch editor', () => {
  it('a closing day added to Graz’s hours shows in the preview and on the storefront within 10 s', async () => {
    // The next regular day Graz opens: tomorrow, unless tomorrow is a Sunday or a holiday with rules of its own.
    const original = await readBranch(branchIds.graz);
    const rows = previewRows(original.openingHours, new Date(), TIME_ZONE);
    const target = rows.findIndex((row, index) => index > 0 && !row.isClosed && !row.isSpecial);
    const closingDay = rows[target]!.date;
    const eveningBefore = zonedInstant(rows[target - 1]!.date, 20 * 60, TIME_ZONE);

    const page = await session.newPage(viewports.desktop);
    try {
      await openBackofficeAs(page, baseUrl, 'admin', '/branches');
      await page.getByRole('link', { name: 'Leibnitz Hauptplatz', exact: true }).waitFor();
      expect(await page.locator('.bo-table tbody tr').count()).toBe(3);
      expect(await auditPage(page), 'branch list').toEqual([]);
      await screenshot(page, 'branches-list-1280', { fullPage: false });
      await page.setViewportSize(TABLET);
      await screenshot(page, 'branches-list-768');
      await page.setViewportSize(viewports.desktop);

      await openBranch(page, 'Graz Annenstraße');
      const opening = t('hours.openingHours');
      const delivery = t('hours.deliveryHours');
      expect((await previewRow(page, opening, closingDay).getAttribute('class')) ?? '').not.toContain('is-closed');
      expect(await auditPage(page), 'branch editor').toEqual([]);

      await addClosingDay(page, opening, closingDay);
      await addClosingDay(page, delivery, closingDay);
      for (const legend of [opening, delivery]) {
        const row = previewRow(page, legend, closingDay);
        expect(await row.getAttribute('class')).toContain('is-closed');
        expect(await row.locator('td').innerText()).toContain(t('hours.table.closed'));
        expect(await row.locator('td').innerText()).toContain(t('hoursEditor.preview.special'));
      }
      await screenshot(page, 'branch-editor-1280');
      await page.setViewportSize(TABLET);
      await screenshot(page, 'branch-editor-768');
      await page.setViewportSize(viewports.desktop);

      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('dataScreen.saved') })
        .waitFor();
      const savedAt = Date.now();
      const saved = await readBranch(branchIds.graz);
      expect(saved.openingHours).toContainEqual({ type: 'once', date: closingDay, isClosed: true });
      expect(saved.deliveryHours).toContainEqual({ type: 'once', date: closingDay, isClosed: true });

      // The store page the evening before: closed now, and it no longer reopens on the closing day.
      const before = storeIntro(original, eveningBefore, TIME_ZONE).lines[0]!;
      const after = storeIntro(saved, eveningBefore, TIME_ZONE).lines[0]!;
      expect(after).not.toBe(before);
      const store = await session.newPage(viewports.desktop);
      await store.clock.setFixedTime(eveningBefore);
      await store.goto(`${baseUrl}/store/graz`);
      const intro = store.locator('.store__intro p').first();
      for (;;) {
        // The app's intro, at the page's fixed clock (the server-rendered first screen's is at the server's).
        await firstScreenReplaced(store);
        await intro.waitFor();
        if ((await intro.innerText()) === after) break;
        expect(Date.now() - savedAt, `store intro still "${await intro.innerText()}"`).toBeLessThan(10_000);
        await store.waitForTimeout(500);
        await store.reload();
      }
      expect(Date.now() - savedAt).toBeLessThan(10_000);
      await store.context().close();
    } finally {
      const current = await readBranch(branchIds.graz);
      const restored = await apiCall('PUT', `/api/branches/${branchIds.graz}`, adminToken, {
        ...current,
        openingHours: original.openingHours,
        deliveryHours: original.deliveryHours,
      });
      expect(restored.status).toBe(200);
      await page.context().close();
    }
  });

  it('copies Graz’s opening hours into Weiz and pastes a whole branch, then discards', async () => {
    const graz = await readBranch(branchIds.graz);
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/branches');
    await openBranch(page, 'Graz Annenstraße');
    const opening = t('hours.openingHours');
    const grazPreview = await hoursEditor(page, opening).locator('.hours-preview tbody').innerText();
    await page.getByRole('button', { name: t('branchAdmin.hours.copyOpening') }).click();
    const label = t('branchAdmin.hours.openingLabel', { name: 'Graz Annenstraße' });
    await page
      .getByRole('status')
      .filter({ hasText: t('branchAdmin.hours.copied', { label }) })
      .waitFor();
    await page.getByRole('button', { name: t('dataScreen.clipboard.copy'), exact: true }).click();

    await page.getByRole('link', { name: t('branchAdmin.back') }).click();
    await openBranch(page, 'Weiz Birkfelder Straße');
    const weizPreview = await hoursEditor(page, opening).locator('.hours-preview tbody').innerText();
    expect(weizPreview).not.toBe(grazPreview);
    await page.getByRole('button', { name: t('branchAdmin.hours.pasteOpening', { label }) }).click();
    expect(await hoursEditor(page, opening).locator('.hours-preview tbody').innerText()).toBe(grazPreview);
    expect(
      await hoursEditor(page, opening)
        .getByLabel(t('hoursEditor.fromLabel', { day: t('hoursEditor.daily') }))
        .inputValue(),
    ).toBe('07:00');
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.unsaved') })
      .waitFor();
    await screenshot(page, 'branch-editor-hours-pasted-1280', { fullPage: false });

    // The whole branch: Graz's content, Weiz's identifier and name.
    await page.getByRole('button', { name: t('dataScreen.clipboard.paste', { label: t('branchAdmin.clipboardLabel', { name: 'Graz Annenstraße' }) }) }).click();
    expect(await page.getByLabel(t('branchAdmin.field.city'), { exact: true }).inputValue()).toBe('Graz');
    expect(await page.getByRole('textbox', { name: t('branchAdmin.field.name'), exact: true }).inputValue()).toBe('Weiz Birkfelder Straße');
    expect(await page.getByRole('textbox', { name: t('branchAdmin.field.identifier'), exact: true }).inputValue()).toBe('weiz');
    expect(await page.getByRole('textbox', { name: t('branchAdmin.deliveryAreas.area'), exact: true }).count()).toBe(graz.deliveryAreas.length);

    // Nothing saved: discarding brings Weiz back as stored.
    await page.getByRole('button', { name: t('dataScreen.discard') }).click();
    await expect.poll(() => page.getByLabel(t('branchAdmin.field.city'), { exact: true }).inputValue()).toBe('Weiz');
    expect(await hoursEditor(page, opening).locator('.hours-preview tbody').innerText()).toBe(weizPreview);
    expect((await readBranch(branchIds.weiz)).city).toBe('Weiz');

    // A branch other records point at (tables, menus) is not deleted: the server's German reason.
    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
    await confirm.getByRole('alert').waitFor();
    expect(await confirm.getByRole('alert').innerText()).toMatch(/^Filiale kann nicht gelöscht werden, solange darauf verwiesen wird: /);
    await confirm.getByRole('button', { name: t('dataScreen.cancel') }).click();
    await page.context().close();
  });

  it('creates a branch with a delivery area, and deletes it again', async () => {
    const page = await session.newPage(viewports.desktop);
    let createdId: string | undefined;
    try {
      await openBackofficeAs(page, baseUrl, 'admin', '/branches');
      await page.getByRole('link', { name: t('branchAdmin.new') }).click();
      await page.getByRole('heading', { level: 1, name: t('branchAdmin.new') }).waitFor();
      // No screen key before the branch exists.
      await page.getByText(t('branchAdmin.screenKey.afterCreate')).waitFor();
      await page.getByRole('textbox', { name: t('branchAdmin.field.identifier'), exact: true }).fill('gleisdorf');
      await page.getByRole('textbox', { name: t('branchAdmin.field.name'), exact: true }).fill('Gleisdorf Hauptplatz');
      await page.getByLabel(t('branchAdmin.field.city'), { exact: true }).fill('Gleisdorf');
      await page
        .getByRole('checkbox', { name: t('branchAdmin.required.cell', { orderType: t('orderType.delivery'), field: t('branchAdmin.required.email') }) })
        .check();
      await page.getByRole('button', { name: t('branchAdmin.deliveryAreas.add') }).click();
      await page.getByRole('textbox', { name: t('branchAdmin.deliveryAreas.area'), exact: true }).fill('Gleisdorf (8200)');
      await page.getByLabel(t('branchAdmin.deliveryAreas.price'), { exact: true }).fill('2,5');
      await page.getByRole('combobox', { name: t('branchAdmin.deliveryAreas.tax'), exact: true }).selectOption('10');
      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      await page.getByRole('heading', { level: 1, name: t('branchAdmin.title', { name: 'Gleisdorf Hauptplatz' }) }).waitFor();
      createdId = new URL(page.url()).pathname.split('/').at(-1);
      const created = await readBranch(createdId!);
      expect(created).toMatchObject({ identifier: 'gleisdorf', city: 'Gleisdorf', isDeliveryEmailRequired: true, isPublic: false, isTakeawayEnabled: true });
      expect(created.deliveryAreas).toEqual([{ area: 'Gleisdorf (8200)', price: 2.5, tax: 10, free: false }]);
      await page.getByText(t('branchSettings.apiKey.missing')).waitFor();

      await page.getByRole('button', { name: t('dataScreen.delete') }).click();
      const confirm = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
      await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
      await page.getByRole('heading', { level: 1, name: t('backoffice.area.branches') }).waitFor();
      expect(await page.getByRole('link', { name: 'Gleisdorf Hauptplatz' }).count()).toBe(0);
      createdId = undefined;
    } finally {
      if (createdId) await apiCall('DELETE', `/api/branches/${createdId}`, adminToken);
      await page.context().close();
    }
  });

  it('the employee of Leibnitz sees only Leibnitz, read-only and without its key; Graz is refused in UI and API', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-leibnitz', '/branches');
    await page.getByRole('link', { name: 'Leibnitz Hauptplatz', exact: true }).waitFor();
    expect(await page.locator('.bo-table tbody th').allInnerTexts()).toEqual(['Leibnitz Hauptplatz']);
    // The count names the shown rows, not the public branches the server also lists.
    expect(await page.getByRole('status').filter({ hasText: 'Einträgen' }).innerText()).toBe(t('dataScreen.list.count', { shown: 1, total: 1 }));
    expect(await page.getByRole('link', { name: t('branchAdmin.new') }).count()).toBe(0);

    await page.goto(`${baseUrl}/backend/branches/${branchIds.graz}`);
    await page.getByText(t('branchAdmin.notYours')).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);

    await page.goto(`${baseUrl}/backend/branches/${branchIds.leibnitz}`);
    await page.getByRole('heading', { level: 1, name: t('branchAdmin.title', { name: 'Leibnitz Hauptplatz' }) }).waitFor();
    await page.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('branchAdmin.hours.copyOpening') }).count()).toBe(0);
    expect(await page.getByRole('group', { name: t('branchSettings.apiKey.heading') }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: t('branchAdmin.field.name'), exact: true }).isDisabled()).toBe(true);
    expect(await auditPage(page), 'read-only branch editor').toEqual([]);
    await screenshot(page, 'branch-editor-employee-1280', { fullPage: false });

    const employeeToken = await staffToken(baseUrl, 'team-leibnitz');
    const graz = await readBranch(branchIds.graz);
    const leibnitz = await readBranch(branchIds.leibnitz);
    expect((await apiCall('PUT', `/api/branches/${branchIds.graz}`, employeeToken, { ...graz, closedMessage: 'Heute geschlossen' })).status).toBe(403);
    expect((await apiCall('PUT', `/api/branches/${branchIds.leibnitz}`, employeeToken, { ...leibnitz, closedMessage: 'Heute geschlossen' })).status).toBe(403);
    expect((await readBranch(branchIds.graz)).version).toBe(graz.version);
    await page.context().close();
  });
});
