// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignageCommand, SignageHeartbeat } from '#shared/schemas/signage.ts';
import { HEARTBEAT_INTERVAL_MS, PROGRAM_POLL_INTERVAL_MS } from '#shared/signage/index.ts';
import type { HeartbeatAnswer, ProgramAnswer } from './api';
import { sceneBox, startPlayer, stageSize, UNAUTHORIZED_RETRY_MS, type PlayerState, type RunningPlayer } from './controller';
import { programKey, saveProgram } from './storage';
import { DEVICE, SCENE_A, SCENE_B, testProgram, textScene } from './testing/program';

const link = { deviceId: DEVICE, deviceKey: 'k'.repeat(32) };
// Saturday 28.11.2026, 09:00:00 in Vienna: scene A's slot starts.
const NINE = Date.parse('2026-11-28T08:00:00Z');

let states: PlayerState[];
let programAnswers: ProgramAnswer[];
let programCalls: (string | null)[];
let heartbeats: SignageHeartbeat[];
let heartbeatAnswer: (heartbeat: SignageHeartbeat) => HeartbeatAnswer;
let reloads: number;
let player: RunningPlayer | undefined;

const last = () => states.at(-1)!;
const shown = () => {
  const showing = last().showing;
  return showing?.kind === 'scene' ? showing.scene.id : showing?.kind;
};
const ok = (command: SignageCommand | null = null, serverTime = new Date(Date.now()).toISOString()): HeartbeatAnswer => ({
  status: 'ok',
  answer: { serverTime, command },
  sentAt: Date.now(),
  receivedAt: Date.now(),
});

