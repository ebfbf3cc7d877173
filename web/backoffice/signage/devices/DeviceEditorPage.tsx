/**
 * /backend/signage/devices/new and /:id: a TV's name, identifier, branch, stream, rotation, screen
 * schedule (windows like a stream's entries; none = always on), description and whether it plays.
 * Beside the fields, for a saved TV: its state, what it shows now, the commands and the player
 * link (administrators; ./CommandsSection.tsx, ./PlayerLinkSection.tsx).
 *
 * Commands and heartbeats change the stored device (its command, last seen, report). While the
 * form holds no unsaved changes it follows the stored version, so a later save is not refused as
 * a conflict; with unsaved changes it keeps them and the version conflict decides.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DEVICE_ROTATIONS, type DigitalSignageDevice, type ScreenWindow } from '#shared/schemas/signage.ts';
import { isOpenCommand } from '#shared/signage/index.ts';
import { useNow } from '../../../common/time';
import { CheckboxField, Fieldset, SelectField, TextAreaField, TextField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { mayCall, resourceAccess, useViewer } from '../../data/access';
import { branchesApi } from '../../branches/api';
import { t } from '../../i18n';
import { useShopTimeZone } from '../../statistics/api';
import { devicesApi, useDeviceWhileOpen, type DeviceDraft } from '../devices-api';
import { streamsApi } from '../streams-api';
import { errorsAt, TimeWindowFields } from '../streams/TimeWindowFields';
import { CommandsSection } from './CommandsSection';
import { CommandStateLine, PresenceLine } from './DeviceState';
import { NowShowingSection } from './NowShowingSection';
import { PlayerLinkSection } from './PlayerLinkSection';
import './devices.css';

/** The schema's limit (shared/schemas/signage.ts). */
const MAX_WINDOWS = 28;

type Draft = DeviceDraft & { version?: number };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

function DeviceAside({ device, dirty, onChanged }: { device: DigitalSignageDevice; dirty: boolean; onChanged: () => void }) {
  const viewer = useViewer();
  const timeZone = useShopTimeZone();
  const now = useNow(1000);
  const open = isOpenCommand(device.command, now);
  // The detail entry is read every 2 s while a command waits for the TV.
  const live = useDeviceWhileOpen(device.id, open).data ?? device;
  const mayCommand = Boolean(viewer && mayCall(viewer, 'POST', '/api/digital-signage-devices/{id}/command'));
  const mayWriteKey = Boolean(viewer && resourceAccess(viewer, 'digital-signage-devices').update());
  return (
    <div className="sg-device-aside">
      <p className="sg-device-aside__state">
        <PresenceLine device={live} now={now} timeZone={timeZone} />
      </p>
      {!mayCommand && live.command && (
        <p>
          <CommandStateLine device={live} now={now} timeZone={timeZone} />
        </p>
      )}
      <NowShowingSection device={live} now={now} />
      {mayCommand && <CommandsSection device={live} now={now} timeZone={timeZone} />}
      {mayWriteKey && <PlayerLinkSection device={live} dirty={dirty} onChanged={onChanged} />}
    </div>
  );
}

