/**
 * The last program and the commands' overrides in localStorage, per device: a TV that starts
 * without network shows what it showed before. Storage may be full or blocked (private mode of
 * some TV browsers): then the player works from memory only.
 */
import type { SignageProgram } from '#shared/schemas/signage.ts';
import { isProgram } from './api';
import { NO_OVERRIDES, type Overrides, type ScreenMode } from './showing';

export interface StoredState {
  program: SignageProgram;
  etag: string | null;
}

export const programKey = (deviceId: string) => `theke.signage.program.${deviceId}`;
export const overridesKey = (deviceId: string) => `theke.signage.overrides.${deviceId}`;
/** The reload command already carried out (so the page that reloaded does not reload again). */
export const reloadedKey = (deviceId: string) => `theke.signage.reloaded.${deviceId}`;

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: memory only.
  }
}

export function loadProgram(deviceId: string): StoredState | null {
  const stored = read(programKey(deviceId));
  if (typeof stored !== 'object' || stored === null) return null;
  const { program, etag } = stored as { program?: unknown; etag?: unknown };
  return isProgram(program) ? { program, etag: typeof etag === 'string' ? etag : null } : null;
}

export const saveProgram = (deviceId: string, state: StoredState): void => write(programKey(deviceId), state);

const SCREEN_MODES: readonly ScreenMode[] = ['on', 'off', 'schedule'];

export function loadOverrides(deviceId: string): Overrides {
  const stored = read(overridesKey(deviceId)) as Partial<Overrides> | null;
  if (!stored || typeof stored !== 'object') return NO_OVERRIDES;
  const overrides: Overrides = { screenMode: SCREEN_MODES.includes(stored.screenMode as ScreenMode) ? stored.screenMode! : 'schedule' };
  if (stored.scene && typeof stored.scene.id === 'string' && typeof stored.scene.until === 'number')
    overrides.scene = { id: stored.scene.id, until: stored.scene.until };
  if (typeof stored.identifyUntil === 'number') overrides.identifyUntil = stored.identifyUntil;
  return overrides;
}

export const saveOverrides = (deviceId: string, overrides: Overrides): void => write(overridesKey(deviceId), overrides);

export const loadReloadedCommand = (deviceId: string): string | null => {
  const value = read(reloadedKey(deviceId));
  return typeof value === 'string' ? value : null;
};
export const saveReloadedCommand = (deviceId: string, commandId: string): void => write(reloadedKey(deviceId), commandId);
