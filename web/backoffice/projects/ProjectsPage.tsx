/** /backend/projects: the shop's projects (search, status filter, due date). */
import { WORK_STATUSES } from '#shared/schemas/projects.ts';
import { DataList } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { t } from '../i18n';
import { projectsApi } from './api';
import { statusLabel } from './task-columns';
import { formatDay } from './task-view';

export default function ProjectsPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={projectsApi}
      title={t('projectsAdmin.projects.area')}
      searchLabel={t('projectsAdmin.projects.search')}
      rowTitle={(project) => project.name}
      rowPath={(project) => `/projects/${project.id}`}
      columns={[
        { label: t('projectsAdmin.column.status'), render: (project) => statusLabel(project.status) },
        { label: t('projectsAdmin.column.due'), render: (project) => (project.dueDate ? formatDay(project.dueDate) : '') },
      ]}
      filters={[
        {
          name: 'status',
          label: t('projectsAdmin.filter.status'),
          allLabel: t('projectsAdmin.filter.allStatuses'),
          options: WORK_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        },
      ]}
      sorts={[
        { value: 'name', label: t('projectsAdmin.sort.nameAsc') },
        { value: 'dueDate', label: t('projectsAdmin.sort.dueAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'projects').create() ? '/projects/new' : undefined}
      newLabel={t('projectsAdmin.projects.new')}
      emptyText={t('projectsAdmin.projects.empty')}
    />
  );
}
