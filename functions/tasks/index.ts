/**
 * /api/tasks: the generic resource shape (filters: project, assignee, status, search) and
 * `POST /tasks/{id}/log-view`, which records that the caller viewed the task and returns it.
 */
import { taskInputSchema, taskListQuerySchema } from '#shared/schemas/projects.ts';
import { updateEntity } from '../db/repository';
import { ApiError } from '../lib/errors';
import { matchesRef } from '../lib/filters';
import { idParams, keepServerFields, readableRecord, crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, route } from '../lib/router';

const policy = policies.tasks;

interface TaskView {
  user: { id: string };
  viewedAt: string;
}

export const handler = createGroupHandler('tasks', {
  ...crudHandlers({
    policy,
    input: taskInputSchema,
    // The views are written by log-view only.
    prepare: (input, _context, previous) => ({ views: [], ...keepServerFields(input, previous, ['views']) }),
    list: {
      query: taskListQuerySchema,
      filter: (task, query) =>
        matchesRef(task.project, query.project) && matchesRef(task.assignee, query.assignee) && (!query.status || task.status === query.status),
    },
  }),
  'POST /api/tasks/{id}/log-view': route({
    params: idParams,
    handle: async (context) => {
      const { caller } = context;
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      const task = await readableRecord(policy, context.params.id, context);
      // Decision: one entry per user with the last time they opened the task.
      const userId = caller.user?.id ?? caller.identity.sub;
      const views = ((task.views as TaskView[] | undefined) ?? []).filter((view) => view.user.id !== userId);
      views.push({ user: { id: userId }, viewedAt: new Date().toISOString() });
      return updateEntity(policy.type, task.id, { ...task, views }, task.version, { previous: task });
    },
  }),
});
