/**
 * The staff accounts (users): the API module of ../data/resource-api.ts, and the account actions
 * (disable, enable, new temporary password) that answer the record as it is afterwards.
 */
import { userSchema, type User } from '#shared/schemas/user.ts';
import { urlForKey } from '../../common/query';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export const usersApi = defineResource<User>({
  resource: 'users',
  schema: userSchema,
  messages: {
    loadFailed: t('backoffice.usersLoadFailed'),
    createFailed: t('usersAdmin.createFailed'),
    updateFailed: t('usersAdmin.updateFailed'),
    deleteFailed: t('usersAdmin.deleteFailed'),
  },
});

export type AccountAction = 'disable' | 'enable' | 'reset-password';

/** POST /api/users/{id}/{action}; the answer is the user record. */
export const accountAction = (id: string, action: AccountAction): Promise<User> =>
  api.post(`${urlForKey(usersApi.keys.detail(id))}/${action}`, undefined, { schema: userSchema, fallback: t('usersAdmin.account.actionFailed') });
