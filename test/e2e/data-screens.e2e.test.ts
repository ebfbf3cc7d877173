/**
 * The one way every back-office data screen works (web/backoffice/data), shown on the tags area:
 * list with search and the server's count, create, the question before leaving unsaved changes,
 * the version conflict between two tabs, delete refused while other records point at the record
 * and allowed once nothing does, the read-only view of an employee, and axe on list and editor.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();

async function openTag(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.tags.title', { name }) }).waitFor();
}

describe('back-office data screens (tags)', () => {
  it('lists, searches, creates, edits and deletes with the German messages of the spec', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/tags');
    await page.getByRole('link', { name: 'Parkplatz', exact: true }).waitFor();
    const rows = await page.locator('.bo-table tbody tr').count();
    expect(await page.getByRole('status').filter({ hasText: 'Einträgen' }).innerText()).toBe(t('dataScreen.list.count', { shown: rows, total: rows }));
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-tags-list');

    // Search runs on the server once typing rests, and stays in the URL.
    await page.getByLabel(t('catalogueAdmin.tags.search')).fill('park');
    await page.waitForURL(/q=park/);
    await expect.poll(() => page.locator('.bo-table tbody tr').count()).toBe(1);
    await page.getByLabel(t('catalogueAdmin.tags.search')).fill('');
    await expect.poll(() => page.locator('.bo-table tbody tr').count()).toBe(rows);

    // Create: a required name, then the editor of the new record.
    await page.getByRole('link', { name: t('catalogueAdmin.tags.new') }).click();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByTestId('form-error-summary').waitFor();
    expect(await page.getByTestId('form-error-summary').innerText()).toMatch(/Name/);
    await page.getByLabel(t('catalogueAdmin.field.name')).fill('Hausgemacht');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.tags.title', { name: 'Hausgemacht' }) }).waitFor();
    expect(page.url()).toMatch(/\/backend\/tags\/[0-9A-Z]{26}$/);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-tag-editor');

    // Leaving with unsaved changes asks first; staying keeps the typed text.
    await page.getByLabel(t('catalogueAdmin.field.name')).fill('Hausgemacht & frisch');
    await page.getByRole('link', { name: t('catalogueAdmin.tags.back') }).click();
    const leave = page.getByRole('dialog', { name: t('dataScreen.leave.title') });
    await leave.waitFor();
    await leave.getByRole('button', { name: t('dataScreen.leave.stay') }).click();
    expect(await page.getByLabel(t('catalogueAdmin.field.name')).inputValue()).toBe('Hausgemacht & frisch');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();

    // Back in the list, the saved name replaced the old one.
    await page.getByRole('link', { name: t('catalogueAdmin.tags.back') }).click();
    await page.getByRole('link', { name: 'Hausgemacht & frisch', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Hausgemacht', exact: true }).count()).toBe(0);

    // A tag branches still carry cannot be deleted: the server's German reason in the dialog.
    await openTag(page, 'Parkplatz');
    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
    await confirm.getByRole('alert').waitFor();
    expect(await confirm.getByRole('alert').innerText()).toMatch(/^Tag kann nicht gelöscht werden, solange darauf verwiesen wird: Filiale „/);
    await screenshot(page, 'backoffice-tag-delete-refused');
    await confirm.getByRole('button', { name: t('dataScreen.cancel') }).click();

    // An unused tag goes, and leaves the list.
    await page.getByRole('link', { name: t('catalogueAdmin.tags.back') }).click();
    await openTag(page, 'Hausgemacht & frisch');
    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
    await page.waitForURL(`${baseUrl}/backend/tags`);
    await page.getByRole('link', { name: 'Parkplatz', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Hausgemacht & frisch', exact: true }).count()).toBe(0);
  });

  it('refuses the second of two tabs that saved the same record, in German, and reloads on request', async () => {
    // A tag of this test's own, so other tests keep the seeded names.
    const token = await staffToken(baseUrl, 'admin');
    const created = await fetch(`${baseUrl}/api/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grillfleisch' }),
    });
    expect(created.status).toBe(201);
    const { data: tag } = (await created.json()) as { data: { id: string } };

    const first = await session.newPage(viewports.desktop);
    await openBackofficeAs(first, baseUrl, 'admin', `/tags/${tag.id}`);
    await first.getByRole('heading', { level: 1, name: t('catalogueAdmin.tags.title', { name: 'Grillfleisch' }) }).waitFor();
    const second = await first.context().newPage();
    await second.goto(first.url());
    await second.getByRole('heading', { level: 1, name: t('catalogueAdmin.tags.title', { name: 'Grillfleisch' }) }).waitFor();

    await first.getByLabel(t('catalogueAdmin.field.name')).fill('Grillfleisch & Spieße');
    await first.getByRole('button', { name: t('dataScreen.save') }).click();
    await first
      .getByRole('status')
      .filter({ hasText: t('dataScreen.saved') })
      .waitFor();

    await second.getByLabel(t('catalogueAdmin.field.name')).fill('Partyservice');
    await second.getByRole('button', { name: t('dataScreen.save') }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' });
    await conflict.waitFor();
    expect(await conflict.innerText()).toContain(
      'Tag wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Daten neu und versuchen Sie es erneut.',
    );
    await screenshot(second, 'backoffice-tag-conflict');
    await second.getByRole('button', { name: t('dataScreen.conflict.reload') }).click();
    await expect.poll(() => second.getByLabel(t('catalogueAdmin.field.name')).inputValue()).toBe('Grillfleisch & Spieße');
  });

  it('shows an employee neither the catalogue in the menu nor a save button on a tag', async () => {
    const page = await session.newPage({ width: 768, height: 1024 });
    await openBackofficeAs(page, baseUrl, 'team-graz', '/tags');
    await page.getByRole('link', { name: 'Parkplatz', exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    expect(await menu.getByRole('link', { name: t('backoffice.area.tags') }).count()).toBe(0);
    expect(await page.getByRole('link', { name: t('catalogueAdmin.tags.new') }).count()).toBe(0);
    await openTag(page, 'Parkplatz');
    await page.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('dataScreen.delete') }).count()).toBe(0);
    expect(await page.getByLabel(t('catalogueAdmin.field.name')).isDisabled()).toBe(true);
    await screenshot(page, 'backoffice-tag-readonly-tablet');
  });
});
