/**
 * Devices as the printing code needs them: the write path of the device resource (the printer key
 * is stored as a hash, server fields are kept), the enabled printers of a branch, and what a
 * printer reports on each poll.
 *
 * Decision: the poll's writes (lastSeenAt, printerStatus, the log) are UpdateItems on the device
 * item that do not increase its `version` (ACCESS_PATTERNS.md #24): a printer polls every few
 * seconds, and a versioned write would make every edit of the device in the back office stale.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEVICE_SERVER_FIELDS, type DeviceInput, type DeviceLog } from '#shared/schemas/device.ts';
import { documentClient, tableName } from '../db/client';
import type { EntityData } from '../db/entities';
import { entityKey } from '../db/keys';
import { listEntities, type StoredEntity } from '../db/repository';
import { keepServerFields } from '../lib/crud-routes';
import { branchIdOf } from '../lib/policies';
import { withSecretHash } from '../lib/secrets';

/** The write-only key becomes `keyHash`; without a new key the stored one stays. */
export function prepareDevice({ key, ...fields }: DeviceInput, _context: unknown, previous?: StoredEntity): EntityData {
  return withSecretHash(keepServerFields(fields, previous, DEVICE_SERVER_FIELDS), key, 'keyHash', previous);
}

export const isPrinter = (device: EntityData): boolean => device.kind === 'printer';

/** The printers of a branch that take receipts (kind printer, enabled), oldest first. */
export async function enabledPrinters(branchId: string): Promise<StoredEntity[]> {
  const devices = await listEntities('Device');
  return devices.filter((device) => isPrinter(device) && device.isEnabled !== false && branchIdOf(device) === branchId);
}

async function updateDevice(deviceId: string, expression: string, values: Record<string, unknown>, names?: Record<string, string>): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('Device', deviceId),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
        ...(names ? { ExpressionAttributeNames: names } : {}),
      }),
    );
  } catch (error) {
    // The device was deleted meanwhile: nothing to record.
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return;
    throw error;
  }
}

/** A poll: when the printer was last seen and the status it reported. */
export function recordPoll(deviceId: string, now: Date, printerStatus: string | undefined): Promise<void> {
  return printerStatus === undefined
    ? updateDevice(deviceId, 'SET lastSeenAt = :now', { ':now': now.toISOString() })
    : updateDevice(deviceId, 'SET lastSeenAt = :now, printerStatus = :status', { ':now': now.toISOString(), ':status': printerStatus });
}

/** Staff asked for the printer's log: its next poll is answered with the CloudPRNT client actions. */
export function requestDeviceLog(deviceId: string, now: Date): Promise<void> {
  return updateDevice(deviceId, 'SET logRequestedAt = :now', { ':now': now.toISOString() });
}

/** The printer answered the client actions: the log is stored and the request is done. */
export function storeDeviceLog(deviceId: string, log: DeviceLog): Promise<void> {
  return updateDevice(deviceId, 'SET deviceLog = :log REMOVE logRequestedAt', { ':log': log });
}
