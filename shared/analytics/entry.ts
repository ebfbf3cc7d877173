/**
 * From a reading the storefront sent to the entry the analytics log stores, and from a stored
 * entry to the roll-up increments of the statistics (shared/statistics/catalog.ts, the dimension
 * keys of its header comment; docs/analytics.md).
 *
 * Stored `data` of an entry: `path`, `previousPath`, `landing`, `branch` (the identifier when the
 * path is a branch page), `screen`, `dpr`, `colorScheme`, `referrerHost`, `label`, and from the
 * request `visitor` (the day's visitor hash), `browser`, `os`. Never the IP address, the user
 * agent or the referrer's path and query.
 */
import { localDateOf, localMinuteOf } from '../time/zone';
import { MINUTES_PER_DAY, weekdayOf } from '../time/calendar';
import type { AnalyticsReading } from '../schemas/analytics';

/** What the request tells about the visitor, computed at ingest (functions/analytics-log/ingest.ts). */
export interface VisitorFacts {
  /** SHA-256 hex of the day's salt, IP, user agent and site host. */
  visitor: string;
  browser: string;
  os: string;
  /** The site's host (`www.fleischerei.at`): a referrer from it is no referrer. */
  siteHost: string;
}

export type StoredAnalyticsData = Record<string, string | number | boolean>;

/** The branch identifier of a branch page path (`/store/graz`, `/store/graz/checkout`). */
export function branchIdentifierOfPath(path: string | undefined): string | undefined {
  const match = /^\/store\/([^/]+)/.exec(path ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return undefined;
  }
}

/** The host of a referrer address, lower case; none for an unreadable address or the site itself. */
export function referrerHostOf(referrer: string | undefined, siteHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase();
    return host === '' || host === siteHost.toLowerCase() ? undefined : host;
  } catch {
    return undefined;
  }
}

/** The `data` an entry stores for a reading (see the module comment). */
export function storedDataOf(reading: AnalyticsReading, facts: VisitorFacts): StoredAnalyticsData {
  const { path, previousPath, landing, screen, dpr, colorScheme, label, referrer } = reading.data;
  const data: StoredAnalyticsData = { visitor: facts.visitor, browser: facts.browser, os: facts.os };
  if (path !== undefined) data.path = path;
  if (previousPath !== undefined && previousPath !== path) data.previousPath = previousPath;
  if (landing) data.landing = true;
  const branch = branchIdentifierOfPath(path);
  if (branch) data.branch = branch;
  if (screen !== undefined) data.screen = screen;
  if (dpr !== undefined) data.dpr = Math.round(dpr * 100) / 100;
  if (colorScheme !== undefined) data.colorScheme = colorScheme;
  if (label !== undefined && label !== '') data.label = label;
  const referrerHost = referrerHostOf(referrer, facts.siteHost);
  if (referrerHost) data.referrerHost = referrerHost;
  return data;
}

/** A roll-up increment as functions/db/rollups.ts takes it (count 1). */
export interface AnalyticsIncrement {
  metric: string;
  day: string;
  key: string;
  branchId?: string;
}

export interface RollupEntry {
  type: string;
  action?: string;
  category?: string;
  createdAt: string;
  data: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `weekday|hour` of an instant in shop time: ISO weekday 1–7, hour 00–23. */
export function weekdayHourKey(instant: Date, timeZone: string): string {
  const weekday = weekdayOf(localDateOf(instant, timeZone)) + 1;
  const hour = Math.floor((((localMinuteOf(instant, timeZone) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY) / 60);
  return `${weekday}|${String(hour).padStart(2, '0')}`;
}

/**
 * The increments of one stored entry, except unique visitors (the roll-up job counts those once
 * per day with a conditional write). `branchId` is the id of the entry's branch page, if any.
 * - page view: page-views, pages (path), event-flow (`previous>path`, when there is a previous
 *   path); a visit's first view also referrers (host or `direct`) and visitor-times;
 * - event: events (`category|action`);
 * - device info: resolutions, device-pixel-ratios, color-schemes, browsers, operating-systems
 *   (once per visit: the storefront sends it when it starts).
 */
export function entryIncrements(entry: RollupEntry, timeZone: string, branchId?: string): AnalyticsIncrement[] {
  const instant = new Date(entry.createdAt);
  const day = localDateOf(instant, timeZone);
  const add = (metric: string, key: string): AnalyticsIncrement => ({ metric, day, key, ...(branchId ? { branchId } : {}) });
  const path = text(entry.data.path);
  const increments: AnalyticsIncrement[] = [];
  if (entry.type === 'page-view') {
    increments.push(add('page-views', ''));
    if (path) increments.push(add('pages', path));
    const previous = text(entry.data.previousPath);
    if (path && previous) increments.push(add('event-flow', `${previous}>${path}`));
    if (entry.data.landing === true) {
      increments.push(add('referrers', text(entry.data.referrerHost) ?? 'direct'));
      increments.push(add('visitor-times', weekdayHourKey(instant, timeZone)));
    }
  } else if (entry.type === 'event') {
    increments.push(add('events', `${entry.category ?? ''}|${entry.action ?? ''}`));
  } else if (entry.type === 'device-info') {
    const screen = text(entry.data.screen);
    if (screen) increments.push(add('resolutions', screen));
    if (typeof entry.data.dpr === 'number') increments.push(add('device-pixel-ratios', String(entry.data.dpr)));
    const scheme = text(entry.data.colorScheme);
    if (scheme) increments.push(add('color-schemes', scheme));
    increments.push(add('browsers', text(entry.data.browser) ?? 'Sonstige'));
    increments.push(add('operating-systems', text(entry.data.os) ?? 'Sonstige'));
  }
  return increments;
}
