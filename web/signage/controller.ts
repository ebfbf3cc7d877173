/**
 * The player's running part, without React: polls the program, sends heartbeats, carries out
 * commands, keeps the last program in localStorage and sets one timer to the next change of the
 * picture. The component (./Player.tsx) only draws the state it hands over.
 *
 * Memory on a TV that runs for weeks: no list grows with time (one program, one pending outcome,
 * the bounded image cache), and `stop()` clears every timer.
 */
import type { SignageCommand, SignageHeartbeat, SignagePlayerReport, SignageProgram } from '#shared/schemas/signage.ts';
import { HEARTBEAT_INTERVAL_MS, PROGRAM_POLL_INTERVAL_MS } from '#shared/signage/index.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { clockOffset, fetchProgram, sendHeartbeat, type DeviceLink, type ProgramAnswer } from './api';
import { createImageCache } from './image-cache';
import { sceneImageUrls } from './scene/SceneView';
import { applyCommand, isIdentifying, showingAt, withoutExpired, type Overrides, type Showing } from './showing';
import { loadOverrides, loadProgram, loadReloadedCommand, saveOverrides, saveProgram, saveReloadedCommand } from './storage';
import { t } from './messages';

/** After a 401 the player asks again at most this often (a TV left on with a revoked link). */
export const UNAUTHORIZED_RETRY_MS = 60_000;
/** The offline mark shows after this many failed requests in a row. */
export const FAILURES_BEFORE_OFFLINE = 2;
/** Images held loaded ahead (a few scenes' worth; the oldest go first). */
export const IMAGE_CACHE_LIMIT = 60;

export interface Size {
  width: number;
  height: number;
}

export interface PlayerState {
  /** No program yet (first start without a stored one): waiting for the server. */
  loading: boolean;
  /** The link is invalid or the device disabled. */
  unauthorized: boolean;
  offline: boolean;
  showing: Showing | null;
  /** The device's name while an identify command runs. */
  identify: string | null;
  rotation: number;
  timeZone: string;
  /** Server time (epoch ms) this state was computed at: the clocks' time. */
  nowMs: number;
}

export interface PlayerOptions {
  link: DeviceLink;
  /** The page's size in CSS pixels (the stage before rotation). */
  viewport: () => Size;
  onChange: (state: PlayerState) => void;
  devicePixelRatio?: () => number;
  reload?: () => void;
  /** The device's own clock. */
  localNow?: () => number;
  fetchProgram?: typeof fetchProgram;
  sendHeartbeat?: typeof sendHeartbeat;
}

export interface RunningPlayer {
  stop(): void;
}

/** The stage a scene is drawn into: the viewport, turned for a TV mounted upright. */
export function stageSize(viewport: Size, rotation: number): Size {
  return rotation === 90 || rotation === 270 ? { width: viewport.height, height: viewport.width } : viewport;
}

/**
 * The box a scene is drawn into on the stage: the whole stage when the scene is designed for the
 * stage's orientation; otherwise the largest 16:9 (or 9:16) box centred on it, so a landscape
 * scene on an upright screen keeps its layout with bars above and below instead of text sized for
 * a screen twice as high.
 */
export function sceneBox(stage: Size, orientation: 'landscape' | 'portrait'): Size & { x: number; y: number } {
  const stageIsLandscape = stage.width >= stage.height;
  if ((orientation === 'landscape') === stageIsLandscape) return { x: 0, y: 0, ...stage };
  const ratio = orientation === 'landscape' ? 16 / 9 : 9 / 16;
  const width = Math.min(stage.width, Math.round(stage.height * ratio));
  const height = Math.min(stage.height, Math.round(width / ratio));
  return { x: Math.round((stage.width - width) / 2), y: Math.round((stage.height - height) / 2), width, height };
}

