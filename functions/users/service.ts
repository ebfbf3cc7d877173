/** The signed-in user as `/users/me` and `/init` answer it. */
import type { EntityData } from '../db/entities';
import type { StaffCaller } from '../lib/auth';
import { policies, clientView } from '../lib/policies';

/**
 * The caller's record with the roles of the token (what access decisions use). A caller without
 * a record (e.g. an administrator created only in Cognito) gets one built from the token.
 */
export function me(caller: StaffCaller): EntityData {
  if (caller.user) return { ...clientView(policies.users, caller.user), roles: caller.roles };
  return { id: caller.identity.sub, username: caller.identity.username, name: caller.identity.username, roles: caller.roles, branches: [], user: {} };
}
