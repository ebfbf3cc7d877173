import { describe, expect, it } from 'vitest';
import type { Device } from '#shared/schemas/device.ts';
import { ONLINE_WITHIN_MS, cloudPrntUrl, deviceInputOf, devicesOf, presenceOf } from './device-view';

const device = (fields: Partial<Device>): Device => ({
  id: '01M6DV7580CHQM4KSJD9Y132C0',
  entityType: 'Device',
  version: 3,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  name: 'Bondrucker',
  kind: 'printer',
  isEnabled: true,
  hasKey: true,
  ...fields,
});

describe('devices page', () => {
  const now = new Date('2026-11-02T10:00:00.000Z');

  it('a printer is online when it polled within two minutes', () => {
    expect(presenceOf(device({}), now)).toEqual({ kind: 'never' });
    expect(presenceOf(device({ lastSeenAt: '2026-11-02T09:59:55.000Z' }), now)).toEqual({ kind: 'online', at: new Date('2026-11-02T09:59:55.000Z') });
    expect(presenceOf(device({ lastSeenAt: new Date(now.getTime() - ONLINE_WITHIN_MS).toISOString() }), now).kind).toBe('online');
    expect(presenceOf(device({ lastSeenAt: new Date(now.getTime() - ONLINE_WITHIN_MS - 1).toISOString() }), now).kind).toBe('offline');
  });

  it('builds the CloudPRNT address the printer is configured with', () => {
    expect(cloudPrntUrl('https://shop.example.at/', 'D1', 'a-b_c')).toBe('https://shop.example.at/api/cloudprnt/D1/a-b_c');
  });

  it('sends back only editable fields with the version, never server fields', () => {
    const stored = device({ identifier: 'bon', branch: { id: 'B1' }, lastSeenAt: '2026-11-02T09:00:00.000Z', printerStatus: '200 OK' });
    expect(deviceInputOf(stored)).toEqual({ identifier: 'bon', name: 'Bondrucker', kind: 'printer', branch: { id: 'B1' }, isEnabled: true, version: 3 });
  });

  it('lists the devices of a branch, printers first, by name', () => {
    const list = [
      device({ id: '1', name: 'Tablet', kind: 'tablet', branch: { id: 'A' } }),
      device({ id: '2', name: 'Zweiter Drucker', branch: { id: 'A' } }),
      device({ id: '3', name: 'Ärger-Drucker', branch: { id: 'A' } }),
      device({ id: '4', name: 'Anderswo', branch: { id: 'B' } }),
    ];
    expect(devicesOf(list, 'A').map((entry) => entry.id)).toEqual(['3', '2', '1']);
    expect(devicesOf(list, undefined)).toHaveLength(4);
  });
});
