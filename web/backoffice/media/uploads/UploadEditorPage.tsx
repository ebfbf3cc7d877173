/**
 * /backend/uploads/:id: one customer upload. The name is the administrator's to change (PUT; the
 * server copies the file to the new version's address); the file's facts are read-only, with its
 * preview and a link to open it. Delete asks first and removes the record (orders keep the file).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { RecordEditor } from '../../data/RecordEditor';
import { TextField } from '../../data/fields';
import { resourceAccess, useViewer } from '../../data/access';
import { useRecordForm } from '../../data/record-form';
import { ErrorState } from '../../../common/ui';
import { t } from '../../i18n';
import { fileSizeText } from '../images/image-facts';
import { uploadsApi, useUploadLinks, type UploadRecord } from './api';
import { UploadThumbnail, uploadDate, uploadName, usedByText } from './upload-facts';
import '../media.css';

export default function UploadEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'uploads') : undefined;
  const form = useRecordForm<UploadRecord, UploadRecord>({
    api: uploadsApi,
    id,
    // Uploads are created by the storefront only.
    initial: () => ({ name: '' }) as UploadRecord,
    onDeleted: () => navigate('/uploads'),
  });
  return (
    <RecordEditor
      form={form}
      title={t('mediaAdmin.uploads.title', { name: form.record ? uploadName(form.record) : '' })}
      backTo="/uploads"
      backLabel={t('mediaAdmin.uploads.back')}
      canEdit={Boolean(access?.update())}
      canDelete={Boolean(access?.remove())}
      hasRequiredFields={false}
      deleteNote={t('mediaAdmin.uploads.deleteNote')}
      aside={form.record ? <UploadFacts upload={form.record} /> : undefined}
    >
      <TextField
        label={t('mediaAdmin.field.name')}
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name || undefined)}
        error={form.errors.name}
      />
    </RecordEditor>
  );
}

function UploadFacts({ upload }: { upload: UploadRecord }) {
  const links = useUploadLinks(upload);
  return (
    <div>
      <UploadThumbnail upload={upload} large />
      <dl className="bo-media-facts">
        <dt>{t('mediaAdmin.field.type')}</dt>
        <dd>{upload.mimeType}</dd>
        <dt>{t('mediaAdmin.field.size')}</dt>
        <dd>{fileSizeText(upload.size)}</dd>
        <dt>{t('mediaAdmin.uploads.created')}</dt>
        <dd>{uploadDate(upload)}</dd>
        <dt>{t('mediaAdmin.uploads.usedBy')}</dt>
        <dd>{upload.usedBy ? <Link to={`/orders/${upload.usedBy}`}>{usedByText(upload)}</Link> : usedByText(upload)}</dd>
      </dl>
      {links.isError ? (
        <ErrorState message={links.error.message} onRetry={() => void links.refetch()} />
      ) : (
        links.data && (
          <a href={links.data.file} target="_blank" rel="noreferrer">
            {t('mediaAdmin.uploads.download')}
          </a>
        )
      )}
    </div>
  );
}
