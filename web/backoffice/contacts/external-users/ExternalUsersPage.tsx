/**
 * /backend/external-users: people outside the staff the shop keeps in touch with (suppliers,
 * advisers; Externe Benutzer, backoffice.md §2) with their company, e-mail and whether they are
 * active, filtered by that (the server's `active`). Personal data: administrators only (the
 * manifest's access), so the area appears with the list route.
 */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { externalUsersApi } from '../api';

export default function ExternalUsersPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={externalUsersApi}
      title={t('organisationAdmin.area.externalUsers')}
      searchLabel={t('organisationAdmin.externalUsers.search')}
      rowTitle={(user) => user.name}
      rowPath={(user) => `/external-users/${user.id}`}
      columns={[
        { label: t('organisationAdmin.field.companyName'), render: (user) => user.companyName ?? '' },
        { label: t('organisationAdmin.field.email'), render: (user) => user.email ?? '', secondary: true },
        { label: t('organisationAdmin.externalUser.isActive'), render: (user) => (user.isActive ? t('dataScreen.yes') : t('dataScreen.no')) },
      ]}
      filters={[
        {
          name: 'active',
          label: t('organisationAdmin.externalUsers.state'),
          allLabel: t('organisationAdmin.externalUsers.allStates'),
          options: [
            { value: 'true', label: t('organisationAdmin.externalUsers.active') },
            { value: 'false', label: t('organisationAdmin.externalUsers.inactive') },
          ],
        },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: 'companyName', label: t('organisationAdmin.sort.company') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'external-users').create() ? '/external-users/new' : undefined}
      newLabel={t('organisationAdmin.externalUsers.new')}
      emptyText={t('organisationAdmin.externalUsers.empty')}
    />
  );
}
