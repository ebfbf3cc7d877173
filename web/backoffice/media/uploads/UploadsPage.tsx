/**
 * /backend/uploads: the files customers uploaded for a product's image or file part (storefront.md
 * §3 "Upload"), administrators only: preview, name, type, size, date and the order that uses it.
 */
import { Link } from 'react-router';
import { DataList } from '../../data/DataList';
import { t } from '../../i18n';
import { fileSizeText } from '../images/image-facts';
import { uploadsApi } from './api';
import { UploadThumbnail, uploadDate, uploadName, usedByText } from './upload-facts';
import '../media.css';

export default function UploadsPage() {
  return (
    <DataList
      api={uploadsApi}
      title={t('mediaAdmin.area.uploads')}
      searchLabel={t('mediaAdmin.uploads.search')}
      rowTitle={uploadName}
      rowPath={(upload) => `/uploads/${upload.id}`}
      columns={[
        {
          label: t('mediaAdmin.field.preview'),
          render: (upload) => (
            <span className="bo-media-thumb">
              <UploadThumbnail upload={upload} />
            </span>
          ),
        },
        { label: t('mediaAdmin.field.type'), render: (upload) => upload.mimeType, secondary: true },
        { label: t('mediaAdmin.field.size'), render: (upload) => fileSizeText(upload.size), numeric: true },
        { label: t('mediaAdmin.uploads.created'), render: uploadDate, secondary: true },
        {
          label: t('mediaAdmin.uploads.usedBy'),
          render: (upload) => (upload.usedBy ? <Link to={`/orders/${upload.usedBy}`}>{usedByText(upload)}</Link> : usedByText(upload)),
        },
      ]}
      sorts={[
        { value: '-createdAt', label: t('mediaAdmin.sort.newest') },
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
      ]}
      emptyText={t('mediaAdmin.uploads.empty')}
    />
  );
}
