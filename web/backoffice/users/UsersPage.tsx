/** /backend/users: the staff accounts with their roles, branches and whether they can sign in (administrators). */
import type { User } from '#shared/schemas/user.ts';
import { t } from '../i18n';
import { DataList } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { usersApi } from './api';
import { branchNames, roleNames } from './labels';
import './users.css';

export default function UsersPage() {
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  return (
    <DataList<User>
      api={usersApi}
      title={t('usersAdmin.area')}
      searchLabel={t('usersAdmin.list.search')}
      rowTitle={(user) => user.name}
      rowPath={(user) => `/users/${user.id}`}
      columns={[
        { label: t('usersAdmin.column.username'), render: (user) => user.username },
        { label: t('usersAdmin.column.roles'), render: (user) => roleNames(user.roles) },
        { label: t('usersAdmin.column.branches'), render: (user) => branchNames(user, branches.data), secondary: true },
        {
          label: t('usersAdmin.column.status'),
          render: (user) =>
            user.isEnabled === false ? (
              <span className="users-status users-status--disabled">{t('usersAdmin.status.disabled')}</span>
            ) : (
              <span className="users-status">{t('usersAdmin.status.enabled')}</span>
            ),
        },
        // The e-mail last: on a tablet the status stays in view, on a phone the e-mail is hidden.
        { label: t('usersAdmin.column.email'), render: (user) => user.email ?? '', secondary: true },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'users').create() ? '/users/new' : undefined}
      newLabel={t('usersAdmin.new')}
      emptyText={t('usersAdmin.list.empty')}
    />
  );
}
