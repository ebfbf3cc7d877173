/**
 * Names of the people and branches the working-time records point at. An administrator reads the
 * staff list; an employee sees only their own records (the API's scope 'own') and never the staff
 * list, so their own name is the only one needed.
 */
import { useMemo } from 'react';
import type { SelectOption } from '../data/fields';
import { branchesApi } from '../branches/api';
import { usersApi } from '../users/api';
import { displayName, useCurrentUser } from '../me';
import type { Viewer } from '../data/access';

export interface Names {
  userName: (id: string | undefined) => string;
  branchName: (id: string | undefined) => string;
  userOptions: SelectOption[];
  branchOptions: SelectOption[];
}

export function useNames(viewer: Viewer | undefined): Names {
  const me = useCurrentUser();
  const users = usersApi.useAll({ enabled: Boolean(viewer?.isAdmin) });
  const branches = branchesApi.useAll();
  return useMemo(() => {
    const userNames = new Map<string, string>();
    for (const user of users.data ?? []) userNames.set(user.id, user.name || user.username);
    if (me.data?.id) userNames.set(me.data.id, displayName(me.data));
    const branchNames = new Map((branches.data ?? []).map((branch) => [branch.id, branch.name] as const));
    const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'de');
    return {
      userName: (id) => (id ? (userNames.get(id) ?? id) : ''),
      branchName: (id) => (id ? (branchNames.get(id) ?? id) : ''),
      userOptions: [...userNames].map(([value, label]) => ({ value, label })).sort(byName),
      branchOptions: [...branchNames].map(([value, label]) => ({ value, label })).sort(byName),
    };
  }, [users.data, branches.data, me.data]);
}
