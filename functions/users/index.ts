/** /api/users: the generic resource shape (administrators) and the signed-in user (`/users/me`). */
import { userInputSchema, type UserInput } from '#shared/schemas/user.ts';
import type { EntityData } from '../db/entities';
import type { StoredEntity } from '../db/repository';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { ApiError } from '../lib/errors';
import { createGroupHandler, route } from '../lib/router';
import { hashSecret } from '../lib/secrets';
import { me } from './service';

/** The time-tracking access token is stored as a hash; without a new token the old one stays. */
function prepareUser({ accessToken, ...fields }: UserInput, _context: unknown, previous?: StoredEntity): EntityData {
  const accessTokenHash = accessToken ? hashSecret(accessToken) : previous?.accessTokenHash;
  return accessTokenHash ? { ...fields, accessTokenHash } : fields;
}

export const handler = createGroupHandler('users', {
  'GET /api/users/me': route({
    handle: async ({ caller }) => {
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      return me(caller);
    },
  }),
  ...crudHandlers({
    policy: policies.users,
    input: userInputSchema,
    prepare: prepareUser,
  }),
});
