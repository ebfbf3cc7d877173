/**
 * /backend/devices — the printers and tablets of the branches (backoffice.md §2 data area
 * "devices", §7 the device calls, §8 'Test nicht erfolgreich.', 'Log konnte nicht angefordert
 * werden.', 'Gerät konnte nicht … werden.').
 *
 * - Everyone sees the devices of their branches with the printer's state: online (polled within
 *   two minutes) or 'zuletzt gesehen', its status code and the log it sent; the list refreshes
 *   every 15 seconds. They can send a test print, a test notification and ask for the log.
 * - Administrators create, edit and delete devices and set or rotate a printer's key: the browser
 *   makes the key (the same generator as the screen keys), sends it write-only with the record and
 *   shows the printer's CloudPRNT address once (the server keeps only a hash). Device writes are
 *   for administrators (functions/manifest.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as z from 'zod';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { keyForUrl, queryKeys, urlForKey } from '../../common/query';
import { Button, Card, Dialog, ErrorState, Loading } from '../../common/ui';
import { formatDate, formatTime } from '#shared/time/format.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { Config } from '#shared/schemas/config.ts';
import { DEVICE_KINDS, deviceSchema, type Device, type DeviceInput } from '#shared/schemas/device.ts';
import { branchesApi } from '../branches/api';
import { generateApiKey } from '../branches/api-key';
import { api } from '../client';
import { t } from '../i18n';
import { useCurrentUser } from '../me';
import { cloudPrntUrl, deviceInputOf, devicesOf, presenceOf } from './device-view';
import './devices.css';

const DEVICES_KEY = keyForUrl('/api/devices');
const deviceUrl = (id: string, ...rest: string[]) => ['/api/devices', encodeURIComponent(id), ...rest].join('/');
const deviceListSchema = z.array(deviceSchema);
const REFRESH_MS = 15_000;

function useDevices() {
  const errorMessage = t('backoffice.device.loadFailed');
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: ({ signal }) => api.get(urlForKey(DEVICES_KEY), { signal, schema: deviceListSchema, fallback: errorMessage }),
    meta: { errorMessage },
    refetchInterval: REFRESH_MS,
  });
}

function useTimeZone(): string {
  const errorMessage = t('backoffice.configLoadFailed');
  const config = useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => api.get<Config & { timeZone?: string }>(urlForKey(queryKeys.config()), { signal, fallback: errorMessage }),
    meta: { errorMessage },
  });
  return config.data?.timeZone || DEFAULT_TIME_ZONE;
}

/** Re-renders every few seconds, so 'online' turns 'offline' without a reload. */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Saved = { device: Device; key?: string };
type SaveRequest = { id?: string; input: DeviceInput & { version?: number }; key?: string };

/** Create (POST) or update (PUT with the version); a key rides along write-only. */
function useSaveDevice(mode: 'create' | 'update', onSaved: (saved: Saved) => void) {
  const queryClient = useQueryClient();
  const errorMessage = mode === 'create' ? t('backoffice.device.createFailed') : t('backoffice.device.updateFailed');
  return useMutation({
    mutationFn: async ({ id, input, key }: SaveRequest): Promise<Saved> => {
      const body = key ? { ...input, key } : input;
      const device = id
        ? await api.put(deviceUrl(id), body, { schema: deviceSchema, fallback: errorMessage })
        : await api.post('/api/devices', body, { schema: deviceSchema, fallback: errorMessage });
      return { device, key };
    },
    onSuccess: (saved) => {
      onSaved(saved);
      void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    meta: { errorMessage },
  });
}

function useDeleteDevice(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: Device) => api.delete(deviceUrl(device.id), { fallback: t('backoffice.device.deleteFailed') }),
    onSuccess: () => {
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    meta: { errorMessage: t('backoffice.device.deleteFailed') },
  });
}

type TestAction = 'test/print' | 'test/notification';

