import { describe, expect, it } from 'vitest';
import { columnsOf, formatDay, isOverdue, movesFrom, progressOf } from './task-view';

describe('task view', () => {
  it('writes a due date with its short weekday', () => {
    expect(formatDay('2026-11-30')).toBe('Mo, 30.11.2026');
    expect(formatDay('2026-12-24')).toBe('Do, 24.12.2026');
  });

  it('is overdue from the day after the due date until done', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-11-27' }, '2026-11-28')).toBe(true);
    expect(isOverdue({ status: 'in-progress', dueDate: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(isOverdue({ status: 'done', dueDate: '2026-11-01' }, '2026-11-28')).toBe(false);
    expect(isOverdue({ status: 'open' }, '2026-11-28')).toBe(false);
  });

  it('counts the done tasks of a project', () => {
    expect(progressOf([{ status: 'done' }, { status: 'open' }, { status: 'done' }])).toEqual({ done: 2, total: 3 });
    expect(progressOf([])).toEqual({ done: 0, total: 0 });
  });

  it('offers the other two states, forward first', () => {
    expect(movesFrom('open')).toEqual(['in-progress', 'done']);
    expect(movesFrom('in-progress')).toEqual(['done', 'open']);
    expect(movesFrom('done')).toEqual(['in-progress', 'open']);
  });

  it('groups the tasks by status in their order', () => {
    const tasks = [
      { id: 'a', status: 'done' as const },
      { id: 'b', status: 'open' as const },
      { id: 'c', status: 'open' as const },
    ];
    expect(columnsOf(tasks)).toEqual({ open: [tasks[1], tasks[2]], 'in-progress': [], done: [tasks[0]] });
  });
});
