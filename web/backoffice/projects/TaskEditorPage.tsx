/**
 * /backend/tasks/new and /backend/tasks/:id: a task's title, description, project, assignee,
 * branch, status, priority and due date (administrators change them). Opening a task records the
 * view first (`POST /tasks/{id}/log-view`) and shows who has seen it ("Gesehen von …" with names
 * and times); the page opens even if that record fails. An employee whose task it is moves it
 * with the status buttons beside the fields (the form itself is read-only for them).
 */
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TASK_PRIORITIES, WORK_STATUSES, type Task, type WorkStatus } from '#shared/schemas/projects.ts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import { Button, Loading } from '../../common/ui';
import { SelectField, TextAreaField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm, type RecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { usersApi } from '../users/api';
import { displayName } from '../me';
import { t } from '../i18n';
import { projectsApi, tasksApi, useTaskStatus, useTaskViewLog } from './api';
import { mayMove, statusLabel, useTaskNames } from './task-columns';
import { movesFrom } from './task-view';
import './projects.css';

type TaskDraft = Omit<Task, 'id' | 'version' | 'entityType' | 'createdAt' | 'updatedAt' | 'views'>;

/** Who opened the task and when (their last time), most recent first. */
function Views({ task }: { task: Task | undefined }) {
  const views = [...(task?.views ?? [])].sort((a, b) => b.viewedAt.localeCompare(a.viewedAt));
  return (
    <section className="task-panel" aria-labelledby="task-views-title">
      <h2 id="task-views-title" className="task-panel__title">
        {t('projectsAdmin.views.title')}
      </h2>
      {views.length === 0 ? (
        <p className="task-panel__hint">{t('projectsAdmin.views.none')}</p>
      ) : (
        <ul className="task-panel__list" data-testid="task-views">
          {views.map((view) => (
            <li key={view.user.id}>
              {t('projectsAdmin.views.entry', {
                name: view.user.name ?? t('projectsAdmin.views.unknown'),
                time: formatDateTime(new Date(view.viewedAt), DEFAULT_TIME_ZONE),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The status buttons of a task the viewer may move but not edit (an employee's own task). */
function StatusPanel({ task, onMoved }: { task: Task; onMoved: () => void }) {
  const move = useTaskStatus();
  return (
    <section className="task-panel" aria-labelledby="task-status-title">
      <h2 id="task-status-title" className="task-panel__title">
        {t('projectsAdmin.statusPanel.title')}
      </h2>
      <p className="task-panel__progress" role="status" aria-live="polite">
        {t('projectsAdmin.statusPanel.current', { status: statusLabel(task.status) })}
      </p>
      <div className="task-panel__actions">
        {movesFrom(task.status).map((status: WorkStatus) => (
          <Button key={status} variant="secondary" disabled={move.isPending} onClick={() => move.mutate({ task, status }, { onSuccess: onMoved })}>
            {t('projectsAdmin.move', { status: statusLabel(status) })}
          </Button>
        ))}
      </div>
      {move.isError && (
        <p className="bo-field__error" role="alert">
          {move.error.message}
        </p>
      )}
    </section>
  );
}

function TaskEditor({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const names = useTaskNames();
  const access = viewer ? resourceAccess(viewer, 'tasks') : undefined;
  const projects = projectsApi.useAll();
  const branches = branchesApi.useAll();
  const users = usersApi.useAll({ enabled: Boolean(viewer?.isAdmin) });
  const projectFromList = params.get('project') ?? undefined;
  const form: RecordForm<Task, TaskDraft> = useRecordForm<Task, TaskDraft>({
    api: tasksApi,
    id,
    initial: () => ({ name: '', status: 'open', priority: 'normal', ...(projectFromList ? { project: { id: projectFromList } } : {}) }),
    onCreated: (task) => navigate(`/tasks/${task.id}`, { replace: true }),
    onDeleted: () => navigate('/tasks'),
  });
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const record = form.record;
  const title = form.isNew ? t('projectsAdmin.tasks.new') : t('projectsAdmin.tasks.title', { name: record?.name ?? '' });

  // The assignee stays choosable when the user list is not readable (employees) or no longer has them.
  const assignee = form.draft.assignee;
  const userOptions = (users.data ?? []).map((user) => ({ value: user.id, label: displayName(user) }));
  if (assignee && !userOptions.some((option) => option.value === assignee.id)) {
    userOptions.unshift({ value: assignee.id, label: 'name' in assignee && assignee.name ? assignee.name : t('projectsAdmin.views.unknown') });
  }

  const aside = form.isNew ? undefined : (
    <>
      {record && !canEdit && mayMove(viewer, names.meId, record) && <StatusPanel task={record} onMoved={form.reload} />}
      <Views task={record} />
    </>
  );

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/tasks"
      backLabel={t('projectsAdmin.tasks.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      aside={aside}
    >
      <TextField
        label={t('projectsAdmin.tasks.field.name')}
        required
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
      <TextAreaField
        label={t('projectsAdmin.field.description')}
        maxLength={20_000}
        value={form.draft.description}
        onChange={(description) => form.setField('description', description || undefined)}
        error={form.errors.description}
      />
      <SelectField
        label={t('projectsAdmin.tasks.field.project')}
        value={form.draft.project?.id}
        onChange={(project) => form.setField('project', project ? { id: project } : undefined)}
        options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        emptyLabel={t('projectsAdmin.tasks.none')}
        error={form.errors['project.id'] ?? form.errors.project}
      />
      <SelectField
        label={t('projectsAdmin.tasks.field.assignee')}
        value={assignee?.id}
        onChange={(user) => form.setField('assignee', user ? { id: user } : undefined)}
        options={userOptions}
        emptyLabel={t('projectsAdmin.tasks.nobody')}
        error={form.errors['assignee.id'] ?? form.errors.assignee}
      />
      <SelectField
        label={t('projectsAdmin.tasks.field.branch')}
        help={t('projectsAdmin.tasks.field.branchHelp')}
        value={form.draft.branch?.id}
        onChange={(branch) => form.setField('branch', branch ? { id: branch } : undefined)}
        options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
        emptyLabel={t('projectsAdmin.tasks.wholeShop')}
        error={form.errors['branch.id'] ?? form.errors.branch}
      />
      <SelectField
        label={t('projectsAdmin.field.status')}
        required
        value={form.draft.status}
        onChange={(status) => form.setField('status', (status as WorkStatus | undefined) ?? 'open')}
        options={WORK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        error={form.errors.status}
      />
      <SelectField
        label={t('projectsAdmin.tasks.field.priority')}
        required
        value={form.draft.priority}
        onChange={(priority) => form.setField('priority', (priority as Task['priority'] | undefined) ?? 'normal')}
        options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: t(`projectsAdmin.priority.${priority}`) }))}
        error={form.errors.priority}
      />
      <TextField
        label={t('projectsAdmin.field.dueDate')}
        type="date"
        value={form.draft.dueDate}
        onChange={(dueDate) => form.setField('dueDate', dueDate || undefined)}
        error={form.errors.dueDate}
      />
    </RecordEditor>
  );
}

/** Records the view, then opens the task (the editor then loads the task with the new view). */
function ViewedTask({ id }: { id: string }) {
  const viewLog = useTaskViewLog();
  const { mutate } = viewLog;
  useEffect(() => mutate(id), [id, mutate]);
  if (viewLog.isIdle || viewLog.isPending) return <Loading />;
  return <TaskEditor id={id} />;
}

export default function TaskEditorPage() {
  const { id } = useParams();
  return id ? <ViewedTask key={id} id={id} /> : <TaskEditor id={undefined} />;
}
