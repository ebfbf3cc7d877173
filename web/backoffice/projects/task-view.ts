/**
 * What the task screens show of a task, kept apart from React: due dates as "Mo, 30.11.2026",
 * whether a task is overdue (due before today and not done), a project's progress and the moves
 * the board offers from each column.
 */
import { WORK_STATUSES, type Task, type WorkStatus } from '#shared/schemas/projects.ts';
import { formatLocalDate, weekdayName, weekdayOf } from '#shared/time/index.ts';

/** "Mo, 30.11.2026". */
export function formatDay(date: string): string {
  return `${weekdayName(weekdayOf(date), 'short')}, ${formatLocalDate(date)}`;
}

/** Due before `today` (the shop's date, YYYY-MM-DD) and still not done. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return task.status !== 'done' && task.dueDate !== undefined && task.dueDate < today;
}

/** How many of the tasks are done, of how many. */
export function progressOf(tasks: readonly Pick<Task, 'status'>[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.status === 'done').length, total: tasks.length };
}

/**
 * The moves a card offers: the other two states, forward first ("→ In Arbeit", "→ Erledigt"
 * from Offen; "→ Erledigt", "→ Offen" from In Arbeit; a done task goes back to "In Arbeit" or "Offen").
 */
export function movesFrom(status: WorkStatus): WorkStatus[] {
  const index = WORK_STATUSES.indexOf(status);
  const forward = WORK_STATUSES.slice(index + 1);
  const back = WORK_STATUSES.slice(0, index).reverse();
  return [...forward, ...back];
}

/** The tasks of the board by column, in the order the server listed them. */
export function columnsOf<T extends Pick<Task, 'status'>>(tasks: readonly T[]): Record<WorkStatus, T[]> {
  const columns: Record<WorkStatus, T[]> = { open: [], 'in-progress': [], done: [] };
  for (const task of tasks) columns[task.status].push(task);
  return columns;
}
