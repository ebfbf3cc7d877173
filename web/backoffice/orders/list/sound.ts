/**
 * The audible signal for new orders: two short beeps made with the Web Audio API (no sound file
 * to load), and the user's choice 'Ton bei neuen Bestellungen' kept in local storage (default
 * on: a counter that misses an order is worse than one that hears a beep).
 *
 * Browsers start audio only after the user has interacted with the page (autoplay policy); an
 * AudioContext made earlier stays 'suspended'. The page asks for one click then ('Ton
 * einschalten'), and any other click or key press on the page unlocks it as well.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';

// The stored key keeps its first name, so a switched-off sound stays off after updates.
export const SOUND_SETTING_KEY = 'theke.backend.orderSound';

export type AudioState = 'running' | 'blocked' | 'unsupported';

let context: AudioContext | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function audioContext(): AudioContext | undefined {
  if (context) return context;
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context = new AudioContext();
  context.addEventListener('statechange', notify);
  return context;
}

function audioState(): AudioState {
  const current = audioContext();
  if (!current) return 'unsupported';
  return current.state === 'running' ? 'running' : 'blocked';
}

/** Resumes the audio; works when called from a user's click or key press. */
export function unlockAudio(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined)
    .finally(notify);
}

/** Two short beeps (880 Hz, then 1320 Hz); false when the browser still blocks audio. */
export function playNewOrderSignal(): boolean {
  const current = audioContext();
  if (!current || current.state !== 'running') return false;
  const start = current.currentTime + 0.02;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.22;
    const oscillator = current.createOscillator();
    const gain = current.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A short fade in and out: a hard start or stop clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    oscillator.connect(gain).connect(current.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  });
  return true;
}

/** Whether the browser lets the page play sound now; unlocks on the user's first interaction. */
export function useAudioState(): AudioState {
  const state = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, audioState);
  useEffect(() => {
    if (state !== 'blocked') return;
    const unlock = () => unlockAudio();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [state]);
  return state;
}

/** The choice of this page when local storage is unavailable (private mode, storage blocked). */
let settingInMemory = true;

function readSetting(): boolean {
  try {
    const stored = window.localStorage.getItem(SOUND_SETTING_KEY);
    return stored === null ? settingInMemory : stored !== '0';
  } catch {
    return settingInMemory;
  }
}

/** The switch 'Ton bei neuen Bestellungen' ('1'/'0' in local storage, shared by open tabs). */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore((listener) => {
    listeners.add(listener);
    // Another tab changed it.
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }, readSetting);
  const set = useCallback((value: boolean) => {
    settingInMemory = value;
    try {
      window.localStorage.setItem(SOUND_SETTING_KEY, value ? '1' : '0');
    } catch {
      // Without storage the choice lasts as long as the page.
    }
    if (value) unlockAudio();
    notify();
  }, []);
  return [on, set];
}
