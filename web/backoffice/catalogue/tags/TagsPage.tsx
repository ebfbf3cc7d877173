/** /backend/tags: the tags products and branches carry (storefront.md §3 "Tag"). */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { tagsApi } from '../api';

export default function TagsPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={tagsApi}
      title={t('backoffice.area.tags')}
      searchLabel={t('catalogueAdmin.tags.search')}
      rowTitle={(tag) => tag.name}
      rowPath={(tag) => `/tags/${tag.id}`}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'tags').create() ? '/tags/new' : undefined}
      newLabel={t('catalogueAdmin.tags.new')}
      emptyText={t('catalogueAdmin.tags.empty')}
    />
  );
}
