/** /backend/signage/scenes: the scenes (Szenen), searchable, with path, format and number of regions. */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { updatedColumn } from '../../website/columns';
import { scenesApi } from '../scenes-api';

export default function ScenesPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={scenesApi}
      title={t('signageAdmin.area.scenes')}
      searchLabel={t('signageAdmin.scenes.list.search')}
      rowTitle={(scene) => scene.name}
      rowPath={(scene) => `/signage/scenes/${scene.id}`}
      columns={[
        { label: t('signageAdmin.scenes.field.path'), render: (scene) => scene.path, secondary: true },
        { label: t('signageAdmin.scenes.field.orientation'), render: (scene) => t(`signageAdmin.scenes.orientation.${scene.orientation}`) },
        { label: t('signageAdmin.scenes.list.regions'), render: (scene) => scene.regions.length, numeric: true },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'scenes').create() ? '/signage/scenes/new' : undefined}
      newLabel={t('signageAdmin.scenes.list.new')}
      emptyText={t('signageAdmin.scenes.list.empty')}
    />
  );
}
