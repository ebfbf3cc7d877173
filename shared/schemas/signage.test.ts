import { describe, expect, it } from 'vitest';
import {
  digitalSignageDeviceInputSchema,
  digitalSignageDeviceSchema,
  digitalSignageSegmentInputSchema,
  digitalSignageSegmentSchema,
  digitalSignageStreamInputSchema,
  digitalSignageStreamSchema,
  sceneInputSchema,
  sceneSchema,
  signageDeviceListQuerySchema,
  signageListQuerySchema,
} from './signage';
import { failingPaths, storedMeta } from './test-fixtures';

const SCENE_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';
const SEGMENT_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VY';
const STREAM_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VZ';

describe('backoffice §7 scenes (looked up by path, backoffice §3)', () => {
  it('parses a scene with its content; content defaults to empty', () => {
    const scene = { path: '/tv/wochenangebot', name: 'Wochenangebot Theke', content: { title: 'Diese Woche', products: ['Beiried', 'Schopf'], price: 24.9 } };
    expect(sceneInputSchema.parse(scene)).toEqual(scene);
    expect(sceneInputSchema.parse({ path: '/tv/leer', name: 'Leer' }).content).toEqual({});
  });

  it('refuses a path without slash, a missing name and content that is no object', () => {
    expect(failingPaths(sceneInputSchema, { path: 'tv/angebot', content: 'Angebot' })).toEqual(['path', 'name', 'content']);
  });

  it('accepts the stored record', () => {
    const record = { path: '/tv/wochenangebot', name: 'Wochenangebot Theke', content: {}, ...storedMeta('scene') };
    expect(sceneSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 digital-signage-segments (Filmsequenzen)', () => {
  it('shows a scene for 10 seconds and is enabled unless told otherwise', () => {
    expect(digitalSignageSegmentInputSchema.parse({ name: 'Angebot 1', scene: { id: SCENE_ID } })).toEqual({
      name: 'Angebot 1',
      scene: { id: SCENE_ID },
      durationSeconds: 10,
      isEnabled: true,
    });
  });

  it('refuses a duration of 0, of a fraction and of more than a day', () => {
    for (const durationSeconds of [0, 7.5, 86_401]) {
      expect(failingPaths(digitalSignageSegmentInputSchema, { name: 'Angebot 1', durationSeconds })).toEqual(['durationSeconds']);
    }
  });

  it('accepts the stored record', () => {
    const record = {
      name: 'Angebot 1',
      durationSeconds: 30,
      content: { text: 'Frische Bratwürstel' },
      isEnabled: false,
      ...storedMeta('digitalSignageSegment'),
    };
    expect(digitalSignageSegmentSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 digital-signage-streams', () => {
  it('orders segments by reference; no segments by default', () => {
    expect(digitalSignageStreamInputSchema.parse({ name: 'Theke Graz-Lend', segments: [{ id: SEGMENT_ID, name: 'Angebot 1' }] })).toEqual({
      name: 'Theke Graz-Lend',
      segments: [{ id: SEGMENT_ID }],
      isEnabled: true,
    });
    expect(digitalSignageStreamInputSchema.parse({ name: 'Leer' }).segments).toEqual([]);
  });

  it('refuses a segment reference that is no id', () => {
    expect(failingPaths(digitalSignageStreamInputSchema, { name: 'Theke', segments: [{ id: SEGMENT_ID }, { id: 'angebot-1' }] })).toEqual(['segments.1.id']);
  });

  it('accepts the stored record', () => {
    const record = { name: 'Theke Graz-Lend', segments: [{ id: SEGMENT_ID }], isEnabled: true, ...storedMeta('digitalSignageStream') };
    expect(digitalSignageStreamSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 digital-signage-devices (TVs)', () => {
  const tv = { identifier: 'tv-theke-lend', name: 'TV über der Theke', stream: { id: STREAM_ID }, description: 'Samsung 55", links neben der Kassa' };

  it('parses a TV playing a stream, enabled by default', () => {
    expect(digitalSignageDeviceInputSchema.parse(tv)).toEqual({ ...tv, isEnabled: true });
  });

  it('refuses an identifier with blanks or capitals and a missing name', () => {
    expect(failingPaths(digitalSignageDeviceInputSchema, { ...tv, identifier: 'TV Theke', name: ' ' })).toEqual(['identifier', 'name']);
  });

  it('accepts the stored record', () => {
    const record = { ...tv, isEnabled: true, ...storedMeta('digitalSignageDevice') };
    expect(digitalSignageDeviceSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 filtered signage lists', () => {
  it('filters devices by stream and search', () => {
    expect(signageDeviceListQuerySchema.parse({ stream: STREAM_ID, search: ' Theke ' })).toEqual({ stream: STREAM_ID, search: 'Theke' });
    expect(failingPaths(signageDeviceListQuerySchema, { stream: 'theke' })).toEqual(['stream']);
    expect(signageListQuerySchema.parse({ search: 'Angebot' })).toEqual({ search: 'Angebot' });
  });
});
