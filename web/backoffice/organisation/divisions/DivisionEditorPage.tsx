/**
 * /backend/divisions/new and /backend/divisions/:id: every field of a division (Organisation):
 * its identifier, its name (the branch editor's select shows it), the title and description the
 * storefront's home page shows above the branch list, and its image.
 */
import { useNavigate, useParams } from 'react-router';
import type { Division } from '#shared/schemas/organisation.ts';
import { t } from '../../i18n';
import { TextAreaField, TextField } from '../../data/fields';
import { ImagePicker } from '../../data/ImagePicker';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { divisionsApi } from '../api';
import '../organisation.css';

type DivisionDraft = Pick<Division, 'identifier' | 'name' | 'title' | 'description' | 'image'>;

export default function DivisionEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'divisions') : undefined;
  const form = useRecordForm<Division, DivisionDraft>({
    api: divisionsApi,
    id,
    initial: () => ({ identifier: '', name: '', title: '', description: '' }),
    onCreated: (division) => navigate(`/divisions/${division.id}`, { replace: true }),
    onDeleted: () => navigate('/divisions'),
  });
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const title = form.isNew ? t('organisationAdmin.divisions.new') : t('organisationAdmin.division.heading', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/divisions"
      backLabel={t('organisationAdmin.division.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
    >
      <div className="org-fields">
        <TextField
          label={t('organisationAdmin.field.identifier')}
          help={t('organisationAdmin.division.identifierHelp')}
          required
          maxLength={64}
          value={form.draft.identifier}
          onChange={(identifier) => form.setField('identifier', identifier)}
          error={form.errors.identifier}
        />
        <TextField
          label={t('organisationAdmin.field.name')}
          help={t('organisationAdmin.division.nameHelp')}
          required
          maxLength={200}
          value={form.draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <TextField
          label={t('organisationAdmin.division.title')}
          help={t('organisationAdmin.division.titleHelp')}
          maxLength={200}
          value={form.draft.title}
          onChange={(divisionTitle) => form.setField('title', divisionTitle)}
          error={form.errors.title}
        />
        <TextAreaField
          label={t('organisationAdmin.field.description')}
          help={t('organisationAdmin.division.descriptionHelp')}
          maxLength={5000}
          value={form.draft.description}
          onChange={(description) => form.setField('description', description)}
          error={form.errors.description}
        />
        <ImagePicker
          legend={t('organisationAdmin.division.image')}
          help={t('organisationAdmin.division.imageHelp')}
          max={1}
          readOnly={!canEdit}
          value={form.draft.image ? [form.draft.image] : []}
          onChange={(images) => form.setField('image', images[0])}
          error={form.errors.image ?? form.errors['image.id']}
        />
      </div>
    </RecordEditor>
  );
}
