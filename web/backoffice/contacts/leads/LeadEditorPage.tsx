/**
 * /backend/analytics-leads/new and /backend/analytics-leads/:id: a lead's name, where it came
 * from (free text: 'Kontaktformular', 'Messe', 'Telefon' …), its status and contact data.
 */
import { useNavigate, useParams } from 'react-router';
import { LEAD_STATUSES, type AnalyticsLead } from '#shared/schemas/crm.ts';
import { t } from '../../i18n';
import { SelectField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { leadsApi } from '../api';
import { ContactFields, type ContactDraft } from '../ContactFields';
import { LEAD_STATUS_LABEL } from './lead-status';
import '../../organisation/organisation.css';

type LeadDraft = ContactDraft & Pick<AnalyticsLead, 'name' | 'source' | 'status'>;

const isStatus = (value: string | undefined): value is AnalyticsLead['status'] => LEAD_STATUSES.some((status) => status === value);

export default function LeadEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'analytics-leads') : undefined;
  const form = useRecordForm<AnalyticsLead, LeadDraft>({
    api: leadsApi,
    id,
    initial: () => ({ name: '', source: '', status: 'new' }),
    onCreated: (lead) => navigate(`/analytics-leads/${lead.id}`, { replace: true }),
    onDeleted: () => navigate('/analytics-leads'),
  });
  const title = form.isNew ? t('organisationAdmin.leads.new') : t('organisationAdmin.lead.heading', { name: form.record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/analytics-leads"
      backLabel={t('organisationAdmin.lead.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <div className="org-fields">
        <TextField
          label={t('organisationAdmin.field.name')}
          help={t('organisationAdmin.lead.nameHelp')}
          required
          maxLength={200}
          value={form.draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <div className="org-grid">
          <SelectField
            label={t('organisationAdmin.lead.status')}
            required
            options={LEAD_STATUSES.map((status) => ({ value: status, label: t(LEAD_STATUS_LABEL[status]) }))}
            value={form.draft.status}
            onChange={(status) => isStatus(status) && form.setField('status', status)}
            error={form.errors.status}
          />
          <TextField
            label={t('organisationAdmin.lead.source')}
            help={t('organisationAdmin.lead.sourceHelp')}
            maxLength={200}
            value={form.draft.source}
            onChange={(source) => form.setField('source', source)}
            error={form.errors.source}
          />
        </div>
        <ContactFields draft={form.draft} errors={form.errors} setField={(field, value) => form.setField(field, value)} />
      </div>
    </RecordEditor>
  );
}
