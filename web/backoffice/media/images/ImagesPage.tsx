/**
 * /backend/images: the image library as a grid of thumbnails (search by name or alt text, sort),
 * with the drop zone above it for administrators (uploads go straight to S3, ../../data/image-upload.ts).
 */
import { DataList } from '../../data/DataList';
import { ImageUploader } from '../../data/ImageUploader';
import { mayCall, useViewer } from '../../data/access';
import { useImageUploads } from '../../data/image-upload';
import { imagesApi } from '../../data/images-api';
import { t } from '../../i18n';
import { ImageThumbnail, imageStatusText } from './image-facts';
import '../media.css';

export default function ImagesPage() {
  const viewer = useViewer();
  const uploads = useImageUploads();
  const mayUpload = Boolean(viewer && mayCall(viewer, 'POST', '/api/images/uploads'));
  return (
    <DataList
      api={imagesApi}
      title={t('mediaAdmin.area.images')}
      searchLabel={t('mediaAdmin.images.search')}
      rowTitle={(image) => image.name}
      rowPath={(image) => `/images/${image.id}`}
      grid={{ media: (image) => <ImageThumbnail image={image} /> }}
      columns={[
        {
          label: t('mediaAdmin.field.status'),
          render: (image) => <span className={image.status === 'failed' ? 'bo-media-failed' : undefined}>{imageStatusText(image)}</span>,
        },
      ]}
      sorts={[
        { value: '-createdAt', label: t('mediaAdmin.sort.newest') },
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      emptyText={t('mediaAdmin.images.empty')}
      intro={mayUpload ? <ImageUploader uploads={uploads} /> : undefined}
    />
  );
}