export function startPlayer(options: PlayerOptions): RunningPlayer {
  const { link, viewport, onChange } = options;
  const localNow = options.localNow ?? Date.now;
  const reload = options.reload ?? (() => window.location.reload());
  const pixelRatio = options.devicePixelRatio ?? (() => window.devicePixelRatio || 1);
  const getProgram = options.fetchProgram ?? fetchProgram;
  const postHeartbeat = options.sendHeartbeat ?? sendHeartbeat;
  const deviceId = link.deviceId;

  const stored = loadProgram(deviceId);
  let program: SignageProgram | null = stored?.program ?? null;
  let etag = stored?.etag ?? null;
  let overrides: Overrides = loadOverrides(deviceId);
  let offset = 0;
  let failures = 0;
  let unauthorized = false;
  let stopped = false;
  /** The last command carried out and its outcome, sent until a heartbeat got it to the server. */
  let handled: { commandId: string; outcome: NonNullable<SignageHeartbeat['outcome']> } | null = null;
  let outcomeToSend: SignageHeartbeat['outcome'];
  /** A command was carried out: the next heartbeat goes at once. */
  let beatSoon = false;
  const reloadedCommandId = loadReloadedCommand(deviceId);
  let programRequest: Promise<void> | null = null;
  let sceneTimer: ReturnType<typeof setTimeout> | undefined;
  let programTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  const images = createImageCache(IMAGE_CACHE_LIMIT);
  let showing: Showing | null = null;

  const now = () => localNow() + offset;

  function preloadImages(): void {
    if (!program) return;
    const stage = stageSize(viewport(), program.device.rotation);
    for (const scene of program.scenes) images.preload(sceneImageUrls(scene, sceneBox(stage, scene.orientation).width));
  }

  /** Recomputes what shows, hands it to the component and sets the timer to the next change. */
  function update(): void {
    if (stopped) return;
    const nowMs = now();
    overrides = withoutExpired(overrides, nowMs);
    showing = program ? showingAt(program, overrides, nowMs) : null;
    onChange({
      loading: !program && !unauthorized,
      unauthorized,
      offline: failures >= FAILURES_BEFORE_OFFLINE,
      showing,
      identify: program && isIdentifying(overrides, nowMs) ? program.device.name : null,
      rotation: program?.device.rotation ?? 0,
      timeZone: program?.timeZone ?? DEFAULT_TIME_ZONE,
      nowMs,
    });
    clearTimeout(sceneTimer);
    // At least every minute (the clock), never a tight loop.
    const delay = showing ? Math.min(60_000, Math.max(20, showing.changesAt - nowMs)) : 60_000;
    sceneTimer = setTimeout(update, delay);
  }

  function accept(answer: ProgramAnswer): void {
    if (answer.status === 'failed') {
      failures++;
      return;
    }
    failures = 0;
    unauthorized = answer.status === 'unauthorized';
    if (answer.status === 'changed') {
      program = answer.program;
      etag = answer.etag;
      saveProgram(deviceId, { program, etag });
      // The server keeps the mode of the last confirmed screen command: it holds over what this page remembers.
      // (A program stored by an older player may lack it.)
      const serverMode: Overrides['screenMode'] | undefined = program.device.screenMode;
      if (serverMode && serverMode !== overrides.screenMode) {
        overrides = { ...overrides, screenMode: serverMode };
        saveOverrides(deviceId, overrides);
      }
      preloadImages();
    }
  }

  /** One program request at a time; a caller during one waits for it. */
  function pollProgram(): Promise<void> {
    programRequest ??= (async () => {
      clearTimeout(programTimer);
      const answer = await getProgram(link, etag);
      programRequest = null;
      if (stopped) return;
      accept(answer);
      update();
      programTimer = setTimeout(() => void pollProgram(), unauthorized ? UNAUTHORIZED_RETRY_MS : PROGRAM_POLL_INTERVAL_MS);
    })();
    return programRequest;
  }

  function report(): SignagePlayerReport {
    const ratio = pixelRatio();
    const size = viewport();
    return {
      screen: showing?.kind === 'off' ? 'off' : 'on',
      ...(showing?.kind === 'scene' ? { scene: { id: showing.scene.id, name: showing.scene.name.slice(0, 200) } } : {}),
      width: Math.min(20_000, Math.round(size.width * ratio)),
      height: Math.min(20_000, Math.round(size.height * ratio)),
      ...(program ? { programVersion: program.version.slice(0, 100) } : {}),
    };
  }

  async function carryOut(command: SignageCommand): Promise<void> {
    if (handled?.commandId === command.id) {
      // Handed out again: the server has not recorded the outcome yet.
      outcomeToSend = handled.outcome;
      beatSoon = true;
      return;
    }
    if (command.id === reloadedCommandId) {
      // This page is the reload that command asked for.
      handled = { commandId: command.id, outcome: { commandId: command.id, result: 'confirmed' } };
      outcomeToSend = handled.outcome;
      beatSoon = true;
      return;
    }
    // A showScene for a scene made after the last poll: the program names it by now.
    if (command.kind === 'showScene' && !program?.scenes.some((scene) => scene.id === command.scene.id)) await pollProgram();
    if (stopped) return;
    const effect = applyCommand(command, program, overrides, now());
    const outcome: NonNullable<SignageHeartbeat['outcome']> =
      effect.outcome.result === 'confirmed'
        ? { commandId: command.id, result: 'confirmed' }
        : { commandId: command.id, result: 'failed', message: t(`signagePlayer.${effect.outcome.reason}`) };
    handled = { commandId: command.id, outcome };
    outcomeToSend = outcome;
    overrides = effect.overrides;
    saveOverrides(deviceId, overrides);
    update();
    if (effect.reload) {
      saveReloadedCommand(deviceId, command.id);
      await postHeartbeat(link, { report: report(), outcome }, localNow);
      if (!stopped) reload();
      return;
    }
    // Tell the back office at once rather than with the next regular heartbeat.
    beatSoon = true;
  }

  async function heartbeat(): Promise<void> {
    clearTimeout(heartbeatTimer);
    if (!unauthorized) {
      const outcome = outcomeToSend;
      const answer = await postHeartbeat(link, outcome ? { report: report(), outcome } : { report: report() }, localNow);
      if (stopped) return;
      if (answer.status === 'ok') {
        failures = 0;
        if (outcomeToSend === outcome) outcomeToSend = undefined;
        const measured = clockOffset(answer.answer.serverTime, answer.sentAt, answer.receivedAt);
        if (measured !== null) offset = measured;
        if (answer.answer.command) await carryOut(answer.answer.command);
      } else if (answer.status === 'unauthorized') {
        unauthorized = true;
        // The program poll asks again, no sooner than the retry interval.
        clearTimeout(programTimer);
        programTimer = setTimeout(() => void pollProgram(), UNAUTHORIZED_RETRY_MS);
      } else {
        failures++;
      }
      if (stopped) return;
      update();
    }
    clearTimeout(heartbeatTimer);
    heartbeatTimer = setTimeout(() => void heartbeat(), beatSoon ? 0 : HEARTBEAT_INTERVAL_MS);
    beatSoon = false;
  }

  update();
  preloadImages();
  void pollProgram();
  // The first heartbeat after the first program answer has had a chance (the report names its version).
  heartbeatTimer = setTimeout(() => void heartbeat(), 1000);

  return {
    stop() {
      stopped = true;
      clearTimeout(sceneTimer);
      clearTimeout(programTimer);
      clearTimeout(heartbeatTimer);
      images.clear();
    },
  };
}
