/** /backend/sites: the content pages of the website (storefront.md §2 "Content pages"). */
import type { Site } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { sitesApi } from '../api';
import { updatedColumn } from '../columns';
import { PublicBadge } from '../PublicBadge';
import '../website.css';

export default function SitesPage() {
  const viewer = useViewer();
  return (
    <DataList<Site>
      api={sitesApi}
      title={t('websiteAdmin.area.sites')}
      searchLabel={t('websiteAdmin.sites.search')}
      rowTitle={(site) => site.name}
      rowPath={(site) => `/sites/${site.id}`}
      columns={[
        { label: t('websiteAdmin.sites.column.path'), render: (site) => site.path },
        { label: t('websiteAdmin.sites.column.type'), render: (site) => t(`websiteAdmin.siteType.${site.type}`), secondary: true },
        { label: t('websiteAdmin.sites.column.state'), render: (site) => <PublicBadge isPublic={site.isPublic} /> },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: 'path', label: t('websiteAdmin.sort.pathAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'sites').create() ? '/sites/new' : undefined}
      newLabel={t('websiteAdmin.sites.new')}
      emptyText={t('websiteAdmin.sites.empty')}
    />
  );
}
