/** /backend/navigations/new and /backend/navigations/:id: a navigation's identifier, name, published flag and its tree of items. */
import { useNavigate, useParams } from 'react-router';
import type { Navigation } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { CheckboxField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { navigationsApi } from '../api';
import { NavigationTree } from './NavigationTree';
import '../website.css';

type NavigationDraft = Pick<Navigation, 'identifier' | 'name' | 'isPublic' | 'items'>;

export default function NavigationEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'navigations') : undefined;
  const form = useRecordForm<Navigation, NavigationDraft>({
    api: navigationsApi,
    id,
    initial: () => ({ identifier: '', name: '', isPublic: false, items: [] }),
    onCreated: (navigation) => navigate(`/navigations/${navigation.id}`, { replace: true }),
    onDeleted: () => navigate('/navigations'),
  });
  const title = form.isNew
    ? t('websiteAdmin.navigations.new')
    : t('websiteAdmin.navigation.title', { name: form.record?.name || form.record?.identifier || '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/navigations"
      backLabel={t('websiteAdmin.navigation.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="ws-fields">
        <div className="ws-grid">
          <TextField
            label={t('websiteAdmin.field.name')}
            maxLength={200}
            value={form.draft.name}
            onChange={(name) => form.setField('name', name)}
            error={form.errors.name}
          />
          <TextField
            label={t('websiteAdmin.field.identifier')}
            help={t('websiteAdmin.navigation.identifierHelp')}
            required
            maxLength={64}
            value={form.draft.identifier}
            onChange={(identifier) => form.setField('identifier', identifier)}
            error={form.errors.identifier}
            className="ws-grid__wide"
          />
        </div>
        <CheckboxField
          label={t('websiteAdmin.field.isPublic')}
          help={t('websiteAdmin.navigation.isPublicHelp')}
          checked={form.draft.isPublic}
          onChange={(isPublic) => form.setField('isPublic', isPublic)}
        />
        <NavigationTree items={form.draft.items} onChange={(items) => form.setField('items', items)} errors={form.errors} />
      </div>
    </RecordEditor>
  );
}
