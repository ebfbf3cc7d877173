import { describe, expect, it } from 'vitest';
import {
  digitalSignageDeviceInputSchema,
  digitalSignageDeviceSchema,
  digitalSignageSegmentInputSchema,
  digitalSignageStreamInputSchema,
  digitalSignageStreamSchema,
  playableSceneSchema,
  regionFrameSchema,
  sceneInputSchema,
  sceneSchema,
  signageCommandBodySchema,
  signageCommandSchema,
  signageDeviceListQuerySchema,
  signageHeartbeatAnswerSchema,
  signageHeartbeatSchema,
  signageProgramSchema,
  signageSegmentListQuerySchema,
  signageStreamListQuerySchema,
} from './signage';
import { failingPaths, storedMeta } from './test-fixtures';

const SCENE_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';
const SEGMENT_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VY';
const STREAM_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VZ';
const CATEGORY_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9W0';
const BRANCH_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9W1';
const COMMAND_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9W2';

const frame = { x: 5, y: 5, width: 90, height: 20 };
const title = { id: 'titel', kind: 'text', frame, text: 'Heiße Theke' };

describe('scenes: a screen of regions placed in percent', () => {
  it('fills the defaults: landscape, dark background, no regions; a text region white, bold, centred, 6 % high', () => {
    expect(sceneInputSchema.parse({ path: '/tv/leer', name: 'Leer' })).toEqual({
      path: '/tv/leer',
      name: 'Leer',
      orientation: 'landscape',
      background: '#111111',
      regions: [],
    });
    expect(sceneInputSchema.parse({ path: '/tv/theke', name: 'Theke', regions: [title] }).regions[0]).toEqual({
      ...title,
      color: '#ffffff',
      size: 6,
      weight: 700,
      align: 'center',
    });
  });

  it('fills the defaults of every region kind', () => {
    const regions = [
      { id: 'preise', kind: 'priceList', frame, category: { id: CATEGORY_ID, name: 'Heiße Theke' } },
      { id: 'uhr', kind: 'clock', frame },
      { id: 'zeiten', kind: 'openingHours', frame },
      { id: 'film', kind: 'video', frame, src: '/upload/leberkaese.mp4' },
    ];
    const parsed = sceneInputSchema.parse({ path: '/tv/theke', name: 'Theke', regions }).regions;
    expect(parsed[0]).toEqual({
      id: 'preise',
      kind: 'priceList',
      frame,
      category: { id: CATEGORY_ID },
      columns: 1,
      maxItems: 12,
      showBasePrice: true,
      unavailable: 'dim',
      color: '#ffffff',
      accentColor: '#f2c14e',
      size: 4,
    });
    expect(parsed[1]).toEqual({ id: 'uhr', kind: 'clock', frame, showDate: false, color: '#ffffff', size: 8 });
    expect(parsed[2]).toEqual({ id: 'zeiten', kind: 'openingHours', frame, color: '#ffffff', size: 4 });
    expect(parsed[3]).toEqual({ id: 'film', kind: 'video', frame, src: '/upload/leberkaese.mp4', fit: 'cover' });
  });

  it('refuses a region reaching outside the screen, and accepts one touching the edges', () => {
    expect(regionFrameSchema.parse({ x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 0, width: 100, height: 100 });
    expect(regionFrameSchema.parse({ x: 66.6667, y: 50, width: 33.3333, height: 50 }).width).toBe(33.3333);
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', regions: [{ ...title, frame: { x: 60, y: 0, width: 50, height: 10 } }] })).toEqual([
      'regions.0.frame.width',
    ]);
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', regions: [{ ...title, frame: { x: 0, y: 95, width: 10, height: 10 } }] })).toEqual([
      'regions.0.frame.width',
    ]);
    // Field errors and the outside check are both reported (the check runs on what was given).
    expect(failingPaths(regionFrameSchema, { x: -1, y: 0, width: 0, height: 101 })).toEqual(['x', 'width', 'height', 'width']);
    expect(failingPaths(regionFrameSchema, { x: -1, y: 0, width: 0, height: 50 })).toEqual(['x', 'width']);
  });

  it('refuses a region id used twice, and ids with capitals or blanks', () => {
    const twice = { path: '/tv/a', name: 'A', regions: [title, { ...title, text: 'Noch einmal' }] };
    expect(failingPaths(sceneInputSchema, twice)).toEqual(['regions.1.id']);
    expect(sceneInputSchema.safeParse(twice).error?.issues[0]?.message).toBe('api.validation.regionIdTaken');
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', regions: [{ ...title, id: 'Titel 1' }] })).toEqual(['regions.0.id']);
  });

  it('takes a video from this shop or https only', () => {
    const video = (src: string) => ({ path: '/tv/a', name: 'A', regions: [{ id: 'film', kind: 'video', frame, src }] });
    expect(sceneInputSchema.parse(video('https://cdn.example.at/ofen.mp4')).regions[0]).toMatchObject({ src: 'https://cdn.example.at/ofen.mp4' });
    for (const src of ['http://cdn.example.at/ofen.mp4', 'javascript:alert(1)', '//cdn.example.at/ofen.mp4', 'ofen.mp4', '']) {
      expect(failingPaths(sceneInputSchema, video(src))).toEqual(['regions.0.src']);
    }
  });

  it('refuses an unknown region kind, an orientation other than landscape/portrait and more than 30 regions', () => {
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', regions: [{ ...title, kind: 'ticker' }] })).toEqual(['regions.0.kind']);
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', orientation: 'square' })).toEqual(['orientation']);
    const many = Array.from({ length: 31 }, (_, index) => ({ ...title, id: `r${index}` }));
    expect(failingPaths(sceneInputSchema, { path: '/tv/a', name: 'A', regions: many })).toEqual(['regions']);
  });

  it('accepts the stored record and the playable scene with its data keyed by region id', () => {
    const record = sceneInputSchema.parse({ path: '/tv/theke', name: 'Theke', regions: [title] });
    expect(sceneSchema.parse({ ...record, ...storedMeta('scene') })).toEqual({ ...record, ...storedMeta('scene') });
    const playable = playableSceneSchema.parse({
      id: SCENE_ID,
      name: 'Theke',
      orientation: 'landscape',
      background: '#111111',
      regions: record.regions,
      data: { priceLists: { preise: { title: 'Heiße Theke', items: [] } } },
    });
    expect(playable.data).toEqual({ priceLists: { preise: { title: 'Heiße Theke', items: [] } }, openingHours: {}, templates: {} });
  });
});

