import { describe, expect, it } from 'vitest';
import type { DigitalSignageDevice, PlayableScene, SignageCommand } from '#shared/schemas/signage.ts';
import { commandStateText, commandText, deviceBodyOf, lastSeenText, nowShowing, playerLink, presenceOf } from './device-view';

const ZONE = 'Europe/Vienna';
const now = new Date('2026-11-27T11:00:00.000Z'); // Friday 12:00 in Vienna

const device = (fields: Partial<DigitalSignageDevice> = {}): DigitalSignageDevice => ({
  id: '01M6DV7580CHQM4KSJD9Y132C0',
  entityType: 'DigitalSignageDevice',
  version: 4,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  name: 'Schaufenster',
  rotation: 0,
  screenSchedule: [],
  isEnabled: true,
  hasKey: true,
  ...fields,
});

const command = (fields: Partial<SignageCommand>): SignageCommand =>
  ({ id: '01M6DV7580CHQM4KSJD9Y132C1', kind: 'reload', state: 'pending', issuedAt: '2026-11-27T10:58:00.000Z', ...fields }) as SignageCommand;

const scene = (id: string, name: string): PlayableScene => ({
  id,
  name,
  orientation: 'landscape',
  background: '#111111',
  regions: [],
  data: { priceLists: {}, openingHours: {}, templates: {} },
});

describe('TV state', () => {
  it('is online within a minute of its last heartbeat, offline after, never without one', () => {
    expect(presenceOf(device(), now)).toBe('never');
    expect(presenceOf(device({ lastSeenAt: '2026-11-27T10:59:00.000Z' }), now)).toBe('online');
    expect(presenceOf(device({ lastSeenAt: '2026-11-27T10:58:59.000Z' }), now)).toBe('offline');
  });

  it('says how long ago it was seen', () => {
    expect(lastSeenText('2026-11-27T10:59:30.000Z', now, ZONE)).toBe('zuletzt gerade eben');
    expect(lastSeenText('2026-11-27T10:57:00.000Z', now, ZONE)).toBe('zuletzt vor 3 Min.');
    expect(lastSeenText('2026-11-27T06:00:00.000Z', now, ZONE)).toBe('zuletzt vor 5 Std.');
    expect(lastSeenText('2026-11-20T06:00:00.000Z', now, ZONE)).toBe('zuletzt am 20.11.2026');
  });
});

describe('commands in words', () => {
  it('names the command', () => {
    const names = (id: string) => (id === 'S1' ? 'Leberkäse frisch' : undefined);
    expect(commandText(command({ kind: 'showScene', scene: { id: 'S1' }, durationMinutes: 10 }), names)).toBe('Szene „Leberkäse frisch“ für 10 Min. zeigen');
    expect(commandText(command({ kind: 'screen', mode: 'off' }), names)).toBe('Bildschirm aus');
    expect(commandText(command({ kind: 'identify', durationSeconds: 30 }), names)).toBe('Identifizieren (30 s)');
  });

  it('says each state, an open command expiring after ten minutes', () => {
    expect(commandStateText(command({}), now, ZONE)).toBe('Wartet auf den TV');
    expect(commandStateText(command({ state: 'delivered' }), now, ZONE)).toBe('Zugestellt');
    expect(commandStateText(command({ state: 'confirmed', confirmedAt: '2026-11-27T11:03:00.000Z' }), now, ZONE)).toBe('Ausgeführt um 12:03');
    expect(commandStateText(command({ state: 'failed', message: 'Szene fehlt' }), now, ZONE)).toBe('Fehlgeschlagen: Szene fehlt');
    expect(commandStateText(command({ state: 'aborted' }), now, ZONE)).toBe('Abgebrochen');
    expect(commandStateText(command({ issuedAt: '2026-11-27T10:49:59.000Z' }), now, ZONE)).toBe('Abgelaufen');
  });
});

describe('the device object and the link', () => {
  it('sends the editable fields with the version, never the server fields', () => {
    const stored = device({ branch: { id: 'B1' }, lastSeenAt: '2026-11-27T10:59:00.000Z', command: command({}), report: { screen: 'on' } });
    expect(deviceBodyOf(stored)).toEqual({
      id: '01M6DV7580CHQM4KSJD9Y132C0',
      version: 4,
      name: 'Schaufenster',
      branch: { id: 'B1' },
      rotation: 0,
      screenSchedule: [],
      isEnabled: true,
    });
  });

  it('builds the player link', () => {
    expect(playerLink('https://shop.example.at/', 'D1', 'a-b_c')).toBe('https://shop.example.at/signage/D1/a-b_c');
  });
});

describe('what the TV shows now', () => {
  const program: Parameters<typeof nowShowing>[0] = {
    device: { id: 'D1', name: 'Schaufenster', rotation: 0, screenSchedule: [], branch: null, screenMode: 'schedule' },
    timeZone: ZONE,
    entries: [
      { segment: { id: 'G1' }, weekdays: [] },
      { segment: { id: 'G2' }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' },
    ],
    segments: [
      { id: 'G1', name: 'Standard', items: [{ scene: { id: 'A' }, durationSeconds: 10 }] },
      {
        id: 'G2',
        name: 'Mittag',
        items: [
          { scene: { id: 'M1' }, durationSeconds: 20 },
          { scene: { id: 'M2' }, durationSeconds: 40 },
        ],
      },
    ],
    scenes: [scene('A', 'Angebot'), scene('M1', 'Mittagsmenü'), scene('M2', 'Suppe')],
  };

  it('plays the lunch segment at noon on a Friday, in the loop position of the epoch', () => {
    // 11:00:00Z is a multiple of 60 s: the loop (20 s + 40 s) starts with its first scene.
    const showing = nowShowing(program, undefined, now)!;
    expect(showing.scene.name).toBe('Mittagsmenü');
    expect(showing.endsAt).toBe(now.getTime() + 20_000);
    expect(showing.next?.name).toBe('Suppe');
  });

  it('plays the standard on Saturday', () => {
    expect(nowShowing(program, undefined, new Date('2026-11-28T11:00:00.000Z'))?.scene.name).toBe('Angebot');
  });

  it('a confirmed "Szene jetzt zeigen" holds the screen until its end', () => {
    const held = command({ kind: 'showScene', scene: { id: 'A' }, durationMinutes: 10, state: 'confirmed', until: '2026-11-27T11:05:00.000Z' });
    const showing = nowShowing(program, held, now)!;
    expect(showing.scene.name).toBe('Angebot');
    expect(showing.endsAt).toBe(Date.parse('2026-11-27T11:05:00.000Z'));
    expect(showing.next?.name).toBe('Mittagsmenü');
  });

  it('shows nothing for an empty stream', () => {
    expect(nowShowing({ ...program, entries: [] }, undefined, now)).toBeNull();
  });
});
