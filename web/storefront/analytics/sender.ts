/**
 * The analytics sender (docs/analytics.md), loaded on demand after cookie consent: readings wait
 * up to FLUSH_DELAY_MS and go out together, at most MAX_READINGS per request, with
 * `navigator.sendBeacon` (it survives the page being closed), else `fetch` with `keepalive`.
 * Pending readings go out when the page is hidden or left. Every failure is ignored
 * (storefront.md §8); the server answers 202 and nothing the page needs.
 *
 * A visit's start is the device info (screen, pixel ratio, colour scheme) and its first page
 * view; each page view carries the path, the previous path and, on the first one, the referrer.
 */
import { MAX_READINGS } from '#shared/analytics/limits.ts';
import type { OutgoingReading } from './events';

export const ANALYTICS_URL = '/api/analytics-log';
/** A visit's start (device info and first view, 250 ms apart) goes out as one request. */
export const FLUSH_DELAY_MS = 1000;

const queue: OutgoingReading[] = [];
let timer: number | undefined;
let previousPath: string | undefined;

function post(body: string): void {
  try {
    // text/plain: a simple request, which a beacon may send; the API reads JSON whatever the type.
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_URL, blob)) return;
  } catch {
    // A refused beacon falls back to fetch.
  }
  fetch(ANALYTICS_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(
    () => undefined,
  );
}

/** Sends what waits, in requests of at most MAX_READINGS. */
export function flush(): void {
  if (timer !== undefined) window.clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) post(JSON.stringify(queue.splice(0, MAX_READINGS)));
}

export function enqueue(reading: OutgoingReading): void {
  queue.push(reading);
  if (queue.length >= MAX_READINGS) flush();
  else timer ??= window.setTimeout(flush, FLUSH_DELAY_MS);
}

function display(): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  if (window.screen?.width > 0 && window.screen.height > 0) data.screen = `${Math.round(window.screen.width)}x${Math.round(window.screen.height)}`;
  if (window.devicePixelRatio > 0) data.dpr = Math.round(window.devicePixelRatio * 100) / 100;
  if (typeof window.matchMedia === 'function') data.colorScheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return data;
}

let deviceInfoSent = false;

/** The device info a visit starts with (storefront.md §4 "a device-info event at init"), once per page load. */
export function sendDeviceInfo(): void {
  if (deviceInfoSent) return;
  deviceInfoSent = true;
  enqueue({ type: 'device-info', data: { path: window.location.pathname, ...display() } });
}

/** A page view; the first one of the page load carries the referrer. */
export function sendPageView(path: string): void {
  if (path === previousPath) return;
  const landing = previousPath === undefined;
  const data: OutgoingReading['data'] = { path, ...(previousPath ? { previousPath } : {}) };
  if (landing) {
    data.landing = true;
    if (document.referrer) data.referrer = document.referrer.slice(0, 2000);
  }
  previousPath = path;
  enqueue({ type: 'page-view', data });
}

/** Pending readings leave with the page. */
export function listenForPageExit(): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}