describe('segments (Filmsequenzen) and streams', () => {
  it('a segment item shows its scene 10 s by default; 3 s to an hour, whole seconds', () => {
    expect(digitalSignageSegmentInputSchema.parse({ name: 'Theke', items: [{ scene: { id: SCENE_ID, name: 'Theke' } }] })).toEqual({
      name: 'Theke',
      items: [{ scene: { id: SCENE_ID }, durationSeconds: 10 }],
      isEnabled: true,
    });
    for (const durationSeconds of [2, 7.5, 3601]) {
      expect(failingPaths(digitalSignageSegmentInputSchema, { name: 'Theke', items: [{ scene: { id: SCENE_ID }, durationSeconds }] })).toEqual([
        'items.0.durationSeconds',
      ]);
    }
  });

  it('a stream entry plays every day without weekdays or times; Mo–Fr 10:30–14:00 as written', () => {
    const stream = digitalSignageStreamInputSchema.parse({
      name: 'Schaufenster Graz',
      entries: [{ segment: { id: SEGMENT_ID } }, { segment: { id: SEGMENT_ID }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' }],
    });
    expect(stream.entries).toEqual([
      { segment: { id: SEGMENT_ID }, weekdays: [] },
      { segment: { id: SEGMENT_ID }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' },
    ]);
    expect(stream.isEnabled).toBe(true);
    expect(
      digitalSignageStreamInputSchema.parse({ name: 'Abend', entries: [{ segment: { id: SEGMENT_ID }, from: '18:00', to: '24:00' }] }).entries[0]?.to,
    ).toBe('24:00');
  });

  it('refuses from ≥ to, a weekday 7 and a time 25:00', () => {
    const entry = (extra: object) => ({ name: 'S', entries: [{ segment: { id: SEGMENT_ID }, ...extra }] });
    expect(failingPaths(digitalSignageStreamInputSchema, entry({ from: '14:00', to: '10:30' }))).toEqual(['entries.0.to']);
    expect(failingPaths(digitalSignageStreamInputSchema, entry({ from: '10:30', to: '10:30' }))).toEqual(['entries.0.to']);
    expect(failingPaths(digitalSignageStreamInputSchema, entry({ weekdays: [7] }))).toEqual(['entries.0.weekdays.0']);
    expect(failingPaths(digitalSignageStreamInputSchema, entry({ from: '25:00' }))).toEqual(['entries.0.from']);
  });

  it('accepts the stored stream', () => {
    const record = {
      name: 'Schaufenster Graz',
      entries: [{ segment: { id: SEGMENT_ID }, weekdays: [] }],
      isEnabled: true,
      ...storedMeta('digitalSignageStream'),
    };
    expect(digitalSignageStreamSchema.parse(record)).toEqual(record);
  });
});

describe('devices (TVs) and commands', () => {
  const tv = { name: 'Schaufenster Graz', stream: { id: STREAM_ID }, branch: { id: BRANCH_ID } };

  it('defaults: no rotation, always on, enabled', () => {
    expect(digitalSignageDeviceInputSchema.parse(tv)).toEqual({ ...tv, rotation: 0, screenSchedule: [], isEnabled: true });
  });

  it('rotates by quarter turns only', () => {
    for (const rotation of [0, 90, 180, 270]) expect(digitalSignageDeviceInputSchema.parse({ ...tv, rotation }).rotation).toBe(rotation);
    for (const rotation of [45, 360, -90, '90']) expect(failingPaths(digitalSignageDeviceInputSchema, { ...tv, rotation })).toEqual(['rotation']);
  });

  it('takes a write-only URL-safe key of at least 24 characters, answered as hasKey', () => {
    const key = 'schaufenster-graz_0123456789';
    expect(digitalSignageDeviceInputSchema.parse({ ...tv, key }).key).toBe(key);
    expect(failingPaths(digitalSignageDeviceInputSchema, { ...tv, key: 'a'.repeat(23) })).toEqual(['key']);
    expect(digitalSignageDeviceInputSchema.safeParse({ ...tv, key: 'kurz' }).error?.issues[0]?.message).toBe('api.validation.secretTooShort');
    expect(failingPaths(digitalSignageDeviceInputSchema, { ...tv, key: 'schlüssel mit leerzeichen/1234567' })).toEqual(['key']);
    const stored = digitalSignageDeviceSchema.parse({
      ...tv,
      key,
      rotation: 0,
      screenSchedule: [],
      isEnabled: true,
      hasKey: true,
      ...storedMeta('digitalSignageDevice'),
    });
    expect(stored).not.toHaveProperty('key');
    expect(stored.hasKey).toBe(true);
    expect(stored.screenMode).toBeUndefined();
    expect(failingPaths(digitalSignageDeviceSchema, { ...stored, screenMode: 'dim' })).toEqual(['screenMode']);
  });

  it('refuses a screen window with from ≥ to', () => {
    expect(failingPaths(digitalSignageDeviceInputSchema, { ...tv, screenSchedule: [{ weekdays: [5], from: '13:00', to: '07:00' }] })).toEqual([
      'screenSchedule.0.to',
    ]);
  });

  it('a command body carries one of four commands with their defaults', () => {
    expect(signageCommandBodySchema.parse({ ...tv, command: { kind: 'reload' } })).toEqual({ command: { kind: 'reload' } });
    expect(signageCommandBodySchema.parse({ command: { kind: 'showScene', scene: { id: SCENE_ID } } }).command).toEqual({
      kind: 'showScene',
      scene: { id: SCENE_ID },
      durationMinutes: 10,
    });
    expect(signageCommandBodySchema.parse({ command: { kind: 'identify' } }).command).toEqual({ kind: 'identify', durationSeconds: 30 });
    expect(failingPaths(signageCommandBodySchema, { command: { kind: 'screen', mode: 'dim' } })).toEqual(['command.mode']);
    expect(failingPaths(signageCommandBodySchema, { command: { kind: 'reboot' } })).toEqual(['command.kind']);
    expect(failingPaths(signageCommandBodySchema, {})).toEqual(['command']);
  });

  it('the stored command has its state and times', () => {
    const stored = {
      kind: 'screen',
      mode: 'off',
      id: COMMAND_ID,
      state: 'delivered',
      issuedAt: '2026-11-28T11:00:00.000Z',
      deliveredAt: '2026-11-28T11:00:04.000Z',
    };
    expect(signageCommandSchema.parse(stored)).toEqual(stored);
    expect(signageCommandSchema.safeParse({ ...stored, state: 'lost' }).success).toBe(false);
  });
});

describe('lists, program and heartbeat', () => {
  it('filters lists by their parent and a search', () => {
    expect(signageSegmentListQuerySchema.parse({ scene: SCENE_ID, search: ' Theke ' })).toEqual({ scene: SCENE_ID, search: 'Theke' });
    expect(signageStreamListQuerySchema.parse({ segment: SEGMENT_ID })).toEqual({ segment: SEGMENT_ID });
    expect(signageDeviceListQuerySchema.parse({ stream: STREAM_ID, branch: BRANCH_ID })).toEqual({ stream: STREAM_ID, branch: BRANCH_ID });
    expect(failingPaths(signageDeviceListQuerySchema, { stream: 'theke' })).toEqual(['stream']);
  });

  it('reads a program and a heartbeat with its answer', () => {
    const program = {
      version: 'v1',
      generatedAt: '2026-11-28T11:00:00.000Z',
      timeZone: 'Europe/Vienna',
      device: { id: SCENE_ID, name: 'Schaufenster Graz', rotation: 0, screenSchedule: [], branch: { id: BRANCH_ID, name: 'Graz' } },
      entries: [{ segment: { id: SEGMENT_ID }, weekdays: [] }],
      segments: [{ id: SEGMENT_ID, name: 'Theke', items: [{ scene: { id: SCENE_ID }, durationSeconds: 20 }] }],
      scenes: [],
    };
    // The screen mode defaults to following the screen schedule.
    expect(signageProgramSchema.parse(program)).toEqual({ ...program, device: { ...program.device, screenMode: 'schedule' } });
    expect(signageProgramSchema.parse({ ...program, device: { ...program.device, screenMode: 'off' } }).device.screenMode).toBe('off');
    const beat = {
      report: { screen: 'on', scene: { id: SCENE_ID, name: 'Theke' }, width: 1920, height: 1080, programVersion: 'v1' },
      outcome: { commandId: COMMAND_ID, result: 'confirmed' },
    };
    expect(signageHeartbeatSchema.parse(beat)).toEqual(beat);
    expect(failingPaths(signageHeartbeatSchema, { report: { screen: 'standby' } })).toEqual(['report.screen']);
    expect(signageHeartbeatAnswerSchema.parse({ serverTime: '2026-11-28T11:00:00.000Z', command: null })).toEqual({
      serverTime: '2026-11-28T11:00:00.000Z',
      command: null,
    });
  });
});
