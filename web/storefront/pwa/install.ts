/**
 * The app-install flow's state in the storefront entry (storefront.md §2, §4): the service
 * worker's registration, the browser's captured install dialog, the flow's step, the prompt's
 * timing after cookie consent and whether installing can be offered. Kept small: the prompt and
 * the dialogs themselves are a lazy chunk (./InstallFlow.tsx), loaded when the flow opens.
 *
 * Service worker errors are ignored silently (storefront.md §8): the flow goes on without one.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SERVICE_WORKER_URL } from '../../sw/routing';
import { sinceConsentDecision, useConsent, wasAcceptedAtLoad } from '../consent/consent';
import { canOfferInstall, dismissCookie, isDismissed, mayPrompt, promptDelay } from './rules';

/** Chromium's `beforeinstallprompt` event: its own install dialog, shown on our call. */
export interface BrowserInstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type FlowStep = 'closed' | 'prompt' | 'instructions';

interface FlowState {
  step: FlowStep;
  /** Bumped when registration or installation changes, so offers check again. */
  revision: number;
}

let state: FlowState = { step: 'closed', revision: 0 };
let browserPrompt: BrowserInstallPrompt | null = null;
let installed = false;
const listeners = new Set<() => void>();

function update(next: Partial<FlowState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

export function useInstallFlow(): FlowState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export const showInstallPrompt = () => update({ step: 'prompt' });
export const closeInstallFlow = () => update({ step: 'closed' });

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

const isSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

async function isRegistered(): Promise<boolean> {
  try {
    return (await navigator.serviceWorker.getRegistration()) !== undefined;
  } catch {
    return false;
  }
}

/** 'Installieren': registers the worker for the whole site and shows the instructions. */
export function startInstall(): void {
  if (isSupported()) {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch(() => undefined)
      .finally(() => update({ revision: state.revision + 1 }));
  }
  update({ step: 'instructions' });
}

/** Cancel in the instructions: unregisters the workers and shows the prompt again (§4). */
export async function cancelInstall(): Promise<void> {
  await unregisterServiceWorkers();
  update({ step: 'prompt', revision: state.revision + 1 });
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!isSupported()) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Ignored (§8).
  }
}

/** 'Jetzt nicht': the pwa-dismiss cookie for one month. */
export function dismissInstall(): void {
  document.cookie = dismissCookie(new Date(), window.location.protocol === 'https:');
  closeInstallFlow();
}

/** The browser's install dialog, when it offered one (taken once: the event works a single time). */
export function takeBrowserPrompt(): BrowserInstallPrompt | null {
  const taken = browserPrompt;
  browserPrompt = null;
  return taken;
}

export const hasBrowserPrompt = () => browserPrompt !== null;

/**
 * Keeps Chromium's install dialog for 'Installieren' instead of its own mini bar, and notes an
 * installation. Only while the plugin is on: otherwise the browser behaves as it would anyway.
 */
function useBrowserInstallEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const capture = (event: Event) => {
      event.preventDefault();
      browserPrompt = event as BrowserInstallPrompt;
    };
    const onInstalled = () => {
      installed = true;
      browserPrompt = null;
      update({ revision: state.revision + 1 });
    };
    window.addEventListener('beforeinstallprompt', capture);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', capture);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [enabled]);
}

/**
 * Whether installing can be offered here (footer link, status page hint): plugin on, not in the
 * self-service context (`enabled` covers both), supported, not the installed app, no worker yet.
 */
export function useCanOfferInstall(enabled: boolean): boolean {
  const { revision } = useInstallFlow();
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (!enabled || !isSupported()) {
      setOffer(false);
      return;
    }
    let active = true;
    void isRegistered().then((registered) => {
      if (active)
        setOffer(
          !installed && canOfferInstall({ pluginOn: true, isSelfService: false, isStandalone: isStandalone(), isSupported: true, isRegistered: registered }),
        );
    });
    return () => {
      active = false;
    };
  }, [enabled, revision]);
  return offer;
}

/**
 * The prompt's timing (§4, §9): 250 ms after the visitor accepts cookies, 5000 ms after load when
 * the consent existed already (when the page loaded: this hook runs in the chunk that loads after
 * the first paint, maybe after the visitor accepted); then only if every condition of ./rules.ts
 * holds. `enabled`: the plugin is on and this is not the self-service context.
 */
export function useInstallPrompt(enabled: boolean): void {
  useBrowserInstallEvents(enabled);
  const { status } = useConsent();
  useEffect(() => {
    if (!enabled || status !== 'accepted') return;
    let active = true;
    // After an acceptance in this visit the 250 ms count from the click, also when this chunk arrived after it.
    const delay = wasAcceptedAtLoad() ? promptDelay(true) : Math.max(0, promptDelay(false) - sinceConsentDecision());
    const timer = window.setTimeout(() => {
      void isRegistered().then((registered) => {
        const conditions = {
          pluginOn: true,
          isSelfService: false,
          isStandalone: isStandalone(),
          isSupported: isSupported(),
          isRegistered: registered,
          isDismissed: isDismissed(document.cookie),
        };
        if (active && !installed && state.step === 'closed' && mayPrompt(conditions)) showInstallPrompt();
      });
    }, delay);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [enabled, status]);
}
