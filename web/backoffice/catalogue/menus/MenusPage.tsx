/**
 * /backend/menus: the menus (Produktkataloge) with their branches, their start ("Gültig ab") and
 * where each stands in the storefront now (./menu-catalog.ts `menuStatus`): shown in which
 * branches, planned, replaced by a later one, or assigned to no branch. Menus and branches are
 * few; their whole lists are read for the names and the status.
 */
import { useMemo } from 'react';
import type { Menu } from '#shared/schemas/catalogue.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useNow } from '../../../common/time';
import { t } from '../../i18n';
import { DataList, type Column } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { upsertById } from '../../data/resource-api';
import { branchesApi } from '../../branches/api';
import { menusApi } from '../api';
import { formatAvailableFrom, menuStatus } from './menu-catalog';
import './menus.css';

/** The shop's zone, as in the editor. */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export default function MenusPage() {
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  const menus = menusApi.useAll();
  const now = useNow();
  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);
  const namesOf = (ids: readonly string[]) => ids.map((id) => branchNames.get(id) ?? '…').join(', ');

  const status = (menu: Menu): string => {
    if (!menus.data) return '';
    // The row may be newer than the whole list (just saved): judge it with its own fields.
    const result = menuStatus(menu, upsertById(menus.data, menu), now);
    switch (result.kind) {
      case 'active':
        return result.branchIds.length === menu.branches.length
          ? t('catalogueAdmin.menus.status.activeAll')
          : t('catalogueAdmin.menus.status.active', { branches: namesOf(result.branchIds) });
      case 'scheduled':
        return t('catalogueAdmin.menus.status.scheduled');
      case 'noBranches':
        return t('catalogueAdmin.menus.status.noBranches');
      case 'replaced':
        return t('catalogueAdmin.menus.status.replaced');
    }
  };

  const columns: Column<Menu>[] = [
    {
      label: t('catalogueAdmin.menus.column.branches'),
      render: (menu) => (menu.branches.length ? namesOf(menu.branches.map((branch) => branch.id)) : t('catalogueAdmin.menus.noBranches')),
    },
    {
      label: t('catalogueAdmin.menus.column.availableFrom'),
      render: (menu) => (menu.availableFrom ? formatAvailableFrom(menu.availableFrom, SHOP_TIME_ZONE) : t('catalogueAdmin.menus.availableFromNone')),
      secondary: true,
    },
    { label: t('catalogueAdmin.menus.column.status'), render: status },
  ];

  return (
    <DataList
      api={menusApi}
      title={t('backoffice.area.menus')}
      searchLabel={t('catalogueAdmin.menus.search')}
      rowTitle={(menu) => menu.name}
      rowPath={(menu) => `/menus/${menu.id}`}
      columns={columns}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'menus').create() ? '/menus/new' : undefined}
      newLabel={t('catalogueAdmin.menus.new')}
      emptyText={t('catalogueAdmin.menus.empty')}
      intro={<p className="bo-field__help menus-intro">{t('catalogueAdmin.menus.intro')}</p>}
    />
  );
}
