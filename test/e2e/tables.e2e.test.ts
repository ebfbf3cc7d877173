/**
 * The tables area of the back office (web/backoffice/tables) against the seeded local stack: the
 * Graz employee creates a table (only Graz offered), prints the branch's QR cards, whose code for
 * the new table reads back as its table link, and deletes it again; the Leibnitz employee sees no
 * Graz table, not even with Graz's id in the address; the administrator filters by branch. List,
 * editor and print page pass axe-core and are screenshotted at 1280 × 800 and at 768 px, the
 * sheet also as printed.
 *
 * Seed: Graz has T1–T4, Weiz T1–T3 ('Gastgarten'), Leibnitz none.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { grazBranch, leibnitzBranch, weizBranch } from '../../infra/local/seed/data/branches';
import { tables } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { decodeSvgCode } from './qr-svg';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };
const grazT1 = tables.find((table) => table.branch.id === grazBranch.id && table.identifier === 'T1')!;

const rowTitles = (page: Page) => page.locator('.bo-table tbody th').allInnerTexts();
const branchCells = (page: Page) => page.locator('.bo-table tbody td:last-child').allInnerTexts();

describe('tables (back office)', () => {
  it('lets the Graz employee create a table in Graz, print its QR card and delete it', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-graz', '/tables');
    await page.getByRole('link', { name: 'Tisch 1 (Fenster)', exact: true }).waitFor();
    // Graz's four tables only, no branch filter for an employee of one branch.
    expect(await rowTitles(page)).toEqual(['Tisch 1 (Fenster)', 'Tisch 2', 'Tisch 3', 'Stehtisch 4']);
    await expect.poll(async () => new Set(await branchCells(page))).toEqual(new Set([grazBranch.name]));
    expect(await page.getByRole('combobox', { name: t('tablesAdmin.list.branch'), exact: true }).count()).toBe(0);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-tables-list');

    // New: Graz is the only branch offered, and chosen.
    await page.getByRole('link', { name: t('tablesAdmin.new') }).click();
    const branchSelect = page.getByRole('combobox', { name: t('tablesAdmin.field.branch'), exact: true });
    await expect.poll(() => branchSelect.locator('option').allInnerTexts()).toEqual([grazBranch.name]);
    expect(await branchSelect.inputValue()).toBe(grazBranch.id);
    await page.getByText(t('tablesAdmin.editor.qrAfterSave')).waitFor();
    await page.getByLabel(t('tablesAdmin.field.identifier')).fill('T9');
    await page.getByLabel(t('tablesAdmin.field.name')).fill('Fenster');
    await page.getByLabel(t('tablesAdmin.field.seats')).fill('2');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('tablesAdmin.title', { name: 'Fenster' }) }).waitFor();
    expect(page.url()).toMatch(/\/backend\/tables\/[0-9A-Z]{26}$/);
    const editorUrl = page.url();
    // The editor shows the saved table's card with its link.
    const link = `${new URL(baseUrl).origin}/store/graz?table=T9`;
    expect(await page.locator('.table-qr__card[data-table="T9"] .table-qr__link').innerText()).toBe(link);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-table-editor');

    // The identifier is unique within the branch: the server's German message at the field.
    await page.getByRole('link', { name: t('tablesAdmin.back') }).click();
    await page.getByRole('link', { name: t('tablesAdmin.new') }).click();
    await page.getByLabel(t('tablesAdmin.field.identifier')).fill('T9');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByTestId('form-error-summary').waitFor();
    expect(await page.getByTestId('form-error-summary').innerText()).toBe('Kennung „T9“ ist bereits vergeben.');
    expect(await page.locator('.bo-field.has-error .bo-field__label').allInnerTexts()).toEqual([`${t('tablesAdmin.field.identifier')} *`]);
    await screenshot(page, 'backoffice-table-editor-duplicate');

    // Back in the list (the unsaved duplicate discarded), the new table is there; print Graz.
    await page.getByRole('link', { name: t('tablesAdmin.back') }).click();
    const leave = page.getByRole('dialog', { name: t('dataScreen.leave.title') });
    await leave.getByRole('button', { name: t('dataScreen.leave.discard') }).click();
    await page.getByRole('link', { name: 'Fenster', exact: true }).waitFor();
    await page.getByRole('link', { name: t('tablesAdmin.print') }).click();
    await page.waitForURL(`${baseUrl}/backend/tables/print?branch=${grazBranch.id}`);
    await page.locator('.table-qr__card[data-table="T9"]').waitFor();
    expect(await page.locator('.table-qr__card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T9',
    ]);
    expect(await page.locator('.table-qr__card[data-table="T9"] .table-qr__link').innerText()).toBe(link);
    expect(await page.locator('.table-qr__card[data-table="T9"] .table-qr__table').innerText()).toBe('Fenster');
    expect(await decodeSvgCode(page.locator(`.table-qr__card[data-table="T9"] svg`))).toBe(link);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-tables-print');

    // As printed: the cards only, no header, menu or print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.bo-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t('tablesAdmin.qr.print') }).isVisible()).toBe(false);
    expect(await page.locator('.table-qr__card[data-table="T9"]').isVisible()).toBe(true);
    await screenshot(page, 'backoffice-tables-print-media');
    await page.emulateMedia({ media: 'screen' });

    // Deleted again: gone from the list.
    await page.goto(editorUrl);
    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
    await page.waitForURL(`${baseUrl}/backend/tables`);
    await page.getByRole('link', { name: 'Tisch 1 (Fenster)', exact: true }).waitFor();
    expect(await rowTitles(page)).toEqual(['Tisch 1 (Fenster)', 'Tisch 2', 'Tisch 3', 'Stehtisch 4']);
  });

  it("shows the Leibnitz employee none of Graz's tables, and Graz's table read-only", async () => {
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'team-leibnitz', '/tables');
    await page.getByText(t('tablesAdmin.list.empty')).waitFor();
    await screenshot(page, 'backoffice-tables-empty-tablet');

    // Graz in the address is dropped: still Leibnitz's (empty) list.
    await page.goto(`${baseUrl}/backend/tables?branch=${grazBranch.id}`);
    await page.waitForURL(`${baseUrl}/backend/tables`);
    await page.getByText(t('tablesAdmin.list.empty')).waitFor();
    expect(await page.locator('.bo-table').count()).toBe(0);

    // Graz's print page says it is not theirs; without a branch it is their own branch's, which has no tables.
    await page.goto(`${baseUrl}/backend/tables/print?branch=${grazBranch.id}`);
    await page.getByText(t('tablesAdmin.printPage.unknownBranch')).waitFor();
    expect(await page.locator('.table-qr__card').count()).toBe(0);
    await page.goto(`${baseUrl}/backend/tables/print`);
    await page.getByText(t('tablesAdmin.qr.empty')).waitFor();
    await page.getByRole('heading', { level: 2, name: t('tablesAdmin.qr.title', { branch: leibnitzBranch.name }) }).waitFor();

    // A Graz table opened by its address: read-only, no save or delete, no card to print.
    await page.goto(`${baseUrl}/backend/tables/${grazT1.id}`);
    await page.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await page.getByRole('button', { name: t('dataScreen.save') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('dataScreen.delete') }).count()).toBe(0);
    expect(await page.getByLabel(t('tablesAdmin.field.identifier')).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('combobox', { name: t('tablesAdmin.field.branch'), exact: true }).inputValue()).toBe(grazBranch.id);
    expect(await page.locator('.table-qr__card').count()).toBe(0);
    await screenshot(page, 'backoffice-table-readonly-tablet');
  });

  it('lets the administrator filter by branch and print the chosen one', async () => {
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'admin', '/tables');
    await page.getByRole('link', { name: 'Gastgarten', exact: true }).waitFor();
    await expect.poll(async () => new Set(await branchCells(page))).toEqual(new Set([grazBranch.name, weizBranch.name]));
    // Every branch: no single sheet to print yet.
    expect(await page.getByRole('button', { name: t('tablesAdmin.print') }).isDisabled()).toBe(true);
    expect(await auditPage(page)).toEqual([]);

    await page.getByRole('combobox', { name: t('tablesAdmin.list.branch'), exact: true }).selectOption(weizBranch.id);
    await page.waitForURL(new RegExp(`branch=${weizBranch.id}`));
    await expect.poll(() => rowTitles(page)).toEqual(['Tisch 1', 'Tisch 2', 'Gastgarten']);
    await expect.poll(async () => new Set(await branchCells(page))).toEqual(new Set([weizBranch.name]));
    await screenshot(page, 'backoffice-tables-filtered-tablet');

    // The search looks in the identifier too.
    await page.getByLabel(t('tablesAdmin.list.search')).fill('T3');
    await expect.poll(() => rowTitles(page)).toEqual(['Gastgarten']);

    await page.getByRole('link', { name: t('tablesAdmin.print') }).click();
    await page.waitForURL(`${baseUrl}/backend/tables/print?branch=${weizBranch.id}`);
    await page.locator('.table-qr__card').first().waitFor();
    expect(await page.locator('.table-qr__card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-table')))).toEqual(['T1', 'T2', 'T3']);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-tables-print-tablet');
  });
});
