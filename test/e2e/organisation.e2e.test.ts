/**
 * The organisation and contacts screens of the back office (web/backoffice/organisation,
 * web/backoffice/contacts) against the seeded local stack: the administrator changes the
 * division's title and the storefront's home page shows it above the branch list; creates a
 * department of Leibnitz and finds it with the branch filter; creates an inactive external user
 * and a contacted lead and finds each with its list filter; deletes all three. Disabling a
 * donation recipient in the back office takes it out of the checkout's search. The Graz employee
 * sees the departments (read-only) and none of the administrators' areas. Every list and editor
 * passes axe-core and is screenshotted at 1280 and 768 px.
 *
 * The stack is shared by every e2e file: every record changed here is put back as it was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { division, grazBranch, leibnitzBranch, weizBranch } from '../../infra/local/seed/data/branches';
import { donatees } from '../../infra/local/seed/data/shop';
import { divisionIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openGrazCheckout, seededProducts } from './checkout-steps';
import { openBackofficeAs, staffApi } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };

interface Listed {
  id: string;
  name: string;
  version: number;
  title?: string;
  isEnabled?: boolean;
}

/** An API call as the administrator. */
const adminApi = (method: string, path: string, body?: unknown) => staffApi(baseUrl, method, path, body);

async function apiList(resource: string): Promise<Listed[]> {
  const response = await adminApi('GET', resource);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

/** axe-core finds nothing serious, and the page is screenshotted at 1280 and 768 px. */
async function auditAndShoot(page: Page, name: string): Promise<void> {
  expect(await auditPage(page)).toEqual([]);
  await screenshot(page, `organisation-${name}`);
  await page.setViewportSize(TABLET);
  await screenshot(page, `organisation-${name}-768`);
  await page.setViewportSize(viewports.desktop);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('dataScreen.save') }).click();
  await page.getByText(t('dataScreen.saved')).waitFor();
}

/** Saves a new record: the editor then moves to the record's own address. */
async function saveNew(page: Page, area: string): Promise<void> {
  await page.getByRole('button', { name: t('dataScreen.save') }).click();
  await page.waitForURL(new RegExp(`/backend/${area}/[0-9A-Z]{26}$`));
}

async function deleteRecord(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('dataScreen.delete') }).click();
  await page
    .getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') })
    .getByRole('button', { name: t('dataScreen.delete') })
    .click();
}

/** The record's name field (its label carries the required marker; 'Vorname' and 'Nachname' must not match). */
const nameField = (page: Page) => page.getByRole('textbox', { name: new RegExp(`^${t('organisationAdmin.field.name')}\\b`) });

/** The list's rows by their linked names. */
const rowNames = (page: Page) => page.locator('.bo-table tbody th a').allTextContents();

