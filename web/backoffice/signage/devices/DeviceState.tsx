/** A TV's presence ('Online' / 'Offline' with 'zuletzt vor 3 Min.') and its last command in words: shared by the list and the editor. */
import type { DigitalSignageDevice } from '#shared/schemas/signage.ts';
import { t } from '../../i18n';
import { commandStateText, lastSeenText, presenceOf } from './device-view';

export function PresenceLine({ device, now, timeZone }: { device: Pick<DigitalSignageDevice, 'lastSeenAt'>; now: Date; timeZone: string }) {
  const presence = presenceOf(device, now);
  if (presence === 'never') return <span className="state-dot state-dot--none">{t('signageAdmin.devices.neverSeen')}</span>;
  return (
    <span className={presence === 'online' ? 'state-dot state-dot--ok' : 'state-dot'} data-testid="tv-presence">
      <strong>{presence === 'online' ? t('signageAdmin.devices.online') : t('signageAdmin.devices.offline')}</strong>
      {` · ${lastSeenText(device.lastSeenAt!, now, timeZone)}`}
    </span>
  );
}

/** What the TV reported it shows: the scene's name, or 'Bildschirm aus'. */
export function reportedShowing(device: Pick<DigitalSignageDevice, 'report'>): string {
  if (!device.report) return '';
  if (device.report.screen === 'off') return t('signageAdmin.devices.screenOff');
  return device.report.scene?.name ?? '';
}

export function CommandStateLine({ device, now, timeZone }: { device: Pick<DigitalSignageDevice, 'command'>; now: Date; timeZone: string }) {
  return device.command ? <span data-testid="tv-command-state">{commandStateText(device.command, now, timeZone)}</span> : null;
}
