/**
 * /api/digital-signage-devices (TVs): the generic resource with the spec's fallbacks ('TV konnte
 * nicht … werden.'), the commands and their abort (backoffice.md §7: the body is the device
 * object; §4: the answer replaces the device wherever it is cached), and the program the TV plays.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import {
  digitalSignageDeviceSchema,
  signageProgramSchema,
  type DigitalSignageDevice,
  type DigitalSignageDeviceInput,
  type SignageCommandInput,
} from '#shared/schemas/signage.ts';
import { PROGRAM_POLL_INTERVAL_MS } from '#shared/signage/index.ts';
import { urlForKey } from '../../common/query';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';
import { deviceBodyOf } from './devices/device-view';

export type DeviceDraft = Omit<DigitalSignageDeviceInput, 'key'>;

export const devicesApi = defineResource<DigitalSignageDevice, DeviceDraft>({
  resource: 'digital-signage-devices',
  schema: digitalSignageDeviceSchema,
  messages: {
    loadFailed: t(crudFailedKey('signageDevice', 'load')),
    createFailed: t(crudFailedKey('signageDevice', 'create')),
    updateFailed: t(crudFailedKey('signageDevice', 'update')),
    deleteFailed: t(crudFailedKey('signageDevice', 'delete')),
  },
});

const deviceUrl = (id: string) => urlForKey(devicesApi.keys.detail(id));

/** While a command is open the device is read this often, so its state follows the TV. */
export const OPEN_COMMAND_REFRESH_MS = 2000;

export const sendCommand = (device: DigitalSignageDevice, command: SignageCommandInput): Promise<DigitalSignageDevice> =>
  api.post(
    `${deviceUrl(device.id)}/command`,
    { ...deviceBodyOf(device), command },
    {
      schema: digitalSignageDeviceSchema,
      fallback: t('backoffice.signage.commandFailed'),
    },
  );

export const abortCommand = (device: DigitalSignageDevice): Promise<DigitalSignageDevice> =>
  api.post(`${deviceUrl(device.id)}/command/abort`, deviceBodyOf(device), {
    schema: digitalSignageDeviceSchema,
    fallback: t('backoffice.signage.abortFailed'),
  });

/** Writes a new player key (write-only) with the device as it is stored; answers the device. */
export const saveDeviceKey = (device: DigitalSignageDevice, key: string): Promise<DigitalSignageDevice> =>
  devicesApi.update({ ...deviceBodyOf(device), key } as DeviceDraft & { id: string; version: number });

/** Sends a command or aborts the open one; the answer replaces the device in every cached list. */
export function useDeviceCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ device, command }: { device: DigitalSignageDevice; command: SignageCommandInput | 'abort' }) =>
      command === 'abort' ? abortCommand(device) : sendCommand(device, command),
    onSuccess: (device) => devicesApi.storeSaved(queryClient, device, false),
    // The commands section shows the refusal where the button was pressed.
    meta: { errorMessage: t('backoffice.signage.commandFailed'), shownInPlace: true },
  });
}

/** Re-reads the device every 2 s while `open` (a command waits for the TV), into its detail entry. */
export function useDeviceWhileOpen(id: string, open: boolean) {
  return useQuery({
    queryKey: devicesApi.keys.detail(id),
    queryFn: ({ signal }) => api.get(deviceUrl(id), { signal, schema: digitalSignageDeviceSchema, fallback: devicesApi.messages.loadFailed }),
    refetchInterval: open ? OPEN_COMMAND_REFRESH_MS : false,
    meta: { errorMessage: devicesApi.messages.loadFailed, shownInPlace: true },
  });
}

/** `GET /api/digital-signage-devices/{id}/program`: what the TV plays, refreshed as often as the player asks. */
export function useDeviceProgram(id: string) {
  return useQuery({
    queryKey: [...devicesApi.keys.detail(id), 'program'],
    queryFn: ({ signal }) => api.get(`${deviceUrl(id)}/program`, { signal, schema: signageProgramSchema, fallback: t('signageAdmin.now.loadFailed') }),
    refetchInterval: PROGRAM_POLL_INTERVAL_MS,
    meta: { errorMessage: t('signageAdmin.now.loadFailed'), shownInPlace: true },
  });
}