function start() {
  player = startPlayer({
    link,
    viewport: () => ({ width: 1920, height: 1080 }),
    devicePixelRatio: () => 2,
    onChange: (state) => states.push(state),
    reload: () => reloads++,
    fetchProgram: async (_link, etag) => {
      programCalls.push(etag);
      return programAnswers.shift() ?? { status: 'unchanged' };
    },
    sendHeartbeat: async (_link, heartbeat) => {
      heartbeats.push(heartbeat);
      return heartbeatAnswer(heartbeat);
    },
  });
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const command = (fields: Record<string, unknown>): SignageCommand =>
  ({ id: '01JBX6Q0Z8M3K4N5P6R7S8T9CM', state: 'delivered', issuedAt: '2026-11-28T08:00:00Z', ...fields }) as SignageCommand;

beforeEach(() => {
  vi.useFakeTimers({ now: NINE });
  localStorage.clear();
  states = [];
  programAnswers = [];
  programCalls = [];
  heartbeats = [];
  heartbeatAnswer = () => ok();
  reloads = 0;
});
afterEach(() => {
  player?.stop();
  player = undefined;
  vi.useRealTimers();
});

describe('the player', () => {
  it('loads the program, plays its loop by the clock and stores it with its ETag', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    start();
    expect(last().loading).toBe(true);
    await advance(5);
    expect(shown()).toBe(SCENE_A);
    expect(JSON.parse(localStorage.getItem(programKey(DEVICE))!)).toMatchObject({ etag: '"v1"', program: { version: 'v1' } });
    await advance(10_000);
    expect(shown()).toBe(SCENE_B);
    await advance(PROGRAM_POLL_INTERVAL_MS);
    expect(programCalls).toEqual([null, '"v1"']);
  });

  it('starts from the stored program without network, keeps the content and marks offline after two failures', async () => {
    saveProgram(DEVICE, { program: testProgram(), etag: '"v1"' });
    programAnswers.push({ status: 'failed' });
    heartbeatAnswer = () => ({ status: 'failed' });
    start();
    expect(shown()).toBe(SCENE_A);
    await advance(5);
    expect(last().offline).toBe(false);
    await advance(1000);
    expect(last().offline).toBe(true);
    expect(shown()).toBe(SCENE_A);
    await advance(40_000);
    expect(['scene']).toContain(last().showing?.kind);
    heartbeatAnswer = () => ok();
    await advance(HEARTBEAT_INTERVAL_MS);
    expect(last().offline).toBe(false);
  });

  it('shows the invalid link after a 401, asks again only every 60 s and sends no heartbeats meanwhile', async () => {
    programAnswers.push({ status: 'unauthorized' });
    start();
    await advance(0);
    expect(last().unauthorized).toBe(true);
    await advance(UNAUTHORIZED_RETRY_MS - 1);
    expect(programCalls).toHaveLength(1);
    expect(heartbeats).toHaveLength(0);
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v2"' });
    await advance(1);
    expect(programCalls).toHaveLength(2);
    expect(last().unauthorized).toBe(false);
    expect(shown()).toBe(SCENE_A);
  });

  it("reports the screen, scene, pixel size and version, and plays by the server's clock", async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    // The stick's clock is 10 s behind the server: scene B is on air already.
    heartbeatAnswer = () => ok(null, new Date(Date.now() + 10_000).toISOString());
    start();
    await advance(1000);
    expect(heartbeats[0]).toEqual({ report: { screen: 'on', scene: { id: SCENE_A, name: 'Szene A' }, width: 3840, height: 2160, programVersion: 'v1' } });
    expect(shown()).toBe(SCENE_B);
  });

  it('carries out a showScene command, confirms it at once and only once', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    const showScene = command({ kind: 'showScene', scene: { id: SCENE_B }, durationMinutes: 2 });
    heartbeatAnswer = (heartbeat) => ok(heartbeat.outcome ? null : showScene);
    start();
    await advance(1000);
    expect(shown()).toBe(SCENE_B);
    await advance(5);
    expect(heartbeats[1]?.outcome).toEqual({ commandId: showScene.id, result: 'confirmed' });
    await advance(HEARTBEAT_INTERVAL_MS + 5);
    // Handed out again (the server had not recorded it yet): not carried out twice, confirmed again.
    expect(heartbeats.filter((heartbeat) => heartbeat.outcome)).toHaveLength(2);
    await advance(20_000);
    expect(shown()).toBe(SCENE_B);
    await advance(2 * 60_000);
    expect([SCENE_A, SCENE_B]).toContain(shown());
  });

  it('asks for the program before failing a scene it does not know, and fails with a German reason', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    const newScene = '01JBX6Q0Z8M3K4N5P6R7S8T9NW';
    let sent = false;
    heartbeatAnswer = () => {
      if (sent) return ok();
      sent = true;
      return ok(command({ kind: 'showScene', scene: { id: newScene }, durationMinutes: 2 }));
    };
    start();
    await advance(5);
    programAnswers.push({
      status: 'changed',
      program: testProgram({ version: 'v2', scenes: [...testProgram().scenes, textScene(newScene, 'Neu')] }),
      etag: '"v2"',
    });
    await advance(1000);
    expect(shown()).toBe(newScene);
    expect(programCalls).toEqual([null, '"v1"']);

    sent = false;
    heartbeatAnswer = () => {
      if (sent) return ok();
      sent = true;
      return ok(command({ id: '01JBX6Q0Z8M3K4N5P6R7S8T9C2', kind: 'showScene', scene: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9XX' }, durationMinutes: 2 }));
    };
    await advance(HEARTBEAT_INTERVAL_MS);
    await advance(5);
    expect(heartbeats.at(-1)?.outcome).toEqual({
      commandId: '01JBX6Q0Z8M3K4N5P6R7S8T9C2',
      result: 'failed',
      message: 'Die Szene ist im Programm dieses TVs nicht vorhanden.',
    });
  });

  it('reloads after sending the confirmation, and the reloaded page does not reload again', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    const reload = command({ kind: 'reload' });
    heartbeatAnswer = (heartbeat) => ok(heartbeat.outcome ? null : reload);
    start();
    await advance(1000);
    expect(heartbeats[1]?.outcome).toEqual({ commandId: reload.id, result: 'confirmed' });
    expect(reloads).toBe(1);
    player!.stop();

    // The new page gets the same command once more (its outcome was lost): confirms without reloading.
    heartbeats = [];
    heartbeatAnswer = (heartbeat) => ok(heartbeat.outcome ? null : reload);
    start();
    await advance(1000);
    await advance(5);
    expect(heartbeats[1]?.outcome).toEqual({ commandId: reload.id, result: 'confirmed' });
    expect(reloads).toBe(1);
  });

  it('blanks the screen on command, follows the server-side mode of a new program, identifies over it', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    let next: SignageCommand | null = command({ kind: 'screen', mode: 'off' });
    heartbeatAnswer = () => {
      const handed = next;
      next = null;
      return ok(handed);
    };
    start();
    await advance(1000);
    await advance(5);
    expect(last().showing?.kind).toBe('off');
    next = command({ id: '01JBX6Q0Z8M3K4N5P6R7S8T9C3', kind: 'identify', durationSeconds: 5 });
    await advance(HEARTBEAT_INTERVAL_MS);
    expect(last().identify).toBe('TV Theke links');
    expect(last().showing?.kind).toBe('off');
    await advance(5_000);
    expect(last().identify).toBeNull();
    programAnswers.push({ status: 'changed', program: testProgram({ version: 'v2' }, { screenMode: 'schedule' }), etag: '"v2"' });
    await advance(PROGRAM_POLL_INTERVAL_MS);
    expect(last().showing?.kind).toBe('scene');
  });

  it('leaves no timer running once stopped', async () => {
    programAnswers.push({ status: 'changed', program: testProgram(), etag: '"v1"' });
    start();
    await advance(15_000);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    player!.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns the stage for a TV mounted upright', () => {
    expect(stageSize({ width: 1920, height: 1080 }, 90)).toEqual({ width: 1080, height: 1920 });
    expect(stageSize({ width: 1920, height: 1080 }, 180)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('sceneBox', () => {
  it('fills the stage with a scene of its orientation', () => {
    expect(sceneBox({ width: 1920, height: 1080 }, 'landscape')).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(sceneBox({ width: 1080, height: 1920 }, 'portrait')).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
    expect(sceneBox({ width: 1280, height: 800 }, 'landscape')).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
  });

  it('letterboxes a scene of the other orientation at 16:9, centred', () => {
    expect(sceneBox({ width: 1080, height: 1920 }, 'landscape')).toEqual({ x: 0, y: 656, width: 1080, height: 608 });
    expect(sceneBox({ width: 1920, height: 1080 }, 'portrait')).toEqual({ x: 656, y: 0, width: 608, height: 1080 });
  });
});