function useDeviceTest(onDone: () => void) {
  return useMutation({
    mutationFn: ({ device, action }: { device: Device; action: TestAction }) =>
      api.post(deviceUrl(device.id, ...action.split('/')), undefined, { fallback: t('backoffice.device.testFailed') }),
    onSuccess: onDone,
    meta: { errorMessage: t('backoffice.device.testFailed') },
  });
}

function useLogRequest(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: Device) =>
      api.post(deviceUrl(device.id, 'request-device-logs'), undefined, { schema: deviceSchema, fallback: t('backoffice.device.logRequestFailed') }),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    meta: { errorMessage: t('backoffice.device.logRequestFailed') },
  });
}

const stamp = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  return { date: formatDate(at, timeZone), time: formatTime(at, timeZone) };
};

function Presence({ device, now, timeZone }: { device: Device; now: Date; timeZone: string }) {
  const presence = presenceOf(device, now);
  if (presence.kind === 'never') return <p className="state-dot state-dot--none">{t('device.neverSeen')}</p>;
  const seen = t('device.lastSeen', stamp(presence.at.toISOString(), timeZone));
  return (
    <p className={presence.kind === 'online' ? 'state-dot state-dot--ok' : 'state-dot'}>
      <strong>{presence.kind === 'online' ? t('device.online') : t('device.offline')}</strong> · {seen}
    </p>
  );
}

interface CardProps {
  device: Device;
  branchName?: string;
  isAdmin: boolean;
  now: Date;
  timeZone: string;
  busy: boolean;
  onTest: (action: TestAction) => void;
  onRequestLog: () => void;
  onEdit: () => void;
  onKey: () => void;
  onDelete: () => void;
}

