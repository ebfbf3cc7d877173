/** The audit log (GET /api/logs, /api/logs/{id}): read-only, listed newest first by the server. */
import { auditEntrySchema, type AuditEntry } from '#shared/audit/entry.ts';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export const logsApi = defineResource<AuditEntry, never>({
  resource: 'logs',
  schema: auditEntrySchema,
  messages: {
    loadFailed: t('backoffice.logsLoadFailed'),
    // Entries are never written through the API; these texts complete the shape only.
    createFailed: t(crudFailedKey('log', 'create')),
    updateFailed: t(crudFailedKey('log', 'update')),
    deleteFailed: t(crudFailedKey('log', 'delete')),
  },
});
