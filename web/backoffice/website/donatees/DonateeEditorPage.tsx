/**
 * /backend/donatees/new and /backend/donatees/:id: a donation recipient's name and description,
 * and whether checkout offers it. Its identifier, image and files (fields the checkout does not
 * show) are kept as they are.
 */
import { useNavigate, useParams } from 'react-router';
import type { Donatee } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { CheckboxField, TextAreaField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { donateesApi } from '../api';
import '../website.css';

type DonateeDraft = Pick<Donatee, 'name' | 'description' | 'isEnabled'>;

export default function DonateeEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'donatees') : undefined;
  const form = useRecordForm<Donatee, DonateeDraft>({
    api: donateesApi,
    id,
    initial: () => ({ name: '', description: '', isEnabled: true }),
    onCreated: (donatee) => navigate(`/donatees/${donatee.id}`, { replace: true }),
    onDeleted: () => navigate('/donatees'),
  });
  const title = form.isNew ? t('websiteAdmin.donatees.new') : t('websiteAdmin.donatee.title', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/donatees"
      backLabel={t('websiteAdmin.donatee.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="ws-fields">
        <TextField
          label={t('websiteAdmin.field.name')}
          required
          maxLength={200}
          value={form.draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <TextAreaField
          label={t('websiteAdmin.donatee.description')}
          help={t('websiteAdmin.donatee.descriptionHelp')}
          maxLength={5000}
          value={form.draft.description}
          onChange={(description) => form.setField('description', description)}
          error={form.errors.description}
        />
        <CheckboxField
          label={t('websiteAdmin.donatee.isEnabled')}
          checked={form.draft.isEnabled}
          onChange={(isEnabled) => form.setField('isEnabled', isEnabled)}
        />
      </div>
    </RecordEditor>
  );
}
