/** /backend/signage/streams: the streams (name, number of entries, enabled; search, filter by Filmsequenz). */
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { t } from '../../i18n';
import { segmentsApi } from '../segments-api';
import { streamsApi } from '../streams-api';

export default function StreamsPage() {
  const viewer = useViewer();
  const segments = segmentsApi.useAll();
  return (
    <DataList
      api={streamsApi}
      title={t('signageAdmin.area.streams')}
      searchLabel={t('signageAdmin.streams.search')}
      rowTitle={(stream) => stream.name}
      rowPath={(stream) => `/signage/streams/${stream.id}`}
      columns={[
        { label: t('signageAdmin.streams.column.entries'), numeric: true, render: (stream) => stream.entries.length },
        { label: t('signageAdmin.column.enabled'), render: (stream) => (stream.isEnabled ? t('signageAdmin.yes') : t('signageAdmin.no')) },
      ]}
      filters={[
        {
          name: 'segment',
          label: t('signageAdmin.streams.filter.segment'),
          allLabel: t('signageAdmin.streams.filter.allSegments'),
          options: [...(segments.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de')).map((segment) => ({ value: segment.id, label: segment.name })),
        },
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'digital-signage-streams').create() ? '/signage/streams/new' : undefined}
      newLabel={t('signageAdmin.streams.new')}
      emptyText={t('signageAdmin.streams.empty')}
    />
  );
}
