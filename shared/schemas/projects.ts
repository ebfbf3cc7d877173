/**
 * Projects and tasks (fields not shown in the spec). Decision: a project has a name, description
 * and status; a task belongs to a project, may be assigned to a user and has a status, priority
 * and due date. `POST /tasks/{id}/log-view` records when a user last viewed the task.
 */
import * as z from 'zod';
import { dateSchema, dateTimeSchema, idSchema, recordMeta, refSchema, requiredText, searchQuery, trimmedText } from './common';

export const WORK_STATUSES = ['open', 'in-progress', 'done'] as const;
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

export const taskViewSchema = z.object({ user: refSchema, viewedAt: dateTimeSchema });

export const taskInputSchema = z.object({
  name: requiredText(200),
  description: trimmedText(20_000).optional(),
  project: refSchema.optional(),
  assignee: refSchema.optional(),
  status: z.enum(WORK_STATUSES).default('open'),
  priority: z.enum(TASK_PRIORITIES).default('normal'),
  dueDate: dateSchema.optional(),
});
export const taskSchema = taskInputSchema.extend({ ...recordMeta, views: z.array(taskViewSchema).default([]) });
export type Task = z.infer<typeof taskSchema>;

export const taskListQuerySchema = z.object({
  project: idSchema.optional(),
  assignee: idSchema.optional(),
  status: z.enum(WORK_STATUSES).optional(),
  ...searchQuery,
});
