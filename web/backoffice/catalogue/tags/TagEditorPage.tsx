/** /backend/tags/new and /backend/tags/:id: a tag's name (what the storefront's filter shows). */
import { useNavigate, useParams } from 'react-router';
import type { Tag } from '#shared/schemas/catalogue.ts';
import { t } from '../../i18n';
import { TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { tagsApi } from '../api';

type TagDraft = Pick<Tag, 'name' | 'image'>;

export default function TagEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'tags') : undefined;
  const form = useRecordForm<Tag, TagDraft>({
    api: tagsApi,
    id,
    initial: () => ({ name: '' }),
    onCreated: (tag) => navigate(`/tags/${tag.id}`, { replace: true }),
    onDeleted: () => navigate('/tags'),
  });
  const title = form.isNew ? t('catalogueAdmin.tags.new') : t('catalogueAdmin.tags.title', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/tags"
      backLabel={t('catalogueAdmin.tags.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <TextField
        label={t('catalogueAdmin.field.name')}
        required
        maxLength={100}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
    </RecordEditor>
  );
}
