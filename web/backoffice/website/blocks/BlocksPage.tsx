/** /backend/blocks: the reusable texts of the website (a delivery note, a notice shown on several pages). */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { blocksApi } from '../api';
import { updatedColumn } from '../columns';

export default function BlocksPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={blocksApi}
      title={t('websiteAdmin.area.blocks')}
      searchLabel={t('websiteAdmin.blocks.search')}
      rowTitle={(block) => block.name}
      rowPath={(block) => `/blocks/${block.id}`}
      columns={[{ label: t('websiteAdmin.field.identifier'), render: (block) => block.identifier }, updatedColumn()]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'blocks').create() ? '/blocks/new' : undefined}
      newLabel={t('websiteAdmin.blocks.new')}
      emptyText={t('websiteAdmin.blocks.empty')}
    />
  );
}
