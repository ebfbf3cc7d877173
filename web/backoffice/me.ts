/** The signed-in staff member, GET /api/users/me, parsed with the API's own schema. */
import { useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '#shared/schemas/user.ts';
import { t } from './i18n';
import { queryKeys, urlForKey } from '../common/query';
import { api } from './client';

export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => api.get(urlForKey(queryKeys.me()), { signal, schema: meSchema, fallback: t('backoffice.currentUserLoadFailed') }),
  });
}

/** The name to greet: the display name, else first and last name, else the user name. */
export function displayName(user: Me): string {
  const fullName = [user.user.firstName, user.user.lastName].filter(Boolean).join(' ');
  return user.name || fullName || user.username;
}
