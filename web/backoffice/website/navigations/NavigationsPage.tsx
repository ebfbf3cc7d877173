/** /backend/navigations: the website's menus (mainMenu, footer, socialMedia are the ones the storefront shows). */
import type { Navigation, NavigationItem } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { navigationsApi } from '../api';
import { updatedColumn } from '../columns';
import { PublicBadge } from '../PublicBadge';
import '../website.css';

const countItems = (items: readonly NavigationItem[]): number => items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);

export default function NavigationsPage() {
  const viewer = useViewer();
  return (
    <DataList<Navigation>
      api={navigationsApi}
      title={t('websiteAdmin.area.navigations')}
      searchLabel={t('websiteAdmin.navigations.search')}
      rowTitle={(navigation) => navigation.name || navigation.identifier}
      rowPath={(navigation) => `/navigations/${navigation.id}`}
      columns={[
        { label: t('websiteAdmin.navigations.column.identifier'), render: (navigation) => navigation.identifier },
        { label: t('websiteAdmin.navigations.column.items'), render: (navigation) => countItems(navigation.items), numeric: true, secondary: true },
        { label: t('websiteAdmin.sites.column.state'), render: (navigation) => <PublicBadge isPublic={navigation.isPublic} /> },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'navigations').create() ? '/navigations/new' : undefined}
      newLabel={t('websiteAdmin.navigations.new')}
      emptyText={t('websiteAdmin.navigations.empty')}
    />
  );
}
