/**
 * 'Befehle' in the TV editor (administrators): reload, show a scene now (scene and minutes),
 * screen off / on / by schedule, identify. Each is `POST …/command` with the device object; the
 * answer replaces the device everywhere (backoffice.md §4). The last command shows its state in
 * words and, while it is open, 'Abbrechen' (`POST …/command/abort`); meanwhile the editor reads
 * the device every 2 s so the state follows the TV. A refusal shows here: the server's first
 * message, or 'Befehl konnte nicht ausgeführt / abgebrochen werden.'.
 */
import { useState } from 'react';
import type { DigitalSignageDevice, SignageCommandInput } from '#shared/schemas/signage.ts';
import { isOpenCommand } from '#shared/signage/index.ts';
import { Button } from '../../../common/ui';
import { NumberField, SelectField } from '../../data/fields';
import { t } from '../../i18n';
import { scenesApi } from '../scenes-api';
import { useDeviceCommand } from '../devices-api';
import { commandStateText, commandText } from './device-view';

const DEFAULT_MINUTES = 10;

export interface CommandsSectionProps {
  device: DigitalSignageDevice;
  now: Date;
  timeZone: string;
}

export function CommandsSection({ device, now, timeZone }: CommandsSectionProps) {
  const scenes = scenesApi.useAll();
  const mutation = useDeviceCommand();
  const [sceneId, setSceneId] = useState<string | undefined>();
  const [minutes, setMinutes] = useState<number | undefined>(DEFAULT_MINUTES);
  const sceneOptions = [...(scenes.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de')).map((scene) => ({ value: scene.id, label: scene.name }));
  const chosenScene = sceneId ?? sceneOptions[0]?.value;
  const sceneName = (id: string) => scenes.data?.find((scene) => scene.id === id)?.name;
  const open = isOpenCommand(device.command, now);
  const send = (command: SignageCommandInput | 'abort') => mutation.mutate({ device, command });
  const validMinutes = minutes !== undefined && Number.isInteger(minutes) && minutes >= 1 && minutes <= 240;

  return (
    <section className="sg-device-section" aria-labelledby="sg-commands-title">
      <h2 id="sg-commands-title" className="sg-device-section__title">
        {t('signageAdmin.commands.legend')}
      </h2>
      <p className="bo-field__help">{t('signageAdmin.commands.help')}</p>
      <div className="sg-device-section__actions">
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => send({ kind: 'reload' })}>
          {t('signageAdmin.commands.reload')}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => send({ kind: 'identify', durationSeconds: 30 })}>
          {t('signageAdmin.commands.identify')}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => send({ kind: 'screen', mode: 'off' })}>
          {t('signageAdmin.commands.screenOff')}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => send({ kind: 'screen', mode: 'on' })}>
          {t('signageAdmin.commands.screenOn')}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => send({ kind: 'screen', mode: 'schedule' })}>
          {t('signageAdmin.commands.screenSchedule')}
        </Button>
      </div>
      <div className="sg-device-section__scene">
        <SelectField label={t('signageAdmin.commands.scene')} value={chosenScene} options={sceneOptions} onChange={setSceneId} />
        <NumberField label={t('signageAdmin.commands.minutes')} integer value={minutes} onChange={setMinutes} />
        <Button
          disabled={mutation.isPending || !chosenScene || !validMinutes}
          onClick={() => chosenScene && validMinutes && send({ kind: 'showScene', scene: { id: chosenScene }, durationMinutes: minutes })}
        >
          {t('signageAdmin.commands.showScene')}
        </Button>
      </div>
      <div className="sg-device-section__last">
        <h3 className="sg-device-section__subtitle">{t('signageAdmin.commands.last')}</h3>
        {device.command ? (
          <p>
            {commandText(device.command, sceneName)}
            {': '}
            <strong role="status" data-testid="command-state">
              {commandStateText(device.command, now, timeZone)}
            </strong>
          </p>
        ) : (
          <p>{t('signageAdmin.commands.none')}</p>
        )}
        {open && (
          <Button variant="secondary" disabled={mutation.isPending} onClick={() => send('abort')}>
            {t('signageAdmin.commands.abort')}
          </Button>
        )}
      </div>
      {mutation.isError && (
        <p role="alert" className="bo-field__error">
          {mutation.error.message}
        </p>
      )}
    </section>
  );
}
