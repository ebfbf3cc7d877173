import { describe, expect, it } from 'vitest';
import { deviceInputSchema, deviceSchema } from './device';
import { failingPaths, storedMeta } from './test-fixtures';

const BRANCH_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';

describe('backoffice §7 devices (receipt printers and order tablets)', () => {
  const printer = {
    identifier: 'bondrucker-lend',
    name: 'Bondrucker Theke',
    kind: 'printer',
    branch: { id: BRANCH_ID },
    description: 'Epson TM-T20III neben der Kassa',
  };

  it('parses a receipt printer of a branch, enabled by default', () => {
    expect(deviceInputSchema.parse(printer)).toEqual({ ...printer, isEnabled: true });
    expect(deviceInputSchema.parse({ name: 'Tablet Küche', kind: 'tablet', isEnabled: false })).toEqual({
      name: 'Tablet Küche',
      kind: 'tablet',
      isEnabled: false,
    });
  });

  it('requires the kind printer or tablet and a name', () => {
    expect(failingPaths(deviceInputSchema, { name: 'Kassa' })).toEqual(['kind']);
    expect(failingPaths(deviceInputSchema, { ...printer, kind: 'scale', name: '' })).toEqual(['name', 'kind']);
  });

  it('refuses a branch reference that is no id', () => {
    expect(failingPaths(deviceInputSchema, { ...printer, branch: { id: 'graz-lend' } })).toEqual(['branch.id']);
  });

  it('accepts the stored record with what the printer reported', () => {
    const record = {
      ...printer,
      isEnabled: true,
      hasKey: true,
      lastSeenAt: '2026-11-02T09:15:00.000Z',
      printerStatus: '200 OK',
      deviceLog: { receivedAt: '2026-11-02T09:15:05.000Z', entries: [{ request: 'ClientType', result: 'Star mC-Print3' }] },
      ...storedMeta('device'),
    };
    expect(deviceSchema.parse(record)).toEqual(record);
  });

  it('takes a write-only, URL-safe printer key of at least 24 characters', () => {
    const key = 'k3Y-of_the-printer-0123456789';
    expect(deviceInputSchema.parse({ ...printer, key })).toMatchObject({ key });
    expect(failingPaths(deviceInputSchema, { ...printer, key: 'kurz' })).toEqual(['key']);
    expect(failingPaths(deviceInputSchema, { ...printer, key: 'ein schlüssel mit leerzeichen/und slash' })).toEqual(['key']);
    expect(deviceSchema.shape).not.toHaveProperty('key');
  });
});
