/**
 * "Mit KI vorschlagen" in the site editor (web/backoffice/website/ai) against the seeded local
 * stack and its fake Bedrock: the administrator opens "Über uns", asks for a proposal, sees it
 * beside the current values, takes it over (title and description fields filled, content as a new
 * text block) and discards a second one. Nothing is saved: the seeded page stays as it was.
 * The panel passes axe-core and is screenshotted at 1280 × 800 and 768 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { siteIds } from '../../infra/local/seed/ids';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };

async function storedSite(): Promise<{ title?: string; description?: string; version: number }> {
  const token = await staffToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/sites/${siteIds.ueberUns}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { title?: string; description?: string; version: number } }).data;
}

async function propose(page: Page, brief: string): Promise<void> {
  await page.getByLabel(t('contentAiAdmin.brief')).fill(brief);
  await page.getByRole('button', { name: t('contentAiAdmin.create') }).click();
  await page.getByRole('region', { name: t('contentAiAdmin.proposal') }).waitFor();
}

describe('content proposals in the site editor', () => {
  it('proposes texts, takes one proposal over into the form and discards another', async () => {
    const before = await storedSite();
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/sites/${siteIds.ueberUns}`);
    // The page's own fields come first; blocks below have fields of the same names.
    const title = page.getByLabel(t('websiteAdmin.site.field.title'), { exact: true }).first();
    await title.waitFor();
    await page.getByText(t('contentAiAdmin.generate')).click();

    await propose(page, 'Familienbetrieb seit 1962, eigene Schlachtung, Fleisch aus der Steiermark');
    const proposal = page.getByRole('region', { name: t('contentAiAdmin.proposal') });
    const titleRow = proposal.locator('tr[data-field="title"]');
    await expect.poll(() => titleRow.locator('td').nth(1).textContent()).toBe('Über uns – Fleischerei Gruber in Graz');
    // The current value beside it.
    expect(await titleRow.locator('td').nth(0).textContent()).toBe(before.title);
    expect(await proposal.locator('tr[data-field="content"] h2').textContent()).toBe('Über uns');
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'content-ai-proposal');

    await proposal.getByRole('button', { name: t('contentAiAdmin.accept') }).click();
    await page.getByText(t('contentAiAdmin.accepted')).waitFor();
    expect(await title.inputValue()).toBe('Über uns – Fleischerei Gruber in Graz');
    expect(await page.getByLabel(t('websiteAdmin.site.field.description'), { exact: true }).first().inputValue()).toBe(
      'Über uns: Familienbetrieb seit 1962, eigene Schlachtung, Fleisch aus der Steiermark',
    );
    await screenshot(page, 'content-ai-accepted');

    // A second proposal, discarded: the form keeps the first one.
    await propose(page, 'Grillkurse im Sommer');
    // The editor has a 'Verwerfen' of its own for unsaved changes: the proposal's is meant.
    await proposal.getByRole('button', { name: t('contentAiAdmin.discard') }).click();
    expect(await page.getByRole('region', { name: t('contentAiAdmin.proposal') }).count()).toBe(0);
    expect(await title.inputValue()).toBe('Über uns – Fleischerei Gruber in Graz');

    // Nothing was saved.
    expect(await storedSite()).toEqual(before);
  });

  it('fits a tablet', async () => {
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'admin', `/sites/${siteIds.ueberUns}`);
    await page.getByLabel(t('websiteAdmin.site.field.title'), { exact: true }).first().waitFor();
    await page.getByText(t('contentAiAdmin.generate')).click();
    await propose(page, 'Unsere Geschichte in drei Sätzen');
    await screenshot(page, 'content-ai-proposal-tablet');
  });
});
