/**
 * The player's heartbeat (every 10 s, shared/signage HEARTBEAT_INTERVAL_MS): it reports what is
 * on screen and the outcome of the command it was handed, and gets the open command back.
 *
 * - An outcome for the device's current command, while that is still open: confirmed (with
 *   `confirmedAt`; a showScene or identify holds the screen `until` its minutes or seconds from
 *   now; a screen command sets the TV's `screenMode`) or failed (with the player's message).
 * - An open command (pending or delivered, not expired) is handed out; a pending one becomes
 *   delivered. A delivered one that is not confirmed is handed out again until it expires, so a
 *   lost answer does not lose the command (the player carries out a command id once).
 * - `lastSeenAt` and `report` are written only when the last write is older than
 *   LAST_SEEN_WRITE_INTERVAL_MS, the report changed apart from the scene on screen, or the command
 *   changed: a quiet heartbeat is one read (the access check's) and no write. Decision: a scene
 *   change alone waits for the next minute's write, else a loop of 10-s scenes would write at
 *   every heartbeat (docs/signage.md, cost); the back office's "Der TV meldet" may lag a minute.
 *
 * Decision: the writes are UpdateItems on the TV's item that leave `version` and `updatedAt` as
 * they are (like a printer's poll, functions/printing/devices.ts), so a TV that is online does
 * not make the back office's form of it stale. A command change is written only while the stored
 * command is still the one read (`command.id`), so a command issued meanwhile is never
 * overwritten; then the TV is read again and the heartbeat handled once more. Heartbeats are not
 * audited (no staff actor).
 */
import { isDeepStrictEqual } from 'node:util';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LAST_SEEN_WRITE_INTERVAL_MS, isOpenCommand } from '#shared/signage/commands.ts';
import type { SignageCommand, SignageHeartbeat, SignageHeartbeatAnswer, SignageScreenMode } from '#shared/schemas/signage.ts';
import { documentClient, tableName } from '../db/client';
import { entityKey } from '../db/keys';
import { getEntity, type StoredEntity } from '../db/repository';

/** The command after the player's outcome; undefined when the outcome is not for the open command. */
function withOutcome(command: SignageCommand | undefined, outcome: SignageHeartbeat['outcome'], now: Date): SignageCommand | undefined {
  if (!command || !outcome || outcome.commandId !== command.id || !isOpenCommand(command, now)) return undefined;
  if (outcome.result === 'failed') return { ...command, state: 'failed', ...(outcome.message ? { message: outcome.message } : {}) };
  const holdMs = command.kind === 'showScene' ? command.durationMinutes * 60_000 : command.kind === 'identify' ? command.durationSeconds * 1000 : undefined;
  return {
    ...command,
    state: 'confirmed',
    confirmedAt: now.toISOString(),
    ...(holdMs !== undefined ? { until: new Date(now.getTime() + holdMs).toISOString() } : {}),
  };
}

interface Plan {
  command: SignageCommand | undefined;
  commandChanged: boolean;
  screenMode: SignageScreenMode | undefined;
  handOut: SignageCommand | null;
}

function plan(device: StoredEntity, body: SignageHeartbeat, now: Date): Plan {
  const stored = device.command as SignageCommand | undefined;
  let command = withOutcome(stored, body.outcome, now) ?? stored;
  let commandChanged = command !== stored;
  const screenMode = commandChanged && command?.kind === 'screen' && command.state === 'confirmed' ? command.mode : undefined;
  let handOut: SignageCommand | null = null;
  if (command && isOpenCommand(command, now)) {
    if (command.state === 'pending') {
      command = { ...command, state: 'delivered', deliveredAt: now.toISOString() };
      commandChanged = true;
    }
    handOut = command;
  }
  return { command, commandChanged, screenMode, handOut };
}

/** Writes what changed; false when the stored command is no longer the one read. */
async function record(device: StoredEntity, body: SignageHeartbeat, decided: Plan, now: Date): Promise<boolean> {
  const sets = ['lastSeenAt = :now', '#report = :report'];
  const values: Record<string, unknown> = { ':now': now.toISOString(), ':report': body.report };
  const names: Record<string, string> = { '#report': 'report' };
  let condition = 'attribute_exists(pk)';
  if (decided.commandChanged && decided.command) {
    sets.push('#command = :command');
    names['#command'] = 'command';
    names['#commandId'] = 'id';
    values[':command'] = decided.command;
    values[':commandId'] = decided.command.id;
    condition += ' AND #command.#commandId = :commandId';
  }
  if (decided.screenMode) {
    sets.push('screenMode = :screenMode');
    values[':screenMode'] = decided.screenMode;
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('DigitalSignageDevice', device.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

const isDue = (device: StoredEntity, body: SignageHeartbeat, decided: Plan, now: Date): boolean => {
  const last = typeof device.lastSeenAt === 'string' ? Date.parse(device.lastSeenAt) : Number.NaN;
  const stale = Number.isNaN(last) || now.getTime() - last >= LAST_SEEN_WRITE_INTERVAL_MS;
  const { scene: _storedScene, ...stored } = (device.report ?? {}) as SignageHeartbeat['report'];
  const { scene: _reportedScene, ...reported } = body.report;
  return stale || decided.commandChanged || !isDeepStrictEqual(stored, reported);
};

/** Handles one heartbeat of the TV the access check read. */
export async function heartbeat(device: StoredEntity, body: SignageHeartbeat, now: Date): Promise<SignageHeartbeatAnswer> {
  let current: StoredEntity | undefined = device;
  for (let attempt = 0; current && attempt < 2; attempt++) {
    const decided = plan(current, body, now);
    if (!isDue(current, body, decided, now) || (await record(current, body, decided, now))) {
      return { serverTime: now.toISOString(), command: decided.handOut };
    }
    // A command was issued or aborted meanwhile (or the TV deleted): read it again.
    current = await getEntity('DigitalSignageDevice', device.id, { consistent: true });
  }
  return { serverTime: now.toISOString(), command: null };
}
