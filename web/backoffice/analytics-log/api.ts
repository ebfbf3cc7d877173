/**
 * The analytics log (GET /api/analytics-log, /api/analytics-log/{id}; administrators): read-only
 * in the back office (backoffice.md §7: list and get only); the storefront writes it.
 */
import { analyticsLogEntrySchema, type AnalyticsLogEntry } from '#shared/schemas/analytics.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export const analyticsLogApi = defineResource<AnalyticsLogEntry, never>({
  resource: 'analytics-log',
  schema: analyticsLogEntrySchema,
  messages: {
    loadFailed: t('analyticsAdmin.listLoadFailed'),
    // Entries are never written from the back office: the texts complete the module's shape.
    createFailed: t('analyticsAdmin.loadFailed'),
    updateFailed: t('analyticsAdmin.loadFailed'),
    deleteFailed: t('analyticsAdmin.loadFailed'),
  },
});
