/**
 * Projects and tasks end to end against the seeded local stack: the administrator creates the
 * project "Weihnachtsvorbestellungen 2026" with three tasks for Sabine Holzer (team-graz), sees
 * the progress on the project, and moves one card on the board to "In Arbeit" (the card changes
 * column from the move's answer, without the list being asked again); Sabine signs in, finds her
 * tasks with "Mir zugewiesen", opens one (log-view) and marks it done; the administrator then
 * sees "Gesehen von Sabine Holzer" on that task and the board updated. Board, list and editors
 * pass axe-core; screenshots at 1280 × 800 and at tablet width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };
const PROJECT = 'Weihnachtsvorbestellungen 2026';
/** Task titles of this run (the project's name is the one the brief gives; the tasks tell runs apart). */
const run = Date.now().toString(36);
const tasks = {
  poster: `Plakat Vorbestellung ins Schaufenster ${run}`,
  list: `Bestellliste für Truthahn anlegen ${run}`,
  call: `Stammkunden anrufen ${run}`,
};
let projectId = '';

/** The board's column of a status, by its heading. */
const column = (page: Page, status: 'open' | 'in-progress' | 'done') =>
  page.locator('.task-board__column', { has: page.getByRole('heading', { level: 2, name: t(`projectsAdmin.status.${status}`) }) });

async function createTask(page: Page, name: string, dueDate: string): Promise<void> {
  await page.goto(`${baseUrl}/backend/projects/${projectId}`);
  await page.getByRole('link', { name: t('projectsAdmin.projectTasks.new') }).click();
  await page.getByRole('heading', { level: 1, name: t('projectsAdmin.tasks.new') }).waitFor();
  await page.getByLabel(t('projectsAdmin.tasks.field.name')).fill(name);
  // Preselected from the project's page (once the project list is there).
  await expect.poll(() => page.getByLabel(t('projectsAdmin.tasks.field.project'), { exact: true }).inputValue()).toBe(projectId);
  await page.getByLabel(t('projectsAdmin.tasks.field.assignee'), { exact: true }).selectOption({ label: 'Sabine Holzer' });
  await page.getByLabel(t('projectsAdmin.tasks.field.branch'), { exact: true }).selectOption({ label: 'Graz Annenstraße' });
  await page.getByLabel(t('projectsAdmin.field.dueDate')).fill(dueDate);
  await page.getByRole('button', { name: t('dataScreen.save') }).click();
  await page.getByRole('heading', { level: 1, name: t('projectsAdmin.tasks.title', { name }) }).waitFor();
}

