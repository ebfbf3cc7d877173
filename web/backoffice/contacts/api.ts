/**
 * The contacts of people outside the staff: external users (suppliers, advisers) and analytics
 * leads (enquiries), one API module each (../data/resource-api.ts) with the spec's German fallbacks.
 */
import { analyticsLeadSchema, externalUserSchema, type AnalyticsLead, type ExternalUser } from '#shared/schemas/crm.ts';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

// The spec names no texts for external users; they follow its pattern ('… konnte nicht … werden.').
export const externalUsersApi = defineResource<ExternalUser>({
  resource: 'external-users',
  schema: externalUserSchema,
  messages: {
    loadFailed: t('organisationAdmin.externalUsers.loadFailed'),
    createFailed: t('organisationAdmin.externalUser.createFailed'),
    updateFailed: t('organisationAdmin.externalUser.updateFailed'),
    deleteFailed: t('organisationAdmin.externalUser.deleteFailed'),
  },
});
export const leadsApi = defineResource<AnalyticsLead>({
  resource: 'analytics-leads',
  schema: analyticsLeadSchema,
  messages: {
    loadFailed: t(crudFailedKey('lead', 'load')),
    createFailed: t(crudFailedKey('lead', 'create')),
    updateFailed: t(crudFailedKey('lead', 'update')),
    deleteFailed: t(crudFailedKey('lead', 'delete')),
  },
});
