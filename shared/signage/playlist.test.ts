import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playlistOf, slotAt, type PlayableStream, type PlaylistSlot } from './playlist';

const MONDAY = 0;
const SATURDAY = 5;
const at = (weekday: number, minute: number) => ({ weekday, minute });

const stream: PlayableStream = {
  entries: [
    { segment: { id: 'theke' }, weekdays: [] },
    { segment: { id: 'mittag' }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' },
    { segment: { id: 'geloescht' }, weekdays: [] },
  ],
  segments: [
    {
      id: 'theke',
      items: [
        { scene: { id: 'heisse-theke' }, durationSeconds: 20 },
        { scene: { id: 'fehlt' }, durationSeconds: 15 },
        { scene: { id: 'leberkaese' }, durationSeconds: 10 },
      ],
    },
    { id: 'mittag', items: [{ scene: { id: 'mittagsmenue' }, durationSeconds: 30 }] },
  ],
  scenes: [{ id: 'heisse-theke' }, { id: 'leberkaese' }, { id: 'mittagsmenue' }],
};

describe('playlistOf: the active entries’ scenes as one loop', () => {
  it('flattens the segments in entry order and skips a missing segment and a missing scene', () => {
    expect(playlistOf(stream, at(SATURDAY, 12 * 60))).toEqual([
      { sceneId: 'heisse-theke', segmentId: 'theke', durationMs: 20_000 },
      { sceneId: 'leberkaese', segmentId: 'theke', durationMs: 10_000 },
    ]);
  });

  it('plays the lunch segment alone on a weekday at lunch', () => {
    expect(playlistOf(stream, at(MONDAY, 12 * 60))).toEqual([{ sceneId: 'mittagsmenue', segmentId: 'mittag', durationMs: 30_000 }]);
  });

  it('plays a segment twice when two entries name it, and nothing for an empty stream', () => {
    const twice: PlayableStream = { ...stream, entries: [stream.entries[0]!, stream.entries[0]!] };
    expect(playlistOf(twice, at(SATURDAY, 600)).map((slot) => slot.sceneId)).toEqual(['heisse-theke', 'leberkaese', 'heisse-theke', 'leberkaese']);
    expect(playlistOf({ entries: [], segments: [], scenes: [] }, at(SATURDAY, 600))).toEqual([]);
  });

  it('leaves out an item without duration', () => {
    const zero: PlayableStream = { ...stream, segments: [{ id: 'theke', items: [{ scene: { id: 'leberkaese' }, durationSeconds: 0 }] }] };
    expect(playlistOf(zero, at(SATURDAY, 600))).toEqual([]);
  });
});

describe('slotAt: the position in the loop is the epoch time modulo its length', () => {
  // A 60 s loop: A 0–20 s, B 20–30 s, C 30–60 s.
  const loop: PlaylistSlot[] = [
    { sceneId: 'a', segmentId: 's', durationMs: 20_000 },
    { sceneId: 'b', segmentId: 's', durationMs: 10_000 },
    { sceneId: 'c', segmentId: 's', durationMs: 30_000 },
  ];
  const noon = Date.parse('2026-11-28T11:00:00Z'); // a whole minute: a loop start of a 60 s loop

  it('at a loop start the first slot starts', () => {
    expect(slotAt(loop, noon)).toEqual({ index: 0, slot: loop[0], startsAt: noon, endsAt: noon + 20_000 });
    expect(slotAt(loop, 0)).toEqual({ index: 0, slot: loop[0], startsAt: 0, endsAt: 20_000 });
  });

  it('at a slot’s end the next slot shows; one ms before, still the old one', () => {
    expect(slotAt(loop, noon + 19_999)?.index).toBe(0);
    expect(slotAt(loop, noon + 20_000)).toEqual({ index: 1, slot: loop[1], startsAt: noon + 20_000, endsAt: noon + 30_000 });
    expect(slotAt(loop, noon + 30_000)?.index).toBe(2);
    expect(slotAt(loop, noon + 59_999)).toEqual({ index: 2, slot: loop[2], startsAt: noon + 30_000, endsAt: noon + 60_000 });
    expect(slotAt(loop, noon + 60_000)?.index).toBe(0);
  });

  it('works before the epoch: -1 ms is the last ms of the loop', () => {
    expect(slotAt(loop, -1)).toEqual({ index: 2, slot: loop[2], startsAt: -30_000, endsAt: 0 });
    expect(slotAt(loop, -60_000)?.startsAt).toBe(-60_000);
  });

  it('has no slot for an empty loop or one of zero length', () => {
    expect(slotAt([], noon)).toBeNull();
    expect(slotAt([{ sceneId: 'a', segmentId: 's', durationMs: 0 }], noon)).toBeNull();
  });

  it('two players of the same loop show the same scene at the same instant, whenever they started', () => {
    // No state: the answer depends on the instant only.
    expect(slotAt(loop, noon + 25_000)).toEqual(slotAt([...loop], noon + 25_000));
  });

  const playlists = fc.array(
    fc.record({
      sceneId: fc.constantFrom('a', 'b', 'c'),
      segmentId: fc.constant('s'),
      durationMs: fc.integer({ min: 1, max: 3600 }).map((seconds) => seconds * 1000),
    }),
    { minLength: 1, maxLength: 12 },
  );
  // Epochs far before and after today, up to ±2^50 ms (well inside exact integers).
  const epochs = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });

  it('returns the slot that contains the instant, and the slots tile the loop (property)', () => {
    fc.assert(
      fc.property(playlists, epochs, (playlist, atMs) => {
        const total = playlist.reduce((sum, slot) => sum + slot.durationMs, 0);
        const found = slotAt(playlist, atMs)!;
        expect(found.slot).toBe(playlist[found.index]);
        expect(found.startsAt <= atMs && atMs < found.endsAt).toBe(true);
        expect(found.endsAt - found.startsAt).toBe(found.slot.durationMs);
        // The slot starts where the durations before it end, counted from a multiple of the loop length.
        const before = playlist.slice(0, found.index).reduce((sum, slot) => sum + slot.durationMs, 0);
        expect((((found.startsAt - before) % total) + total) % total).toBe(0);
        // Its end is the next slot's start (the first slot's after the last).
        const next = slotAt(playlist, found.endsAt)!;
        expect(next.index).toBe((found.index + 1) % playlist.length);
        expect(next.startsAt).toBe(found.endsAt);
        // One loop later the same slot shows.
        expect(slotAt(playlist, atMs + total)).toEqual({ ...found, startsAt: found.startsAt + total, endsAt: found.endsAt + total });
      }),
      { numRuns: 500 },
    );
  });
});