export default function DeviceEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'digital-signage-devices') : undefined;
  const streams = streamsApi.useAll();
  const branches = branchesApi.useAll();
  const form = useRecordForm<DigitalSignageDevice, Draft>({
    api: devicesApi,
    id,
    initial: () => ({ name: '', rotation: 0, screenSchedule: [], isEnabled: true }),
    onCreated: (device) => navigate(`/signage/devices/${device.id}`, { replace: true }),
    onDeleted: () => navigate('/signage/devices'),
  });
  const record = form.record;
  const { dirty, draft, reload } = form;
  useEffect(() => {
    if (record && !dirty && draft.version !== undefined && record.version > draft.version) reload();
  }, [record, dirty, draft.version, reload]);

  const title = form.isNew ? t('signageAdmin.devices.new') : t('signageAdmin.devices.title', { name: record?.name ?? '' });
  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/signage/devices"
      backLabel={t('signageAdmin.devices.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
      aside={
        record && !form.isNew ? (
          <DeviceAside device={record} dirty={dirty} onChanged={reload} />
        ) : (
          <p className="bo-field__help">{t('signageAdmin.afterSave')}</p>
        )
      }
    >
      <TextField
        label={t('signageAdmin.field.name')}
        required
        maxLength={200}
        value={draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
      <TextField
        label={t('signageAdmin.devices.field.identifier')}
        help={t('signageAdmin.devices.field.identifierHelp')}
        maxLength={100}
        value={draft.identifier}
        onChange={(identifier) => form.setField('identifier', identifier || undefined)}
        error={form.errors.identifier}
      />
      <SelectField
        label={t('signageAdmin.devices.field.branch')}
        help={t('signageAdmin.devices.field.branchHelp')}
        value={draft.branch?.id}
        emptyLabel={t('signageAdmin.devices.field.noBranch')}
        options={[...(branches.data ?? [])].sort(byName).map((branch) => ({ value: branch.id, label: branch.name }))}
        onChange={(branchId) => form.setField('branch', branchId ? { id: branchId } : undefined)}
        error={form.errors.branch ?? form.errors['branch.id']}
      />
      <SelectField
        label={t('signageAdmin.devices.field.stream')}
        value={draft.stream?.id}
        emptyLabel={t('signageAdmin.devices.field.noStream')}
        options={[...(streams.data ?? [])].sort(byName).map((stream) => ({ value: stream.id, label: stream.name }))}
        onChange={(streamId) => form.setField('stream', streamId ? { id: streamId } : undefined)}
        error={form.errors.stream ?? form.errors['stream.id']}
      />
      <SelectField
        label={t('signageAdmin.devices.field.rotation')}
        help={t('signageAdmin.devices.field.rotationHelp')}
        required
        value={String(draft.rotation)}
        options={DEVICE_ROTATIONS.map((degrees) => ({ value: String(degrees), label: t('signageAdmin.devices.rotation', { degrees }) }))}
        onChange={(degrees) => form.setField('rotation', Number(degrees ?? 0) as Draft['rotation'])}
        error={form.errors.rotation}
      />
      <CheckboxField
        label={t('signageAdmin.field.enabled')}
        checked={draft.isEnabled}
        onChange={(isEnabled) => form.setField('isEnabled', isEnabled)}
        error={form.errors.isEnabled}
      />
      <Fieldset legend={t('signageAdmin.devices.schedule')} help={t('signageAdmin.devices.scheduleHelp')}>
        <div className="bo-fieldset__wide">
          {form.errors.screenSchedule && <p className="bo-field__error">{form.errors.screenSchedule}</p>}
          <ItemList<ScreenWindow>
            scope="screenSchedule"
            items={draft.screenSchedule}
            onChange={(screenSchedule) => form.setField('screenSchedule', screenSchedule)}
            create={() => ({ weekdays: [], from: '07:00', to: '19:00' })}
            itemLabel={(_window, index) => t('signageAdmin.devices.windowLabel', { position: index + 1 })}
            legend={(_window, index) => t('signageAdmin.devices.window', { position: index + 1 })}
            addLabel={t('signageAdmin.devices.addWindow')}
            max={MAX_WINDOWS}
            variant="card"
            empty={<p className="bo-items__empty">{t('signageAdmin.devices.alwaysOn')}</p>}
            renderItem={(window, index, update) => (
              <div className="bo-item-fields">
                <TimeWindowFields value={window} onChange={update} errors={errorsAt(form.errors, `screenSchedule.${index}`)} />
              </div>
            )}
          />
        </div>
      </Fieldset>
      <TextAreaField
        label={t('signageAdmin.devices.field.description')}
        maxLength={2000}
        value={draft.description}
        onChange={(description) => form.setField('description', description || undefined)}
        error={form.errors.description}
      />
    </RecordEditor>
  );
}
