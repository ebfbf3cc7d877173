/**
 * Cookie consent (storefront.md §4 "Cookie consent", §9: 365 days). Initially unknown and the
 * banner shows; accepting stores the consent in a cookie and enables the third-party parts (the
 * map, the tracking scripts when their ids are configured).
 *
 * Decisions:
 * - The banner also offers 'Ablehnen' (GDPR: refusing must be as easy as agreeing). A refusal is
 *   remembered the same 365 days, so the banner does not come back on every page.
 * - The footer's 'Cookie-Einstellungen' reopens the banner; a decision can be changed there.
 * - Cookie 'theke-consent' = 'accepted' | 'declined', path /, SameSite=Lax, Secure on https.
 * - In the self-service context nothing third-party loads, whatever the device's cookie says.
 */
import { useSyncExternalStore } from 'react';
import { isSelfServiceContext } from '../layout/self-service';

export const CONSENT_COOKIE = 'theke-consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentStatus = 'unknown' | 'accepted' | 'declined';
export type ConsentDecision = Exclude<ConsentStatus, 'unknown'>;

/** The decision stored in a `document.cookie` string. */
export function parseConsent(cookies: string): ConsentStatus {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const decision = value.join('=');
    if (decision === 'accepted' || decision === 'declined') return decision;
  }
  return 'unknown';
}

/** The `document.cookie` assignment that stores a decision. */
export function consentCookie(decision: ConsentDecision, secure: boolean): string {
  return `${CONSENT_COOKIE}=${decision}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

interface ConsentState {
  status: ConsentStatus;
  /** The banner shows: no decision yet, or reopened from the footer. */
  isBannerOpen: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | undefined;

function read(): ConsentState {
  const status = typeof document === 'undefined' ? 'unknown' : parseConsent(document.cookie);
  return { status, isBannerOpen: status === 'unknown' };
}

/** The status the page's first read found: what the visitor had decided before this page loaded. */
let statusAtLoad: ConsentStatus | undefined;

function snapshot(): ConsentState {
  if (!state) {
    state = read();
    statusAtLoad = state.status;
  }
  return state;
}

/**
 * Whether the consent existed when the page loaded, also for code that runs after the visitor
 * decided in this visit (the install prompt's timing, ../pwa/install.ts, loads after the first paint).
 */
export function wasAcceptedAtLoad(): boolean {
  snapshot();
  return statusAtLoad === 'accepted';
}

function update(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the visitor decided in this visit (`performance.now()`). */
let decidedAt: number | undefined;

/** Milliseconds since the visitor decided in this visit (0 when they have not). */
export function sinceConsentDecision(): number {
  return decidedAt === undefined ? 0 : performance.now() - decidedAt;
}

export function decideConsent(decision: ConsentDecision): void {
  decidedAt = performance.now();
  document.cookie = consentCookie(decision, window.location.protocol === 'https:');
  update({ status: decision, isBannerOpen: false });
}

export function reopenConsentBanner(): void {
  update({ ...snapshot(), isBannerOpen: true });
}

/**
 * On the server (web/storefront/server/first-screen.tsx) nobody has decided and the app's banner
 * stays out of the markup: the page HTML carries the static banner (shared/web/first-paint.ts),
 * which the stylesheet hides for a visitor whose cookie says they decided.
 */
const SERVER_STATE: ConsentState = { status: 'unknown', isBannerOpen: false };
const serverSnapshot = (): ConsentState => SERVER_STATE;

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Map and tracking may load: consent given and not a kiosk. */
export function useThirdPartyAllowed(): boolean {
  return useConsent().status === 'accepted' && !isSelfServiceContext();
}
