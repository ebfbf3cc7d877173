/** /backend/image-templates: the image templates (Bildvorlagen), searchable, with their size and number of layers. */
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { updatedColumn } from '../../website/columns';
import { imageTemplatesApi } from './api';

export default function ImageTemplatesPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={imageTemplatesApi}
      title={t('imageTemplatesAdmin.area')}
      searchLabel={t('imageTemplatesAdmin.list.search')}
      rowTitle={(template) => template.name}
      rowPath={(template) => `/image-templates/${template.id}`}
      columns={[
        { label: t('imageTemplatesAdmin.field.identifier'), render: (template) => template.identifier, secondary: true },
        {
          label: t('imageTemplatesAdmin.list.size'),
          render: (template) => t('imageTemplatesAdmin.list.sizeValue', { width: template.width, height: template.height }),
        },
        { label: t('imageTemplatesAdmin.list.layers'), render: (template) => template.layers.length, numeric: true },
        updatedColumn(),
      ]}
      sorts={[
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'image-templates').create() ? '/image-templates/new' : undefined}
      newLabel={t('imageTemplatesAdmin.list.new')}
      emptyText={t('imageTemplatesAdmin.list.empty')}
    />
  );
}
