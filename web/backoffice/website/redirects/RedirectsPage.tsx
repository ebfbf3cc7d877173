/** /backend/redirects: old addresses of the website and where they send visitors (answered with 301/302 by the server). */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { redirectsApi } from '../api';
import { updatedColumn } from '../columns';

export default function RedirectsPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={redirectsApi}
      title={t('websiteAdmin.area.redirects')}
      searchLabel={t('websiteAdmin.redirects.search')}
      rowTitle={(redirect) => redirect.path}
      rowPath={(redirect) => `/redirects/${redirect.id}`}
      columns={[
        { label: t('websiteAdmin.redirects.column.target'), render: (redirect) => redirect.target },
        {
          label: t('websiteAdmin.redirects.column.status'),
          render: (redirect) => (redirect.statusCode === 301 ? t('websiteAdmin.redirect.permanent') : t('websiteAdmin.redirect.temporary')),
          secondary: true,
        },
        { label: t('websiteAdmin.redirects.column.enabled'), render: (redirect) => (redirect.isEnabled ? t('dataScreen.yes') : t('dataScreen.no')) },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'path', label: t('websiteAdmin.sort.pathAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'redirects').create() ? '/redirects/new' : undefined}
      newLabel={t('websiteAdmin.redirects.new')}
      emptyText={t('websiteAdmin.redirects.empty')}
    />
  );
}
