/** The signed-in staff member, GET /api/users/me. */
import { useQuery } from '@tanstack/react-query';
import { t } from '../common/i18n';
import { queryKeys } from '../common/query';
import { api } from './client';

export interface CurrentUser {
  id: string;
  username?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  roles: string[];
}

export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => api.get<CurrentUser>('/api/users/me', { signal, fallback: t('web.error.currentUser') }),
  });
}

/** The name to greet: full name, else the user name, else the e-mail address. */
export function displayName(user: CurrentUser): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name || fullName || user.username || user.email || user.id;
}
