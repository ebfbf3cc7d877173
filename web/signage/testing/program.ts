/**
 * A small program for the player's tests: two scenes in one segment (10 s each), a stream entry
 * for every day, Vienna time. Used by the unit tests and the soak test's routed answers.
 */
import type { PlayableScene, SignageProgram } from '#shared/schemas/signage.ts';

export const SCENE_A = '01JBX6Q0Z8M3K4N5P6R7S8T9AA';
export const SCENE_B = '01JBX6Q0Z8M3K4N5P6R7S8T9BB';
export const SEGMENT = '01JBX6Q0Z8M3K4N5P6R7S8T9SG';
export const DEVICE = '01JBX6Q0Z8M3K4N5P6R7S8T9DV';

export function textScene(id: string, text: string, extra: Partial<PlayableScene> = {}): PlayableScene {
  return {
    id,
    name: text,
    orientation: 'landscape',
    background: '#202020',
    regions: [{ id: 'r1', kind: 'text', frame: { x: 0, y: 0, width: 100, height: 100 }, text, color: '#ffffff', size: 10, weight: 700, align: 'center' }],
    data: { priceLists: {}, openingHours: {}, templates: {} },
    ...extra,
  };
}

export function testProgram(overrides: Partial<SignageProgram> = {}, device: Partial<SignageProgram['device']> = {}): SignageProgram {
  return {
    version: 'v1',
    generatedAt: '2026-11-28T08:00:00.000Z',
    timeZone: 'Europe/Vienna',
    device: { id: DEVICE, name: 'TV Theke links', rotation: 0, screenSchedule: [], branch: null, screenMode: 'schedule', ...device },
    entries: [{ segment: { id: SEGMENT }, weekdays: [] }],
    segments: [
      {
        id: SEGMENT,
        name: 'Standard',
        items: [
          { scene: { id: SCENE_A }, durationSeconds: 10 },
          { scene: { id: SCENE_B }, durationSeconds: 10 },
        ],
      },
    ],
    scenes: [textScene(SCENE_A, 'Szene A'), textScene(SCENE_B, 'Szene B')],
    ...overrides,
  };
}
