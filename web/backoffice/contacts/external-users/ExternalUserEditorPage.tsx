/** /backend/external-users/new and /backend/external-users/:id: an external user's name, contact data and whether they are active. */
import { useNavigate, useParams } from 'react-router';
import type { ExternalUser } from '#shared/schemas/crm.ts';
import { t } from '../../i18n';
import { CheckboxField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { externalUsersApi } from '../api';
import { ContactFields, type ContactDraft } from '../ContactFields';
import '../../organisation/organisation.css';

type ExternalUserDraft = ContactDraft & Pick<ExternalUser, 'name' | 'isActive'>;

export default function ExternalUserEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'external-users') : undefined;
  const form = useRecordForm<ExternalUser, ExternalUserDraft>({
    api: externalUsersApi,
    id,
    initial: () => ({ name: '', isActive: true }),
    onCreated: (user) => navigate(`/external-users/${user.id}`, { replace: true }),
    onDeleted: () => navigate('/external-users'),
  });
  const title = form.isNew ? t('organisationAdmin.externalUsers.new') : t('organisationAdmin.externalUser.heading', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/external-users"
      backLabel={t('organisationAdmin.externalUser.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="org-fields">
        <TextField
          label={t('organisationAdmin.field.name')}
          help={t('organisationAdmin.externalUser.nameHelp')}
          required
          maxLength={200}
          value={form.draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <ContactFields draft={form.draft} errors={form.errors} setField={(field, value) => form.setField(field, value)} />
        <CheckboxField
          label={t('organisationAdmin.externalUser.isActive')}
          help={t('organisationAdmin.externalUser.isActiveHelp')}
          checked={form.draft.isActive}
          onChange={(isActive) => form.setField('isActive', isActive)}
          error={form.errors.isActive}
        />
      </div>
    </RecordEditor>
  );
}
