/** The tables' API module (../data/resource-api.ts): query keys, fetchers and hooks with the spec's German fallbacks ('Tisch konnte nicht … werden.'). */
import { tableSchema, type Table } from '#shared/schemas/branch.ts';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export const tablesApi = defineResource<Table>({
  resource: 'tables',
  schema: tableSchema,
  messages: {
    loadFailed: t(crudFailedKey('table', 'load')),
    createFailed: t(crudFailedKey('table', 'create')),
    updateFailed: t(crudFailedKey('table', 'update')),
    deleteFailed: t(crudFailedKey('table', 'delete')),
  },
});
