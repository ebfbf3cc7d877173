/**
 * The contact form submissions in the back office (web/backoffice/website/submissions) against the
 * seeded local stack: a visitor's catering enquiry sent to POST /api/custom/form/{id} is listed
 * under „Anfragen“ for the administrator (filter by form, newest first), its detail shows every
 * label and value with a mailto link to answer, and it is deleted after the confirmation. The Graz
 * employee has no such area. List and detail pass axe-core and are screenshotted at 1280 and 768 px.
 */
import { describe, expect, inject, it } from 'vitest';
import { ulid } from 'ulid';
import { branchIds, nodeIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };

async function sendEnquiry(name: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/custom/form/${nodeIds.cateringForm}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `198.51.100.${Math.floor(Math.random() * 250)}:4000` },
    body: JSON.stringify({
      name,
      email,
      branch: branchIds.graz,
      interest: ['buffet'],
      message: 'Hochzeit am 6. Juni, 120 Gäste.\nBitte ein Angebot für das warme Buffet.',
      callback: true,
      $website: '',
      $elapsedMs: 12_000,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

describe('contact form submissions (back office)', () => {
  it('lists an enquiry for the administrator, shows it read-only with a mailto link and deletes it', async () => {
    const name = `Maria Pichler ${ulid().slice(-4)}`;
    const email = `maria.${ulid().toLowerCase()}@example.at`;
    const id = await sendEnquiry(name, email);

    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/form-submissions');
    await page.getByRole('link', { name: t('formSubmissions.area'), exact: true }).waitFor();
    await page.getByRole('combobox', { name: t('formSubmissions.filter.form') }).selectOption({ label: 'Catering-Anfrage' });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(email);
    expect(await row.innerText()).toContain('Catering-Anfrage');
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-form-submissions-list');
    await page.setViewportSize(TABLET);
    await screenshot(page, 'backoffice-form-submissions-list-768');
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name: t('formSubmissions.title', { sender: name }) }).waitFor();
    expect(page.url()).toContain(`/backend/form-submissions/${id}`);
    const entries = await page.locator('.fs-entry').allInnerTexts();
    expect(entries.map((entry) => entry.replace(/\s+/g, ' ').trim())).toEqual([
      `Name ${name}`,
      `E-Mail ${email}`,
      'Telefon –',
      'Filiale Graz Annenstraße',
      'Interesse an Warmes Buffet',
      'Ihre Nachricht Hochzeit am 6. Juni, 120 Gäste. Bitte ein Angebot für das warme Buffet.',
      'Bitte rufen Sie mich zurück Ja',
    ]);
    const answer = page.getByRole('link', { name: t('formSubmissions.answer') });
    expect(await answer.getAttribute('href')).toBe(`mailto:${email}?subject=${encodeURIComponent('Ihre Anfrage: Catering-Anfrage')}`);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-form-submission');
    await page.setViewportSize(TABLET);
    await screenshot(page, 'backoffice-form-submission-768');

    await page.getByRole('button', { name: t('dataScreen.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await dialog.getByRole('button', { name: t('dataScreen.delete') }).click();
    await page.getByRole('heading', { level: 1, name: t('formSubmissions.area') }).waitFor();
    await expect.poll(() => page.getByRole('link', { name }).count()).toBe(0);
    await page.close();
  });

  it('shows the employee no „Anfragen“ area', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-graz');
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByRole('link', { name: t('formSubmissions.area'), exact: true }).count()).toBe(0);
    await page.close();
  });
});
