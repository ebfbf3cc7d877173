/**
 * /api/users: staff accounts (administrators). The list and the record are the generic ones; create,
 * change and delete keep the User record and the Cognito account in step (./accounts.ts), and
 * disable, enable and reset-password act on the account; time-tracking-link makes and revokes the
 * personal clock link (./time-tracking-link.ts). `/users/me` is the signed-in user.
 */
import { ULID_PATTERN, updateBody } from '#shared/schemas/common.ts';
import { userInputSchema, type UserInput } from '#shared/schemas/user.ts';
import type { StoredEntity } from '../db/repository';
import { crudHandlers, idParams } from '../lib/crud-routes';
import { ApiError, notFound } from '../lib/errors';
import { clientView, policies } from '../lib/policies';
import { created, createGroupHandler, route } from '../lib/router';
import { createUser, deleteUser, recordFields, resetPassword, setEnabled, updateUser, userRecord } from './accounts';
import { me } from './service';
import { makeTimeTrackingLink, revokeTimeTrackingLink } from './time-tracking-link';

const show = (record: StoredEntity) => clientView(policies.users, record);

async function existing(id: string): Promise<StoredEntity> {
  const record = ULID_PATTERN.test(id) ? await userRecord(id) : undefined;
  if (!record) throw notFound('users');
  return record;
}

const generic = crudHandlers({
  policy: policies.users,
  input: userInputSchema,
  prepare: (input: UserInput, _context, previous) => recordFields(input, previous),
});

export const handler = createGroupHandler('users', {
  'GET /api/users/me': route({
    handle: async ({ caller }) => {
      if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
      return me(caller);
    },
  }),
  'GET /api/users': generic['GET /api/users']!,
  'GET /api/users/{id}': generic['GET /api/users/{id}']!,
  'POST /api/users': route({
    body: userInputSchema,
    handle: async ({ body, log }) => created(show(await createUser(body, log))),
  }),
  'PUT /api/users/{id}': route({
    params: idParams,
    body: updateBody(userInputSchema),
    handle: async ({ params, body, log }) => {
      const { id: bodyId, version, ...input } = body as UserInput & { id?: string; version: number };
      if (bodyId !== undefined && bodyId !== params.id) throw ApiError.of(400, 'api.request.idMismatch', undefined, 'id');
      return show(await updateUser(await existing(params.id), input, version, log));
    },
  }),
  'DELETE /api/users/{id}': route({
    params: idParams,
    handle: async ({ params, log }) => {
      await deleteUser(await existing(params.id), log);
      return { id: params.id };
    },
  }),
  'POST /api/users/{id}/disable': route({
    params: idParams,
    handle: async ({ params, log }) => show(await setEnabled(await existing(params.id), false, log)),
  }),
  'POST /api/users/{id}/enable': route({
    params: idParams,
    handle: async ({ params, log }) => show(await setEnabled(await existing(params.id), true, log)),
  }),
  'POST /api/users/{id}/reset-password': route({
    params: idParams,
    handle: async ({ params, log }) => show(await resetPassword(await existing(params.id), log)),
  }),
  'POST /api/users/{id}/time-tracking-link': route({
    params: idParams,
    handle: async ({ params }) => created(await makeTimeTrackingLink(await existing(params.id))),
  }),
  'DELETE /api/users/{id}/time-tracking-link': route({
    params: idParams,
    handle: async ({ params }) => show(await revokeTimeTrackingLink(await existing(params.id))),
  }),
});