describe('projects and tasks', () => {
  it('the administrator creates the project with three tasks and moves one to "In Arbeit"', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/projects');
    await page.getByRole('heading', { level: 1, name: t('projectsAdmin.projects.area') }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('link', { name: t('projectsAdmin.projects.new') }).click();
    await page.getByLabel(t('projectsAdmin.field.name')).fill(PROJECT);
    await page.getByLabel(t('projectsAdmin.field.description')).fill('Truthahn, Gans und Weihnachtsschinken: Vorbestellungen in allen Filialen.');
    await page.getByLabel(t('projectsAdmin.field.dueDate')).fill('2026-12-24');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('projectsAdmin.projects.title', { name: PROJECT }) }).waitFor();
    projectId = /\/projects\/([0-9A-Z]{26})$/.exec(page.url())![1]!;

    // One task is past its due date (the shop's today is the real one: 28.11.2026 or later).
    await createTask(page, tasks.poster, '2026-11-20');
    await createTask(page, tasks.list, '2026-12-10');
    await createTask(page, tasks.call, '2026-12-15');
    expect(await auditPage(page)).toEqual([]);

    await page.goto(`${baseUrl}/backend/projects/${projectId}`);
    await page
      .getByTestId('project-progress')
      .getByText(t('projectsAdmin.projectTasks.progress', { done: 0, total: 3 }))
      .waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-project-editor');

    await page.goto(`${baseUrl}/backend/tasks?project=${projectId}`);
    await column(page, 'open').getByRole('link', { name: tasks.poster }).waitFor();
    expect(await column(page, 'open').locator('.task-card').count()).toBe(3);
    // Overdue in words, not in colour alone.
    const poster = column(page, 'open').locator('.task-card', { hasText: tasks.poster });
    await poster.getByText(t('projectsAdmin.card.overdue', { date: 'Fr, 20.11.2026' })).waitFor();
    await poster.getByText(t('projectsAdmin.card.assignee', { name: 'Sabine Holzer' })).waitFor();
    await poster.getByText(t('projectsAdmin.card.project', { name: PROJECT })).waitFor();
    expect(await auditPage(page)).toEqual([]);

    // The move replaces the task in the loaded list: no list request follows it.
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/tasks\?/.test(request.url())) listRequests.push(request.url());
    });
    const move = poster.getByRole('button', { name: new RegExp(`^${t('projectsAdmin.move', { status: t('projectsAdmin.status.in-progress') })}`) });
    await move.focus();
    await page.keyboard.press('Enter');
    await column(page, 'in-progress').getByRole('link', { name: tasks.poster }).waitFor();
    expect(await column(page, 'open').locator('.task-card').count()).toBe(2);
    // The keyboard stays with the moved card.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(tasks.poster);
    await page
      .getByRole('status')
      .getByText(t('projectsAdmin.moved', { name: tasks.poster, status: t('projectsAdmin.status.in-progress') }))
      .waitFor();
    expect(listRequests).toEqual([]);
    await screenshot(page, 'backoffice-task-board');
    await page.setViewportSize(TABLET);
    await screenshot(page, 'backoffice-task-board-tablet');
    await page.setViewportSize(viewports.desktop);

    // The list view: a table with the due-date filter as well.
    await page.getByRole('button', { name: t('projectsAdmin.view.list'), exact: true }).click();
    await page
      .getByRole('row', { name: new RegExp(tasks.poster) })
      .getByText(t('projectsAdmin.status.in-progress'))
      .waitFor();
    await page.getByLabel(t('projectsAdmin.filter.dueTo'), { exact: true }).fill('2026-12-10');
    await page.getByRole('row', { name: new RegExp(tasks.call) }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(tasks.list) }).waitFor();
    // The header and the two tasks due by 10 December.
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-task-list');
  });

  it('Sabine finds her tasks, opens one and marks it done', async () => {
    expect(projectId).not.toBe('');
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'team-graz', '/tasks');
    await page.getByRole('heading', { level: 1, name: t('projectsAdmin.tasks.area') }).waitFor();
    await page.getByLabel(t('projectsAdmin.filter.assignee'), { exact: true }).selectOption({ label: t('projectsAdmin.filter.mine') });
    await page.getByLabel(t('projectsAdmin.tasks.search')).fill(run);
    await column(page, 'open').getByRole('link', { name: tasks.list }).waitFor();
    expect(await page.locator('.task-card').count()).toBe(3);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-task-board-employee-tablet');

    await column(page, 'open').getByRole('link', { name: tasks.list }).click();
    await page.getByRole('heading', { level: 1, name: t('projectsAdmin.tasks.title', { name: tasks.list }) }).waitFor();
    // Her own view is recorded; the fields are read-only for her, the status is hers to change.
    await page
      .getByTestId('task-views')
      .getByText(/^Sabine Holzer, /)
      .waitFor();
    await page.getByText(t('dataScreen.readOnly')).waitFor();
    expect(await page.getByLabel(t('projectsAdmin.tasks.field.name')).isDisabled()).toBe(true);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('projectsAdmin.move', { status: t('projectsAdmin.status.done') }) }).click();
    await page.getByText(t('projectsAdmin.statusPanel.current', { status: t('projectsAdmin.status.done') })).waitFor();
    // The read-only fields follow (the task is read again).
    await expect.poll(() => page.getByRole('combobox', { name: new RegExp(`^${t('projectsAdmin.field.status')}`) }).inputValue()).toBe('done');
    await screenshot(page, 'backoffice-task-employee-tablet');

    // Back on the board the task is in its new column.
    await page.getByRole('link', { name: t('projectsAdmin.tasks.back') }).click();
    await column(page, 'done').getByRole('link', { name: tasks.list }).waitFor();
  });

  it('the administrator sees who has seen the task, and the board updated', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/tasks?project=${projectId}`);
    await column(page, 'done').getByRole('link', { name: tasks.list }).waitFor();
    await column(page, 'in-progress').getByRole('link', { name: tasks.poster }).waitFor();
    expect(await column(page, 'open').locator('.task-card').count()).toBe(1);
    await column(page, 'done').getByRole('link', { name: tasks.list }).click();
    const views = page.getByTestId('task-views');
    await views.getByText(/^Sabine Holzer, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await views.getByText(/^Johann Gruber, /).waitFor();
    await page.getByRole('heading', { level: 2, name: t('projectsAdmin.views.title') }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-task-editor');

    await page.goto(`${baseUrl}/backend/projects/${projectId}`);
    await page
      .getByTestId('project-progress')
      .getByText(t('projectsAdmin.projectTasks.progress', { done: 1, total: 3 }))
      .waitFor();
  });
});
