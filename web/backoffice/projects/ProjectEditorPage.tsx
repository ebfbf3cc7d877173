/**
 * /backend/projects/new and /backend/projects/:id: name, description, status and due date; beside
 * them the project's tasks (its filtered task list, the machinery's pages) with the progress
 * "3 von 7 erledigt" and the way to a new task of this project.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { WORK_STATUSES, type Project, type WorkStatus } from '#shared/schemas/projects.ts';
import { DEFAULT_TIME_ZONE, localDateOf } from '#shared/time/index.ts';
import { Button, buttonClass, ErrorState, Loading } from '../../common/ui';
import { useNow } from '../../common/time';
import { SelectField, TextAreaField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { t } from '../i18n';
import { projectsApi, tasksApi } from './api';
import { DueDate, statusLabel } from './task-columns';
import { progressOf } from './task-view';
import './projects.css';

type ProjectDraft = Pick<Project, 'name' | 'description' | 'status' | 'dueDate'>;

/** The tasks of a saved project: its filtered list, sorted by due date, with the progress. */
function ProjectTaskList({ project }: { project: Project }) {
  const today = localDateOf(useNow(), DEFAULT_TIME_ZONE);
  const pages = tasksApi.usePages({ sort: 'dueDate', filters: { project: project.id } });
  const tasks = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const progress = progressOf(tasks);
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (tasks.length === 0) return <p className="task-panel__hint">{t('projectsAdmin.projectTasks.none')}</p>;
  return (
    <>
      <p className="task-panel__progress" data-testid="project-progress">
        {t('projectsAdmin.projectTasks.progress', progress)}
      </p>
      <progress max={progress.total} value={progress.done} aria-label={t('projectsAdmin.projectTasks.progress', progress)} />
      <ul className="task-panel__list">
        {tasks.map((task) => (
          <li key={task.id}>
            <Link to={`/tasks/${task.id}`}>{task.name}</Link> – {statusLabel(task.status)}
            {task.assignee?.name ? `, ${task.assignee.name}` : ''}
            {task.dueDate && (
              <>
                {', '}
                <DueDate task={task} today={today} />
              </>
            )}
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t('dataScreen.list.more')}
        </Button>
      )}
    </>
  );
}

function ProjectTasks({ project, canCreate }: { project: Project | undefined; canCreate: boolean }) {
  return (
    <section className="task-panel" aria-labelledby="project-tasks-title">
      <h2 id="project-tasks-title" className="task-panel__title">
        {t('projectsAdmin.projectTasks.title')}
      </h2>
      {project ? <ProjectTaskList project={project} /> : <p className="task-panel__hint">{t('projectsAdmin.projectTasks.afterSave')}</p>}
      {project && canCreate && (
        <Link className={buttonClass('secondary')} to={`/tasks/new?project=${project.id}`}>
          {t('projectsAdmin.projectTasks.new')}
        </Link>
      )}
    </section>
  );
}

export default function ProjectEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'projects') : undefined;
  const form = useRecordForm<Project, ProjectDraft>({
    api: projectsApi,
    id,
    initial: () => ({ name: '', status: 'open' }),
    onCreated: (project) => navigate(`/projects/${project.id}`, { replace: true }),
    onDeleted: () => navigate('/projects'),
  });
  const title = form.isNew ? t('projectsAdmin.projects.new') : t('projectsAdmin.projects.title', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/projects"
      backLabel={t('projectsAdmin.projects.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
      aside={<ProjectTasks project={form.isNew ? undefined : form.record} canCreate={Boolean(viewer && resourceAccess(viewer, 'tasks').create())} />}
    >
      <TextField
        label={t('projectsAdmin.field.name')}
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
        label={t('projectsAdmin.field.status')}
        required
        value={form.draft.status}
        onChange={(status) => form.setField('status', (status as WorkStatus | undefined) ?? 'open')}
        options={WORK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        error={form.errors.status}
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
