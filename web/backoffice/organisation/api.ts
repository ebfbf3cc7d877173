/**
 * The organisation's resources: divisions (Organisationen) and departments (Abteilungen), one API
 * module each (../data/resource-api.ts). The divisions' module is the branch editor's
 * (../branches/api.ts, it offers them in a select); this area edits the same records through it.
 */
import { departmentSchema, type Department } from '#shared/schemas/organisation.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export { divisionsApi } from '../branches/api';

export const departmentsApi = defineResource<Department>({
  resource: 'departments',
  schema: departmentSchema,
  messages: {
    loadFailed: t('backoffice.departmentsLoadFailed'),
    createFailed: t('organisationAdmin.department.createFailed'),
    updateFailed: t('organisationAdmin.department.updateFailed'),
    deleteFailed: t('organisationAdmin.department.deleteFailed'),
  },
});
