/**
 * /backend/divisions: the shop's divisions (Organisationen, backoffice.md §2) with their
 * identifier and the title the storefront's home page shows above the branch list.
 * Administrators only (the area appears with the divisions' write route).
 */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { updatedColumn } from '../../website/columns';
import { divisionsApi } from '../api';

export default function DivisionsPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={divisionsApi}
      title={t('backoffice.area.divisions')}
      searchLabel={t('organisationAdmin.divisions.search')}
      rowTitle={(division) => division.name}
      rowPath={(division) => `/divisions/${division.id}`}
      columns={[
        { label: t('organisationAdmin.field.identifier'), render: (division) => division.identifier },
        { label: t('organisationAdmin.division.title'), render: (division) => division.title ?? '', secondary: true },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'divisions').create() ? '/divisions/new' : undefined}
      newLabel={t('organisationAdmin.divisions.new')}
      emptyText={t('organisationAdmin.divisions.empty')}
    />
  );
}
