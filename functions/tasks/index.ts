/**
 * /api/tasks: the generic resource shape (filters: project, assignee, status, branch, due on or
 * before `dueTo`, search), `POST /tasks/{id}/log-view`, which records that the caller viewed the
 * task and returns it, and `POST /tasks/{id}/status`, the status alone: administrators for every
 * task, employees for the tasks assigned to them (shared/schemas/projects.ts states the decisions).
 */
import { taskInputSchema, taskListQuerySchema, taskStatusBodySchema, type TaskView } from '#shared/schemas/projects.ts';
import { getEntity, updateEntity, type StoredEntity } from '../db/repository';
import type { EntityData } from '../db/entities';
import type { StaffCaller } from '../lib/auth';
import { ApiError, notFound } from '../lib/errors';
import { matchesRef } from '../lib/filters';
import { idParams, keepServerFields, readableRecord, crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, route } from '../lib/router';

const policy = policies.tasks;

/** The name a task shows for a user: display name, else first and last name, else the user name. */
function personName(user: { name?: unknown; username?: unknown; user?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const person = (user.user ?? {}) as { firstName?: unknown; lastName?: unknown };
  const fullName = [text(person.firstName), text(person.lastName)].filter(Boolean).join(' ');
  return text(user.name) || fullName || text(user.username);
}

/** The assignee as stored: the id with the user's current name; an unknown user answers 400 at the field. */
async function assigneeOf(assignee: { id: string } | undefined): Promise<{ id: string; name: string } | undefined> {
  if (!assignee) return undefined;
  const user = await getEntity('User', assignee.id);
  if (!user) throw ApiError.of(400, 'api.validation.id', undefined, 'assignee.id');
  return { id: user.id, name: personName(user) };
}

const callerId = (caller: StaffCaller): string => caller.user?.id ?? caller.identity.sub;

const assigneeId = (task: EntityData): string | undefined => (task.assignee as { id?: string } | undefined)?.id;

export const handler = createGroupHandler('tasks', {
  ...crudHandlers({
    policy,
    input: taskInputSchema,
    // The views are written by log-view only; the assignee's name is the server's to fill in.
    prepare: async (input, _context, previous) => {
      const data: EntityData = { views: [], ...keepServerFields(input, previous, ['views']) };
      const assignee = await assigneeOf(input.assignee);
      if (assignee) data.assignee = assignee;
      return data;
    },
    list: {
      query: taskListQuerySchema,
      filter: (task, query) =>
        matchesRef(task.project, query.project) &&
        matchesRef(task.assignee, query.assignee) &&
        matchesRef(task.branch, query.branch) &&
        (!query.status || task.status === query.status) &&
        (!query.dueTo || (typeof task.dueDate === 'string' && task.dueDate <= query.dueTo)),
    },
  }),
  'POST /api/tasks/{id}/log-view': route({
    params: idParams,
    handle: async (context) => {
      const { caller } = context;
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      const task = await readableRecord(policy, context.params.id, context);
      // Decision: one entry per user with the last time they opened the task.
      const userId = callerId(caller);
      const views = ((task.views as TaskView[] | undefined) ?? []).filter((view) => view.user.id !== userId);
      const name = caller.user ? personName(caller.user) : caller.identity.username;
      views.push({ user: { id: userId, name }, viewedAt: new Date().toISOString() });
      return updateEntity(policy.type, task.id, { ...task, views }, task.version, { previous: task });
    },
  }),
  'POST /api/tasks/{id}/status': route({
    params: idParams,
    body: taskStatusBodySchema,
    handle: async (context) => {
      const { caller } = context;
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      const task: StoredEntity | undefined = await getEntity(policy.type, context.params.id, { consistent: true });
      if (!task) throw notFound(policy.resource);
      // Employees tick off their own tasks; every other change of a task is the administrators'.
      if (!caller.isAdmin && assigneeId(task) !== callerId(caller)) throw ApiError.of(403, 'api.auth.ownTasksOnly');
      const { status, version } = context.body;
      if (task.status === status && (version === undefined || version === task.version)) return task;
      return updateEntity(policy.type, task.id, { ...task, status }, version ?? task.version, { previous: task });
    },
  }),
});
