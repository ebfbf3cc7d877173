/** /backend/signage/segments: the Filmsequenzen (name, number of scenes, total duration, enabled; search, filter by scene). */
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { t } from '../../i18n';
import { scenesApi } from '../scenes-api';
import { segmentsApi } from '../segments-api';
import { formatDuration, totalSeconds } from './segment-view';

export default function SegmentsPage() {
  const viewer = useViewer();
  const scenes = scenesApi.useAll();
  return (
    <DataList
      api={segmentsApi}
      title={t('signageAdmin.area.segments')}
      searchLabel={t('signageAdmin.segments.search')}
      rowTitle={(segment) => segment.name}
      rowPath={(segment) => `/signage/segments/${segment.id}`}
      columns={[
        { label: t('signageAdmin.segments.column.scenes'), numeric: true, render: (segment) => segment.items.length },
        { label: t('signageAdmin.segments.column.duration'), numeric: true, render: (segment) => formatDuration(totalSeconds(segment.items)) },
        { label: t('signageAdmin.column.enabled'), render: (segment) => (segment.isEnabled ? t('signageAdmin.yes') : t('signageAdmin.no')) },
      ]}
      filters={[
        {
          name: 'scene',
          label: t('signageAdmin.segments.filter.scene'),
          allLabel: t('signageAdmin.segments.filter.allScenes'),
          options: [...(scenes.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de')).map((scene) => ({ value: scene.id, label: scene.name })),
        },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'digital-signage-segments').create() ? '/signage/segments/new' : undefined}
      newLabel={t('signageAdmin.segments.new')}
      emptyText={t('signageAdmin.segments.empty')}
    />
  );
}
