/** The German label of each lead status (shared/schemas/crm.ts LEAD_STATUSES). */
import type { AnalyticsLead } from '#shared/schemas/crm.ts';
import type { PlainMessageKey } from '../../i18n';

export const LEAD_STATUS_LABEL: Record<AnalyticsLead['status'], PlainMessageKey> = {
  new: 'organisationAdmin.leadStatus.new',
  contacted: 'organisationAdmin.leadStatus.contacted',
  won: 'organisationAdmin.leadStatus.won',
  lost: 'organisationAdmin.leadStatus.lost',
};
