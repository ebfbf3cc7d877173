/**
 * /backend/tasks: the tasks as a board (three columns by status; each card moves with buttons,
 * "→ In Arbeit", "→ Erledigt", for whoever may change its status) or as a list (a table with the
 * due-date filter as well). Both are the one data list (search, filters Projekt, Zuständig,
 * Filiale, Status in the URL, paging); a move answers the task, which replaces it in every
 * loaded list (./api.ts), so the card changes column without a refetch.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WORK_STATUSES, type Task, type WorkStatus } from '#shared/schemas/projects.ts';
import { DEFAULT_TIME_ZONE, localDateOf } from '#shared/time/index.ts';
import { Button } from '../../common/ui';
import { useNow } from '../../common/time';
import { DataList, type Column } from '../data/DataList';
import { resourceAccess, useViewer, type Viewer } from '../data/access';
import { t } from '../i18n';
import { tasksApi, useTaskStatus } from './api';
import { DueDate, mayMove, statusLabel, useTaskNames, type TaskNames } from './task-columns';
import { columnsOf, movesFrom } from './task-view';
import './projects.css';

type View = 'board' | 'list';
const VIEW_PARAM = 'ansicht';

function TaskCard({
  task,
  names,
  today,
  canMove,
  onMove,
  busy,
}: {
  task: Task;
  names: TaskNames;
  today: string;
  canMove: boolean;
  onMove: (status: WorkStatus) => void;
  busy: boolean;
}) {
  const project = names.project(task);
  return (
    <li className="task-card" data-task-id={task.id}>
      <h3 className="task-card__title">
        <Link to={`/tasks/${task.id}`}>{task.name}</Link>
      </h3>
      {project && <p className="task-card__line">{t('projectsAdmin.card.project', { name: project })}</p>}
      {task.assignee && <p className="task-card__line">{t('projectsAdmin.card.assignee', { name: task.assignee.name ?? t('projectsAdmin.views.unknown') })}</p>}
      {task.dueDate && (
        <p className="task-card__line">
          <DueDate task={task} today={today} />
        </p>
      )}
      {canMove && (
        <div className="task-card__moves">
          {movesFrom(task.status).map((status) => (
            <Button key={status} variant="secondary" disabled={busy} onClick={() => onMove(status)}>
              {t('projectsAdmin.move', { status: statusLabel(status) })}
              <span className="visually-hidden"> {t('projectsAdmin.moveContext', { name: task.name })}</span>
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

function Board({ tasks, names, viewer }: { tasks: readonly Task[]; names: TaskNames; viewer: Viewer | undefined }) {
  const today = localDateOf(useNow(), DEFAULT_TIME_ZONE);
  const move = useTaskStatus();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const columns = columnsOf(tasks);

  // The moved card's link keeps the keyboard where the card went (its buttons are new ones).
  useEffect(() => {
    if (!focusId) return;
    root.current?.querySelector<HTMLElement>(`[data-task-id="${focusId}"] a`)?.focus();
    setFocusId(undefined);
  }, [focusId, tasks]);

  const onMove = (task: Task, status: WorkStatus) =>
    move.mutate(
      { task, status },
      {
        onSuccess: (moved) => {
          setAnnouncement(t('projectsAdmin.moved', { name: moved.name, status: statusLabel(moved.status) }));
          setFocusId(moved.id);
        },
      },
    );

  return (
    <div className="task-board" ref={root} role="region" aria-label={t('projectsAdmin.board.label')}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {move.isError && (
        <p className="bo-notice bo-notice--error" role="alert">
          {move.error.message}
        </p>
      )}
      {WORK_STATUSES.map((status) => (
        <section key={status} className="task-board__column" aria-labelledby={`task-column-${status}`}>
          <h2 id={`task-column-${status}`} className="task-board__heading">
            {statusLabel(status)} <span className="task-board__count">({columns[status].length})</span>
          </h2>
          {columns[status].length === 0 ? (
            <p className="task-board__empty">{t('projectsAdmin.board.empty')}</p>
          ) : (
            <ul className="task-board__cards">
              {columns[status].map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  names={names}
                  today={today}
                  canMove={mayMove(viewer, names.meId, task)}
                  busy={move.isPending && move.variables?.task.id === task.id}
                  onMove={(next) => onMove(task, next)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <div className="task-view-toggle" role="group" aria-label={t('projectsAdmin.view.label')}>
      {(['board', 'list'] as const).map((option) => (
        <Button key={option} variant={view === option ? 'primary' : 'secondary'} aria-pressed={view === option} onClick={() => onChange(option)}>
          {t(`projectsAdmin.view.${option}`)}
        </Button>
      ))}
    </div>
  );
}

export default function TasksPage() {
  const viewer = useViewer();
  const names = useTaskNames();
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'liste' ? 'list' : 'board';
  const today = localDateOf(useNow(), DEFAULT_TIME_ZONE);
  const setView = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set(VIEW_PARAM, 'liste');
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );

  const columns: Column<Task>[] = [
    { label: t('projectsAdmin.column.status'), render: (task) => statusLabel(task.status) },
    { label: t('projectsAdmin.column.project'), render: (task) => names.project(task) ?? '', secondary: true },
    { label: t('projectsAdmin.column.assignee'), render: (task) => task.assignee?.name ?? '' },
    { label: t('projectsAdmin.column.branch'), render: (task) => names.branch(task) ?? t('projectsAdmin.tasks.wholeShop'), secondary: true },
    { label: t('projectsAdmin.column.due'), render: (task) => <DueDate task={task} today={today} /> },
  ];

  return (
    <DataList
      api={tasksApi}
      title={t('projectsAdmin.tasks.area')}
      searchLabel={t('projectsAdmin.tasks.search')}
      rowTitle={(task) => task.name}
      rowPath={(task) => `/tasks/${task.id}`}
      columns={columns}
      filters={view === 'list' ? [...names.filters, { name: 'dueTo', label: t('projectsAdmin.filter.dueTo'), kind: 'date' }] : names.filters}
      sorts={[
        { value: 'dueDate', label: t('projectsAdmin.sort.dueAsc') },
        { value: 'name', label: t('projectsAdmin.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'tasks').create() ? '/tasks/new' : undefined}
      newLabel={t('projectsAdmin.tasks.new')}
      emptyText={t('projectsAdmin.tasks.empty')}
      intro={<ViewToggle view={view} onChange={setView} />}
      body={view === 'board' ? (rows) => <Board tasks={rows} names={names} viewer={viewer} /> : undefined}
    />
  );
}
