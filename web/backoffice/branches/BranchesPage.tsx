/**
 * /backend/branches: the branches (Filialen) with their town, the order types they offer and
 * whether their order screens have a key. Administrators open a branch to edit it (and its
 * 'Bildschirm-Schlüssel'); employees see their own branches, read-only. The server also lists the
 * public branches every visitor sees, so the list keeps an employee's own.
 */
import type { Branch } from '#shared/schemas/branch.ts';
import { t } from '../i18n';
import { DataList } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { branchesApi } from './api';
import { ORDER_TYPE_LABEL, ORDER_TYPE_SWITCH, REQUIREMENT_ORDER_TYPES } from './branch-form';

const orderTypes = (branch: Branch): string =>
  REQUIREMENT_ORDER_TYPES.filter((orderType) => branch[ORDER_TYPE_SWITCH[orderType]])
    .map((orderType) => t(ORDER_TYPE_LABEL[orderType]))
    .join(', ') || t('branchAdmin.list.noOrderTypes');

export default function BranchesPage() {
  const viewer = useViewer();
  const isEmployee = viewer !== undefined && !viewer.isAdmin;
  return (
    <DataList
      api={branchesApi}
      title={t('backoffice.area.branches')}
      searchLabel={t('branchAdmin.list.search')}
      rowTitle={(branch) => branch.name}
      rowPath={(branch) => `/branches/${branch.id}`}
      rowFilter={isEmployee ? (branch) => viewer.branchIds.has(branch.id) : undefined}
      columns={[
        { label: t('branchAdmin.list.city'), render: (branch) => branch.city ?? '' },
        { label: t('branchAdmin.list.orderTypes'), render: orderTypes, secondary: true },
        { label: t('branchAdmin.list.hasKey'), render: (branch) => (branch.hasApiKey ? t('dataScreen.yes') : t('dataScreen.no')) },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'branches').create() ? '/branches/new' : undefined}
      newLabel={t('branchAdmin.new')}
      emptyText={isEmployee ? t('branchSettings.noBranches') : t('branchAdmin.list.empty')}
      intro={isEmployee ? <p className="bo-editor__readonly">{t('branchAdmin.list.employee')}</p> : undefined}
    />
  );
}
