/**
 * Projects and tasks against DynamoDB Local (shared/schemas/projects.ts states the decisions): the
 * task list's filters (project, assignee, status, branch, due on or before, search), the stored
 * assignee name, 409 on deleting a project that tasks still belong to, log-view (one entry per
 * user with name and time), and the status action: an employee changes the status of the tasks
 * assigned to them and of no other task, and nothing else of a task.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '#shared/schemas/projects.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';

let actors: Actors;
let tasks: Handler;
let projects: Handler;
/** One word in every name of this file, so other files' records stay out of the search. */
const word = `Aufgabe${ulid().slice(-8)}`;
let projectId: string;
let otherProjectId: string;
const created: Record<string, Task> = {};

async function createTask(body: Record<string, unknown>): Promise<Task> {
  const response = await invoke<Task>(tasks, 'POST', { path: '/api/tasks', token: actors.admin.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data!;
}

async function listNames(query: Record<string, string>, token = actors.admin.token): Promise<string[]> {
  const response = await invoke<Task[]>(tasks, 'GET', { path: '/api/tasks', token, query: { search: word, sort: 'name', ...query } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data!.map((task) => task.name.slice(word.length + 1));
}

beforeAll(async () => {
  actors = await createActors();
  tasks = await loadGroupHandler('tasks');
  projects = await loadGroupHandler('projects');
  const project = await invoke<{ id: string }>(projects, 'POST', {
    path: '/api/projects',
    token: actors.admin.token,
    body: { name: `${word} Weihnachtsvorbestellungen`, dueDate: '2026-12-24' },
  });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  projectId = project.body.data!.id;
  const other = await invoke<{ id: string }>(projects, 'POST', { path: '/api/projects', token: actors.admin.token, body: { name: `${word} Umbau` } });
  otherProjectId = other.body.data!.id;
  const employee = { id: actors.employee.user.id };
  created.plakat = await createTask({
    name: `${word} Plakat`,
    project: { id: projectId },
    assignee: employee,
    branch: { id: actors.branchA.id },
    dueDate: '2026-12-01',
  });
  created.liste = await createTask({ name: `${word} Liste`, project: { id: projectId }, assignee: employee, status: 'in-progress', dueDate: '2026-12-20' });
  created.kühlraum = await createTask({
    name: `${word} Kühlraum`,
    project: { id: projectId },
    assignee: { id: actors.admin.user.id },
    branch: { id: actors.branchB.id },
  });
  created.fliesen = await createTask({ name: `${word} Fliesen`, project: { id: otherProjectId }, status: 'done', dueDate: '2027-02-01' });
}, 60_000);
afterAll(() => actors.tokens.close());

describe('GET /api/tasks', () => {
  it('filters by project, assignee, status, branch and due date, alone and together', async () => {
    expect(await listNames({})).toEqual(['Fliesen', 'Kühlraum', 'Liste', 'Plakat']);
    expect(await listNames({ project: projectId })).toEqual(['Kühlraum', 'Liste', 'Plakat']);
    expect(await listNames({ assignee: actors.employee.user.id })).toEqual(['Liste', 'Plakat']);
    expect(await listNames({ status: 'in-progress' })).toEqual(['Liste']);
    expect(await listNames({ branch: actors.branchA.id })).toEqual(['Plakat']);
    // Due on or before the day; a task without a due date is not "due".
    expect(await listNames({ dueTo: '2026-12-20' })).toEqual(['Liste', 'Plakat']);
    expect(await listNames({ project: projectId, assignee: actors.employee.user.id, status: 'open' })).toEqual(['Plakat']);
    expect(await listNames({ sort: 'dueDate' })).toEqual(['Plakat', 'Liste', 'Fliesen', 'Kühlraum']);
  });

  it('employees read every task (shop-wide data)', async () => {
    expect(await listNames({}, actors.otherEmployee.token)).toEqual(['Fliesen', 'Kühlraum', 'Liste', 'Plakat']);
  });

  it('refuses a due date that is no date with a German message at the field', async () => {
    const refused = await invoke(tasks, 'GET', { path: '/api/tasks', token: actors.admin.token, query: { dueTo: '20.12.2026' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'dueTo' });
    expect(refused.body.errors?.[0]?.message).toMatch(/Datum/);
  });
});

describe('POST /api/tasks', () => {
  it('stores the assignee with the name of the user, not a name the client sent', () => {
    expect(created.plakat!.assignee).toEqual({ id: actors.employee.user.id, name: actors.employee.user.name });
  });

  it('refuses an assignee that is no user, at the field', async () => {
    const refused = await invoke(tasks, 'POST', { path: '/api/tasks', token: actors.admin.token, body: { name: `${word} Geist`, assignee: { id: ulid() } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'assignee.id' });
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('refuses while tasks belong to the project, naming them in German, and deletes it once none does', async () => {
    const refused = await invoke(projects, 'DELETE', { path: '/api/projects/{id}', params: { id: otherProjectId }, token: actors.admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'entity.inUse' });
    expect(refused.body.errors?.[0]?.message).toContain(`Aufgabe „${word} Fliesen“`);

    const removed = await invoke(tasks, 'DELETE', { path: '/api/tasks/{id}', params: { id: created.fliesen!.id }, token: actors.admin.token });
    expect(removed.status).toBe(200);
    expect((await invoke(projects, 'DELETE', { path: '/api/projects/{id}', params: { id: otherProjectId }, token: actors.admin.token })).status).toBe(200);
  });
});

describe('POST /api/tasks/{id}/log-view', () => {
  it('records one entry per user with the name and the time of the last view, and returns the task', async () => {
    const id = created.kühlraum!.id;
    const view = (token: string) => invoke<Task>(tasks, 'POST', { path: '/api/tasks/{id}/log-view', params: { id }, token });
    const before = Date.now();
    const first = await view(actors.employee.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data!.id).toBe(id);
    expect(first.body.data!.views).toEqual([{ user: { id: actors.employee.user.id, name: actors.employee.user.name }, viewedAt: expect.any(String) }]);
    expect(Date.parse(first.body.data!.views[0]!.viewedAt)).toBeGreaterThanOrEqual(before - 1000);

    await view(actors.admin.token);
    const again = await view(actors.employee.token);
    expect(again.body.data!.views.map((entry) => entry.user.id)).toEqual([actors.admin.user.id, actors.employee.user.id]);
    expect(again.body.data!.version).toBe(created.kühlraum!.version + 3);
  });

  it('is for signed-in staff only', async () => {
    expect((await invoke(tasks, 'POST', { path: '/api/tasks/{id}/log-view', params: { id: created.kühlraum!.id } })).status).toBe(401);
  });
});

describe('POST /api/tasks/{id}/status', () => {
  const setStatus = (id: string, body: Record<string, unknown>, token: string) =>
    invoke<Task>(tasks, 'POST', { path: '/api/tasks/{id}/status', params: { id }, token, body });

  it('lets an employee tick off a task assigned to them, and changes nothing else of it', async () => {
    const task = created.plakat!;
    const done = await setStatus(task.id, { status: 'done', version: task.version }, actors.employee.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'done', name: task.name, assignee: task.assignee, dueDate: task.dueDate, version: task.version + 1 });
    expect(await listNames({ status: 'done', project: projectId })).toEqual(['Plakat']);
  });

  it('refuses an employee the status of a task assigned to someone else, in German', async () => {
    const refused = await setStatus(created.kühlraum!.id, { status: 'done' }, actors.employee.token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.message).toBe('Sie können nur den Status Ihrer eigenen Aufgaben ändern.');
    const other = await setStatus(created.liste!.id, { status: 'done' }, actors.otherEmployee.token);
    expect(other.status).toBe(403);
  });

  it('still refuses employees every other change of a task', async () => {
    const task = created.liste!;
    const put = await invoke(tasks, 'PUT', {
      path: '/api/tasks/{id}',
      params: { id: task.id },
      token: actors.employee.token,
      body: { id: task.id, version: task.version, name: task.name, status: 'done' },
    });
    expect(put.status).toBe(403);
  });

  it('lets administrators move any task, and answers a stale version with the version conflict', async () => {
    const task = created.kühlraum!;
    const current = (await invoke<Task>(tasks, 'GET', { path: '/api/tasks/{id}', params: { id: task.id }, token: actors.admin.token })).body.data!;
    const moved = await setStatus(task.id, { status: 'in-progress', version: current.version }, actors.admin.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.status).toBe('in-progress');
    // The views that log-view wrote stay.
    expect(moved.body.data!.views).toHaveLength(2);
    const stale = await setStatus(task.id, { status: 'done', version: current.version }, actors.admin.token);
    expect(stale.status).toBe(409);
    expect(stale.body.errors?.[0]).toMatchObject({ code: 'entity.versionConflict' });
  });

  it('refuses a status that is none of the three', async () => {
    const refused = await setStatus(created.liste!.id, { status: 'erledigt' }, actors.admin.token);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'status' });
  });
});
