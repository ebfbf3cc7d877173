/**
 * What a player shows at an instant: the active entries' segments flattened into one loop of
 * scenes, and the slot of that loop at the instant.
 *
 * Decision: the position in the loop is the instant modulo the loop's length, counted from the
 * epoch, not from when the page started. Two screens of the same stream in one shop window show
 * the same scene at the same time, a reloaded player continues where it was, and the player keeps
 * no growing state.
 */
import { activeEntries, type LocalMoment, type TimeWindow } from './schedule';

export interface PlaylistSlot {
  sceneId: string;
  segmentId: string;
  durationMs: number;
}

export interface PlayableStream {
  entries: ReadonlyArray<TimeWindow & { segment: { id: string } }>;
  segments: ReadonlyArray<{ id: string; items: ReadonlyArray<{ scene: { id: string }; durationSeconds: number }> }>;
  scenes: ReadonlyArray<{ id: string }>;
}

/** The loop at the moment: the scenes of the active entries' segments, in order; missing ones are skipped. */
export function playlistOf(stream: PlayableStream, moment: LocalMoment): PlaylistSlot[] {
  const segments = new Map(stream.segments.map((segment) => [segment.id, segment]));
  const scenes = new Set(stream.scenes.map((scene) => scene.id));
  const slots: PlaylistSlot[] = [];
  for (const entry of activeEntries(stream.entries, moment)) {
    const segment = segments.get(entry.segment.id);
    for (const item of segment?.items ?? []) {
      if (scenes.has(item.scene.id) && item.durationSeconds > 0) {
        slots.push({ sceneId: item.scene.id, segmentId: segment!.id, durationMs: item.durationSeconds * 1000 });
      }
    }
  }
  return slots;
}

export interface SlotAt {
  index: number;
  slot: PlaylistSlot;
  /** Epoch ms at which this slot started and ends. */
  startsAt: number;
  endsAt: number;
}

/** The slot showing at `atMs` (epoch ms), or null for an empty loop. */
export function slotAt(playlist: readonly PlaylistSlot[], atMs: number): SlotAt | null {
  const total = playlist.reduce((sum, slot) => sum + slot.durationMs, 0);
  if (total <= 0) return null;
  const loopStart = atMs - (((atMs % total) + total) % total);
  let startsAt = loopStart;
  for (let index = 0; index < playlist.length; index++) {
    const slot = playlist[index]!;
    if (atMs < startsAt + slot.durationMs) return { index, slot, startsAt, endsAt: startsAt + slot.durationMs };
    startsAt += slot.durationMs;
  }
  // Unreachable: atMs - loopStart < total.
  return null;
}
