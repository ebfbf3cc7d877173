/**
 * What the player shows at an instant, and what a command changes: pure functions of the
 * program, the overrides the commands set and the time (the server's, see ./clock.ts), so the
 * player's component only draws and sets one timer to the next change.
 *
 * Decisions:
 * - The screen: 'off' (a command) blanks it whatever else holds; a showScene command shows its
 *   scene for its minutes even outside the screen schedule (someone asked for it now); otherwise
 *   'on' keeps the screen on and 'schedule' (the default) follows the device's screen schedule.
 * - The identify overlay shows over everything, even a blank screen: its purpose is finding the TV.
 * - Between scene changes the picture can only change at a minute boundary (schedule windows
 *   and the clock regions are whole minutes), so the next change is the earliest of the slot's
 *   end, an override's end and the next minute.
 */
import type { PlayableScene, SignageCommand, SignageProgram, SignageScreenMode } from '#shared/schemas/signage.ts';
import { isScreenScheduledOn, localMomentOf, playlistOf, slotAt } from '#shared/signage/index.ts';

export type ScreenMode = SignageScreenMode;

/** What commands set; kept in localStorage with the program, so a reload keeps them. */
export interface Overrides {
  screenMode: ScreenMode;
  /** A showScene command: the scene until this server-time epoch ms. */
  scene?: { id: string; until: number };
  /** An identify command: the device name over the content until this server-time epoch ms. */
  identifyUntil?: number;
}

export const NO_OVERRIDES: Overrides = { screenMode: 'schedule' };

export type Showing = { kind: 'off'; changesAt: number } | { kind: 'nothing'; changesAt: number } | { kind: 'scene'; scene: PlayableScene; changesAt: number };

const MINUTE_MS = 60_000;

/** The start of the next whole minute after `nowMs`. */
export const nextMinute = (nowMs: number): number => nowMs - (((nowMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS) + MINUTE_MS;

/**
 * The picture at `nowMs` by the rules above, with the end of a scene by itself (its slot's or
 * its command's end); the back office's "Zeigt gerade" reads the same.
 */
export type Picture = { kind: 'off' } | { kind: 'nothing' } | { kind: 'scene'; scene: PlayableScene; endsAt: number };

export function pictureAt(
  program: Pick<SignageProgram, 'device' | 'timeZone' | 'entries' | 'segments' | 'scenes'>,
  overrides: Overrides,
  nowMs: number,
): Picture {
  if (overrides.screenMode === 'off') return { kind: 'off' };
  if (overrides.scene && overrides.scene.until > nowMs) {
    const commanded = program.scenes.find((scene) => scene.id === overrides.scene!.id);
    if (commanded) return { kind: 'scene', scene: commanded, endsAt: overrides.scene.until };
  }
  const moment = localMomentOf(new Date(nowMs), program.timeZone);
  if (overrides.screenMode === 'schedule' && !isScreenScheduledOn(program.device.screenSchedule, moment)) return { kind: 'off' };
  const current = slotAt(playlistOf(program, moment), nowMs);
  const scene = current && program.scenes.find((candidate) => candidate.id === current.slot.sceneId);
  return current && scene ? { kind: 'scene', scene, endsAt: current.endsAt } : { kind: 'nothing' };
}

export function showingAt(program: SignageProgram, overrides: Overrides, nowMs: number): Showing {
  let changesAt = nextMinute(nowMs);
  if (overrides.identifyUntil !== undefined && overrides.identifyUntil > nowMs) changesAt = Math.min(changesAt, overrides.identifyUntil);
  const picture = pictureAt(program, overrides, nowMs);
  return picture.kind === 'scene' ? { kind: 'scene', scene: picture.scene, changesAt: Math.min(changesAt, picture.endsAt) } : { kind: picture.kind, changesAt };
}

/** Whether the identify overlay shows at `nowMs`. */
export const isIdentifying = (overrides: Overrides, nowMs: number): boolean => overrides.identifyUntil !== undefined && overrides.identifyUntil > nowMs;

/** Overrides without the ones that ran out (so the stored state does not keep stale entries). */
export function withoutExpired(overrides: Overrides, nowMs: number): Overrides {
  const kept: Overrides = { screenMode: overrides.screenMode };
  if (overrides.scene && overrides.scene.until > nowMs) kept.scene = overrides.scene;
  if (overrides.identifyUntil !== undefined && overrides.identifyUntil > nowMs) kept.identifyUntil = overrides.identifyUntil;
  return kept;
}

export type CommandFailure = 'unknownScene' | 'unknownCommand';

export interface CommandEffect {
  overrides: Overrides;
  /** Failed commands name the reason (a key of the player's messages). */
  outcome: { result: 'confirmed' } | { result: 'failed'; reason: CommandFailure };
  /** A reload command: report the outcome, then reload the page. */
  reload: boolean;
}

/** Carries out a command at `nowMs` (server time): the new overrides and the outcome to report. */
export function applyCommand(command: SignageCommand, program: SignageProgram | null, overrides: Overrides, nowMs: number): CommandEffect {
  const confirmed = (next: Overrides, reload = false): CommandEffect => ({ overrides: next, outcome: { result: 'confirmed' }, reload });
  const failed = (reason: CommandFailure): CommandEffect => ({ overrides, outcome: { result: 'failed', reason }, reload: false });
  switch (command.kind) {
    case 'reload':
      return confirmed(overrides, true);
    case 'showScene':
      if (!program?.scenes.some((scene) => scene.id === command.scene.id)) return failed('unknownScene');
      return confirmed({ ...overrides, scene: { id: command.scene.id, until: nowMs + command.durationMinutes * MINUTE_MS } });
    case 'screen':
      return confirmed({ ...overrides, screenMode: command.mode });
    case 'identify':
      return confirmed({ ...overrides, identifyUntil: nowMs + command.durationSeconds * 1000 });
    default:
      return failed('unknownCommand');
  }
}
