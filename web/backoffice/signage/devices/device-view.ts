/**
 * What the TV screens say about a device, as pure functions (unit-tested): online or not and
 * since when, the last command and its state in words, the device object a command is sent with,
 * the player link, and the scene the device plays at an instant (computed from its program with
 * the player's own rules in shared/signage, so the back office and the TV agree).
 */
import { commandStateAt, isOnline } from '#shared/signage/index.ts';
import type { DigitalSignageDevice, DigitalSignageDeviceInput, PlayableScene, SignageCommand, SignageProgram } from '#shared/schemas/signage.ts';
import { formatDate, formatTime } from '#shared/time/format.ts';
import { pictureAt, type Overrides } from '../../../signage/showing';
import { t } from '../../i18n';

export type Presence = 'online' | 'offline' | 'never';

export function presenceOf(device: Pick<DigitalSignageDevice, 'lastSeenAt'>, now: Date): Presence {
  if (!device.lastSeenAt || Number.isNaN(Date.parse(device.lastSeenAt))) return 'never';
  return isOnline(device.lastSeenAt, now) ? 'online' : 'offline';
}

/** 'zuletzt vor 3 Min.' (within the hour), 'zuletzt vor 5 Std.' (within the day), else the date. */
export function lastSeenText(lastSeenAt: string, now: Date, timeZone: string): string {
  const seen = new Date(lastSeenAt);
  const minutes = Math.floor((now.getTime() - seen.getTime()) / 60_000);
  if (minutes < 1) return t('signageAdmin.devices.seenJustNow');
  if (minutes < 60) return t('signageAdmin.devices.seenMinutesAgo', { minutes });
  if (minutes < 24 * 60) return t('signageAdmin.devices.seenHoursAgo', { hours: Math.floor(minutes / 60) });
  return t('signageAdmin.devices.seenOn', { date: formatDate(seen, timeZone) });
}

/** What the command asks for: 'Szene „Mittagsmenü“ für 10 Min. zeigen'. */
export function commandText(command: SignageCommand, sceneName: (id: string) => string | undefined): string {
  switch (command.kind) {
    case 'reload':
      return t('signageAdmin.command.reload');
    case 'showScene':
      return t('signageAdmin.command.showScene', { scene: sceneName(command.scene.id) ?? t('signageAdmin.sceneMissing'), minutes: command.durationMinutes });
    case 'screen':
      return command.mode === 'on'
        ? t('signageAdmin.command.screenOn')
        : command.mode === 'off'
          ? t('signageAdmin.command.screenOff')
          : t('signageAdmin.command.screenSchedule');
    case 'identify':
      return t('signageAdmin.command.identify', { seconds: command.durationSeconds });
  }
}

/** The command's state in words at `now` ('Wartet auf den TV', 'Ausgeführt um 12:03' …). */
export function commandStateText(command: SignageCommand, now: Date, timeZone: string): string {
  const state = commandStateAt(command, now);
  switch (state) {
    case 'pending':
      return t('signageAdmin.commandState.pending');
    case 'delivered':
      return t('signageAdmin.commandState.delivered');
    case 'confirmed':
      return t('signageAdmin.commandState.confirmed', { time: formatTime(new Date(command.confirmedAt ?? command.deliveredAt ?? command.issuedAt), timeZone) });
    case 'failed':
      return command.message ? t('signageAdmin.commandState.failed', { message: command.message }) : t('signageAdmin.commandState.failedPlain');
    case 'aborted':
      return t('signageAdmin.commandState.aborted');
    case 'expired':
      return t('signageAdmin.commandState.expired');
  }
}

/**
 * The device object the command routes take (backoffice.md §7: the body is the device): its
 * editable fields and version, never the server's fields or a key.
 */
export function deviceBodyOf(device: DigitalSignageDevice): Omit<DigitalSignageDeviceInput, 'key'> & { id: string; version: number } {
  return {
    id: device.id,
    version: device.version,
    ...(device.identifier ? { identifier: device.identifier } : {}),
    name: device.name,
    ...(device.stream ? { stream: { id: device.stream.id } } : {}),
    ...(device.branch ? { branch: { id: device.branch.id } } : {}),
    ...(device.description ? { description: device.description } : {}),
    rotation: device.rotation,
    screenSchedule: device.screenSchedule,
    isEnabled: device.isEnabled,
  };
}

/** The address the TV opens: `{origin}/signage/{id}/{key}`. */
export function playerLink(origin: string, deviceId: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}/signage/${encodeURIComponent(deviceId)}/${encodeURIComponent(key)}`;
}

export interface NowShowing {
  scene: PlayableScene;
  /** When this scene gives way (epoch ms). */
  endsAt: number;
  /** The scene after it, by the schedule at that instant; none when the loop is empty then. */
  next?: PlayableScene;
}

/**
 * The scene the device plays at `now`, by the player's own rules (web/signage/showing.ts
 * `pictureAt`): the server's screen mode, a confirmed 'Szene jetzt zeigen' while it holds the
 * screen, the screen schedule, then the slot of the stream's loop. Null while the screen is dark
 * or nothing is planned.
 */
export function nowShowing(
  program: Pick<SignageProgram, 'device' | 'timeZone' | 'entries' | 'segments' | 'scenes'>,
  command: SignageCommand | undefined,
  now: Date,
): NowShowing | null {
  const held =
    command?.kind === 'showScene' && command.state === 'confirmed' && command.until ? { id: command.scene.id, until: Date.parse(command.until) } : undefined;
  const overrides: Overrides = { screenMode: program.device.screenMode ?? 'schedule', ...(held ? { scene: held } : {}) };
  const current = pictureAt(program, overrides, now.getTime());
  if (current.kind !== 'scene') return null;
  const next = pictureAt(program, overrides, current.endsAt);
  return { scene: current.scene, endsAt: current.endsAt, ...(next.kind === 'scene' ? { next: next.scene } : {}) };
}
