/**
 * What the devices page shows about a device, as pure functions (unit-tested): whether a printer
 * is online, the CloudPRNT address it is configured with, and the device record to send back.
 */
import type { Device, DeviceInput } from '#shared/schemas/device.ts';

/**
 * Decision: a CloudPRNT printer polls every few seconds (5 s by default); one not heard from for
 * two minutes is offline (switched off, no network, or a wrong address or key).
 */
export const ONLINE_WITHIN_MS = 2 * 60_000;

export type Presence = { kind: 'never' } | { kind: 'online'; at: Date } | { kind: 'offline'; at: Date };

export function presenceOf(device: Pick<Device, 'lastSeenAt'>, now: Date): Presence {
  if (!device.lastSeenAt) return { kind: 'never' };
  const at = new Date(device.lastSeenAt);
  if (Number.isNaN(at.getTime())) return { kind: 'never' };
  return now.getTime() - at.getTime() <= ONLINE_WITHIN_MS ? { kind: 'online', at } : { kind: 'offline', at };
}

/** The URL the printer is configured with ("Server URL" in the printer's CloudPRNT settings). */
export function cloudPrntUrl(origin: string, deviceId: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/api/cloudprnt/${encodeURIComponent(deviceId)}/${encodeURIComponent(key)}`;
}

/** The editable fields of a stored device, for PUT (with its version) or as the form's start. */
export function deviceInputOf(device: Device): DeviceInput & { version: number } {
  return {
    ...(device.identifier ? { identifier: device.identifier } : {}),
    name: device.name,
    kind: device.kind,
    ...(device.branch ? { branch: { id: device.branch.id } } : {}),
    ...(device.description ? { description: device.description } : {}),
    isEnabled: device.isEnabled,
    version: device.version,
  };
}

/** Devices of one branch (or all), printers first, then by name. */
export function devicesOf(devices: readonly Device[], branchId: string | undefined): Device[] {
  return devices
    .filter((device) => !branchId || device.branch?.id === branchId)
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'printer' ? -1 : 1));
}
