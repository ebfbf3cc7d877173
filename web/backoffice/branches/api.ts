/**
 * The branches' API module (../data/resource-api.ts): query keys, fetchers and hooks with the
 * spec's German fallbacks. Every branch read of the back office goes through `branchesApi`; its
 * whole list shares the key of /api/init's branches.
 *
 * The divisions (Organisationen) the branch editor offers in its select have their module here
 * too, until an area of their own edits them.
 */
import { branchSchema, type Branch } from '#shared/schemas/branch.ts';
import { divisionSchema, type Division } from '#shared/schemas/organisation.ts';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export const branchesApi = defineResource<Branch>({
  resource: 'branches',
  schema: branchSchema,
  messages: {
    loadFailed: t('backoffice.branchesLoadFailed'),
    createFailed: t(crudFailedKey('branch', 'create')),
    updateFailed: t(crudFailedKey('branch', 'update')),
    deleteFailed: t(crudFailedKey('branch', 'delete')),
  },
});

export const divisionsApi = defineResource<Division>({
  resource: 'divisions',
  schema: divisionSchema,
  messages: {
    loadFailed: t('branchAdmin.divisions.loadFailed'),
    createFailed: t('branchAdmin.divisions.createFailed'),
    updateFailed: t('branchAdmin.divisions.updateFailed'),
    deleteFailed: t('branchAdmin.divisions.deleteFailed'),
  },
});
