import { describe, expect, it } from 'vitest';
import { projectInputSchema, projectListQuerySchema, projectSchema, taskInputSchema, taskListQuerySchema, taskSchema, taskStatusBodySchema } from './projects';
import { failingPaths, storedMeta } from './test-fixtures';

const PROJECT_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';
const USER_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VY';

describe('backoffice §7 projects', () => {
  const project = { name: 'Umbau Filiale Gleisdorf', description: 'Neue Kühlvitrine und Theke bis Ostern.', dueDate: '2027-03-26' };

  it('parses a project and opens it by default', () => {
    expect(projectInputSchema.parse(project)).toEqual({ ...project, status: 'open' });
  });

  it('refuses an unknown status, a due date that is no date and a missing name', () => {
    expect(failingPaths(projectInputSchema, { ...project, name: '', status: 'erledigt', dueDate: '26.03.2027' })).toEqual(['name', 'status', 'dueDate']);
  });

  it('accepts the stored record and filters by status', () => {
    const record = { ...project, status: 'in-progress', ...storedMeta('project') };
    expect(projectSchema.parse(record)).toEqual(record);
    expect(projectListQuerySchema.parse({ status: 'done', search: ' Umbau ' })).toEqual({ status: 'done', search: 'Umbau' });
    expect(failingPaths(projectListQuerySchema, { status: 'closed' })).toEqual(['status']);
  });
});

describe('backoffice §7 tasks (POST /tasks/{id}/log-view)', () => {
  const task = { name: 'Kühlvitrine bestellen', project: { id: PROJECT_ID }, assignee: { id: USER_ID }, dueDate: '2027-01-15' };

  it('parses a task: open with normal priority by default', () => {
    expect(taskInputSchema.parse(task)).toEqual({ ...task, status: 'open', priority: 'normal' });
  });

  it('refuses an unknown priority and an assignee that is no id', () => {
    expect(failingPaths(taskInputSchema, { ...task, priority: 'dringend', assignee: { id: 'huber' } })).toEqual(['assignee.id', 'priority']);
  });

  it('the stored task carries the views that log-view records, none by default', () => {
    const record = { ...task, status: 'open', priority: 'high', ...storedMeta('task') };
    expect(taskSchema.parse(record).views).toEqual([]);
    const viewed = { ...record, views: [{ user: { id: USER_ID }, viewedAt: '2027-01-10T08:12:00+01:00' }] };
    expect(taskSchema.parse(viewed)).toEqual(viewed);
    expect(failingPaths(taskSchema, { ...record, views: [{ user: { id: USER_ID }, viewedAt: 'heute' }] })).toEqual(['views.0.viewedAt']);
  });

  it('filters by project, assignee and status', () => {
    const query = { project: PROJECT_ID, assignee: USER_ID, status: 'in-progress' };
    expect(taskListQuerySchema.parse(query)).toEqual(query);
    expect(failingPaths(taskListQuerySchema, { project: 'umbau' })).toEqual(['project']);
  });

  it('filters by branch and due date, and refuses a due date that is no date', () => {
    const query = { branch: PROJECT_ID, dueTo: '2026-12-24' };
    expect(taskListQuerySchema.parse(query)).toEqual(query);
    expect(failingPaths(taskListQuerySchema, { branch: 'graz', dueTo: '24.12.2026' })).toEqual(['branch', 'dueTo']);
  });

  it("takes a branch, and only the ids of the people it names: the names are the server's", () => {
    const input = taskInputSchema.parse({ ...task, branch: { id: PROJECT_ID }, assignee: { id: USER_ID, name: 'Selbst ernannt' } });
    expect(input.assignee).toEqual({ id: USER_ID });
    expect(input.branch).toEqual({ id: PROJECT_ID });
    const stored = taskSchema.parse({ ...task, assignee: { id: USER_ID, name: 'Sabine Holzer' }, ...storedMeta('task') });
    expect(stored.assignee).toEqual({ id: USER_ID, name: 'Sabine Holzer' });
  });

  it('a status change names one of the three states', () => {
    expect(taskStatusBodySchema.parse({ status: 'done', version: 3 })).toEqual({ status: 'done', version: 3 });
    expect(failingPaths(taskStatusBodySchema, { status: 'erledigt' })).toEqual(['status']);
  });
});
