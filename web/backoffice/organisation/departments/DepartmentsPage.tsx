/**
 * /backend/departments: the departments (Abteilungen, backoffice.md §2) with their branch and a
 * branch filter (the server's `branch`, §7 "Lists that accept a filter").
 *
 * Employees read the departments of their branches and the shop-wide ones (the server lists no
 * others), read-only; their filter offers only their own branches. Administrators see every branch.
 */
import { useMemo } from 'react';
import type { Department } from '#shared/schemas/organisation.ts';
import { Loading } from '../../../common/ui';
import { t } from '../../i18n';
import { DataList, type Column, type ListFilter } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { branchesApi } from '../../branches/api';
import { workBranches } from '../../tables/tables-model';
import { departmentsApi } from '../api';

export default function DepartmentsPage() {
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);
  if (!viewer) return <Loading />;

  const choices = workBranches(viewer, branches.data ?? []);
  // An employee of one branch has nothing to choose between.
  const filters: ListFilter[] =
    choices.length > 1
      ? [
          {
            name: 'branch',
            label: t('organisationAdmin.field.branch'),
            options: choices.map((branch) => ({ value: branch.id, label: branch.name })),
            allLabel: t('organisationAdmin.departments.allBranches'),
          },
        ]
      : [];
  const columns: Column<Department>[] = [
    {
      label: t('organisationAdmin.field.branch'),
      render: (department) => (department.branch ? (branchNames.get(department.branch.id) ?? '…') : t('organisationAdmin.department.shopWide')),
    },
    { label: t('organisationAdmin.field.description'), render: (department) => department.description ?? '', secondary: true },
  ];
  const access = resourceAccess(viewer, 'departments');
  return (
    <DataList
      api={departmentsApi}
      title={t('backoffice.area.departments')}
      searchLabel={t('organisationAdmin.departments.search')}
      rowTitle={(department) => department.name}
      rowPath={(department) => `/departments/${department.id}`}
      columns={columns}
      filters={filters}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={access.create() ? '/departments/new' : undefined}
      newLabel={t('organisationAdmin.departments.new')}
      emptyText={t('organisationAdmin.departments.empty')}
      intro={viewer.isAdmin ? undefined : <p className="bo-editor__readonly">{t('organisationAdmin.departments.employee')}</p>}
    />
  );
}
