/**
 * Projects and tasks (fields not shown in the spec). Decisions:
 * - A project has a name, description, status (open, in progress, done) and a due date.
 * - A task has a title (`name`), description, project, assignee, branch (a task of one branch,
 *   e.g. "Vitrine Graz putzen"; none: shop-wide), status, priority and due date.
 * - The stored task carries the names of the people it names (assignee, viewers) as the server
 *   found them when it wrote the task, so employees, who may not list users, read them too. A
 *   client sends only the ids; names it sends are dropped.
 * - `POST /tasks/{id}/log-view` records when a user last viewed the task (one entry per user).
 * - `POST /tasks/{id}/status` changes the status alone: administrators for every task, an
 *   employee for the tasks assigned to them (the counter employee ticks "done"); everything else
 *   of a task is the administrators' to change.
 * - Task list filters: project, assignee ("mine" is the caller's own id, passed by the client),
 *   status, branch, due on or before `dueTo`, search. Project list: status, search.
 * - A project that tasks still belong to is not deleted (409 naming the tasks).
 */
import * as z from 'zod';
import { dateSchema, dateTimeSchema, idSchema, recordMeta, refSchema, requiredText, searchQuery, trimmedText } from './common';

export const WORK_STATUSES = ['open', 'in-progress', 'done'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;

export const projectInputSchema = z.object({
  name: requiredText(200),
  description: trimmedText(20_000).optional(),
  status: z.enum(WORK_STATUSES).default('open'),
  customer: refSchema.optional(),
  dueDate: dateSchema.optional(),
});
export const projectSchema = projectInputSchema.extend(recordMeta);
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = z.object({
  status: z.enum(WORK_STATUSES).optional(),
  ...searchQuery,
});

/** A user as a task names them: the id, and the name the server stored with it. */
export const personRefSchema = refSchema.extend({ name: z.string().optional() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const taskViewSchema = z.object({ user: personRefSchema, viewedAt: dateTimeSchema });
export type TaskView = z.infer<typeof taskViewSchema>;

export const taskInputSchema = z.object({
  name: requiredText(200),
  description: trimmedText(20_000).optional(),
  project: refSchema.optional(),
  assignee: refSchema.optional(),
  branch: refSchema.optional(),
  status: z.enum(WORK_STATUSES).default('open'),
  priority: z.enum(TASK_PRIORITIES).default('normal'),
  dueDate: dateSchema.optional(),
});
export const taskSchema = taskInputSchema.extend({
  ...recordMeta,
  assignee: personRefSchema.optional(),
  views: z.array(taskViewSchema).default([]),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  project: idSchema.optional(),
  assignee: idSchema.optional(),
  status: z.enum(WORK_STATUSES).optional(),
  branch: idSchema.optional(),
  /** Tasks due on or before this day (tasks without a due date are not listed then). */
  dueTo: dateSchema.optional(),
  ...searchQuery,
});

/** `POST /tasks/{id}/status`: the new status; with `version`, only if the task is still that version. */
export const taskStatusBodySchema = z.object({
  status: z.enum(WORK_STATUSES),
  version: z.number().int().optional(),
});
