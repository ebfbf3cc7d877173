/**
 * /backend/analytics-leads: enquiries of possible customers (Leads, backoffice.md §2, §4) with
 * their status, source and when they came in, filtered by status (the server's `status`; it also
 * takes `from`/`to`, which the screen does not offer yet), newest first. Personal data: administrators only (the manifest's access).
 */
import { LEAD_STATUSES } from '#shared/schemas/crm.ts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import { t } from '../../i18n';
import { DataList } from '../../data/DataList';
import { resourceAccess, useViewer } from '../../data/access';
import { leadsApi } from '../api';
import { LEAD_STATUS_LABEL } from './lead-status';

export default function LeadsPage() {
  const viewer = useViewer();
  return (
    <DataList
      api={leadsApi}
      title={t('organisationAdmin.area.leads')}
      searchLabel={t('organisationAdmin.leads.search')}
      rowTitle={(lead) => lead.name}
      rowPath={(lead) => `/analytics-leads/${lead.id}`}
      columns={[
        { label: t('organisationAdmin.lead.status'), render: (lead) => t(LEAD_STATUS_LABEL[lead.status]) },
        { label: t('organisationAdmin.lead.source'), render: (lead) => lead.source ?? '', secondary: true },
        { label: t('organisationAdmin.field.companyName'), render: (lead) => lead.companyName ?? '', secondary: true },
        {
          label: t('organisationAdmin.lead.received'),
          render: (lead) => (lead.createdAt ? formatDateTime(new Date(lead.createdAt), DEFAULT_TIME_ZONE) : ''),
          secondary: true,
        },
      ]}
      filters={[
        {
          name: 'status',
          label: t('organisationAdmin.lead.status'),
          allLabel: t('organisationAdmin.leads.allStatuses'),
          options: LEAD_STATUSES.map((status) => ({ value: status, label: t(LEAD_STATUS_LABEL[status]) })),
        },
      ]}
      sorts={[
        { value: '-createdAt', label: t('organisationAdmin.sort.newest') },
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: 'status', label: t('organisationAdmin.lead.status') },
        { value: 'source', label: t('organisationAdmin.lead.source') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'analytics-leads').create() ? '/analytics-leads/new' : undefined}
      newLabel={t('organisationAdmin.leads.new')}
      emptyText={t('organisationAdmin.leads.empty')}
    />
  );
}