describe('organisation screens (back office)', () => {
  it('changes the division title, which the storefront home page shows above the branches, and puts it back', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/divisions');
    await page.getByRole('link', { name: division.name, exact: true }).waitFor();
    await auditAndShoot(page, 'divisions-list');

    await page.getByRole('link', { name: division.name, exact: true }).click();
    const title = page.getByLabel(t('organisationAdmin.division.title'));
    await title.waitFor();
    expect(await title.inputValue()).toBe(division.title);
    expect(await page.getByLabel(t('organisationAdmin.field.identifier')).inputValue()).toBe(division.identifier);
    await auditAndShoot(page, 'division-editor');

    const storefront = await session.newPage(viewports.desktop);
    try {
      await title.fill('Unsere Fleischhauereien');
      await save(page);
      // The storefront reads the divisions with /api/init, which the CDN may share for a few seconds.
      await expect
        .poll(
          async () => {
            await storefront.goto(`${baseUrl}/`);
            return storefront.locator('#branches-title').textContent({ timeout: 10_000 });
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe('Unsere Fleischhauereien');
    } finally {
      const current = (await apiList('divisions')).find((entry) => entry.id === divisionIds.main)!;
      if (current.title !== division.title) {
        const restored = await adminApi('PUT', `divisions/${current.id}`, { ...current, title: division.title });
        expect(restored.status).toBe(200);
      }
    }
  });

  it('creates a department of Leibnitz, finds it with the branch filter and deletes it', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/departments');
    await page.getByRole('heading', { name: t('backoffice.area.departments') }).waitFor();
    await page.getByRole('link', { name: t('organisationAdmin.departments.new') }).click();
    await nameField(page).fill('E2E Zerlegung');
    await page.getByLabel(t('organisationAdmin.field.branch'), { exact: true }).selectOption({ label: leibnitzBranch.name });
    await page.getByLabel(t('organisationAdmin.field.description')).fill('Zerlegung für Leibnitz und Weiz');
    await auditAndShoot(page, 'department-editor');
    await saveNew(page, 'departments');

    await page.getByRole('link', { name: t('organisationAdmin.department.back') }).click();
    await page.getByRole('link', { name: 'E2E Zerlegung' }).waitFor();
    const filter = page.getByLabel(t('organisationAdmin.field.branch'), { exact: true });
    await filter.selectOption({ label: grazBranch.name });
    await page.waitForURL(new RegExp(`branch=${grazBranch.id}`));
    await expect.poll(() => page.getByRole('link', { name: 'E2E Zerlegung' }).count()).toBe(0);
    await filter.selectOption({ label: leibnitzBranch.name });
    await page.getByRole('link', { name: 'E2E Zerlegung' }).waitFor();
    expect(await rowNames(page)).toContain('E2E Zerlegung');
    await auditAndShoot(page, 'departments-list');

    await page.getByRole('link', { name: 'E2E Zerlegung' }).click();
    await deleteRecord(page);
    await page.waitForURL(/\/backend\/departments(\?|$)/);
    expect((await apiList('departments')).some((entry) => entry.name === 'E2E Zerlegung')).toBe(false);
  });

  it('creates an inactive external user and a contacted lead, finds each with its filter and deletes them', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/external-users/new');
    await nameField(page).fill('E2E Altlieferant');
    await page.getByLabel(t('organisationAdmin.field.companyName')).fill('Alpenrind GmbH');
    await page.getByLabel(t('organisationAdmin.field.email')).fill('einkauf@alpenrind.example');
    await page.getByLabel(t('organisationAdmin.externalUser.isActive')).uncheck();
    await auditAndShoot(page, 'external-user-editor');
    await saveNew(page, 'external-users');
    await page.getByRole('link', { name: t('organisationAdmin.externalUser.back') }).click();
    const state = page.getByLabel(t('organisationAdmin.externalUsers.state'));
    await state.selectOption('true');
    await page.waitForURL(/active=true/);
    await expect.poll(() => page.getByRole('link', { name: 'E2E Altlieferant' }).count()).toBe(0);
    await state.selectOption('false');
    await page.getByRole('link', { name: 'E2E Altlieferant' }).waitFor();
    await auditAndShoot(page, 'external-users-list');
    await page.getByRole('link', { name: 'E2E Altlieferant' }).click();
    await deleteRecord(page);
    await page.waitForURL(/\/backend\/external-users(\?|$)/);

    await page.goto(`${baseUrl}/backend/analytics-leads/new`);
    await nameField(page).fill('E2E Catering Sommerfest');
    await page.getByLabel(t('organisationAdmin.lead.status')).selectOption('contacted');
    await page.getByLabel(t('organisationAdmin.lead.source')).fill('Telefon');
    await page.getByLabel(t('organisationAdmin.field.phone')).fill('+43 664 1234567');
    await auditAndShoot(page, 'lead-editor');
    await saveNew(page, 'analytics-leads');
    await page.getByRole('link', { name: t('organisationAdmin.lead.back') }).click();
    // The editor has a 'Status' field too: pick the filter only once the list is there.
    await page.waitForURL(/\/backend\/analytics-leads(\?|$)/);
    await page.getByRole('link', { name: 'E2E Catering Sommerfest' }).waitFor();
    const status = page.getByLabel(t('organisationAdmin.lead.status'));
    await status.selectOption('new');
    await page.waitForURL(/status=new/);
    await expect.poll(() => page.getByRole('link', { name: 'E2E Catering Sommerfest' }).count()).toBe(0);
    await status.selectOption('contacted');
    await page.getByRole('link', { name: 'E2E Catering Sommerfest' }).waitFor();
    await page
      .getByRole('cell', { name: t('organisationAdmin.leadStatus.contacted') })
      .first()
      .waitFor();
    await auditAndShoot(page, 'leads-list');
    await page.getByRole('link', { name: 'E2E Catering Sommerfest' }).click();
    await deleteRecord(page);
    await page.waitForURL(/\/backend\/analytics-leads(\?|$)/);
    expect((await apiList('external-users')).some((entry) => entry.name === 'E2E Altlieferant')).toBe(false);
    expect((await apiList('analytics-leads')).some((entry) => entry.name === 'E2E Catering Sommerfest')).toBe(false);
  });

  it('shows the Graz employee the departments of Graz read-only and none of the administrators’ areas', async () => {
    const created = await adminApi('POST', 'departments', { name: 'E2E Theke Graz', branch: { id: grazBranch.id } });
    expect(created.status).toBe(201);
    const department = ((await created.json()) as { data: Listed }).data;
    const weiz = await adminApi('POST', 'departments', { name: 'E2E Küche Weiz', branch: { id: weizBranch.id } });
    const weizDepartment = ((await weiz.json()) as { data: Listed }).data;
    try {
      const page = await session.newPage(viewports.desktop);
      await openBackofficeAs(page, baseUrl, 'team-graz', '/departments');
      const nav = page.getByRole('navigation', { name: t('backoffice.nav.label') });
      await nav.getByRole('link', { name: t('backoffice.area.departments') }).waitFor();
      for (const hidden of ['backoffice.area.divisions', 'organisationAdmin.area.externalUsers', 'organisationAdmin.area.leads'] as const) {
        expect(await nav.getByRole('link', { name: t(hidden) }).count()).toBe(0);
      }
      await page.getByRole('link', { name: 'E2E Theke Graz' }).waitFor();
      expect(await page.getByRole('link', { name: 'E2E Küche Weiz' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: t('organisationAdmin.departments.new') }).count()).toBe(0);
      await page.getByText(t('organisationAdmin.departments.employee')).waitFor();
      await auditAndShoot(page, 'departments-employee');

      await page.getByRole('link', { name: 'E2E Theke Graz' }).click();
      const name = nameField(page);
      await name.waitFor();
      expect(await name.inputValue()).toBe('E2E Theke Graz');
      expect(await name.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: t('dataScreen.delete') }).count()).toBe(0);
      await page.goto(`${baseUrl}/backend/external-users`);
      expect(await page.getByRole('link', { name: t('organisationAdmin.externalUsers.new') }).count()).toBe(0);
    } finally {
      expect((await adminApi('DELETE', `departments/${department.id}`)).status).toBe(200);
      expect((await adminApi('DELETE', `departments/${weizDepartment.id}`)).status).toBe(200);
    }
  });

  it('takes a donation recipient disabled in the back office out of the checkout’s search, and back in', async () => {
    // Not the Graz recipient the checkout test chooses.
    const recipient = donatees.find((candidate) => candidate.name === 'Tierhilfe Südsteiermark')!;
    const page = await session.newPage(viewports.desktop);
    const product = await seededProducts(baseUrl);
    const stored = (await apiList('donatees')).find((entry) => entry.name === recipient.name)!;
    try {
      await openBackofficeAs(page, baseUrl, 'admin', `/donatees/${stored.id}`);
      await page.getByLabel(t('websiteAdmin.donatee.isEnabled')).uncheck();
      await save(page);

      const searchFor = async (term: string): Promise<number> => {
        const context = page.context();
        const checkout = await openGrazCheckout(context, baseUrl, [{ product: product('Extrawurst'), amount: 20, unit: 'decagram', parts: [] }]);
        await checkout.getByRole('button', { name: t('checkout.donation.choose') }).click();
        const dialog = checkout.getByRole('dialog', { name: t('checkout.donation.choose') });
        await dialog.getByLabel(t('checkout.donation.search')).fill(term);
        await dialog
          .locator('.donatee__option')
          .first()
          .or(dialog.getByText(t('donatee.noMatch')))
          .waitFor();
        const count = await dialog.locator('.donatee__option').count();
        await checkout.close();
        return count;
      };
      await expect.poll(() => searchFor('Tierhilfe'), { timeout: 30_000, interval: 1000 }).toBe(0);

      await page.getByLabel(t('websiteAdmin.donatee.isEnabled')).check();
      await save(page);
      await expect.poll(() => searchFor('Tierhilfe'), { timeout: 30_000, interval: 1000 }).toBe(1);
    } finally {
      const current = (await apiList('donatees')).find((entry) => entry.id === stored.id)!;
      if (current.isEnabled === false) expect((await adminApi('PUT', `donatees/${current.id}`, { ...current, isEnabled: true })).status).toBe(200);
    }
  });
});
