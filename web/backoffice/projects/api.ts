/**
 * /api/projects and /api/tasks: the generic resources (backoffice.md §7) with the spec's fallbacks
 * ('Projekt / Aufgabe konnte nicht … werden.'), and the two task actions. Both answer the task,
 * which replaces it in the whole list, in every loaded (filtered) page and in its detail entry
 * (§4 "A task update replaces the task in both the full and the filtered list"): no list is
 * fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { projectSchema, taskSchema, type Project, type Task, type WorkStatus } from '#shared/schemas/projects.ts';
import { urlForKey } from '../../common/query';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export const projectsApi = defineResource<Project>({
  resource: 'projects',
  schema: projectSchema,
  messages: {
    loadFailed: t(crudFailedKey('project', 'load')),
    createFailed: t(crudFailedKey('project', 'create')),
    updateFailed: t(crudFailedKey('project', 'update')),
    deleteFailed: t(crudFailedKey('project', 'delete')),
  },
});

export const tasksApi = defineResource<Task>({
  resource: 'tasks',
  schema: taskSchema,
  messages: {
    loadFailed: t(crudFailedKey('task', 'load')),
    createFailed: t(crudFailedKey('task', 'create')),
    updateFailed: t(crudFailedKey('task', 'update')),
    deleteFailed: t(crudFailedKey('task', 'delete')),
  },
});

const taskUrl = (id: string) => urlForKey(tasksApi.keys.detail(id));

/** POST /api/tasks/{id}/log-view: the caller opened the task; the answer is the task with its views. */
export const logTaskView = (id: string): Promise<Task> =>
  api.post(`${taskUrl(id)}/log-view`, undefined, { schema: taskSchema, fallback: t('projectsAdmin.viewFailed') });

/** POST /api/tasks/{id}/status at the version shown (a stale card answers the version conflict). */
export const setTaskStatus = (task: Pick<Task, 'id' | 'version'>, status: WorkStatus): Promise<Task> =>
  api.post(`${taskUrl(task.id)}/status`, { status, version: task.version }, { schema: taskSchema, fallback: t('projectsAdmin.statusFailed') });

/** Moves a task to another column; the answer replaces it in every cached list. */
export function useTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, status }: { task: Pick<Task, 'id' | 'version'>; status: WorkStatus }) => setTaskStatus(task, status),
    onSuccess: (task) => tasksApi.storeSaved(queryClient, task, false),
    // The board shows the refusal at the card.
    meta: { errorMessage: t('projectsAdmin.statusFailed'), shownInPlace: true },
  });
}

/** Records the view of the opened task and stores the answer like any update. */
export function useTaskViewLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logTaskView,
    onSuccess: (task) => tasksApi.storeSaved(queryClient, task, false),
    // Not being recorded as a viewer never keeps anyone from the task: the page opens anyway.
    meta: { errorMessage: t('projectsAdmin.viewFailed'), shownInPlace: true },
  });
}
