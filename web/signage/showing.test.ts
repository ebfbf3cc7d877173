import { describe, expect, it } from 'vitest';
import type { SignageCommand } from '#shared/schemas/signage.ts';
import { applyCommand, isIdentifying, nextMinute, NO_OVERRIDES, showingAt, withoutExpired } from './showing';
import { SCENE_A, SCENE_B, testProgram } from './testing/program';

// Saturday 28.11.2026, 09:00:00 in Vienna; a multiple of the 20 s loop, so scene A starts here.
const NINE = Date.parse('2026-11-28T08:00:00Z');
const sceneOf = (showing: ReturnType<typeof showingAt>) => (showing.kind === 'scene' ? showing.scene.id : showing.kind);
const command = (fields: Record<string, unknown>): SignageCommand =>
  ({ id: '01JBX6Q0Z8M3K4N5P6R7S8T9CM', state: 'delivered', issuedAt: '2026-11-28T08:00:00Z', ...fields }) as SignageCommand;

describe('showingAt', () => {
  it('plays the loop by the clock: each scene for its seconds, the next change at the slot end', () => {
    const program = testProgram();
    expect(showingAt(program, NO_OVERRIDES, NINE)).toMatchObject({ kind: 'scene', scene: { id: SCENE_A }, changesAt: NINE + 10_000 });
    expect(sceneOf(showingAt(program, NO_OVERRIDES, NINE + 9_999))).toBe(SCENE_A);
    expect(sceneOf(showingAt(program, NO_OVERRIDES, NINE + 10_000))).toBe(SCENE_B);
    expect(sceneOf(showingAt(program, NO_OVERRIDES, NINE + 20_000))).toBe(SCENE_A);
  });

  it('changes at the next minute at the latest (schedules and clocks are whole minutes)', () => {
    const program = testProgram({
      segments: [{ id: testProgram().segments[0]!.id, name: 'Lang', items: [{ scene: { id: SCENE_A }, durationSeconds: 3600 }] }],
    });
    expect(showingAt(program, NO_OVERRIDES, NINE + 5_000).changesAt).toBe(NINE + 60_000);
    expect(nextMinute(NINE)).toBe(NINE + 60_000);
    expect(nextMinute(NINE + 59_999)).toBe(NINE + 60_000);
  });

  it('blanks the screen outside its schedule, unless a command says on', () => {
    const program = testProgram({}, { screenSchedule: [{ weekdays: [], from: '10:00', to: '18:00' }] });
    expect(showingAt(program, NO_OVERRIDES, NINE).kind).toBe('off');
    expect(showingAt(program, NO_OVERRIDES, NINE + 3_600_000).kind).toBe('scene');
    expect(showingAt(program, { screenMode: 'on' }, NINE).kind).toBe('scene');
    expect(showingAt(testProgram(), { screenMode: 'off' }, NINE).kind).toBe('off');
  });

  it('shows a commanded scene until its end, even outside the schedule, but not when switched off', () => {
    const program = testProgram({}, { screenSchedule: [{ weekdays: [], from: '10:00', to: '18:00' }] });
    const overrides = { screenMode: 'schedule' as const, scene: { id: SCENE_B, until: NINE + 30_000 } };
    expect(showingAt(program, overrides, NINE)).toMatchObject({ kind: 'scene', scene: { id: SCENE_B }, changesAt: NINE + 30_000 });
    expect(showingAt(program, overrides, NINE + 30_000).kind).toBe('off');
    expect(showingAt(program, { ...overrides, screenMode: 'off' }, NINE).kind).toBe('off');
  });

  it('shows nothing when no entry applies or the scenes are missing', () => {
    expect(showingAt(testProgram({ entries: [] }), NO_OVERRIDES, NINE).kind).toBe('nothing');
    expect(showingAt(testProgram({ scenes: [] }), NO_OVERRIDES, NINE).kind).toBe('nothing');
  });

  it('wakes up when the identify overlay ends', () => {
    const overrides = { screenMode: 'schedule' as const, identifyUntil: NINE + 4_000 };
    expect(showingAt(testProgram(), overrides, NINE).changesAt).toBe(NINE + 4_000);
    expect(isIdentifying(overrides, NINE + 3_999)).toBe(true);
    expect(isIdentifying(overrides, NINE + 4_000)).toBe(false);
    expect(withoutExpired({ ...overrides, scene: { id: SCENE_A, until: NINE } }, NINE + 4_000)).toEqual({ screenMode: 'schedule' });
  });
});

describe('applyCommand', () => {
  const program = testProgram();

  it('shows a scene of the program for its minutes', () => {
    const effect = applyCommand(command({ kind: 'showScene', scene: { id: SCENE_B }, durationMinutes: 5 }), program, NO_OVERRIDES, NINE);
    expect(effect).toEqual({
      overrides: { screenMode: 'schedule', scene: { id: SCENE_B, until: NINE + 300_000 } },
      outcome: { result: 'confirmed' },
      reload: false,
    });
  });

  it('fails a scene the program does not have, and changes nothing', () => {
    const effect = applyCommand(command({ kind: 'showScene', scene: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9XX' }, durationMinutes: 5 }), program, NO_OVERRIDES, NINE);
    expect(effect).toEqual({ overrides: NO_OVERRIDES, outcome: { result: 'failed', reason: 'unknownScene' }, reload: false });
    expect(applyCommand(command({ kind: 'showScene', scene: { id: SCENE_A }, durationMinutes: 5 }), null, NO_OVERRIDES, NINE).outcome.result).toBe('failed');
  });

  it('switches the screen, identifies for seconds, reloads', () => {
    expect(applyCommand(command({ kind: 'screen', mode: 'off' }), program, NO_OVERRIDES, NINE).overrides.screenMode).toBe('off');
    expect(applyCommand(command({ kind: 'identify', durationSeconds: 30 }), program, NO_OVERRIDES, NINE).overrides.identifyUntil).toBe(NINE + 30_000);
    expect(applyCommand(command({ kind: 'reload' }), program, NO_OVERRIDES, NINE)).toMatchObject({ reload: true, outcome: { result: 'confirmed' } });
  });

  it('fails a command kind it does not know (a newer server)', () => {
    expect(applyCommand(command({ kind: 'dance' }), program, NO_OVERRIDES, NINE).outcome).toEqual({ result: 'failed', reason: 'unknownCommand' });
  });
});
