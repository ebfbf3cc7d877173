/** /backend/redirects/new and /backend/redirects/:id: an old path, its target, permanent or temporary, on or off. */
import { useNavigate, useParams } from 'react-router';
import type { Redirect } from '#shared/schemas/content.ts';
import { t } from '../../i18n';
import { CheckboxField, SelectField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { redirectsApi } from '../api';
import { pathError } from '../paths';
import '../website.css';

type RedirectDraft = Pick<Redirect, 'path' | 'target' | 'statusCode' | 'isEnabled'>;

export default function RedirectEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'redirects') : undefined;
  const form = useRecordForm<Redirect, RedirectDraft>({
    api: redirectsApi,
    id,
    initial: () => ({ path: '/', target: '', statusCode: 301, isEnabled: true }),
    onCreated: (redirect) => navigate(`/redirects/${redirect.id}`, { replace: true }),
    onDeleted: () => navigate('/redirects'),
  });
  const title = form.isNew ? t('websiteAdmin.redirects.new') : t('websiteAdmin.redirect.title', { path: form.record?.path ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/redirects"
      backLabel={t('websiteAdmin.redirect.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="ws-grid">
        <TextField
          label={t('websiteAdmin.field.path')}
          help={t('websiteAdmin.redirect.pathHelp')}
          required
          maxLength={500}
          value={form.draft.path}
          onChange={(path) => form.setField('path', path)}
          error={form.errors.path ?? pathError(form.draft.path)}
        />
        <TextField
          label={t('websiteAdmin.redirect.target')}
          help={t('websiteAdmin.redirect.targetHelp')}
          required
          maxLength={2000}
          value={form.draft.target}
          onChange={(target) => form.setField('target', target)}
          error={form.errors.target}
        />
        <SelectField
          label={t('websiteAdmin.redirect.statusCode')}
          help={t('websiteAdmin.redirect.statusCodeHelp')}
          value={String(form.draft.statusCode)}
          options={[
            { value: '301', label: t('websiteAdmin.redirect.permanent') },
            { value: '302', label: t('websiteAdmin.redirect.temporary') },
          ]}
          onChange={(value) => form.setField('statusCode', value === '302' ? 302 : 301)}
          error={form.errors.statusCode}
        />
      </div>
      <CheckboxField
        label={t('websiteAdmin.redirect.isEnabled')}
        checked={form.draft.isEnabled}
        onChange={(isEnabled) => form.setField('isEnabled', isEnabled)}
      />
    </RecordEditor>
  );
}