function DeviceCard({ device, branchName, isAdmin, now, timeZone, busy, onTest, onRequestLog, onEdit, onKey, onDelete }: CardProps) {
  const headingId = useId();
  const isPrinter = device.kind === 'printer';
  return (
    <Card as="li" className="device-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-heading">
        {device.name}
        <span className="badge">{t(`device.kind.${device.kind}`)}</span>
        {!device.isEnabled && <span className="badge badge--off">{t('device.disabled')}</span>}
      </h2>
      {branchName && (
        <p className="device-card__meta">
          {t('device.branch')}: {branchName}
        </p>
      )}
      {device.description && <p className="device-card__meta">{device.description}</p>}
      {isPrinter && (
        <>
          <Presence device={device} now={now} timeZone={timeZone} />
          {device.printerStatus && <p className="device-card__meta">{t('device.printerStatus', { status: device.printerStatus })}</p>}
          <p className={device.hasKey ? 'state-dot state-dot--ok' : 'state-dot'}>{device.hasKey ? t('device.hasKey') : t('device.noKey')}</p>
          {device.logRequestedAt && <p className="device-card__meta">{t('device.logPending', stamp(device.logRequestedAt, timeZone))}</p>}
          {device.deviceLog && (
            <details className="device-log">
              <summary>{t('device.log', stamp(device.deviceLog.receivedAt, timeZone))}</summary>
              <dl>
                {device.deviceLog.entries.map((entry, index) => (
                  <div key={index}>
                    <dt>{entry.request}</dt>
                    <dd>{entry.result}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
          <div className="device-card__actions">
            <Button variant="secondary" disabled={busy} onClick={() => onTest('test/print')}>
              {t('device.testPrint')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => onTest('test/notification')}>
              {t('device.testNotification')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onRequestLog}>
              {t('device.requestLogs')}
            </Button>
          </div>
        </>
      )}
      {isAdmin && (
        <div className="device-card__actions">
          <Button variant="secondary" onClick={onEdit}>
            {t('device.edit')}
          </Button>
          {isPrinter && (
            <Button variant={device.hasKey ? 'secondary' : 'primary'} onClick={onKey}>
              {device.hasKey ? t('device.rotateKey') : t('device.setKey')}
            </Button>
          )}
          <Button variant="secondary" onClick={onDelete}>
            {t('device.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}

interface FormState {
  name: string;
  identifier: string;
  kind: (typeof DEVICE_KINDS)[number];
  branchId: string;
  description: string;
  isEnabled: boolean;
}

const formOf = (device: Device | undefined, branchId: string): FormState => ({
  name: device?.name ?? '',
  identifier: device?.identifier ?? '',
  kind: device?.kind ?? 'printer',
  branchId: device?.branch?.id ?? branchId,
  description: device?.description ?? '',
  isEnabled: device?.isEnabled ?? true,
});

function DeviceForm({
  editing,
  branches,
  defaultBranchId,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  editing: Device | undefined;
  branches: Branch[];
  defaultBranchId: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (input: DeviceInput) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => formOf(editing, defaultBranchId));
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const set = <K extends keyof FormState>(field: K, value: FormState[K]) => setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.name.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit({
      name: form.name.trim(),
      kind: form.kind,
      isEnabled: form.isEnabled,
      ...(form.identifier.trim() ? { identifier: form.identifier.trim() } : {}),
      ...(form.branchId ? { branch: { id: form.branchId } } : {}),
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
    });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      className="device-dialog"
      title={editing ? editing.name : t('device.create')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('device.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {t('device.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="device-form" onSubmit={submit} noValidate>
        <label>
          {t('device.name')}
          <input
            className="bo-input"
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            required
            aria-invalid={missing && form.name.trim() === ''}
          />
        </label>
        {missing && form.name.trim() === '' && (
          <p className="error-text" role="alert">
            {t('device.required', { label: t('device.name') })}
          </p>
        )}
        <label>
          {t('device.identifier')}
          <input className="bo-input" value={form.identifier} onChange={(event) => set('identifier', event.target.value)} />
        </label>
        <label>
          {t('device.kind')}
          <select className="bo-input" value={form.kind} onChange={(event) => set('kind', event.target.value as FormState['kind'])}>
            {DEVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`device.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('device.branch')}
          <select className="bo-input" value={form.branchId} onChange={(event) => set('branchId', event.target.value)}>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('device.description')}
          <textarea className="bo-input" rows={3} value={form.description} onChange={(event) => set('description', event.target.value)} />
        </label>
        <label className="device-form__check">
          <input type="checkbox" checked={form.isEnabled} onChange={(event) => set('isEnabled', event.target.checked)} />
          {t('device.enabled')}
        </label>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

function IssuedKeyDialog({ issued, onClose }: { issued: Saved | null; onClose: () => void }) {
  const inputId = useId();
  const url = issued?.key ? cloudPrntUrl(window.location.origin, issued.device.id, issued.key) : '';
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      className="device-dialog"
      title={issued ? `${t('device.serverUrl')}: ${issued.device.name}` : ''}
      footer={<Button onClick={onClose}>{t('device.keyDone')}</Button>}
    >
      <p>{t('device.keyShownOnce')}</p>
      <label htmlFor={inputId} className="device-url__label">
        {t('device.serverUrl')}
      </label>
      <input
        id={inputId}
        className="bo-input bo-input--code"
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        spellCheck={false}
      />
    </Dialog>
  );
}

export default function DevicesPage() {
  useDocumentTitle(pageTitle(t('device.title'), t('web.backoffice.title')));
  const me = useCurrentUser();
  const devices = useDevices();
  const branches = branchesApi.useAll();
  const timeZone = useTimeZone();
  const now = useNow(REFRESH_MS);
  const [branchFilter, setBranchFilter] = useState('');
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<Device | 'new' | null>(null);
  const [keyFor, setKeyFor] = useState<Device | null>(null);
  const [deleting, setDeleting] = useState<Device | null>(null);
  const [issued, setIssued] = useState<Saved | null>(null);
  const [randomError, setRandomError] = useState(false);

  const saved = (result: Saved) => {
    setEditing(null);
    setKeyFor(null);
    if (result.key) setIssued(result);
  };
  const create = useSaveDevice('create', saved);
  const update = useSaveDevice('update', saved);
  const remove = useDeleteDevice(() => setDeleting(null));
  const test = useDeviceTest(() => setNotice(t('device.testQueued')));
  const logRequest = useLogRequest(() => setNotice(t('device.logRequested')));

  if (me.isPending || devices.isPending || branches.isPending) return <Loading />;
  // The retry is offered by the global error entry (web/backoffice/feedback).
  if (me.isError) return <ErrorState message={me.error.message} />;
  if (devices.isError) return <ErrorState message={devices.error.message} />;
  if (branches.isError) return <ErrorState message={branches.error.message} />;

  const isAdmin = me.data.roles.includes('ROLE_ADMIN');
  const own = new Set(me.data.branches.map((branch) => branch.id));
  const shownBranches = isAdmin ? branches.data : branches.data.filter((branch) => own.has(branch.id));
  const branchName = new Map(branches.data.map((branch) => [branch.id, branch.name]));
  const shown = devicesOf(devices.data, branchFilter || undefined);

  const issueKey = (device: Device) => {
    let key: string;
    try {
      key = generateApiKey();
    } catch {
      setRandomError(true);
      return;
    }
    setRandomError(false);
    update.mutate({ id: device.id, input: deviceInputOf(device), key });
  };

  return (
    <>
      <h1>{t('device.title')}</h1>
      <p>{t('device.intro')}</p>
      <div className="devices-toolbar">
        <label>
          {t('device.branch')}{' '}
          <select className="bo-input" value={branchFilter} onChange={(event) => setBranchFilter(event.target.value)}>
            <option value="">{t('device.allBranches')}</option>
            {shownBranches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
        {isAdmin && <Button onClick={() => setEditing('new')}>{t('device.create')}</Button>}
      </div>
      <p className="devices-notice" role="status">
        {notice}
      </p>
      {randomError && (
        <p className="error-text" role="alert">
          {t('branchSettings.apiKey.noRandom')}
        </p>
      )}
      {shown.length === 0 ? (
        <p>{t('device.none')}</p>
      ) : (
        <ul className="card-grid device-list">
          {shown.map((device) => (
            <DeviceCard
              key={device.id}
              device={device}
              branchName={device.branch ? branchName.get(device.branch.id) : undefined}
              isAdmin={isAdmin}
              now={now}
              timeZone={timeZone}
              busy={(test.isPending && test.variables?.device.id === device.id) || (logRequest.isPending && logRequest.variables?.id === device.id)}
              onTest={(action) => {
                setNotice('');
                test.mutate({ device, action });
              }}
              onRequestLog={() => {
                setNotice('');
                logRequest.mutate(device);
              }}
              onEdit={() => setEditing(device)}
              onKey={() => (device.hasKey ? setKeyFor(device) : issueKey(device))}
              onDelete={() => setDeleting(device)}
            />
          ))}
        </ul>
      )}
      {editing !== null && (
        <DeviceForm
          editing={editing === 'new' ? undefined : editing}
          branches={shownBranches}
          defaultBranchId={branchFilter || shownBranches[0]?.id || ''}
          pending={create.isPending || update.isPending}
          error={(editing === 'new' ? create.error : update.error)?.message}
          onClose={() => {
            create.reset();
            update.reset();
            setEditing(null);
          }}
          onSubmit={(input) => {
            if (editing === 'new') create.mutate({ input });
            else update.mutate({ id: editing.id, input: { ...input, version: editing.version } });
          }}
        />
      )}
      <Dialog
        open={keyFor !== null}
        onClose={() => setKeyFor(null)}
        title={t('device.rotateKey')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setKeyFor(null)}>
              {t('device.cancel')}
            </Button>
            <Button disabled={update.isPending} onClick={() => keyFor && issueKey(keyFor)}>
              {t('device.rotateKey')}
            </Button>
          </>
        }
      >
        <p>{t('device.rotateConfirm')}</p>
        {update.error && (
          <p className="error-text" role="alert">
            {update.error.message}
          </p>
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('device.delete')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('device.cancel')}
            </Button>
            <Button disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
              {t('device.delete')}
            </Button>
          </>
        }
      >
        <p>{deleting ? t('device.deleteConfirm', { name: deleting.name }) : ''}</p>
        {remove.error && (
          <p className="error-text" role="alert">
            {remove.error.message}
          </p>
        )}
      </Dialog>
      <IssuedKeyDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
