/**
 * What the task screens share: who may move a task, the due date in words, the names of the ids
 * a task holds (project, branch) and the filter options of the task list: Projekt, Zuständig
 * (with "Mir zugewiesen"), Filiale, Status.
 */
import { useMemo } from 'react';
import { WORK_STATUSES, type Task } from '#shared/schemas/projects.ts';
import type { ListFilter } from '../data/DataList';
import { useViewer, type Viewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { usersApi } from '../users/api';
import { displayName, useCurrentUser } from '../me';
import { t } from '../i18n';
import { projectsApi } from './api';
import { formatDay, isOverdue } from './task-view';

/** Whether the viewer may move the task: administrators every task, an employee the tasks assigned to them. */
export function mayMove(viewer: Viewer | undefined, meId: string | undefined, task: Pick<Task, 'assignee'>): boolean {
  return Boolean(viewer?.isAdmin || (meId && task.assignee?.id === meId));
}

/** "Fällig am Mo, 30.11.2026" or, past it and not done, "Überfällig: fällig am …" (words, not colour alone). */
export function DueDate({ task, today }: { task: Pick<Task, 'dueDate' | 'status'>; today: string }) {
  if (!task.dueDate) return null;
  const date = formatDay(task.dueDate);
  return isOverdue(task, today) ? (
    <span className="task-due is-overdue">{t('projectsAdmin.card.overdue', { date })}</span>
  ) : (
    <span className="task-due">{t('projectsAdmin.card.due', { date })}</span>
  );
}

export const statusLabel = (status: Task['status']): string => t(`projectsAdmin.status.${status}`);

export interface TaskNames {
  project: (task: Pick<Task, 'project'>) => string | undefined;
  branch: (task: Pick<Task, 'branch'>) => string | undefined;
  filters: ListFilter[];
  meId: string | undefined;
}

/**
 * The lists behind the names and filters: projects and branches (small lists), the users for
 * administrators (employees may not list users: their "Zuständig" offers "Mir zugewiesen").
 */
export function useTaskNames(): TaskNames {
  const viewer = useViewer();
  const me = useCurrentUser().data;
  const projects = projectsApi.useAll();
  const branches = branchesApi.useAll();
  const users = usersApi.useAll({ enabled: Boolean(viewer?.isAdmin) });
  return useMemo(() => {
    const projectNames = new Map((projects.data ?? []).map((project) => [project.id, project.name]));
    const branchNames = new Map((branches.data ?? []).map((branch) => [branch.id, branch.name]));
    const others = (users.data ?? []).filter((user) => user.id !== me?.id).map((user) => ({ value: user.id, label: displayName(user) }));
    const filters: ListFilter[] = [
      {
        name: 'project',
        label: t('projectsAdmin.filter.project'),
        allLabel: t('projectsAdmin.filter.allProjects'),
        options: (projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
      },
      {
        name: 'assignee',
        label: t('projectsAdmin.filter.assignee'),
        allLabel: t('projectsAdmin.filter.anyone'),
        options: [...(me ? [{ value: me.id, label: t('projectsAdmin.filter.mine') }] : []), ...others],
      },
      {
        name: 'branch',
        label: t('projectsAdmin.filter.branch'),
        allLabel: t('projectsAdmin.filter.allBranches'),
        options: (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name })),
      },
      {
        name: 'status',
        label: t('projectsAdmin.filter.status'),
        allLabel: t('projectsAdmin.filter.allStatuses'),
        options: WORK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
      },
    ];
    return {
      project: (task) => (task.project ? projectNames.get(task.project.id) : undefined),
      branch: (task) => (task.branch ? branchNames.get(task.branch.id) : undefined),
      filters,
      meId: me?.id,
    };
  }, [projects.data, branches.data, users.data, me]);
}
