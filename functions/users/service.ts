/** The signed-in user as `/users/me` and `/init` answer it. */
import type { EntityData } from '../db/entities';
import type { StaffCaller } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { policies, clientView } from '../lib/policies';

/**
 * The caller's record with the roles that count for access (those in both the token and the
 * record, functions/lib/auth.ts). Every token-verified caller has a record: a token without one
 * is refused before a handler runs.
 */
export function me(caller: StaffCaller): EntityData {
  if (!caller.user) throw ApiError.of(401, 'api.auth.invalidToken');
  return { ...clientView(policies.users, caller.user), roles: caller.roles };
}
