/**
 * A TV as the back office sees and changes it, and the commands sent to it (backoffice.md §4, §7):
 *
 * - The key is write-only: stored as `keyHash`, answered as `hasKey` (the policy's `secrets`).
 *   The player's fields (`lastSeenAt`, `report`, `command`, `screenMode`) are the server's: a
 *   client's values are ignored, a PUT keeps the stored ones.
 * - Every answer shows the command's state as of now (`commandStateAt`): a command nobody picked
 *   up or carried out in time shows as expired, without a write.
 * - `POST …/{id}/command` stores a new command (pending, with who issued it and when); it replaces
 *   an open one, which the player then never gets. `…/command/abort` ends an open command.
 *   Both are versioned writes through the repository (audited like every admin write, action
 *   `command` / `command/abort`), retried once on a version conflict. The heartbeat's writes do
 *   not raise the version (functions/signage-player/heartbeat.ts), so a TV that is online does not
 *   make the back office's form stale; the retry is for a concurrent edit of the TV.
 */
import { ulid } from 'ulid';
import { SIGNAGE_DEVICE_SERVER_FIELDS, signageCommandBodySchema, type DigitalSignageDeviceInput, type SignageCommand } from '#shared/schemas/signage.ts';
import { commandStateAt, isOpenCommand } from '#shared/signage/commands.ts';
import type { EntityData } from '../db/entities';
import { VersionConflictError } from '../db/errors';
import { getEntity, updateEntity, type StoredEntity } from '../db/repository';
import { serverNow } from '../lib/clock';
import { keepServerFields, idParams, readableRecord } from '../lib/crud-routes';
import { ApiError, notFound } from '../lib/errors';
import { clientView, policies } from '../lib/policies';
import { Reply, route, type RouteDefinition } from '../lib/router';
import { withSecretHash } from '../lib/secrets';
import { buildProgram } from '../signage-player/program';

const policy = policies['digital-signage-devices'];

/** The write-only key becomes `keyHash`; without a new key the stored one stays; server fields stay as stored. */
export function prepareSignageDevice({ key, ...fields }: DigitalSignageDeviceInput, _context: unknown, previous?: StoredEntity): EntityData {
  return withSecretHash(keepServerFields(fields, previous, SIGNAGE_DEVICE_SERVER_FIELDS), key, 'keyHash', previous);
}

/** The command's state as of `now` in a TV's answer. */
function withCommandState(view: EntityData, now: Date): EntityData {
  const command = view.command as SignageCommand | undefined;
  return command ? { ...view, command: { ...command, state: commandStateAt(command, now) } } : view;
}

/** The TV as callers see it: `hasKey` for the key, the command with its state as of `now`. */
export const presentDevice = (record: EntityData, now: Date): EntityData => withCommandState(clientView(policy, record), now);

/** A generic route's answer (a TV, a list or a Reply of them, already without the key's hash) with each command's state as of now. */
export function presentingDevices(definition: RouteDefinition): RouteDefinition {
  const present = (data: unknown, now: Date): unknown =>
    Array.isArray(data)
      ? data.map((row) => withCommandState(row as EntityData, now))
      : data && typeof data === 'object'
        ? withCommandState(data as EntityData, now)
        : data;
  return {
    ...definition,
    handle: async (context) => {
      const result = await definition.handle(context);
      const now = serverNow();
      return result instanceof Reply ? new Reply(result.status, present(result.data, now), result.headers) : present(result, now);
    },
  };
}

/** Reads the TV and writes `change(device)` under its version; once more on a version conflict. */
async function writeCommand(id: string, change: (device: StoredEntity, now: Date) => EntityData): Promise<EntityData> {
  for (let attempt = 0; ; attempt++) {
    const device = await getEntity('DigitalSignageDevice', id, { consistent: true });
    if (!device) throw notFound(policy.resource);
    const now = serverNow();
    const data = change(device, now);
    try {
      return presentDevice(await updateEntity('DigitalSignageDevice', id, data, device.version, { previous: device, now }), now);
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt > 0) throw error;
    }
  }
}

const withoutMeta = ({ id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, entityType: _type, ...data }: StoredEntity): EntityData =>
  data;

export const commandRoutes: Record<string, RouteDefinition> = {
  'POST /api/digital-signage-devices/{id}/command': route({
    params: idParams,
    body: signageCommandBodySchema,
    handle: async ({ params, body, caller }) => {
      const input = body.command;
      // The scene must exist: the player could not show an unknown one.
      if (input.kind === 'showScene' && !(await getEntity('Scene', input.scene.id)))
        throw ApiError.of(400, 'api.signage.unknownScene', undefined, 'command.scene');
      const issuedBy = caller.kind === 'staff' && caller.user ? { id: caller.user.id, name: caller.user.name?.trim() || caller.user.username } : undefined;
      return writeCommand(params.id, (device, now) => {
        if (device.isEnabled === false) throw ApiError.of(422, 'api.signage.deviceDisabled');
        const command = { ...input, id: ulid(now.getTime()), state: 'pending', issuedAt: now.toISOString(), ...(issuedBy ? { issuedBy } : {}) };
        return { ...withoutMeta(device), command };
      });
    },
  }),
  'POST /api/digital-signage-devices/{id}/command/abort': route({
    params: idParams,
    handle: async ({ params }) =>
      writeCommand(params.id, (device, now) => {
        const command = device.command as SignageCommand | undefined;
        if (!command || !isOpenCommand(command, now)) throw ApiError.of(409, 'api.signage.noOpenCommand');
        return { ...withoutMeta(device), command: { ...command, state: 'aborted', abortedAt: now.toISOString() } };
      }),
  }),
  'GET /api/digital-signage-devices/{id}/program': route({
    params: idParams,
    handle: async (context) => buildProgram(await readableRecord(policy, context.params.id, context), serverNow()),
  }),
};
